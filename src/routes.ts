/**
 * The site's routes (docs/behaviour.md, "Routes"), by name, as Italian paths.
 * Turn one into a link with `localizedPath(route, locale)`.
 */
import { pageSegment } from './lib/pageSegment.ts';

// Record ids become page addresses through one function (lib/pageSegment.ts): links and the
// pages' folders (getStaticPaths in data/queries.ts) agree. Run-time values (contact ids, form
// links) are never folders: they are only URL-encoded.
const segment = (value: string) => encodeURIComponent(value);

/** Where the pages of members, aircraft and events live: the prefix of their routes, before the id. */
export const recordRoutePrefix = {
  member: '/chi-siamo/socio/',
  aircraft: '/la-flotta/',
  event: '/evento/',
} as const;

export const routes = {
  home: '/',
  ourStory: '/chi-siamo/la-nostra-storia',
  members: '/chi-siamo/soci',
  member: (id: string) => `${recordRoutePrefix.member}${pageSegment(id)}`,
  fleet: '/la-flotta',
  aircraft: (id: string) => `${recordRoutePrefix.aircraft}${pageSegment(id)}`,
  events: '/eventi',
  /** Page `page` of the events list: the first is the events page itself. */
  eventsPage: (page: number) => (page <= 1 ? '/eventi' : `/eventi/${page}`),
  event: (id: string) => `${recordRoutePrefix.event}${pageSegment(id)}`,
  contact: '/contact',
  contactSuccess: (id: string) => `/contact-success/${segment(id)}`,
  operatingBase: '/sede_operativa',
  flightSafety: '/sicurezza_volo',
  library: '/biblioteca',
  airShow: '/air_show',
  participants: '/fly_party/partecipanti_fly_party',
  operationalInfo: '/fly_party/informazioni_operative_fly_party',
  flightSchedule: '/fly_party/programma_volo_fly_party',
  previousEditions: '/fly_party/edizioni_precedenti_fly_party',
  literaryContest: '/concorso_letterario',
  federation: '/asi',
  eventForm: (uuid: string) => `/evento/${segment(uuid)}/registrazione`,
  formSuccess: (uuid: string) => `/evento/${segment(uuid)}/success`,
  linkExpired: '/link_expired',
  /** Site search (Pagefind): the query travels in `?q=`. */
  search: '/cerca',
  /** What the service worker shows for a page never read, with no network (src/scripts/serviceWorker.ts). */
  offline: '/offline',
  membersArea: '/area_riservata',
  shop: '/shop',
} as const;
