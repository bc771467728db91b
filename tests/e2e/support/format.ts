/**
 * The display formats of docs/behaviour.md, "Dates and times" (dd/mm/yyyy, HH:mm, Italian time), written
 * independently of the site's own formatters so tests can catch their mistakes.
 */

/** 'YYYY-MM-DD' → 'dd/mm/yyyy'. */
export function ddmmyyyy(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** 'HH:MM' or 'HH:MM:SS' → 'HH:mm'. */
export function hhmm(time: string): string {
  return time.slice(0, 5);
}

const italianDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Italian calendar date of an API date-time (one without an offset is already Italian time), as dd/mm/yyyy. */
export function italianDate(isoDateTime: string): string {
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/.test(isoDateTime);
  return ddmmyyyy(hasOffset ? italianDateFormat.format(new Date(isoDateTime)) : isoDateTime);
}
