// Calendar arithmetic on plain dates (YYYY-MM-DD), done in UTC so the build machine's zone never matters.

const ROME = 'Europe/Rome';

/** Today's calendar date in Italy for the given instant, as YYYY-MM-DD. */
export function romeDate(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ROME,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string): string => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Adds a number of days (possibly negative) to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The second Saturday of June of a year, as YYYY-MM-DD. */
export function secondSaturdayOfJune(year: number): string {
  const firstWeekday = new Date(Date.UTC(year, 5, 1)).getUTCDay();
  const firstSaturday = 1 + ((6 - firstWeekday + 7) % 7);
  return `${year}-06-${String(firstSaturday + 7).padStart(2, '0')}`;
}

/** Italy's UTC offset in minutes at an instant (60 in winter, 120 in summer). */
function romeOffsetMinutes(instant: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ROME, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** Italy's UTC offset (`+01:00` or `+02:00`) at a wall-clock date and time there (HH:MM or HH:MM:SS). */
export function romeOffset(date: string, time: string): string {
  const wallAsUtc = Date.parse(`${date}T${time}Z`);
  // Guess with the offset an hour earlier, then settle on the offset in force at the resulting instant.
  const guess = romeOffsetMinutes(new Date(wallAsUtc - 3_600_000));
  const minutes = romeOffsetMinutes(new Date(wallAsUtc - guess * 60_000));
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** An ISO 8601 date-time with Italy's offset for a wall-clock date and time there. */
export function romeIso(date: string, time: string): string {
  return `${date}T${time}${romeOffset(date, time)}`;
}
