// Registration forms of the events reached by private links (see fixtures.ts).

import {
  EXPIRED_FORM_EVENT_ID,
  EXPIRED_FORM_UUID,
  FREE_FORM_EVENT_ID,
  FREE_FORM_UUID,
  PAYMENT_FORM_EVENT_ID,
  PAYMENT_FORM_UUID,
} from '../fixtures.ts';

/** A form field exactly as the API sends it. */
export interface FormField {
  id: number;
  name: string;
  label: string;
  required: boolean;
  field_type: 'text' | 'textarea' | 'email' | 'date' | 'time' | 'number' | 'multiple' | 'payment';
  value: string;
  frontend_id: string;
  options: string | null;
  importo_da_pagare: string | number | null;
}

const field = (
  id: number,
  name: string,
  label: string,
  field_type: FormField['field_type'],
  required: boolean,
  extra: Partial<Pick<FormField, 'options' | 'importo_da_pagare'>> = {},
): FormField => ({
  id,
  name,
  label,
  required,
  field_type,
  value: '',
  frontend_id: `field_${id}`,
  options: extra.options ?? null,
  importo_da_pagare: extra.importo_da_pagare ?? null,
});

/** Form fields per event id, in display order. Events not listed have no form (empty list). */
export const FORMS: ReadonlyMap<number, readonly FormField[]> = new Map([
  [
    PAYMENT_FORM_EVENT_ID,
    [
      field(12, 'nome', 'Nome', 'text', true),
      field(13, 'cognome', 'Cognome', 'text', true),
      field(14, 'email', 'Email', 'email', true),
      field(15, 'data_arrivo', 'Data di arrivo', 'date', true),
      field(16, 'ora_arrivo', 'Orario di arrivo previsto', 'time', false),
      field(17, 'marche', "Marche dell'aeromobile", 'text', false),
      field(18, 'ospiti', 'Numero di ospiti a bordo', 'number', false),
      field(19, 'pasto', 'Menu', 'multiple', true, {
        options: "[{'text': 'Carne'}, {'text': 'Pesce'}, {'text': 'Vegetariano'}]",
      }),
      field(20, 'note', 'Note per gli organizzatori', 'textarea', false),
      field(21, 'partecipanti_cena', 'Partecipanti alla cena', 'payment', true, { importo_da_pagare: '25.50' }),
    ],
  ],
  [
    FREE_FORM_EVENT_ID,
    [
      field(31, 'nome_completo', 'Nome e cognome', 'text', true),
      field(32, 'email', 'Email', 'email', true),
      field(33, 'fascia', 'Fascia oraria della visita', 'multiple', true, {
        options: '[{"text": "Mattina (9-13)"}, {"text": "Pomeriggio (14-18)"}]',
      }),
      // Options text broken at the source: the site must show an empty list, never crash.
      field(34, 'provenienza', 'Come ci hai conosciuto?', 'multiple', false, {
        options: "[{'text': 'Passaparola'}, {'text': 'Soci",
      }),
      field(35, 'persone', 'Numero di persone', 'number', true),
      field(36, 'domande', 'Domande per i soci', 'textarea', false),
    ],
  ],
  [EXPIRED_FORM_EVENT_ID, [field(41, 'nome', 'Nome', 'text', true), field(42, 'delega', 'Delega a', 'text', false)]],
]);

/** Registration links: uuid to the event id it opens, or `false` when the link has expired. */
export const FORM_LINKS: ReadonlyMap<string, number | false> = new Map<string, number | false>([
  [PAYMENT_FORM_UUID, PAYMENT_FORM_EVENT_ID],
  [FREE_FORM_UUID, FREE_FORM_EVENT_ID],
  [EXPIRED_FORM_UUID, false],
]);
