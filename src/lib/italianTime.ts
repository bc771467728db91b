/**
 * The API's date-times are Italian wall-clock time unless they carry an offset.
 * These helpers turn them into instants and back without depending on the time
 * zone of the machine that runs the build.
 */
export const ITALIAN_TIME_ZONE = 'Europe/Rome';

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: ITALIAN_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The Italian wall-clock reading of an instant. */
export function italianWallClock(instant: Date): WallClock {
  const parts = Object.fromEntries(partsFormatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

function utcMillis(clock: WallClock): number {
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
}

/**
 * Parses an ISO 8601 date-time into an instant. Without an offset it is read as
 * Italian local time (the contract's rule), whatever the build machine's zone.
 */
export function parseItalianDateTime(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
    value.trim(),
  );
  if (!match) throw new RangeError(`Not an ISO 8601 date-time: "${value}"`);
  const [, y, mo, d, h, mi, s = '0', fraction = '', zone] = match;
  if (zone) {
    const normalisedZone = zone === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
    return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s.padStart(2, '0')}${fraction}${normalisedZone}`);
  }
  const wall: WallClock = { year: +y!, month: +mo!, day: +d!, hour: +h!, minute: +mi!, second: +s };
  // Italy is UTC+1 or UTC+2: correct a first guess by the zone's offset, twice
  // so a guess across a daylight-saving change settles.
  let guess = utcMillis(wall);
  for (let i = 0; i < 2; i++) {
    const offset = utcMillis(italianWallClock(new Date(guess))) - guess;
    guess = utcMillis(wall) - offset;
  }
  return new Date(guess + Math.round(Number(fraction || 0) * 1000));
}

const two = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** An API time ('H:MM', 'HH:MM', 'HH:MM:SS' or with a fraction) as 'HH:MM:SS'. */
export function fullTime(time: string): string {
  const [hours = '00', minutes = '00', seconds = '00'] = time.trim().split(':');
  return `${hours.padStart(2, '0')}:${minutes.padStart(2, '0')}:${seconds.slice(0, 2).padStart(2, '0')}`;
}

/**
 * An Italian wall-clock date and time ('YYYY-MM-DD', 'HH:MM[:SS]') as ISO 8601
 * with Italy's offset at that moment: '2027-04-18T09:30:00+02:00'.
 */
export function italianIsoDateTime(date: string, time: string): string {
  const local = `${date}T${fullTime(time)}`;
  const instant = parseItalianDateTime(local);
  const offsetMinutes = Math.round((utcMillis(italianWallClock(instant)) - instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  return `${local}${sign}${two(Math.trunc(offsetMinutes / 60))}:${two(offsetMinutes % 60)}`;
}
