/** /eventi.ics: every public event, and the current Fly Party, as an iCalendar feed. */
import type { APIRoute } from 'astro';
import { getFlyPartyEvent, getOrdered } from '../../data/queries.ts';
import { localeFromParam, localeStaticPaths } from '../../i18n/locales.ts';
import { eventsFeed } from '../../lib/eventCalendar.ts';
import { getSettings } from '../../settings.ts';

export const getStaticPaths = localeStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const { siteUrl, productName } = getSettings();
  const locale = localeFromParam(params.locale);
  const body = eventsFeed(await getOrdered('events'), await getFlyPartyEvent(locale), locale, {
    siteUrl,
    productName,
  });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
