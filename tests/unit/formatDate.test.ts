import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from '../../src/lib/formatDate.ts';
import { parseItalianDateTime } from '../../src/lib/italianTime.ts';

describe('formatDate and formatTime', () => {
  it('show dates dd/mm/yyyy and times HH:mm, as given', () => {
    expect(formatDate('2027-04-18')).toBe('18/04/2027');
    expect(formatTime('09:30:00')).toBe('09:30');
    expect(formatTime('21:05')).toBe('21:05');
  });
});

describe('parseItalianDateTime', () => {
  it('reads a date-time without offset as Italian time, summer and winter', () => {
    expect(parseItalianDateTime('2027-06-12T10:00:00').toISOString()).toBe('2027-06-12T08:00:00.000Z');
    expect(parseItalianDateTime('2027-01-15T10:00').toISOString()).toBe('2027-01-15T09:00:00.000Z');
  });

  it('respects an explicit offset', () => {
    expect(parseItalianDateTime('2027-03-02T18:04:11+01:00').toISOString()).toBe('2027-03-02T17:04:11.000Z');
    expect(parseItalianDateTime('2027-03-02T18:04:11Z').toISOString()).toBe('2027-03-02T18:04:11.000Z');
    expect(parseItalianDateTime('2027-03-02T18:04:11+0200').toISOString()).toBe('2027-03-02T16:04:11.000Z');
  });

  it('settles across the spring daylight-saving change', () => {
    // 28 March 2027, 03:30 in Italy is already summer time (UTC+2).
    expect(parseItalianDateTime('2027-03-28T03:30:00').toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('rejects what is not a date-time', () => {
    expect(() => parseItalianDateTime('domani')).toThrow('Not an ISO 8601 date-time: "domani"');
  });
});

describe('formatDateTime', () => {
  it('shows an instant in Italian time whatever the machine zone', () => {
    expect(formatDateTime('2027-03-02T17:04:11Z')).toEqual({ date: '02/03/2027', time: '18:04' });
    expect(formatDateTime('2027-12-31T23:30:00Z')).toEqual({ date: '01/01/2028', time: '00:30' });
    expect(formatDateTime('2027-06-12T10:00:00')).toEqual({ date: '12/06/2027', time: '10:00' });
  });
});
