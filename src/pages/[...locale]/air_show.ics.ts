/** /air_show.ics: the current Fly Party as an iCalendar file; not built when no edition is scheduled. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCurrentFlyParty, getFlyPartyEvent } from '../../data/queries.ts';
import { localeFromParam, localeStaticPaths } from '../../i18n/locales.ts';
import { flyPartyCalendar } from '../../lib/eventCalendar.ts';
import { getSettings } from '../../settings.ts';

export const getStaticPaths = (async () =>
  (await getCurrentFlyParty()) ? localeStaticPaths() : []) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const { siteUrl, productName } = getSettings();
  const locale = localeFromParam(params.locale);
  const flyParty = await getFlyPartyEvent(locale);
  if (!flyParty) throw new Error('air_show.ics is built only when a Fly Party is scheduled.');
  const body = flyPartyCalendar(flyParty, locale, { siteUrl, productName });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
