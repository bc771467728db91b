/**
 * The pages' read access to the build data, in one module: collections sorted
 * in the API's order, single entries that must exist.
 */
import { getCollection, getEntry, type CollectionEntry, type CollectionKey } from 'astro:content';
import type { PageConfigKey } from '../api/paths.ts';
import { pickLocalized } from '../i18n/pickLocalized.ts';
import { localeStaticPaths, type Locale } from '../i18n/locales.ts';
import { t } from '../i18n/t.ts';
import type { FlyPartySource } from '../lib/eventCalendar.ts';
import { pageSegment } from '../lib/pageSegment.ts';
import { paginate } from '../lib/paginate.ts';
import { textOfSafeHtml } from '../lib/richText.ts';
import { upcomingEvents } from '../lib/upcomingEvents.ts';

type Positioned = CollectionKey &
  ('members' | 'aircraft' | 'events' | 'participants' | 'pastEditions' | 'safetyArticles' | 'contestArticles');

/** A list collection in the order the API gave it. */
export async function getOrdered<C extends Positioned>(collection: C): Promise<CollectionEntry<C>[]> {
  const entries = (await getCollection(collection)) as CollectionEntry<C>[];
  return entries.sort((a, b) => (a.data as { position: number }).position - (b.data as { position: number }).position);
}

/**
 * The getStaticPaths of a page per entry and language: params `{ locale, id }` (the id as its page
 * segment, lib/pageSegment.ts), the entry's data as the prop named `propName`
 * (`localizedEntryPaths('members', 'member')` → `Astro.props.member`) and its id as `entryId`.
 */
export async function localizedEntryPaths<C extends Positioned, K extends string>(collection: C, propName: K) {
  const entries = await getOrdered(collection);
  return localeStaticPaths().flatMap(({ params }) =>
    entries.map((entry) => ({
      params: { ...params, id: pageSegment(entry.id) },
      props: { [propName]: entry.data, entryId: entry.id } as Record<K, CollectionEntry<C>['data']> & {
        entryId: string;
      },
    })),
  );
}

/** docs/behaviour.md, "Events": the events list shows six at a time. */
const EVENTS_PAGE_SIZE = 6;

/** The public events in the API's order, in pages of EVENTS_PAGE_SIZE (the events page, then eventi/2, 3…). */
export async function getEventPages(): Promise<CollectionEntry<'events'>[][]> {
  return paginate(await getOrdered('events'), EVENTS_PAGE_SIZE);
}

/** docs/behaviour.md, "Home": the home page shows the next three events. */
const HOME_EVENTS = 3;

/**
 * The next HOME_EVENTS events still to come at `now` (the build's moment, in Italian time), soonest
 * first; empty when none is.
 */
export async function getUpcomingEvents(now: Date = new Date()): Promise<CollectionEntry<'events'>[]> {
  const events = await getOrdered('events');
  return upcomingEvents(
    events.map((entry) => ({ entry, startDate: entry.data.startDate, startTime: entry.data.startTime })),
    now,
    HOME_EVENTS,
  ).map(({ entry }) => entry);
}

/** docs/behaviour.md, "Home": the fleet strip shows the first four aircraft, in the API's order. */
const HOME_AIRCRAFT = 4;

/** The aircraft of the home page's fleet strip. */
export async function getFleetHighlights(): Promise<CollectionEntry<'aircraft'>[]> {
  return (await getOrdered('aircraft')).slice(0, HOME_AIRCRAFT);
}

async function required<C extends 'site' | 'home' | 'pages'>(collection: C, id: string) {
  const entry = await getEntry(collection, id);
  if (!entry) throw new Error(`The build data has no "${id}" entry in "${collection}".`);
  return entry.data as CollectionEntry<C>['data'];
}

/** The site configuration: logos and the organisation chart. */
export const getSiteConfig = () => required('site', 'site');

/** The home page configuration. */
export const getHomeConfig = () => required('home', 'home');

/** A configured page's background, title and description. */
export const getPageConfig = (key: PageConfigKey) => required('pages', key);

/** The current Fly Party, or undefined when no edition is scheduled. */
export async function getCurrentFlyParty() {
  return (await getEntry('flyParty', 'current'))?.data;
}

/**
 * The current Fly Party as the calendar files and the air show page's JSON-LD describe it, in a
 * language: the air show page's text, and the association's operating base as its place (the API
 * gives the edition no place of its own). Undefined when no edition is scheduled.
 */
export async function getFlyPartyEvent(locale: Locale): Promise<FlyPartySource | undefined> {
  const flyParty = await getCurrentFlyParty();
  if (!flyParty) return undefined;
  const airShow = await getPageConfig('air_show');
  const base = await getPageConfig('sede_operativa');
  return {
    name: flyParty.name,
    startsAt: flyParty.startsAt,
    descriptionText: textOfSafeHtml(pickLocalized(airShow.description, locale)?.text),
    place: pickLocalized(base.title, locale)?.text ?? t(locale, 'route.operatingBase'),
  };
}
