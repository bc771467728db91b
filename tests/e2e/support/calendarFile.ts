/**
 * Reads an iCalendar file the way a calendar app would (ical.js, Mozilla's
 * parser, with the file's own VTIMEZONE), after checking what ical.js is
 * lenient about: CRLF line ends and lines of at most 75 octets (RFC 5545 3.1).
 */
import ICAL from 'ical.js';

export interface CalendarFileEvent {
  uid: string;
  summary: string;
  description: string | null;
  location: string | null;
  url: string | null;
  /** The instant it starts (all-day events: midnight UTC of the day). */
  start: Date;
  /** True for an all-day event (VALUE=DATE). */
  allDay: boolean;
  /** The day of an all-day start, 'YYYY-MM-DD'. */
  startDay: string;
  end: Date | null;
  /** The day of an all-day end (exclusive), 'YYYY-MM-DD'. */
  endDay: string | null;
  /** DTSTART's TZID, when it has one. */
  timeZone: string | null;
  stamp: Date;
}

export interface CalendarFile {
  productId: string;
  name: string | null;
  events: CalendarFileEvent[];
}

/** Problems with the file's physical lines (empty when there are none). */
export function lineProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('the file does not end with CRLF');
  const lines = text.split('\r\n').slice(0, -1);
  lines.forEach((line, index) => {
    if (/[\r\n]/.test(line)) problems.push(`line ${index + 1} has a bare CR or LF`);
    const octets = new TextEncoder().encode(line).length;
    if (octets > 75) problems.push(`line ${index + 1} has ${octets} octets: ${line.slice(0, 40)}…`);
  });
  return problems;
}

const day = (time: ICAL.Time) =>
  `${time.year}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;

/** Parses an iCalendar file; throws on a line problem or a file ical.js cannot read. */
export function readCalendarFile(text: string): CalendarFile {
  const problems = lineProblems(text);
  if (problems.length) throw new Error(`Not a well-formed iCalendar file:\n${problems.join('\n')}`);
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== 'vcalendar') throw new Error(`Expected a VCALENDAR, got ${calendar.name}`);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component): CalendarFileEvent => {
    const event = new ICAL.Event(component);
    const endProperty = component.getFirstProperty('dtend');
    const text = (name: string) => (component.getFirstPropertyValue(name) as string | null) ?? null;
    return {
      uid: event.uid,
      summary: event.summary,
      description: text('description'),
      location: text('location'),
      url: text('url'),
      start: event.startDate.toJSDate(),
      allDay: event.startDate.isDate,
      startDay: day(event.startDate),
      end: endProperty ? event.endDate.toJSDate() : null,
      endDay: endProperty ? day(event.endDate) : null,
      timeZone: (component.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null,
      stamp: (component.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate(),
    };
  });
  return {
    productId: String(calendar.getFirstPropertyValue('prodid')),
    name: (calendar.getFirstPropertyValue('x-wr-calname') as string | null) ?? null,
    events,
  };
}
