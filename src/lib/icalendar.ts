/**
 * iCalendar files (RFC 5545) for "add to calendar": one event, or a feed of
 * every public event. Lines end with CRLF and are folded at 75 octets; text
 * is escaped; times are Italian wall-clock times with TZID=Europe/Rome and
 * the zone's definition, or whole days when the time is not known. Nothing
 * depends on when the build runs, so identical content gives identical files.
 */
import { eventTiming, type EventMoment } from './eventTiming.ts';
import { ITALIAN_TIME_ZONE, parseItalianDateTime } from './italianTime.ts';

export interface CalendarEvent {
  /** Stable and globally unique: the same event keeps it from build to build. */
  uid: string;
  startDate: string;
  startTime: string | null;
  endDate: string | null;
  endTime: string | null;
  summary: string;
  description?: string;
  location?: string | null;
  url?: string;
  /** When the event was last changed (ISO 8601; Italian time without an offset); DTSTAMP and LAST-MODIFIED. */
  updatedAt?: string | null;
}

export interface Calendar {
  /** PRODID: who made the file, e.g. '-//Fly Party//Eventi//IT'. */
  productId: string;
  /** The calendar's name, shown by apps that subscribe to a feed. */
  name?: string;
  events: CalendarEvent[];
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line into lines of at most 75 octets (UTF-8), each
 * continuation starting with a space, never splitting a character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

const compactDate = (date: string) => date.replaceAll('-', '');
const compactTime = (time: string) => time.replaceAll(':', '');

/** The day after an ISO date (an all-day DTEND is exclusive). */
function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + 1)).toISOString().slice(0, 10);
}

/** An instant as an iCalendar UTC date-time: '20270302T170411Z'. */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

function dateProperty(name: string, moment: EventMoment, allDay: boolean): string {
  if (allDay) return `${name};VALUE=DATE:${compactDate(moment.date)}`;
  return `${name};TZID=${ITALIAN_TIME_ZONE}:${compactDate(moment.date)}T${compactTime(moment.time ?? '00:00:00')}`;
}

/** DTSTART and DTEND of an event: whole days without a start time; no DTEND when the end is unknown. */
function eventDates(event: CalendarEvent): string[] {
  const { start, end } = eventTiming(event);
  if (!start.time)
    return [dateProperty('DTSTART', start, true), `DTEND;VALUE=DATE:${compactDate(nextDay(end?.date ?? start.date))}`];
  const lines = [dateProperty('DTSTART', start, false)];
  // An end day without a time: the event lasts until that day is over.
  if (end) lines.push(dateProperty('DTEND', end.time ? end : { date: nextDay(end.date), time: '00:00:00' }, false));
  return lines;
}

/** Europe/Rome as EU rules have defined it since 1996: CEST from the last Sunday of March to the last Sunday of October. */
const ROME_TIME_ZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ITALIAN_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function eventLines(event: CalendarEvent): string[] {
  const dates = eventDates(event);
  const updated = event.updatedAt ? parseItalianDateTime(event.updatedAt) : null;
  // DTSTAMP is required; without a change date, the start stands in, so the file stays the same from build to build.
  const stamp = updated ?? parseItalianDateTime(`${event.startDate.slice(0, 10)}T${event.startTime ?? '00:00'}`);
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    ...(updated ? [`LAST-MODIFIED:${utcStamp(updated)}`] : []),
    ...dates,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ];
}

/** A whole iCalendar file: the zone's definition when an event needs it, then the events in the order given. */
export function serializeCalendar(calendar: Calendar): string {
  const needsZone = calendar.events.some((event) => event.startTime);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(calendar.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(calendar.name ? [`X-WR-CALNAME:${escapeText(calendar.name)}`, `X-WR-TIMEZONE:${ITALIAN_TIME_ZONE}`] : []),
    ...(needsZone ? ROME_TIME_ZONE : []),
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
