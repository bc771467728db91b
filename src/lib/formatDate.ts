/**
 * Display formats (docs/behaviour.md, "Dates and times"): dates dd/mm/yyyy, times HH:mm. API dates and
 * times are Italian wall-clock values and are shown as they are; date-times
 * are shown in Italian time. Nothing here depends on the machine's time zone.
 */
import { italianWallClock, parseItalianDateTime } from './italianTime.ts';

const two = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' → 'dd/mm/yyyy'. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** 'HH:MM' or 'HH:MM:SS' → 'HH:mm'. */
export function formatTime(wallTime: string): string {
  return wallTime.slice(0, 5);
}

/** An ISO date-time → its Italian date and time, 'dd/mm/yyyy' and 'HH:mm'. */
export function formatDateTime(isoDateTime: string): { date: string; time: string } {
  const clock = italianWallClock(parseItalianDateTime(isoDateTime));
  return {
    date: `${two(clock.day)}/${two(clock.month)}/${clock.year}`,
    time: `${two(clock.hour)}:${two(clock.minute)}`,
  };
}
