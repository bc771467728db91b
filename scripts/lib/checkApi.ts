/**
 * Checks a live API against the contract without building the site: every
 * endpoint the build reads, through the same client and schemas as the
 * loaders, and each detail endpoint for every record of its list. Used by
 * `npm run check:api -- <url>` when a build fails.
 */
import { z } from 'astro/zod';
import type { ApiClient } from '../../src/api/client.ts';
import { ApiRequestError, isApiError } from '../../src/api/errors.ts';
import { apiPaths, pageConfigKeys } from '../../src/api/paths.ts';
import {
  aircraftMediaSchema,
  aircraftSchema,
  aircraftSummarySchema,
  articleSchema,
  currentFlyPartySchema,
  eventSchema,
  homeConfigSchema,
  memberSchema,
  memberSummarySchema,
  pageConfigSchema,
  participantSchema,
  pastFlyPartySchema,
  siteConfigSchema,
} from '../../src/api/schemas.ts';

export interface EndpointReport {
  /** The endpoint as the contract writes it, e.g. `/api/utenti/get_member_blog_post/{id}`. */
  endpoint: string;
  status: 'ok' | 'wrong' | 'skipped';
  /** What is wrong, or why it was skipped; for lists, how many records came. */
  detail?: string;
  /** Detail endpoints: the records that failed, as "id 3: reason". */
  records?: string[];
}

/** What went wrong with one call, in the words of the client's errors (attempts included). */
function describeFailure(error: unknown): string {
  if (error instanceof ApiRequestError)
    return error.attempts > 1 ? `${error.reason} (after ${error.attempts} attempts)` : error.reason;
  if (isApiError(error)) return error.reason;
  return error instanceof Error ? error.message : String(error);
}

async function single(client: ApiClient, path: string, schema: z.ZodType): Promise<EndpointReport> {
  try {
    await client.get(path, schema);
    return { endpoint: path, status: 'ok' };
  } catch (error) {
    return { endpoint: path, status: 'wrong', detail: describeFailure(error) };
  }
}

/** A list endpoint; resolves with its report and the ids of its records (null when it failed). */
async function list(client: ApiClient, path: string, itemSchema: z.ZodType<{ id: string }>) {
  try {
    const items = await client.get(path, z.array(itemSchema));
    const report: EndpointReport = {
      endpoint: path,
      status: 'ok',
      detail: `${items.length} ${items.length === 1 ? 'record' : 'records'}`,
    };
    return { report, ids: items.map((item) => item.id) };
  } catch (error) {
    return { report: { endpoint: path, status: 'wrong', detail: describeFailure(error) } as EndpointReport, ids: null };
  }
}

/** A detail endpoint, called for every record id of its list. */
async function perRecord(
  client: ApiClient,
  pathOf: (id: string) => string,
  schema: z.ZodType,
  ids: string[] | null,
  listPath: string,
): Promise<EndpointReport> {
  const template = pathOf('{id}').replace(encodeURIComponent('{id}'), '{id}');
  if (!ids) return { endpoint: template, status: 'skipped', detail: `its list ${listPath} failed` };
  const outcomes = await Promise.all(
    ids.map((id) =>
      client.get(pathOf(id), schema).then(
        () => null,
        (error: unknown) => `id ${id}: ${describeFailure(error)}`,
      ),
    ),
  );
  const records = outcomes.filter((outcome): outcome is string => outcome !== null);
  if (!records.length) return { endpoint: template, status: 'ok', detail: `${ids.length} of ${ids.length} records` };
  return { endpoint: template, status: 'wrong', detail: `${records.length} of ${ids.length} records wrong`, records };
}

/** Checks every endpoint the build reads; reports come in a fixed order, one per endpoint. */
export async function checkApi(client: ApiClient): Promise<EndpointReport[]> {
  const members = list(client, apiPaths.members, memberSummarySchema);
  const aircraft = list(client, apiPaths.aircraftList, aircraftSummarySchema);
  const checks: Array<Promise<EndpointReport | EndpointReport[]>> = [
    single(client, apiPaths.siteConfig, siteConfigSchema),
    single(client, apiPaths.homeConfig, homeConfigSchema),
    ...pageConfigKeys.map((key) => single(client, apiPaths.pageConfig(key), pageConfigSchema)),
    members.then(async ({ report, ids }) => [
      report,
      await perRecord(client, apiPaths.member, memberSchema, ids, apiPaths.members),
    ]),
    aircraft.then(async ({ report, ids }) => [
      report,
      ...(await Promise.all([
        perRecord(client, apiPaths.aircraft, aircraftSchema, ids, apiPaths.aircraftList),
        perRecord(client, apiPaths.aircraftMedia, z.array(aircraftMediaSchema), ids, apiPaths.aircraftList),
      ])),
    ]),
    list(client, apiPaths.events, eventSchema).then(({ report }) => report),
    list(client, apiPaths.safetyArticles, articleSchema).then(({ report }) => report),
    list(client, apiPaths.contestArticles, articleSchema).then(({ report }) => report),
    single(client, apiPaths.currentFlyParty, currentFlyPartySchema),
    list(client, apiPaths.participants, participantSchema).then(({ report }) => report),
    list(client, apiPaths.pastFlyParties, pastFlyPartySchema).then(({ report }) => report),
  ];
  return (await Promise.all(checks)).flat();
}

const labels: Record<EndpointReport['status'], string> = { ok: 'OK', wrong: 'WRONG', skipped: 'SKIPPED' };

/** The report as printed: a line per endpoint (failed records indented below it), then a total. */
export function formatReport(reports: EndpointReport[]): string {
  const lines = reports.flatMap(({ endpoint, status, detail, records }) => {
    const separator = status === 'ok' ? ' ' : ': ';
    const shownDetail = detail ? (status === 'ok' ? `(${detail})` : detail) : '';
    const line = `${labels[status].padEnd(8)}GET ${endpoint}${shownDetail ? separator + shownDetail : ''}`;
    return [line, ...(records ?? []).map((record) => `${' '.repeat(10)}${record}`)];
  });
  const ok = reports.filter((report) => report.status === 'ok').length;
  const wrong = reports.filter((report) => report.status === 'wrong').length;
  const skipped = reports.length - ok - wrong;
  const total = `${reports.length} endpoints: ${ok} OK, ${wrong} wrong${skipped ? `, ${skipped} not checked` : ''}.`;
  return [...lines, '', total].join('\n');
}
