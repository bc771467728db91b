/**
 * The site's calendar files: one per event ("add to calendar") and a feed of
 * every public event, per language (the event texts come from the API in
 * Italian; the calendar's name and the event links follow the page language).
 */
import { defaultLocale, localizedPath, type Locale } from '../i18n/locales.ts';
import { t } from '../i18n/t.ts';
import { routes } from '../routes.ts';
import { serializeCalendar, type CalendarEvent } from './icalendar.ts';

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

const productId = (site: CalendarSite, locale: Locale) =>
  `-//${site.productName}//${t(locale, 'route.events')}//${locale.toUpperCase()}`;

/** The .ics file of one event. */
export function eventCalendar(id: string, event: CalendarEventSource, locale: Locale, site: CalendarSite): string {
  return serializeCalendar({ productId: productId(site, locale), events: [calendarEvent(id, event, locale, site)] });
}

/** The .ics feed of every public event, in the API's order. */
export function eventsFeed(
  events: Array<{ id: string; data: CalendarEventSource }>,
  locale: Locale,
  site: CalendarSite,
): string {
  return serializeCalendar({
    productId: productId(site, locale),
    name: t(locale, 'events.calendarName', { name: site.productName }),
    events: events.map(({ id, data }) => calendarEvent(id, data, locale, site)),
  });
}
