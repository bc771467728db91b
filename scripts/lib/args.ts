/** Reads `--name value` / `--name=value` / `--flag` options from argv. */
export function readOptions(argv: string[]): { options: Map<string, string | true>; rest: string[] } {
  const options = new Map<string, string | true>();
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      rest.push(...argv.slice(i + 1));
      break;
    }
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(arg);
    if (!match) {
      rest.push(arg);
      continue;
    }
    const [, name, inline] = match;
    const next = argv[i + 1];
    if (inline !== undefined) options.set(name!, inline);
    else if (next !== undefined && !next.startsWith('--')) options.set(name!, argv[++i]!);
    else options.set(name!, true);
  }
  return { options, rest };
}
