import { describe, expect, it } from 'vitest';
import { upcomingEvents } from '../../src/lib/upcomingEvents.ts';

const event = (id: string, startDate: string, startTime: string | null) => ({ id, startDate, startTime });

describe('upcomingEvents', () => {
  // 10 June 2027, 09:30 UTC = 11:30 in Italy (summer time).
  const now = new Date('2027-06-10T09:30:00Z');
  const events = [
    event('past', '2027-05-01', '10:00:00'),
    event('later', '2027-09-01', '10:00:00'),
    event('this-morning', '2027-06-10', '11:00:00'),
    event('this-afternoon', '2027-06-10', '15:00:00'),
    event('today-no-time', '2027-06-10', null),
    event('soon', '2027-06-20', '08:00:00'),
    event('far', '2028-01-01', null),
  ];

  it('keeps those still to come in Italian time, soonest first, at most `count`', () => {
    expect(upcomingEvents(events, now, 3).map((e) => e.id)).toEqual(['today-no-time', 'this-afternoon', 'soon']);
  });

  it('reads "now" as the Italian wall clock, not UTC: 10:01 UTC is already past a 12:00 Italian start', () => {
    const noon = [event('noon', '2027-06-10', '12:00')];
    expect(upcomingEvents(noon, new Date('2027-06-10T09:59:00Z'), 3)).toHaveLength(1);
    expect(upcomingEvents(noon, new Date('2027-06-10T10:01:00Z'), 3)).toHaveLength(0);
  });

  it('is empty when nothing is to come', () => {
    expect(upcomingEvents([event('past', '2020-01-01', null)], now, 3)).toEqual([]);
  });
});
