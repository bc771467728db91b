/** /evento/{id}.ics: one event as an iCalendar file, to add it to a calendar. */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { CollectionEntry } from 'astro:content';
import { getOrdered } from '../../../data/queries.ts';
import { localeFromParam, localeStaticPaths } from '../../../i18n/locales.ts';
import { eventCalendar } from '../../../lib/eventCalendar.ts';
import { getSettings } from '../../../settings.ts';

export const getStaticPaths = (async () => {
  const events = await getOrdered('events');
  return localeStaticPaths().flatMap(({ params }) =>
    events.map((event) => ({ params: { ...params, id: event.id }, props: { event: event.data } })),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ event: CollectionEntry<'events'>['data'] }> = ({ params, props }) => {
  const { siteUrl, productName } = getSettings();
  const body = eventCalendar(params.id!, props.event, localeFromParam(params.locale), { siteUrl, productName });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
