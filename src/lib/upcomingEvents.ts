/**
 * Which events are still to come, as the home page lists them: judged by the
 * Italian wall clock (the API's dates are Italian), whatever the build
 * machine's time zone. The nightly build keeps the list current.
 */
import { italianWallClock } from './italianTime.ts';

interface EventStart {
  startDate: string;
  startTime: string | null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An event's start as a sortable 'YYYY-MM-DDTHH:MM'; a day without a time sorts before that day's timed events. */
function startKey(event: EventStart): string {
  const time = event.startTime?.trim() ? event.startTime.trim().slice(0, 5).padStart(5, '0') : '00:00';
  return `${event.startDate.slice(0, 10)}T${time}`;
}

/**
 * The first `count` events that start at or after `now`, soonest first. An
 * event with no start time counts as upcoming for the whole of its day.
 */
export function upcomingEvents<E extends EventStart>(events: readonly E[], now: Date, count: number): E[] {
  const clock = italianWallClock(now);
  const today = `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
  const nowKey = `${today}T${pad(clock.hour)}:${pad(clock.minute)}`;
  return events
    .filter((event) => (event.startTime?.trim() ? startKey(event) >= nowKey : event.startDate.slice(0, 10) >= today))
    .sort((a, b) => (startKey(a) < startKey(b) ? -1 : startKey(a) > startKey(b) ? 1 : 0))
    .slice(0, count);
}
