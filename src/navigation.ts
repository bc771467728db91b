/**
 * The header, mobile menu and footer navigation, as data. A link is a site
 * route, or one of the configured external destinations.
 */
import { localizedPath, type Locale } from './i18n/locales.ts';
import type { UiKey } from './i18n/t.ts';
import { routes } from './routes.ts';

/** External destinations, resolved from settings and the site configuration. */
export type ExternalTarget = 'orgChart' | 'membersArea' | 'shop';

export type NavLink = { label: UiKey; route: string } | { label: UiKey; external: ExternalTarget };

export interface NavGroup {
  label: UiKey;
  id: string;
  children: NavLink[];
}

export type NavItem = NavLink | NavGroup;

const aboutUs: NavGroup = {
  label: 'nav.aboutUs',
  id: 'about',
  children: [
    { label: 'nav.ourStory', route: routes.ourStory },
    { label: 'nav.members', route: routes.members },
    { label: 'nav.orgChart', external: 'orgChart' },
  ],
};

const information: NavGroup = {
  label: 'nav.information',
  id: 'information',
  children: [
    { label: 'nav.operatingBase', route: routes.operatingBase },
    { label: 'nav.flightSafety', route: routes.flightSafety },
    { label: 'nav.library', route: routes.library },
    { label: 'nav.literaryContest', route: routes.literaryContest },
    { label: 'nav.federation', route: routes.federation },
  ],
};

const flyParty: NavGroup = {
  label: 'nav.flyParty',
  id: 'fly-party',
  children: [
    { label: 'nav.airShow', route: routes.airShow },
    { label: 'nav.participants', route: routes.participants },
    { label: 'nav.operationalInfo', route: routes.operationalInfo },
    // The original menu sent this entry to the library; it goes to the schedule (docs/behaviour.md, "Header, menu and footer").
    { label: 'nav.flightSchedule', route: routes.flightSchedule },
    // Not in the original menu, but otherwise no link reaches the page.
    { label: 'nav.previousEditions', route: routes.previousEditions },
  ],
};

export const headerNav: NavItem[] = [
  aboutUs,
  { label: 'nav.fleet', route: routes.fleet },
  information,
  flyParty,
  { label: 'nav.events', route: routes.events },
  { label: 'nav.contacts', route: routes.contact },
  { label: 'nav.membersArea', external: 'membersArea' },
];

/**
 * Shown in the mobile menu only (docs/behaviour.md, "Header, menu and footer": the slide-in menu has a
 * Shop link). On wide screens the search is the magnifier among the header's tools.
 */
export const mobileOnlyNav: NavLink[] = [
  { label: 'nav.search', route: routes.search },
  { label: 'nav.shop', external: 'shop' },
];

export const footerColumns: NavGroup[] = [
  { ...aboutUs, children: [...aboutUs.children, { label: 'nav.fleet', route: routes.fleet }] },
  information,
  {
    ...flyParty,
    children: [...flyParty.children, { label: 'nav.events', route: routes.events }],
  },
];

/**
 * The footer's links on phones, in place of the link columns: there the slide-in menu already holds
 * every page, and the columns would stack into a second menu about 800 px long.
 */
export const footerEssentials: NavLink[] = [
  { label: 'nav.events', route: routes.events },
  { label: 'nav.airShow', route: routes.airShow },
  { label: 'nav.fleet', route: routes.fleet },
  { label: 'nav.contacts', route: routes.contact },
];

/** True for a group (dropdown) rather than a single link. */
export function isGroup(item: NavItem): item is NavGroup {
  return 'children' in item;
}

export interface ResolvedLink {
  href: string;
  /** Leaves the site (another host or a file). */
  external: boolean;
  /** Opens in a new tab (the organisation chart file). */
  newTab: boolean;
}

/**
 * The href of a navigation link in a language. External targets come from the
 * settings and the site configuration; a missing one yields null (not shown).
 */
export function resolveNavLink(
  link: NavLink,
  locale: Locale,
  externals: Record<ExternalTarget, string | null>,
): ResolvedLink | null {
  if ('route' in link) return { href: localizedPath(link.route, locale), external: false, newTab: false };
  const href = externals[link.external];
  if (!href) return null;
  return { href, external: true, newTab: link.external === 'orgChart' };
}
