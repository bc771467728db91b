import { describe, expect, it } from 'vitest';
import { eventTiming } from '../../src/lib/eventTiming.ts';

// One set of rules for the schedule on the page (shownEnd) and for calendars and structured data (end).
describe('eventTiming', () => {
  const dates = { startDate: '2027-04-18', startTime: '09:30', endDate: null, endTime: null };

  it('gives the start with its time in full, and no end when the API states none', () => {
    expect(eventTiming(dates)).toEqual({ start: { date: '2027-04-18', time: '09:30:00' }, end: null, shownEnd: null });
    expect(eventTiming({ ...dates, startDate: '2027-04-18T00:00:00', startTime: ' ', endTime: '  ' })).toEqual({
      start: { date: '2027-04-18', time: null },
      end: null,
      shownEnd: null,
    });
  });

  it('ends on the start day when only the end time is known; the page shows the time alone', () => {
    expect(eventTiming({ ...dates, endTime: '17:00' })).toEqual({
      start: { date: '2027-04-18', time: '09:30:00' },
      end: { date: '2027-04-18', time: '17:00:00' },
      shownEnd: { date: null, time: '17:00:00' },
    });
  });

  it('ends at the end time of the end day when both are known', () => {
    const timing = eventTiming({ ...dates, endDate: '2027-04-19', endTime: '12:00' });
    expect(timing.end).toEqual({ date: '2027-04-19', time: '12:00:00' });
    expect(timing.shownEnd).toEqual({ date: '2027-04-19', time: '12:00:00' });
  });

  it('shows an end day without a time, and tells calendars only when it is a later day (it ends when that day is over)', () => {
    const sameDay = eventTiming({ ...dates, endDate: '2027-04-18' });
    expect(sameDay.shownEnd).toEqual({ date: '2027-04-18', time: null });
    expect(sameDay.end).toBeNull();
    const laterDay = eventTiming({ ...dates, endDate: '2027-04-20' });
    expect(laterDay.shownEnd).toEqual({ date: '2027-04-20', time: null });
    expect(laterDay.end).toEqual({ date: '2027-04-20', time: null });
  });

  it('keeps an end day without a time when the event has no times at all, even the start day', () => {
    expect(eventTiming({ ...dates, startTime: null, endDate: '2027-04-18' }).end).toEqual({
      date: '2027-04-18',
      time: null,
    });
  });

  it('drops an end before the start, on the page and in calendars alike', () => {
    for (const end of [
      { endDate: '2027-04-17', endTime: '10:00' },
      { endDate: null, endTime: '08:00' },
      { endDate: '2027-04-17', endTime: null },
    ]) {
      expect(eventTiming({ ...dates, ...end }), JSON.stringify(end)).toMatchObject({ end: null, shownEnd: null });
    }
  });

  it('keeps an end at the very minute of the start', () => {
    expect(eventTiming({ ...dates, endTime: '09:30' }).end).toEqual({ date: '2027-04-18', time: '09:30:00' });
  });
});
