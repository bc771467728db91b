/** /evento/{id}.ics: one event as an iCalendar file, to add it to a calendar. */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { CollectionEntry } from 'astro:content';
import { localizedEntryPaths } from '../../../data/queries.ts';
import { localeFromParam } from '../../../i18n/locales.ts';
import { eventCalendar } from '../../../lib/eventCalendar.ts';
import { getSettings } from '../../../settings.ts';

export const getStaticPaths = (() => localizedEntryPaths('events', 'event')) satisfies GetStaticPaths;

export const GET: APIRoute<{ event: CollectionEntry<'events'>['data']; entryId: string }> = ({ params, props }) => {
  const { siteUrl, productName } = getSettings();
  const body = eventCalendar(props.entryId, props.event, localeFromParam(params.locale), { siteUrl, productName });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
