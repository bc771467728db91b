/**
 * `npm run check:api -- <url>`: checks a live API against the contract
 * without building the site, and prints a line per endpoint, OK or what is
 * wrong. Exits 1 when anything is wrong, 2 on a usage error. Without <url> it
 * checks API_URL. Honours API_TIMEOUT_MS, API_RETRIES and API_CONCURRENCY, so
 * it is as patient as the build.
 */
import { createApiClient } from '../src/api/client.ts';
import { readApiTuning } from '../src/api/tuning.ts';
import { readSettings, SettingsError } from '../src/settings.ts';
import { checkApi, formatReport } from './lib/checkApi.ts';

const argument = process.argv.slice(2).find((arg) => arg && arg !== '--');
let baseUrl: string;
let tuning: ReturnType<typeof readApiTuning>;
try {
  baseUrl = readSettings({ ...process.env, API_URL: argument ?? process.env.API_URL }).apiUrl;
  tuning = readApiTuning(process.env);
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(
    `${error.message}\n\nUsage: npm run check:api -- <API base URL>   (for example https://api.example.org)`,
  );
  process.exit(2);
}

console.log(`Checking the API at ${baseUrl} against the contract (every endpoint the build reads)…\n`);
const reports = await checkApi(createApiClient({ baseUrl, ...tuning }));
console.log(formatReport(reports));
process.exit(reports.every((report) => report.status === 'ok') ? 0 : 1);
