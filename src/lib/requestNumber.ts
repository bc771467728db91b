/** A contact request's number as the confirmation page may show it. */
const REQUEST_NUMBER = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The request number read from the confirmation page's address, or null when it does not look
 * like one (digits, letters, `-` and `_`, at most 64): anyone can put any text in an address and
 * send the link, and the page must not print it as if the association had written it.
 */
export function requestNumber(value: string | null, placeholder: string): string | null {
  return value && value !== placeholder && REQUEST_NUMBER.test(value) ? value : null;
}
