/**
 * Reads a failed build's log and says what failed, for the deploy run's
 * summary: the API's one-line errors name the URL (and with it the record),
 * the media guard lists the pictures the API did not deliver.
 */

// The terminal's colour codes (ESC [ … letter), matched on purpose.
// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*[A-Za-z]/g;

const apiError =
  /(API request failed|API response invalid|API media unavailable|API_URL|API_TIMEOUT_MS|API_RETRIES|API_CONCURRENCY|SITE_URL|BASE_PATH)\b.*$/;
const astroError = /\[ERROR\]\s*(.*)$/;

/** The lines of a build log that say what failed, without colours, timestamps or stack traces. */
export function failureLines(log: string): string[] {
  const lines = log.replace(ansi, '').split(/\r?\n/);
  const found: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const api = apiError.exec(line);
    if (api) {
      found.push(api[0].trim());
      // The media guard lists one file per indented line after its headline.
      while (
        api[1] === 'API media unavailable' &&
        /^\s{2}\S/.test(lines[i + 1] ?? '') &&
        !/^\s+(Location|Stack trace):/.test(lines[i + 1]!)
      ) {
        found.push(`  ${lines[++i]!.trim()}`);
      }
      continue;
    }
    const astro = astroError.exec(line);
    if (astro && !/unhandled error occurred while running/.test(astro[1]!)) found.push(astro[1]!.trim());
  }
  return [...new Set(found.filter(Boolean))];
}

/** The Markdown the deploy run's summary shows after a failed build. */
export function buildFailureSummary(log: string): string {
  const lines = failureLines(log);
  const tail = log
    .replace(ansi, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() && !/^\s+at\s/.test(line))
    .slice(-15);
  return [
    '## The site was not published',
    '',
    'The build failed, so nothing was published: the live site stays as it was.',
    '',
    lines.length ? 'What failed:' : 'No API error was recognised in the log; its last lines:',
    '',
    '```',
    ...(lines.length ? lines : tail),
    '```',
    '',
    'To see every endpoint of the API as the build sees it, run `npm run check:api -- <API_URL>` (this run did, below).',
    '',
  ].join('\n');
}
