// Ids and link uuids that tests (unit and end-to-end) rely on. The demo content is built around them.

/** Registration link whose form uses every field type, payment included. */
export const PAYMENT_FORM_UUID = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f';
/** Registration link whose form has no payment field (one `multiple` in JSON, one unparseable). */
export const FREE_FORM_UUID = '8a1d6c52-93e4-4f0b-b7a2-5c6d7e8f9a0b';
/** A link that exists but has expired: `confirm_valid_form_url` answers `false`. */
export const EXPIRED_FORM_UUID = 'c0ffee00-1111-4222-8333-944455556666';

/** Event reached by PAYMENT_FORM_UUID (dinner and fly-in with payment). */
export const PAYMENT_FORM_EVENT_ID = 104;
/** Event reached by FREE_FORM_UUID (open hangar day, no payment). */
export const FREE_FORM_EVENT_ID = 108;
/** Past event the expired link used to point at. */
export const EXPIRED_FORM_EVENT_ID = 113;
/** Event whose picture is an absolute URL on the demo API itself. */
export const ABSOLUTE_PICTURE_EVENT_ID = 103;
/** Event whose picture is null ("no image"). */
export const NO_PICTURE_EVENT_ID = 117;
/** Events whose description is longer than 100 characters, with markup and entities near the cut. */
export const LONG_DESCRIPTION_EVENT_IDS = [101, 106] as const;

/** Member whose description is long enough to scroll past 20rem. */
export const LONG_DESCRIPTION_MEMBER_ID = 3;
/** Member whose description is plain text, without markup. */
export const PLAIN_TEXT_MEMBER_ID = 7;

/** Aircraft with Italian texts only (every *_eng field null or empty). */
export const ITALIAN_ONLY_AIRCRAFT_ID = 4;
/** Aircraft whose English specs arrive as `specs_end` instead of `specs_eng`. */
export const SPECS_END_AIRCRAFT_ID = 2;
/** Aircraft whose history is empty in both languages. */
export const EMPTY_HISTORY_AIRCRAFT_ID = 5;

/** Configuration endpoint whose Italian description carries a hostile snippet (script, onerror, javascript:, iframe). */
export const HOSTILE_CONFIGURATION = 'get_biblioteca_configuration';
/** Configuration endpoint whose `descrizione_eng` is null (the site must fall back to Italian). */
export const NULL_ENGLISH_CONFIGURATION = 'get_sede_operativa_configuration';
