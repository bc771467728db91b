// The standalone payment page the browser is sent to after a paid registration.

import type { FormField } from './catalog/forms.ts';
import type { EventRecord } from './content.ts';
import { encodeHtml as escape } from './html.ts';
import type { SubmissionRecord } from './store.ts';

const euroIt = (amount: number): string =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(amount);
const euroEn = (amount: number): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(amount);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; color: #1a202c; }
  .total { font-size: 1.5rem; font-weight: bold; }
  [lang="en"] { color: #4a5568; }
  button { font: inherit; padding: .6rem 1.4rem; border-radius: .4rem; border: 0; background: #12355b; color: #fff; }
  td { padding: .2rem .8rem .2rem 0; }
</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** The payment page for a submission: what is due, in Italian and English. */
export function paymentPage(
  submission: SubmissionRecord,
  event: EventRecord | undefined,
  fields: readonly FormField[],
): string {
  const rows = fields
    .filter((field) => field.field_type === 'payment')
    .map((field) => {
      const participants = Number(submission.form[String(field.id)]?.value ?? 0);
      const cost = Number(field.importo_da_pagare ?? 0);
      return `<tr><td>${escape(field.label)}</td><td>${participants} × ${escape(euroIt(cost))}</td><td>${escape(euroIt(participants * cost))}</td></tr>`;
    })
    .join('\n');
  const eventLine = event ? `<p>Evento: <strong>${escape(event.title)}</strong></p>` : '';
  return page(
    `Pagamento iscrizione n. ${submission.id}`,
    `<h1>Pagamento dell'iscrizione</h1>
<p lang="en">Registration payment</p>
${eventLine}
<p>Iscrizione n. <strong data-testid="submission-id">${submission.id}</strong> <span lang="en">(submission no. ${submission.id})</span></p>
<table>${rows}</table>
<p class="total">Totale da pagare: <span data-testid="total-due">${escape(euroIt(submission.total_due))}</span></p>
<p lang="en">Total due: ${escape(euroEn(submission.total_due))}</p>
<p><button type="button" disabled>Paga ora (demo)</button></p>
<p>Questa è una pagina dimostrativa: nessun pagamento viene addebitato.</p>
<p lang="en">This is a demo page: no payment is taken.</p>`,
  );
}

/** The page for a payment link whose submission does not exist. */
export function paymentNotFoundPage(submissionId: string): string {
  return page(
    'Iscrizione non trovata',
    `<h1>Iscrizione non trovata</h1>
<p>Non esiste un'iscrizione n. ${escape(submissionId)}.</p>
<p lang="en">There is no submission no. ${escape(submissionId)}.</p>`,
  );
}
