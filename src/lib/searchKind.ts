/**
 * What a page is to the site search (Pagefind): the `kind` each result shows
 * and can be filtered by, decided from the page's Italian route in this one place.
 */
import { recordRoutePrefix, routes } from '../routes.ts';

export const searchKinds = ['event', 'member', 'aircraft', 'article', 'page'] as const;
export type SearchKind = (typeof searchKinds)[number];

const under = (route: string, prefix: string) => route.startsWith(prefix) && route.length > prefix.length;

/**
 * The search kind of the page at `route` ('/evento/101' → 'event'), or null for a
 * page search must not find: the search page itself. Pages that say noindex are
 * left out by the layout before it asks.
 */
export function searchKind(route: string): SearchKind | null {
  const path = route.replace(/\/+$/, '') || '/';
  if (path === routes.search) return null;
  if (under(path, recordRoutePrefix.event)) return 'event';
  if (under(path, recordRoutePrefix.member)) return 'member';
  if (under(path, recordRoutePrefix.aircraft)) return 'aircraft';
  // Their articles have no page of their own: each is a card (with an anchored heading) of these pages.
  if (path === routes.flightSafety || path === routes.literaryContest) return 'article';
  return 'page';
}
