import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EXPIRED_FORM_UUID,
  FREE_FORM_EVENT_ID,
  FREE_FORM_UUID,
  PAYMENT_FORM_EVENT_ID,
  PAYMENT_FORM_UUID,
} from '../../../scripts/demo-api/fixtures.ts';
import type { DemoApi } from '../../../scripts/demo-api/server.ts';
import * as contract from './contract.ts';
import {
  CONFIGURATION_ENDPOINTS,
  LIST_ENDPOINTS,
  getJson,
  makeDataDir,
  postJson,
  removeDataDir,
  startTestApi,
} from './helpers.ts';

let dataDir: string;
let api: DemoApi;

beforeAll(async () => {
  dataDir = await makeDataDir();
  api = await startTestApi(dataDir, { reset: true });
}, 60_000);

afterAll(async () => {
  await api?.close();
  await removeDataDir(dataDir);
});

/** A valid answer set for the payment form (event PAYMENT_FORM_EVENT_ID). */
function paymentForm(participants: string): Record<string, { label: string; value: string; frontend_id: string }> {
  const answers: Record<string, string> = {
    12: 'Anna',
    13: 'Costa',
    14: 'anna.costa@example.org',
    15: '2026-06-13',
    16: '09:45',
    17: 'I-GIAL',
    18: '1',
    19: 'Pesce',
    20: 'Arrivo da Bresso & ritorno in giornata',
    21: participants,
  };
  return Object.fromEntries(
    Object.entries(answers).map(([fieldId, value]) => [
      fieldId,
      { label: `Campo ${fieldId}`, value, frontend_id: `field_${fieldId}` },
    ]),
  );
}

describe('contract endpoints', () => {
  it('answers every configuration with its documented shape', async () => {
    for (const endpoint of CONFIGURATION_ENDPOINTS) {
      const body = await getJson(api, endpoint);
      const schema = endpoint.endsWith('get_site_configuration')
        ? contract.siteConfiguration
        : endpoint.endsWith('get_home_configuration')
          ? contract.homeConfiguration
          : contract.pageConfiguration;
      expect(() => schema.parse(body), endpoint).not.toThrow();
    }
  });

  it('answers lists and details with their documented shapes', async () => {
    const members = z
      .array(contract.memberSummary)
      .parse(await getJson(api, '/api/utenti/get_member_blog_posts_from_users'));
    expect(members).toHaveLength(8);
    for (const summary of members) {
      const detail = contract.member.parse(await getJson(api, `/api/utenti/get_member_blog_post/${summary.id}`));
      expect(detail).toMatchObject({ id: summary.id, nome: summary.nome, cognome: summary.cognome });
    }

    const fleet = z.array(contract.aircraftSummary).parse(await getJson(api, '/api/aircrafts/get_aircrafts'));
    expect(fleet).toHaveLength(5);
    for (const summary of fleet) {
      contract.aircraft.parse(await getJson(api, `/api/aircrafts/get_aircraft_info/${summary.id}`));
      const media = contract.aircraftMedia.parse(await getJson(api, `/api/aircrafts/get_aircraft_media/${summary.id}`));
      expect(media.length).toBeGreaterThanOrEqual(4);
    }

    const events = z.array(contract.event).parse(await getJson(api, '/api/eventi/get_eventi_pubblici'));
    expect(events).toHaveLength(20);
    for (const event of events) expect(await getJson(api, `/api/eventi/get_evento/${event.id}`)).toEqual(event);

    expect(
      z.array(contract.article).parse(await getJson(api, '/api/safety/get_safety_articles')).length,
    ).toBeGreaterThanOrEqual(4);
    expect(
      z.array(contract.article).parse(await getJson(api, '/api/concorso_letterario/get_concorso_articles')).length,
    ).toBeGreaterThanOrEqual(4);
    expect(
      contract.currentFlyParty.parse(await getJson(api, '/api/fly_party/get_current_fly_party_info')).data_ora_inizio,
    ).toBe('2026-06-13T10:00:00+02:00');
    expect(
      z.array(contract.participant).parse(await getJson(api, '/api/fly_party/lista_partecipanti_edizione_corrente'))
        .length,
    ).toBeGreaterThanOrEqual(6);
    const past = z.array(contract.pastFlyParty).parse(await getJson(api, '/api/fly_party/get_past_fly_parties'));
    expect(past.length).toBeGreaterThanOrEqual(2);
  });

  it('serves every file path it mentions, in each of the three path forms', async () => {
    const bodies = await Promise.all(
      [
        ...CONFIGURATION_ENDPOINTS,
        ...LIST_ENDPOINTS,
        '/api/utenti/get_member_blog_post/3',
        '/api/aircrafts/get_aircraft_info/2',
        '/api/aircrafts/get_aircraft_media/1',
      ].map((endpoint) => getJson(api, endpoint)),
    );
    const paths = new Set<string>();
    const collect = (value: unknown): void => {
      if (typeof value === 'string' && /^(\/|https?:\/\/[^/]+\/)?media\//.test(value)) paths.add(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    bodies.forEach(collect);
    const forms = { relative: 0, noSlash: 0, absolute: 0 };
    for (const path of paths) {
      // The contract's resolution rule, as the site applies it.
      const url = /^https?:\/\//.test(path) ? path : path.startsWith('/') ? `${api.url}${path}` : `${api.url}/${path}`;
      if (/^https?:\/\//.test(path)) forms.absolute += 1;
      else if (path.startsWith('/')) forms.relative += 1;
      else forms.noSlash += 1;
      const response = await fetch(url, { method: 'HEAD' });
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toMatch(/^(image\/(jpeg|png)|application\/pdf|video\/webm)$/);
    }
    expect(forms.relative).toBeGreaterThan(0);
    expect(forms.noSlash).toBeGreaterThan(0);
    expect(forms.absolute).toBe(1);
  });

  it('answers 404 JSON for unknown records and paths, 405 for wrong methods', async () => {
    for (const path of [
      '/api/eventi/get_evento/999999',
      '/api/utenti/get_member_blog_post/abc',
      '/api/aircrafts/get_aircraft_info/0',
      '/api/aircrafts/get_aircraft_media/0',
      '/api/impostazioni/get_unknown_configuration',
      '/api/nothing/here',
      '/media/eventi/evento-999999.jpg',
    ]) {
      const response = await fetch(`${api.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(((await response.json()) as { error: string }).error).toEqual(expect.any(String));
    }
    const wrong = await fetch(`${api.url}/api/eventi/get_eventi_pubblici`, { method: 'POST', body: '{}' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toContain('GET');
    expect((await fetch(`${api.url}/api/contacts/send_new_contact_request`)).status).toBe(405);
    expect((await fetch(`${api.url}/media/logos/logo.png`, { method: 'POST' })).status).toBe(405);
  });

  it('sends CORS headers and answers preflight requests', async () => {
    const preflight = await fetch(`${api.url}/api/contacts/send_new_contact_request`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4321',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    const normal = await fetch(`${api.url}/api/eventi/get_eventi_pubblici`, {
      headers: { Origin: 'http://localhost:4321' },
    });
    expect(normal.headers.get('access-control-allow-origin')).toBe('*');
    const failed = await fetch(`${api.url}/api/eventi/get_evento/0`);
    expect(failed.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('sends no CORS headers on /__demo/*: no other web page may read what visitors sent', async () => {
    for (const path of ['/__demo/contacts', '/__demo/submissions', '/__demo/faults', '/__demo/requests']) {
      const answer = await fetch(`${api.url}${path}`, { headers: { Origin: 'https://evil.example' } });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('access-control-allow-origin'), path).toBeNull();
      const preflight = await fetch(`${api.url}${path}`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'DELETE' },
      });
      expect(preflight.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(preflight.headers.get('access-control-allow-methods'), path).toBeNull();
    }
  });
});

describe('contact requests', () => {
  it('stores a valid request and answers the contact with its id', async () => {
    const request = {
      nome: 'Mario',
      cognome: 'Rossi',
      organizzazione: 'Aero Club Lodi',
      email: 'mario.rossi@example.org',
      telefono: '+39 0371 000000',
      message: '',
      iscrizione: true,
      motivo_iscrizione: 'Vorrei volare sul Cub & aiutare in officina',
    };
    const { status, body } = await postJson(api, '/api/contacts/send_new_contact_request', request);
    expect(status).toBe(201);
    const contact = (body as { contact: Record<string, unknown> }).contact;
    expect(contact).toMatchObject({ ...request, id: expect.any(Number), created_at: expect.any(String) });
    const stored = await getJson<Record<string, unknown>[]>(api, '/__demo/contacts');
    expect(stored.at(-1)).toEqual(contact);
  });

  it('rejects missing fields, bad values and malformed JSON with a message naming the problem', async () => {
    const valid = { nome: 'Mario', cognome: 'Rossi', email: 'mario@example.org' };
    const cases: [unknown, RegExp][] = [
      [{ ...valid, nome: undefined }, /"nome"/],
      [{ ...valid, cognome: '   ' }, /"cognome"/],
      [{ ...valid, email: undefined }, /"email"/],
      [{ ...valid, email: 'not-an-email' }, /"email".*valid/],
      [{ ...valid, iscrizione: 'yes' }, /"iscrizione"/],
      [{ ...valid, telefono: 12345 }, /"telefono"/],
      // What the site refuses to send, the API refuses too.
      [{ ...valid, iscrizione: true }, /"motivo_iscrizione" is required/],
      [{ ...valid, iscrizione: true, motivo_iscrizione: '  ' }, /"motivo_iscrizione" is required/],
      [{ ...valid, nome: 'M'.repeat(201) }, /"nome" is longer than 200/],
      [{ ...valid, email: `${'m'.repeat(250)}@example.org` }, /"email" is longer than 254/],
      [{ ...valid, message: 'x'.repeat(5001) }, /"message" is longer than 5000/],
      [{ ...valid, iscrizione: true, motivo_iscrizione: 'x'.repeat(5001) }, /"motivo_iscrizione" is longer/],
      ['{"nome": "Mario",', /not valid JSON/],
      ['[1, 2]', /JSON object/],
      ['', /empty/],
    ];
    const before = (await getJson<unknown[]>(api, '/__demo/contacts')).length;
    for (const [body, message] of cases) {
      const answer = await postJson(api, '/api/contacts/send_new_contact_request', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.body as { error: string }).error).toMatch(message);
    }
    expect(await getJson<unknown[]>(api, '/__demo/contacts')).toHaveLength(before);
  });
});

describe('event registration', () => {
  it('resolves valid, expired and unknown links', async () => {
    expect(contract.event.parse(await getJson(api, `/api/eventi/confirm_valid_form_url/${PAYMENT_FORM_UUID}`)).id).toBe(
      PAYMENT_FORM_EVENT_ID,
    );
    expect(contract.event.parse(await getJson(api, `/api/eventi/confirm_valid_form_url/${FREE_FORM_UUID}`)).id).toBe(
      FREE_FORM_EVENT_ID,
    );
    expect(await getJson(api, `/api/eventi/confirm_valid_form_url/${EXPIRED_FORM_UUID}`)).toBe(false);
    const unknown = await fetch(`${api.url}/api/eventi/confirm_valid_form_url/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
  });

  it('sends the payment form with every field type and the free form without payment', async () => {
    const paid = z
      .array(contract.formField)
      .parse(await getJson(api, `/api/eventi/get_event_form_fields/${PAYMENT_FORM_EVENT_ID}`));
    expect(new Set(paid.map((field) => field.field_type))).toEqual(
      new Set(['text', 'textarea', 'email', 'date', 'time', 'number', 'multiple', 'payment']),
    );
    expect(paid.some((field) => field.required) && paid.some((field) => !field.required)).toBe(true);
    expect(paid.find((field) => field.field_type === 'multiple')?.options).toBe(
      "[{'text': 'Carne'}, {'text': 'Pesce'}, {'text': 'Vegetariano'}]",
    );
    expect(paid.find((field) => field.field_type === 'payment')?.importo_da_pagare).toBe('25.50');

    const free = z
      .array(contract.formField)
      .parse(await getJson(api, `/api/eventi/get_event_form_fields/${FREE_FORM_EVENT_ID}`));
    expect(free.some((field) => field.field_type === 'payment')).toBe(false);
    const multiples = free.filter((field) => field.field_type === 'multiple').map((field) => field.options ?? '');
    expect(JSON.parse(multiples[0] ?? '')).toEqual([{ text: 'Mattina (9-13)' }, { text: 'Pomeriggio (14-18)' }]);
    expect(() => JSON.parse(multiples[1] ?? '')).toThrow();
    expect(() => JSON.parse((multiples[1] ?? '').replace(/'/g, '"'))).toThrow();

    expect(await getJson(api, '/api/eventi/get_event_form_fields/101')).toEqual([]);
    expect((await fetch(`${api.url}/api/eventi/get_event_form_fields/999999`)).status).toBe(404);
  });

  it('answers check_required_field per field', async () => {
    const check = (eventId: number | string, body: unknown) =>
      postJson(api, `/api/eventi/check_required_field/${eventId}`, body);
    expect(await check(PAYMENT_FORM_EVENT_ID, { frontend_id: 'field_14' })).toEqual({
      status: 200,
      body: { required: true, field_type: 'email' },
    });
    expect(await check(PAYMENT_FORM_EVENT_ID, { frontend_id: 'field_16' })).toEqual({
      status: 200,
      body: { required: false, field_type: 'time' },
    });
    expect((await check(PAYMENT_FORM_EVENT_ID, { frontend_id: 'field_999' })).status).toBe(404);
    expect((await check(999999, { frontend_id: 'field_14' })).status).toBe(404);
    expect((await check(PAYMENT_FORM_EVENT_ID, {})).status).toBe(400);
    expect((await check(PAYMENT_FORM_EVENT_ID, 'frontend_id=field_14')).status).toBe(400);
  });

  it('stores a paid submission, shows its payment page and records the email request', async () => {
    const created = await postJson(api, `/api/eventi/create_event_form_submission/${PAYMENT_FORM_EVENT_ID}`, {
      form: paymentForm('2'),
    });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: number };
    expect(id).toEqual(expect.any(Number));

    const submissions = await getJson<{ id: number; event_id: string; form: unknown; total_due: number }[]>(
      api,
      '/__demo/submissions',
    );
    expect(submissions.at(-1)).toMatchObject({
      id,
      event_id: String(PAYMENT_FORM_EVENT_ID),
      form: paymentForm('2'),
      total_due: 51,
    });

    const page = await fetch(`${api.url}/api/eventi/paga_evento/${id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(`<strong data-testid="submission-id">${id}</strong>`);
    expect(html).toContain('Totale da pagare');
    expect(html).toContain('Total due');
    expect(html).toMatch(/51,00\s€/);
    expect((await fetch(`${api.url}/api/eventi/paga_evento/999999`)).status).toBe(404);

    const email = await postJson(api, `/api/eventi/send_event_form_email/${id}`);
    expect(email).toEqual({ status: 200, body: { ok: true } });
    const requests = await getJson<{ submission_id: number }[]>(api, '/__demo/email-requests');
    expect(requests.at(-1)?.submission_id).toBe(id);
    expect((await postJson(api, '/api/eventi/send_event_form_email/999999')).status).toBe(404);
  });

  it('accepts the free form with numeric values and without optional fields', async () => {
    const form = {
      31: { label: 'Nome e cognome', value: 'Luca Neri', frontend_id: 'field_31' },
      32: { label: 'Email', value: 'luca@example.org', frontend_id: 'field_32' },
      33: { label: 'Fascia oraria', value: 'Pomeriggio (14-18)', frontend_id: 'field_33' },
      35: { label: 'Numero di persone', value: 3, frontend_id: 'field_35' },
    };
    const created = await postJson(api, `/api/eventi/create_event_form_submission/${FREE_FORM_EVENT_ID}`, { form });
    expect(created.status).toBe(201);
    const stored = await getJson<{ id: number; total_due: number }[]>(api, '/__demo/submissions');
    expect(stored.at(-1)).toMatchObject({ id: (created.body as { id: number }).id, total_due: 0 });
  });

  it('rejects malformed submissions with a message and unknown events with 404', async () => {
    const url = `/api/eventi/create_event_form_submission/${PAYMENT_FORM_EVENT_ID}`;
    const withAnswer = (fieldId: string, value: unknown) => {
      const form: Record<string, unknown> = paymentForm('1');
      form[fieldId] = { label: 'x', value, frontend_id: `field_${fieldId}` };
      return { form };
    };
    const { 12: _dropped, ...withoutName } = paymentForm('1');
    const cases: [unknown, RegExp][] = [
      ['{"form": ', /not valid JSON/],
      [{}, /"form"/],
      [{ form: [] }, /"form"/],
      [{ form: withoutName }, /"12".*required/],
      [
        { form: { ...paymentForm('1'), 999: { label: 'x', value: 'y', frontend_id: 'field_999' } } },
        /Unknown field id "999"/,
      ],
      [{ form: { ...paymentForm('1'), 12: { label: 'Nome', value: 'Anna', frontend_id: 'field_13' } } }, /frontend_id/],
      [withAnswer('14', 'anna-at-example'), /"14".*email/],
      [withAnswer('19', 'Pollo'), /"19".*one of/],
      [withAnswer('21', '-1'), /"21"/],
      [withAnswer('15', '13/06/2026'), /"15".*date/],
    ];
    for (const [body, message] of cases) {
      const answer = await postJson(api, url, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.body as { error: string }).error).toMatch(message);
    }
    expect(
      (await postJson(api, '/api/eventi/create_event_form_submission/999999', { form: paymentForm('1') })).status,
    ).toBe(404);
  });
});

describe('fault switches and request counts', () => {
  afterEach(async () => {
    await fetch(`${api.url}/__demo/faults`, { method: 'DELETE' });
  });

  const setFault = (fault: unknown) =>
    fetch(`${api.url}/__demo/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(fault),
    });

  it('fails a path a given number of times, then recovers, counting every request', async () => {
    await fetch(`${api.url}/__demo/requests`, { method: 'DELETE' });
    const path = '/api/eventi/get_eventi_pubblici';
    expect((await setFault({ path, mode: 'status', status: 503, times: 2 })).status).toBe(201);
    expect(await getJson(api, '/__demo/faults')).toEqual([
      { path, mode: 'status', status: 503, delayMs: 5000, remaining: 2 },
    ]);
    const first = await fetch(`${api.url}${path}`);
    expect(first.status).toBe(503);
    expect(await first.json()).toEqual({ error: expect.stringContaining('503') });
    expect(await getJson(api, '/__demo/faults')).toEqual([expect.objectContaining({ remaining: 1 })]);
    expect((await fetch(`${api.url}${path}`)).status).toBe(503);
    expect((await fetch(`${api.url}${path}`)).status).toBe(200);
    expect(await getJson(api, '/__demo/faults')).toEqual([]);
    expect(await getJson(api, '/__demo/requests')).toEqual({ [path]: 3 });
  });

  it('answers a non-JSON body, matching path prefixes', async () => {
    await setFault({ path: '/api/impostazioni/*', mode: 'non-json' });
    for (const endpoint of CONFIGURATION_ENDPOINTS.slice(0, 3)) {
      const response = await fetch(`${api.url}${endpoint}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      await expect(response.json()).rejects.toThrow();
    }
    expect((await fetch(`${api.url}/api/eventi/get_eventi_pubblici`)).status).toBe(200);
  });

  it('drops the connection without an answer', async () => {
    await setFault({ path: '/media/logos/logo.png', mode: 'drop', times: 1 });
    await expect(fetch(`${api.url}/media/logos/logo.png`)).rejects.toThrow();
    expect((await fetch(`${api.url}/media/logos/logo.png`)).status).toBe(200);
  });

  it('delays an answer', async () => {
    await setFault({ path: '/api/aircrafts/get_aircrafts', mode: 'delay', delayMs: 400, times: 1 });
    const started = performance.now();
    const response = await fetch(`${api.url}/api/aircrafts/get_aircrafts`);
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(380);
  });

  const contactPath = '/api/contacts/send_new_contact_request';
  const contactRequest = { nome: 'Lenta', cognome: 'Linea', email: 'lenta@example.org' };
  const contactCount = async () => (await getJson<unknown[]>(api, '/__demo/contacts')).length;

  it('stores a request at once and answers it late', async () => {
    const before = await contactCount();
    await setFault({ path: contactPath, mode: 'late', delayMs: 3000, times: 1 });
    let answered = false;
    const response = postJson(api, contactPath, contactRequest).finally(() => {
      answered = true;
    });
    await expect.poll(contactCount).toBe(before + 1);
    expect(answered).toBe(false);
    expect((await response).status).toBe(201);
    expect(await contactCount()).toBe(before + 1);
  });

  it('stores a request and answers it without CORS headers', async () => {
    const before = await contactCount();
    await setFault({ path: contactPath, mode: 'no-cors', times: 1 });
    const send = () =>
      fetch(`${api.url}${contactPath}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(contactRequest),
      });
    const bare = await send();
    expect(bare.status).toBe(201);
    expect(bare.headers.get('access-control-allow-origin')).toBeNull();
    expect(await contactCount()).toBe(before + 1);
    expect((await send()).headers.get('access-control-allow-origin')).toBe('*');
  });

  it('rejects bad fault descriptions and can clear faults', async () => {
    for (const fault of [
      { mode: 'status' },
      { path: '/x', mode: 'explode' },
      { path: '/x', mode: 'status', times: 0 },
      [{ path: 'x', mode: 'drop' }],
    ]) {
      const response = await setFault(fault);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/Fault/);
    }
    await setFault([
      { path: '/a', mode: 'drop' },
      { path: '/b*', mode: 'delay', delayMs: 10 },
    ]);
    expect(await getJson<unknown[]>(api, '/__demo/faults')).toHaveLength(2);
    expect((await fetch(`${api.url}/__demo/faults`, { method: 'DELETE' })).status).toBe(200);
    expect(await getJson(api, '/__demo/faults')).toEqual([]);
  });

  it("removes only the faults on the paths named, so one spec's clean-up leaves another's faults in force", async () => {
    await setFault([
      { path: '/a', mode: 'drop' },
      { path: '/b*', mode: 'delay', delayMs: 10 },
      { path: '/c', mode: 'status', times: 2 },
    ]);
    const response = await fetch(`${api.url}/__demo/faults?path=/a&path=/c`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await getJson(api, '/__demo/faults')).toEqual([
      { path: '/b*', mode: 'delay', status: 503, delayMs: 10, remaining: null },
    ]);
  });

  it('applies faults given at start', async () => {
    const dir = await makeDataDir();
    const faulty = await startTestApi(dir, {
      faults: [{ path: '/api/safety/get_safety_articles', mode: 'status', status: 500, times: 1 }],
    });
    try {
      expect((await fetch(`${faulty.url}/api/safety/get_safety_articles`)).status).toBe(500);
      expect((await fetch(`${faulty.url}/api/safety/get_safety_articles`)).status).toBe(200);
    } finally {
      await faulty.close();
      await removeDataDir(dir);
    }
  });
});

describe('persistence, determinism and scale', () => {
  it('keeps contacts, submissions and email requests across a restart, and --reset wipes them', async () => {
    const dir = await makeDataDir();
    let first = await startTestApi(dir);
    try {
      await postJson(first, '/api/contacts/send_new_contact_request', {
        nome: 'Eva',
        cognome: 'Villa',
        email: 'eva@example.org',
      });
      const { body } = await postJson(first, `/api/eventi/create_event_form_submission/${PAYMENT_FORM_EVENT_ID}`, {
        form: paymentForm('0'),
      });
      await postJson(first, `/api/eventi/send_event_form_email/${(body as { id: number }).id}`);
      await first.close();

      first = await startTestApi(dir);
      expect(await getJson<unknown[]>(first, '/__demo/contacts')).toEqual([
        expect.objectContaining({ id: 1, nome: 'Eva' }),
      ]);
      expect(await getJson<unknown[]>(first, '/__demo/submissions')).toEqual([
        expect.objectContaining({ id: 1, form: paymentForm('0') }),
      ]);
      expect(await getJson<unknown[]>(first, '/__demo/email-requests')).toEqual([
        expect.objectContaining({ submission_id: 1 }),
      ]);
      await first.close();

      first = await startTestApi(dir, { reset: true });
      expect(await getJson(first, '/__demo/contacts')).toEqual([]);
      expect(await getJson(first, '/__demo/submissions')).toEqual([]);
      expect(await getJson(first, '/__demo/email-requests')).toEqual([]);
    } finally {
      await first.close();
      await removeDataDir(dir);
    }
  });

  it('gives byte-identical JSON on two starts with the same inputs', async () => {
    const dir = await makeDataDir();
    const endpoints = [
      ...CONFIGURATION_ENDPOINTS,
      ...LIST_ENDPOINTS,
      '/api/aircrafts/get_aircraft_info/2',
      '/api/eventi/get_event_form_fields/104',
    ];
    const snapshot = async (instance: DemoApi): Promise<string[]> =>
      Promise.all(endpoints.map(async (endpoint) => (await fetch(`${instance.url}${endpoint}`)).text()));
    const first = await startTestApi(dir);
    const before = await snapshot(first);
    await first.close();
    // Same port: one event picture is an absolute URL on the API itself.
    const second = await startTestApi(dir, { port: first.port });
    try {
      expect(await snapshot(second)).toEqual(before);
    } finally {
      await second.close();
      await removeDataDir(dir);
    }
  });

  it('starts quickly at scale and serves every scaled record', async () => {
    const dir = await makeDataDir();
    const started = performance.now();
    const big = await startTestApi(dir, { counts: { events: 2000, members: 400, aircraft: 100, mediaPerAircraft: 8 } });
    try {
      expect(performance.now() - started).toBeLessThan(5000);
      const events = await getJson<{ id: number; picture: string | null }[]>(big, '/api/eventi/get_eventi_pubblici');
      expect(events).toHaveLength(2000);
      expect(new Set(events.map((event) => event.id)).size).toBe(2000);
      expect(await getJson<unknown[]>(big, '/api/utenti/get_member_blog_posts_from_users')).toHaveLength(400);
      const fleet = await getJson<{ id: number }[]>(big, '/api/aircrafts/get_aircrafts');
      expect(fleet).toHaveLength(100);
      const lastAircraft = fleet.at(-1)?.id;
      expect(await getJson<unknown[]>(big, `/api/aircrafts/get_aircraft_media/${lastAircraft}`)).toHaveLength(8);
      const oldest = events.at(-1);
      expect(oldest?.picture).toMatch(/^\/?media\/eventi\/evento-\d+\.jpg$/);
      const picture = await fetch(`${big.url}/${oldest?.picture?.replace(/^\//, '')}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/jpeg');
      const scaled = await startTestApi(dir, { port: 0, scale: 3 });
      try {
        expect(await getJson<unknown[]>(scaled, '/api/eventi/get_eventi_pubblici')).toHaveLength(60);
        expect(await getJson<unknown[]>(scaled, '/api/aircrafts/get_aircrafts')).toHaveLength(15);
      } finally {
        await scaled.close();
      }
    } finally {
      await big.close();
      await removeDataDir(dir);
    }
  });
});
