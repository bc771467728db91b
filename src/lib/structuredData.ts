/**
 * schema.org structured data (JSON-LD) for search engines: the association as
 * an Organization on the home page, and each event as an Event.
 */
import { eventTiming, type EventMoment } from './eventTiming.ts';
import { italianIsoDateTime } from './italianTime.ts';

export type JsonLd = Record<string, unknown>;

export interface OrganizationFacts {
  name: string;
  /** The home page's absolute URL. */
  url: string;
  /** The logo's absolute URL, if there is one. */
  logo?: string | null;
  /** The association's own profiles on other sites. */
  sameAs?: string[];
}

/** The association as a schema.org Organization. */
export function organizationJsonLd({ name, url, logo, sameAs = [] }: OrganizationFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url,
    ...(logo ? { logo } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export interface EventFacts {
  name: string;
  /** The event page's absolute URL. */
  url: string;
  startDate: string;
  startTime: string | null;
  endDate: string | null;
  endTime: string | null;
  location: string | null;
  /** Plain text. */
  description: string;
  /** Absolute image URLs. */
  images: string[];
  /** The language of the event's texts. */
  inLanguage: string;
  organizer: { name: string; url: string };
}

/** A moment as schema.org wants it: a date-time with Italy's offset, or just the date. */
function schemaMoment({ date, time }: EventMoment): string {
  return time ? italianIsoDateTime(date, time) : date;
}

/** An event as a schema.org Event (an in-person one: the association meets on airfields). */
export function eventJsonLd(event: EventFacts): JsonLd {
  const { start, end } = eventTiming(event);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    url: event.url,
    startDate: schemaMoment(start),
    ...(end ? { endDate: schemaMoment(end) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(event.location ? { location: { '@type': 'Place', name: event.location, address: event.location } } : {}),
    ...(event.images.length ? { image: event.images } : {}),
    ...(event.description ? { description: event.description } : {}),
    inLanguage: event.inLanguage,
    organizer: { '@type': 'Organization', name: event.organizer.name, url: event.organizer.url },
  };
}

/**
 * JSON-LD as the text of a <script type="application/ld+json">: `<` is
 * escaped so no text from the API can close the element, and the two line
 * separators JavaScript once rejected are escaped as well.
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
