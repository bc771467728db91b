/**
 * The site's pages for sweeps (accessibility, reading without JavaScript):
 * every static route of docs/behaviour.md, and detail pages for the first record of each
 * kind plus the demo records that exercise special cases.
 */
import {
  ABSOLUTE_PICTURE_EVENT_ID,
  EMPTY_HISTORY_AIRCRAFT_ID,
  ITALIAN_ONLY_AIRCRAFT_ID,
  LONG_DESCRIPTION_EVENT_IDS,
  LONG_DESCRIPTION_MEMBER_ID,
  NO_PICTURE_EVENT_ID,
  PLAIN_TEXT_MEMBER_ID,
  SPECS_END_AIRCRAFT_ID,
} from '../../../scripts/demo-api/fixtures.ts';
import { routes } from '../../../src/routes.ts';
import { apiGet } from './demoApi.ts';

const withSlash = (route: string) => (route === '/' ? route : `${route}/`);

/**
 * Every static page route (Italian form), without the two that only send the browser to other sites,
 * and the events list's second page (the demo API has more than six events).
 */
export const staticPages: string[] = [
  ...Object.values(routes).flatMap((route) =>
    typeof route === 'string' && route !== routes.membersArea && route !== routes.shop ? [withSlash(route)] : [],
  ),
  withSlash(routes.eventsPage(2)),
];

export type DetailKind = 'member' | 'aircraft' | 'event';

/** Detail pages of one kind: the first record, and the demo records with special content. */
export async function detailPages(kind: DetailKind): Promise<string[]> {
  const sources = {
    member: {
      list: '/api/utenti/get_member_blog_posts_from_users',
      special: [LONG_DESCRIPTION_MEMBER_ID, PLAIN_TEXT_MEMBER_ID],
      route: routes.member,
    },
    aircraft: {
      list: '/api/aircrafts/get_aircrafts',
      special: [SPECS_END_AIRCRAFT_ID, ITALIAN_ONLY_AIRCRAFT_ID, EMPTY_HISTORY_AIRCRAFT_ID],
      route: routes.aircraft,
    },
    event: {
      list: '/api/eventi/get_eventi_pubblici',
      special: [...LONG_DESCRIPTION_EVENT_IDS, NO_PICTURE_EVENT_ID, ABSOLUTE_PICTURE_EVENT_ID],
      route: routes.event,
    },
  }[kind];
  const [first] = await apiGet<Array<{ id: number }>>(sources.list);
  const ids = [...new Set([first?.id, ...sources.special].filter((id): id is number => id !== undefined))];
  return ids.map((id) => withSlash(sources.route(String(id))));
}

/** A route in a language: Italian as it is, English under /en. */
export const inLocale = (route: string, locale: 'it' | 'en') => (locale === 'it' ? route : `/en${route}`);
