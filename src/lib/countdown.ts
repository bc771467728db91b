/** What a countdown shows: whole days, hours, minutes and seconds left, never below zero. */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target instant has been reached. */
  done: boolean;
}

/** The time left from `now` to `target` (both in epoch milliseconds), counted down to whole seconds. */
export function timeLeft(target: number, now: number): TimeLeft {
  const total = Math.max(0, Math.ceil((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}
