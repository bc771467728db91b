/** The value of a whole-number command-line option (read with node:util parseArgs), or `fallback` when absent; throws naming the option. */
export function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a whole number, got "${value}"`);
  return Number(value);
}
