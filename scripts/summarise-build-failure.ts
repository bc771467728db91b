/**
 * Prints, as Markdown, what made a build fail, read from its log: the deploy
 * workflow appends it to the run's summary.
 *
 *   node scripts/summarise-build-failure.ts build.log >> "$GITHUB_STEP_SUMMARY"
 */
import { readFile } from 'node:fs/promises';
import { buildFailureSummary } from './lib/buildFailure.ts';

const logFile = process.argv[2];
if (!logFile) {
  console.error('Usage: node scripts/summarise-build-failure.ts <build log>');
  process.exit(2);
}
const log = await readFile(logFile, 'utf8').catch(() => '');
process.stdout.write(buildFailureSummary(log));
