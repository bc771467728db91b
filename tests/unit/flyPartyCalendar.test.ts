import { describe, expect, it } from 'vitest';
import { eventsFeed, flyPartyAsEvent, flyPartyCalendar, type FlyPartySource } from '../../src/lib/eventCalendar.ts';
import { readCalendarFile } from '../e2e/support/calendarFile.ts';

const site = { siteUrl: 'https://example.org', productName: 'Fly Party' };
const flyParty: FlyPartySource = {
  name: 'Fly Party 2027',
  // 10:00 in Italy (summer time).
  startsAt: '2027-06-12T08:00:00.000Z',
  descriptionText: 'Voli dimostrativi, mostra statica; musica.',
  place: 'La sede operativa',
};
const event = {
  title: 'Raduno di primavera',
  descriptionText: 'Voli e hangar aperti',
  location: 'Aviosuperficie di Casale',
  startDate: '2027-04-18',
  startTime: '09:30:00',
  endDate: null,
  endTime: null,
  updatedAt: '2027-03-02T18:04:11+01:00',
};

describe('flyPartyAsEvent', () => {
  it('gives the start in Italian wall-clock time, whatever the build machine’s zone', () => {
    expect(flyPartyAsEvent(flyParty)).toMatchObject({
      title: 'Fly Party 2027',
      location: 'La sede operativa',
      startDate: '2027-06-12',
      startTime: '10:00:00',
      endDate: null,
      endTime: null,
    });
  });
});

describe('the Fly Party calendar file', () => {
  it('holds the edition, starting at its Italian time, with its place, text and page in the file’s language', () => {
    const file = readCalendarFile(flyPartyCalendar(flyParty, 'en', site));
    expect(file.events).toHaveLength(1);
    const [edition] = file.events;
    expect(edition).toMatchObject({
      summary: 'Fly Party 2027',
      location: 'La sede operativa',
      description: 'Voli dimostrativi, mostra statica; musica.',
      url: 'https://example.org/en/air_show/',
      timeZone: 'Europe/Rome',
      allDay: false,
      end: null,
    });
    expect(edition!.start.toISOString()).toBe('2027-06-12T08:00:00.000Z');
  });

  it('keeps one UID in both languages and from build to build', () => {
    const italian = readCalendarFile(flyPartyCalendar(flyParty, 'it', site)).events[0]!;
    const english = readCalendarFile(flyPartyCalendar(flyParty, 'en', site)).events[0]!;
    expect(italian.uid).toBe(english.uid);
    expect(italian.uid).toBe('https://example.org/air_show/#Fly%20Party%202027');
    expect(flyPartyCalendar(flyParty, 'it', site)).toBe(flyPartyCalendar(flyParty, 'it', site));
  });
});

describe('the feed of all events', () => {
  it('ends with the Fly Party, the same as its own file', () => {
    const feed = readCalendarFile(eventsFeed([{ id: '7', data: event }], flyParty, 'it', site));
    expect(feed.events.map(({ summary }) => summary)).toEqual(['Raduno di primavera', 'Fly Party 2027']);
    expect(feed.events[1]).toEqual(readCalendarFile(flyPartyCalendar(flyParty, 'it', site)).events[0]);
  });

  it('holds only the events when no edition is scheduled', () => {
    const feed = readCalendarFile(eventsFeed([{ id: '7', data: event }], undefined, 'it', site));
    expect(feed.events.map(({ summary }) => summary)).toEqual(['Raduno di primavera']);
  });
});
