import { describe, expect, it } from 'vitest';
import { timeLeft } from '../../src/lib/countdown.ts';

const target = Date.parse('2027-06-12T08:00:00Z');
const second = 1000;

describe('timeLeft', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = target - (2 * 86_400 + 3 * 3_600 + 4 * 60 + 5) * second;
    expect(timeLeft(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
  });

  it('counts a started second as a whole one, so it reaches zero exactly at the target', () => {
    expect(timeLeft(target, target - 1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, done: false });
    expect(timeLeft(target, target - 999)).toMatchObject({ seconds: 1, done: false });
    expect(timeLeft(target, target)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });

  it('stays at zero after the target', () => {
    expect(timeLeft(target, target + 5 * 86_400 * second)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
  });

  it('counts hundreds of days', () => {
    expect(timeLeft(target, target - 400 * 86_400 * second)).toMatchObject({
      days: 400,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });
});
