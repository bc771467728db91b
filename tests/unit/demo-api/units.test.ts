import { describe, expect, it } from 'vitest';
import { FORMS } from '../../../scripts/demo-api/catalog/forms.ts';
import { addDays, romeDate, romeIso, secondSaturdayOfJune } from '../../../scripts/demo-api/dates.ts';
import { amountDue, parseSubmission } from '../../../scripts/demo-api/eventForms.ts';
import type { FormField } from '../../../scripts/demo-api/catalog/forms.ts';
import { FaultSwitch, parseFault } from '../../../scripts/demo-api/faults.ts';
import { PAYMENT_FORM_EVENT_ID } from '../../../scripts/demo-api/fixtures.ts';
import { encodeHtml } from '../../../scripts/demo-api/html.ts';
import { renderPdf } from '../../../scripts/demo-api/pdf.ts';
import { matchRoute, type Route } from '../../../scripts/demo-api/router.ts';

describe('dates', () => {
  it('computes Italian calendar dates and offsets whatever the machine zone', () => {
    expect(romeDate(new Date('2026-03-14T23:30:00Z'))).toBe('2026-03-15');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(secondSaturdayOfJune(2026)).toBe('2026-06-13');
    expect(secondSaturdayOfJune(2027)).toBe('2027-06-12');
    expect(secondSaturdayOfJune(2030)).toBe('2030-06-08');
    expect(romeIso('2026-01-10', '10:00:00')).toBe('2026-01-10T10:00:00+01:00');
    expect(romeIso('2026-06-13', '10:00:00')).toBe('2026-06-13T10:00:00+02:00');
    // Changeover days: clocks go forward at 02:00 on 29 March 2026 and back at 03:00 on 25 October 2026.
    expect(romeIso('2026-03-29', '01:30:00')).toBe('2026-03-29T01:30:00+01:00');
    expect(romeIso('2026-03-29', '12:00:00')).toBe('2026-03-29T12:00:00+02:00');
    expect(romeIso('2026-10-25', '01:30:00')).toBe('2026-10-25T01:30:00+02:00');
    expect(romeIso('2026-10-25', '12:00:00')).toBe('2026-10-25T12:00:00+01:00');
  });
});

describe('event forms', () => {
  it('accepts exactly the choices the form offers, an apostrophe in single quotes included', () => {
    const city: FormField = {
      id: 7,
      name: 'citta',
      label: 'Città',
      required: true,
      field_type: 'multiple',
      value: '',
      frontend_id: 'field_7',
      options: `[{'text': 'Roma'}, {'text': "Dell'Aquila"}]`,
      importo_da_pagare: null,
    };
    const answer = (value: string) => ({ form: { 7: { label: 'Città', value, frontend_id: 'field_7' } } });
    expect(parseSubmission([city], answer("Dell'Aquila"))[7]?.value).toBe("Dell'Aquila");
    expect(parseSubmission([city], answer('Roma'))[7]?.value).toBe('Roma');
    expect(() => parseSubmission([city], answer('Milano'))).toThrow(/must be one of: Roma, Dell'Aquila/);
  });

  it('computes the amount due in cents, from the per-person cost', () => {
    const fields = FORMS.get(PAYMENT_FORM_EVENT_ID) ?? [];
    const answer = (value: string) => ({ 21: { label: 'Partecipanti', value, frontend_id: 'field_21' } });
    expect(amountDue(fields, answer('3'))).toBe(76.5);
    expect(amountDue(fields, answer('0'))).toBe(0);
    expect(amountDue(fields, {})).toBe(0);
  });
});

describe('faults', () => {
  it('matches exact paths and prefixes, and spends limited faults', () => {
    const faults = new FaultSwitch();
    faults.add(parseFault({ path: '/api/eventi/*', mode: 'drop', times: 2 }));
    faults.add(parseFault({ path: '/api/aircrafts/get_aircrafts', mode: 'delay', delayMs: 10 }));
    expect(faults.take('/api/utenti/x')).toBeUndefined();
    expect(faults.take('/api/eventi/get_evento/1')?.mode).toBe('drop');
    expect(faults.take('/api/eventi/get_eventi_pubblici')?.remaining).toBe(0);
    expect(faults.take('/api/eventi/get_eventi_pubblici')).toBeUndefined();
    expect(faults.take('/api/aircrafts/get_aircrafts/1')).toBeUndefined();
    expect(faults.take('/api/aircrafts/get_aircrafts')).toMatchObject({ mode: 'delay', delayMs: 10, remaining: null });
    expect(faults.list()).toHaveLength(1);
  });

  it('defaults the status by mode and rejects bad fields', () => {
    expect(new FaultSwitch().add(parseFault({ path: '/x', mode: 'status' })).status).toBe(503);
    expect(new FaultSwitch().add(parseFault({ path: '/x', mode: 'non-json' })).status).toBe(200);
    expect(() => parseFault({ path: '/x', mode: 'status', status: 42 })).toThrow(/"status"/);
    expect(() => parseFault({ path: '/x', mode: 'delay', delayMs: -1 })).toThrow(/"delayMs"/);
    expect(() => parseFault(null)).toThrow(/object/);
  });
});

describe('router', () => {
  const routes: Route[] = [
    { method: 'GET', pattern: '/api/eventi/get_evento/:id', handler: () => undefined },
    { method: 'POST', pattern: '/api/eventi/check_required_field/:eventId', handler: () => undefined },
  ];

  it('matches parameters, serves HEAD from GET and tells 404 from 405', () => {
    expect(matchRoute(routes, 'GET', '/api/eventi/get_evento/7')).toMatchObject({ kind: 'found', params: { id: '7' } });
    expect(matchRoute(routes, 'HEAD', '/api/eventi/get_evento/a%20b')).toMatchObject({
      kind: 'found',
      params: { id: 'a b' },
    });
    expect(matchRoute(routes, 'GET', '/api/eventi/get_evento/')).toEqual({ kind: 'not-found' });
    expect(matchRoute(routes, 'GET', '/api/eventi/get_evento/7/extra')).toEqual({ kind: 'not-found' });
    expect(matchRoute(routes, 'DELETE', '/api/eventi/get_evento/7')).toEqual({
      kind: 'method-not-allowed',
      allow: ['GET', 'HEAD', 'OPTIONS'],
    });
  });
});

describe('text and documents', () => {
  it('encodes HTML once, as the API stores rich text', () => {
    expect(encodeHtml('<p>Ciao &amp; "benvenuti"</p>')).toBe('&lt;p&gt;Ciao &amp;amp; &quot;benvenuti&quot;&lt;/p&gt;');
  });

  it('writes PDF text in WinAnsi with escapes, and the same bytes every time', () => {
    const document = {
      title: 'Densità (quota)',
      width: 100,
      height: 100,
      texts: [{ x: 1, y: 2, size: 10, text: 'È l’ora: 25 € \\ fine' }],
    };
    const text = renderPdf(document).toString('latin1');
    expect(text).toContain('(\\310 l\\222ora: 25 \\200 \\\\ fine) Tj');
    expect(text).toContain('/Title (Densit\\340 \\(quota\\))');
    expect(renderPdf(document).equals(renderPdf(document))).toBe(true);
  });
});
