/**
 * When an event starts and ends: the one place for the rules that its schedule
 * on the page, its structured data and its calendar file all follow
 * (docs/behaviour.md, "Events"). The API gives Italian wall-clock dates and
 * times, any of them but the start date possibly missing.
 */

import { fullTime } from './italianTime.ts';

/** A wall-clock moment: a date, and its time when known ('HH:MM:SS'). */
export interface EventMoment {
  date: string;
  time: string | null;
}

/** An end as the API states it: its date (null when the API gives none) and its time, when known. */
export interface StatedEnd {
  date: string | null;
  time: string | null;
}

export interface EventTiming {
  start: EventMoment;
  /**
   * The end as a calendar reads it. Null when not known: no end time, and no
   * end day that says more than the start does.
   */
  end: EventMoment | null;
  /** The end as the schedule shows it; null when the API states none, or one before the start. */
  shownEnd: StatedEnd | null;
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
 * day. An end date without an end time says only the day it ends (the event
 * lasts until that day is over), which a calendar is told when it is a later
 * day or the event has no times at all. An end before the start is a data
 * error: nothing is said rather than something impossible.
 */
export function eventTiming(event: EventDates): EventTiming {
  const start: EventMoment = { date: event.startDate.slice(0, 10), time: knownTime(event.startTime) };
  const stated: StatedEnd = { date: event.endDate?.slice(0, 10) ?? null, time: knownTime(event.endTime) };
  const endDay = stated.date ?? start.date;
  const possible = `${endDay}T${stated.time ?? '99'}` >= `${start.date}T${start.time ?? '00'}`;
  if (!possible || (!stated.date && !stated.time)) return { start, end: null, shownEnd: null };
  let end: EventMoment | null = null;
  if (stated.time) end = { date: endDay, time: stated.time };
  else if (endDay > start.date || !start.time) end = { date: endDay, time: null };
  return { start, end, shownEnd: stated };
}
