// The API routes of the contract (docs/api-contract.md).

import { parseContact } from './contacts.ts';
import type { DemoContent } from './content.ts';
import { amountDue, parseSubmission } from './eventForms.ts';
import { HttpError, readJsonObject, sendHtml, sendJson } from './http.ts';
import { paymentNotFoundPage, paymentPage } from './paymentPage.ts';
import type { Route } from './router.ts';
import type { DemoStore } from './store.ts';

/** What the API routes read and write. */
export interface ApiDependencies {
  content: DemoContent;
  store: DemoStore;
}

/** Looks up a record or answers 404 naming what was missing. */
function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new HttpError(404, `${what} not found`);
  return value;
}

/** A submission id from a URL: a positive integer, else the submission cannot exist. */
function submissionId(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || !Number.isSafeInteger(id))
    throw new HttpError(404, `Submission "${raw}" not found`);
  return id;
}

/** Every route under /api/. */
export function apiRoutes({ content, store }: ApiDependencies): Route[] {
  const get = (pattern: string, body: (params: Record<string, string>) => unknown): Route => ({
    method: 'GET',
    pattern,
    handler: ({ res, params }) => sendJson(res, 200, body(params)),
  });
  const event = (id: string | undefined) => found(content.eventById.get(id ?? ''), `Event "${id}"`);
  const formFields = (eventId: string | undefined) => {
    event(eventId);
    return content.formFields.get(eventId ?? '') ?? [];
  };

  return [
    ...[...content.configurations].map(([name, configuration]) =>
      get(`/api/impostazioni/${name}`, () => configuration),
    ),

    get('/api/utenti/get_member_blog_posts_from_users', () => content.members),
    get('/api/utenti/get_member_blog_post/:id', ({ id }) => found(content.memberById.get(id ?? ''), `Member "${id}"`)),

    get('/api/aircrafts/get_aircrafts', () => content.aircraft),
    get('/api/aircrafts/get_aircraft_info/:id', ({ id }) =>
      found(content.aircraftById.get(id ?? ''), `Aircraft "${id}"`),
    ),
    get('/api/aircrafts/get_aircraft_media/:id', ({ id }) =>
      found(content.aircraftMedia.get(id ?? ''), `Aircraft "${id}"`),
    ),

    get('/api/eventi/get_eventi_pubblici', () => content.events),
    get('/api/eventi/get_evento/:id', ({ id }) => event(id)),

    get('/api/safety/get_safety_articles', () => content.safetyArticles),
    get('/api/concorso_letterario/get_concorso_articles', () => content.contestArticles),

    get('/api/fly_party/get_current_fly_party_info', () => content.currentFlyParty),
    get('/api/fly_party/lista_partecipanti_edizione_corrente', () => content.currentParticipants),
    get('/api/fly_party/get_past_fly_parties', () => content.pastFlyParties),

    {
      method: 'POST',
      pattern: '/api/contacts/send_new_contact_request',
      handler: async ({ req, res }) => {
        const contact = store.addContact(parseContact(await readJsonObject(req)));
        sendJson(res, 201, { contact });
      },
    },

    get('/api/eventi/confirm_valid_form_url/:uuid', ({ uuid }) => {
      const eventId = found(content.formLinks.get(uuid ?? ''), `Form link "${uuid}"`);
      return eventId === false ? false : event(String(eventId));
    }),
    get('/api/eventi/get_event_form_fields/:eventId', ({ eventId }) => formFields(eventId)),
    {
      method: 'POST',
      pattern: '/api/eventi/check_required_field/:eventId',
      handler: async ({ req, res, params }) => {
        const fields = formFields(params.eventId);
        const body = await readJsonObject(req);
        if (typeof body.frontend_id !== 'string' || body.frontend_id === '') {
          throw new HttpError(400, 'Field "frontend_id" is required and must be a non-empty string');
        }
        const field = found(
          fields.find((candidate) => candidate.frontend_id === body.frontend_id),
          `Field "${body.frontend_id}" of event "${params.eventId}"`,
        );
        sendJson(res, 200, { required: field.required, field_type: field.field_type });
      },
    },
    {
      method: 'POST',
      pattern: '/api/eventi/create_event_form_submission/:eventId',
      handler: async ({ req, res, params }) => {
        const fields = formFields(params.eventId);
        const form = parseSubmission(fields, await readJsonObject(req));
        const id = store.addSubmission(params.eventId ?? '', form, amountDue(fields, form));
        sendJson(res, 201, { id });
      },
    },
    {
      method: 'POST',
      pattern: '/api/eventi/send_event_form_email/:submissionId',
      handler: ({ res, params }) => {
        const id = submissionId(params.submissionId);
        found(store.submission(id), `Submission "${id}"`);
        store.addEmailRequest(id);
        sendJson(res, 200, { ok: true });
      },
    },
    {
      method: 'GET',
      pattern: '/api/eventi/paga_evento/:submissionId',
      handler: ({ res, params }) => {
        const raw = params.submissionId ?? '';
        const submission = /^\d+$/.test(raw) ? store.submission(Number(raw)) : undefined;
        if (!submission) {
          sendHtml(res, 404, paymentNotFoundPage(raw));
          return;
        }
        const fields = content.formFields.get(submission.event_id) ?? [];
        sendHtml(res, 200, paymentPage(submission, content.eventById.get(submission.event_id), fields));
      },
    },
  ];
}
