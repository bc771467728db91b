/**
 * When an event starts and ends, in the one shape structured data and
 * calendar files both read. The API gives Italian wall-clock dates and times,
 * any of them but the start date possibly missing (docs/behaviour.md, "Events").
 */

import { fullTime } from './italianTime.ts';

/** A wall-clock moment: a date, and its time when known ('HH:MM:SS'). */
export interface EventMoment {
  date: string;
  time: string | null;
}

export interface EventTiming {
  start: EventMoment;
  /** Null when the end is not known (no end time, and no later end date). */
  end: EventMoment | null;
}

interface EventDates {
  startDate: string;
  startTime: string | null;
  endDate: string | null;
  endTime: string | null;
}

const knownTime = (time: string | null): string | null => (time?.trim() ? fullTime(time) : null);

/**
 * An event's start and end. An end time without an end date ends on the start
 * day; an end date without an end time says only the day it ends, which is
 * worth saying when it is a later day (or the event has no times at all).
 */
export function eventTiming(event: EventDates): EventTiming {
  const start: EventMoment = { date: event.startDate.slice(0, 10), time: knownTime(event.startTime) };
  const endTime = knownTime(event.endTime);
  const endDate = event.endDate?.slice(0, 10) ?? null;
  let end: EventMoment | null = null;
  if (endTime) end = { date: endDate ?? start.date, time: endTime };
  else if (endDate && (endDate > start.date || !start.time)) end = { date: endDate, time: null };
  // An end before the start is a data error: say nothing rather than something impossible.
  if (end && `${end.date}T${end.time ?? '99'}` < `${start.date}T${start.time ?? '00'}`) end = null;
  return { start, end };
}
