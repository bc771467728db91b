/** /eventi.ics: every public event as an iCalendar feed. */
import type { APIRoute } from 'astro';
import { getOrdered } from '../../data/queries.ts';
import { localeFromParam, localeStaticPaths } from '../../i18n/locales.ts';
import { eventsFeed } from '../../lib/eventCalendar.ts';
import { getSettings } from '../../settings.ts';

export const getStaticPaths = localeStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const { siteUrl, productName } = getSettings();
  const body = eventsFeed(await getOrdered('events'), localeFromParam(params.locale), { siteUrl, productName });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
