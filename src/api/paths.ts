/**
 * Every API path of docs/api-contract.md, built in one place. Ids are opaque
 * strings and are always URL-encoded, so an id can never add a segment, a
 * query or another host to a path.
 */
const id = (value: string | number) => {
  const text = String(value);
  // Encoding cannot neutralise these two: URLs resolve "." and ".." (even as %2E) as path steps.
  if (text === '.' || text === '..') throw new Error(`"${text}" is not a usable id`);
  return encodeURIComponent(text);
};

/** The configuration endpoints that share the page shape (sfondo, titolo, descrizione…). */
export const pageConfigKeys = [
  'la_nostra_storia',
  'chi_siamo',
  'nostra_flotta',
  'eventi',
  'sede_operativa',
  'sicurezza_volo',
  'biblioteca',
  'air_show',
  'partecipanti_page',
  'informazioni_operative_fly_party',
  'programma_volo_fly_party',
  'edizioni_precedenti_fly_party',
  'concorso_letterario',
  'asi',
] as const;
export type PageConfigKey = (typeof pageConfigKeys)[number];

export const apiPaths = {
  siteConfig: '/api/impostazioni/get_site_configuration',
  homeConfig: '/api/impostazioni/get_home_configuration',
  pageConfig: (key: PageConfigKey) => `/api/impostazioni/get_${key}_configuration`,
  members: '/api/utenti/get_member_blog_posts_from_users',
  member: (memberId: string) => `/api/utenti/get_member_blog_post/${id(memberId)}`,
  aircraftList: '/api/aircrafts/get_aircrafts',
  aircraft: (aircraftId: string) => `/api/aircrafts/get_aircraft_info/${id(aircraftId)}`,
  aircraftMedia: (aircraftId: string) => `/api/aircrafts/get_aircraft_media/${id(aircraftId)}`,
  events: '/api/eventi/get_eventi_pubblici',
  safetyArticles: '/api/safety/get_safety_articles',
  contestArticles: '/api/concorso_letterario/get_concorso_articles',
  currentFlyParty: '/api/fly_party/get_current_fly_party_info',
  participants: '/api/fly_party/lista_partecipanti_edizione_corrente',
  pastFlyParties: '/api/fly_party/get_past_fly_parties',
  contactRequest: '/api/contacts/send_new_contact_request',
  confirmFormLink: (uuid: string) => `/api/eventi/confirm_valid_form_url/${id(uuid)}`,
  formFields: (eventId: string) => `/api/eventi/get_event_form_fields/${id(eventId)}`,
  checkRequiredField: (eventId: string) => `/api/eventi/check_required_field/${id(eventId)}`,
  createSubmission: (eventId: string) => `/api/eventi/create_event_form_submission/${id(eventId)}`,
  sendSubmissionEmail: (submissionId: string) => `/api/eventi/send_event_form_email/${id(submissionId)}`,
  payment: (submissionId: string) => `/api/eventi/paga_evento/${id(submissionId)}`,
} as const;
