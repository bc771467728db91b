import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, serializeCalendar, type CalendarEvent } from '../../src/lib/icalendar.ts';
import { lineProblems, readCalendarFile } from '../e2e/support/calendarFile.ts';

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'https://example.org/evento/7/',
  summary: 'Raduno di primavera',
  startDate: '2027-04-18',
  startTime: '09:30:00',
  endDate: null,
  endTime: '17:00',
  updatedAt: '2027-03-02T18:04:11+01:00',
  ...overrides,
});

const one = (overrides: Partial<CalendarEvent> = {}) =>
  readCalendarFile(serializeCalendar({ productId: '-//Fly Party//Eventi//IT', events: [event(overrides)] })).events[0]!;

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf\rg')).toBe('a\\\\b\\; c\\, d\\ne\\nf\\ng');
  });
});

describe('foldLine', () => {
  it('leaves a short line alone', () => {
    expect(foldLine('SUMMARY:Raduno')).toBe('SUMMARY:Raduno');
  });

  it('folds at 75 octets with a space at the start of each continuation, never inside a character', () => {
    const line = `DESCRIPTION:${'à'.repeat(100)}`;
    const folded = foldLine(line);
    expect(lineProblems(`${folded}\r\n`)).toEqual([]);
    for (const physical of folded.split('\r\n'))
      expect(new TextEncoder().encode(physical).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((physical) => physical.startsWith(' ')),
    ).toBe(true);
    // Unfolding (dropping CRLF + one space) gives the line back.
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('serializeCalendar', () => {
  it('writes a file a calendar app reads back: text round-trips through escaping and folding', () => {
    const description =
      'Voli, hangar aperti; colazione\\pranzo.\nSecondo paragrafo con caratteri accentati: àèéìòù, e un emoji ✈️. '.repeat(
        3,
      );
    const parsed = one({
      description,
      location: 'Aviosuperficie di Casale, Lodi',
      url: 'https://example.org/evento/7/',
    });
    expect(parsed).toMatchObject({
      uid: 'https://example.org/evento/7/',
      summary: 'Raduno di primavera',
      description,
      location: 'Aviosuperficie di Casale, Lodi',
      url: 'https://example.org/evento/7/',
    });
  });

  it('gives times in Italy, in summer and in winter, with the zone it defines', () => {
    const summer = one();
    expect(summer.timeZone).toBe('Europe/Rome');
    expect(summer.start.toISOString()).toBe('2027-04-18T07:30:00.000Z');
    expect(summer.end?.toISOString()).toBe('2027-04-18T15:00:00.000Z');
    const winter = one({ startDate: '2026-12-31', endDate: '2027-01-01', endTime: '17:00:00' });
    expect(winter.start.toISOString()).toBe('2026-12-31T08:30:00.000Z');
    expect(winter.end?.toISOString()).toBe('2027-01-01T16:00:00.000Z');
  });

  it('has no end when only the start is known, and ends with the last day when only the end day is', () => {
    expect(one({ endTime: null }).end).toBeNull();
    expect(one({ endDate: '2027-04-18', endTime: null }).end).toBeNull();
    // Ends on the 19th at an unknown time: the event lasts until the 19th is over.
    expect(one({ endDate: '2027-04-19', endTime: null }).end?.toISOString()).toBe('2027-04-19T22:00:00.000Z');
  });

  it('makes an event without a start time an all-day event, its end day exclusive', () => {
    const single = one({ startTime: null, endTime: null });
    expect(single).toMatchObject({ allDay: true, startDay: '2027-04-18', endDay: '2027-04-19' });
    const weekend = one({ startTime: null, endDate: '2027-04-19', endTime: null });
    expect(weekend).toMatchObject({ allDay: true, startDay: '2027-04-18', endDay: '2027-04-20' });
  });

  it('stamps the event with its last change, in UTC, not with the time of the build', () => {
    expect(one().stamp.toISOString()).toBe('2027-03-02T17:04:11.000Z');
    // Without a change date the start stands in: two builds still write the same file.
    expect(one({ updatedAt: null }).stamp.toISOString()).toBe('2027-04-18T07:30:00.000Z');
    const file = () => serializeCalendar({ productId: 'x', events: [event({ updatedAt: null })] });
    expect(file()).toBe(file());
  });

  it('drops an end that comes before the start', () => {
    expect(one({ endTime: '08:00' }).end).toBeNull();
  });

  it('names a feed and leaves out the zone when no event needs it', () => {
    const text = serializeCalendar({
      productId: '-//X//Y//EN',
      name: 'Fly Party events',
      events: [event({ startTime: null, endTime: null })],
    });
    expect(text).not.toContain('VTIMEZONE');
    const file = readCalendarFile(text);
    expect(file).toMatchObject({ productId: '-//X//Y//EN', name: 'Fly Party events' });
    expect(file.events).toHaveLength(1);
  });
});
