/**
 * The site's calendar files: one per event ("add to calendar"), one for the
 * current Fly Party, and a feed of every public event and the Fly Party, per
 * language (the event texts come from the API in Italian; the calendar's name
 * and the event links follow the page language).
 */
import { defaultLocale, localizedPath, type Locale } from '../i18n/locales.ts';
import { t } from '../i18n/t.ts';
import { routes } from '../routes.ts';
import { serializeCalendar, type CalendarEvent } from './icalendar.ts';
import { italianWallClock } from './italianTime.ts';

/** What a calendar file says about an event (an events collection entry's data). */
export interface CalendarEventSource {
  title: string;
  descriptionText: string;
  location: string | null;
  startDate: string;
  startTime: string | null;
  endDate: string | null;
  endTime: string | null;
  updatedAt: string | null;
}

export interface CalendarSite {
  siteUrl: string;
  productName: string;
  /** The site's base path (import.meta.env.BASE_URL). */
  base?: string;
}

/** The route of an event's calendar file, next to its page: '/evento/101.ics'. */
export const eventCalendarRoute = (id: string) => `${routes.event(id)}.ics`;

/** The route of the feed of every public event, next to the events page: '/eventi.ics'. */
export const eventsFeedRoute = `${routes.events}.ics`;

/** The route of the current Fly Party's calendar file, next to the air show page: '/air_show.ics'. */
export const flyPartyCalendarRoute = `${routes.airShow}.ics`;

/** The site URL of a calendar route in a language (localizedPath without the folder's final slash). */
export function calendarPath(route: string, locale: Locale, base?: string): string {
  return localizedPath(route, locale, base).replace(/\/$/, '');
}

function calendarEvent(id: string, event: CalendarEventSource, locale: Locale, site: CalendarSite): CalendarEvent {
  const pageUrl = (l: Locale) => new URL(localizedPath(routes.event(id), l, site.base), site.siteUrl).href;
  return {
    // The Italian page's address: the same event has the same UID in both languages' files.
    uid: pageUrl(defaultLocale),
    summary: event.title,
    description: event.descriptionText,
    location: event.location,
    startDate: event.startDate,
    startTime: event.startTime,
    endDate: event.endDate,
    endTime: event.endTime,
    url: pageUrl(locale),
    updatedAt: event.updatedAt,
  };
}

/** The current Fly Party (a flyParty collection entry's data) and what the site says about it. */
export interface FlyPartySource {
  name: string;
  /** The start, an ISO 8601 instant. */
  startsAt: string;
  /** The air show page's text, plain. */
  descriptionText: string;
  /** Where it takes place: the association's operating base. */
  place: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The Fly Party as an event: its start in Italian wall-clock time, no end (the API gives none). */
export function flyPartyAsEvent(flyParty: FlyPartySource): CalendarEventSource {
  const clock = italianWallClock(new Date(flyParty.startsAt));
  return {
    title: flyParty.name,
    descriptionText: flyParty.descriptionText,
    location: flyParty.place,
    startDate: `${clock.year}-${two(clock.month)}-${two(clock.day)}`,
    startTime: `${two(clock.hour)}:${two(clock.minute)}:${two(clock.second)}`,
    endDate: null,
    endTime: null,
    updatedAt: null,
  };
}

function flyPartyCalendarEvent(flyParty: FlyPartySource, locale: Locale, site: CalendarSite): CalendarEvent {
  const pageUrl = (l: Locale) => new URL(localizedPath(routes.airShow, l, site.base), site.siteUrl).href;
  const event = flyPartyAsEvent(flyParty);
  return {
    // The edition's name makes it this year's Fly Party: next year's is another event, while a
    // change of date or time moves this one.
    uid: `${pageUrl(defaultLocale)}#${encodeURIComponent(flyParty.name)}`,
    summary: event.title,
    description: event.descriptionText,
    location: event.location,
    startDate: event.startDate,
    startTime: event.startTime,
    endDate: null,
    endTime: null,
    url: pageUrl(locale),
    updatedAt: null,
  };
}

const productId = (site: CalendarSite, locale: Locale) =>
  `-//${site.productName}//${t(locale, 'route.events')}//${locale.toUpperCase()}`;

/** The .ics file of one event. */
export function eventCalendar(id: string, event: CalendarEventSource, locale: Locale, site: CalendarSite): string {
  return serializeCalendar({ productId: productId(site, locale), events: [calendarEvent(id, event, locale, site)] });
}

/** The .ics file of the current Fly Party. */
export function flyPartyCalendar(flyParty: FlyPartySource, locale: Locale, site: CalendarSite): string {
  return serializeCalendar({
    productId: productId(site, locale),
    events: [flyPartyCalendarEvent(flyParty, locale, site)],
  });
}

/** The .ics feed of every public event, in the API's order, then the current Fly Party if one is scheduled. */
export function eventsFeed(
  events: Array<{ id: string; data: CalendarEventSource }>,
  flyParty: FlyPartySource | undefined,
  locale: Locale,
  site: CalendarSite,
): string {
  return serializeCalendar({
    productId: productId(site, locale),
    name: t(locale, 'events.calendarName', { name: site.productName }),
    events: [
      ...events.map(({ id, data }) => calendarEvent(id, data, locale, site)),
      ...(flyParty ? [flyPartyCalendarEvent(flyParty, locale, site)] : []),
    ],
  });
}
