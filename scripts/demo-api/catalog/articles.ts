// Flight-safety notes and literary-contest texts: each a card with an image and a PDF.

import type { PathForm } from './events.ts';

/** An article card; its PDF carries the title and the lines below. */
export interface ArticleSeed {
  id: number;
  title: string;
  lines: readonly string[];
  form: PathForm;
}

/** Monthly notes of the safety officer. */
export const SAFETY_ARTICLES: readonly ArticleSeed[] = [
  {
    id: 1,
    title: 'Ghiaccio al carburatore: riconoscerlo e prevenirlo',
    lines: [
      'Con umidità alta il ghiaccio si forma anche a 25 °C.',
      'Riscaldamento carburatore: prima della riduzione, non dopo.',
    ],
    form: 'relative',
  },
  {
    id: 2,
    title: 'Briefing pre-volo: la checklist condivisa',
    lines: ['Meteo, NOTAM, carburante, massa e centraggio.', 'Il briefing si fa anche quando si vola da soli.'],
    form: 'noslash',
  },
  {
    id: 3,
    title: 'Densità di quota: volare d’estate',
    lines: ['A 35 °C la corsa di decollo può aumentare del 40%.', 'Decollate presto, con meno carburante se serve.'],
    form: 'relative',
  },
  {
    id: 4,
    title: 'Il circuito di traffico a Cascina Belvedere',
    lines: [
      'Circuito a sinistra per pista 27, a destra per pista 09.',
      'Riporti in frequenza 130,005 MHz in sottovento e finale.',
    ],
    form: 'relative',
  },
  {
    id: 5,
    title: 'Avviamento a mano dell’elica: regole d’oro',
    lines: [
      'Mai senza una persona qualificata ai comandi.',
      'Freni tirati, tacchi alle ruote, magneti spenti fino al via.',
    ],
    form: 'noslash',
  },
];

/** Literary contest: call, rules and winning texts. */
export const CONTEST_ARTICLES: readonly ArticleSeed[] = [
  {
    id: 11,
    title: 'Bando del concorso «Penne e Ali»',
    lines: [
      'Racconti fino a 10.000 battute e poesie sul tema del volo.',
      'Invio entro il 31 marzo a concorso@example.org.',
    ],
    form: 'relative',
  },
  {
    id: 12,
    title: 'Racconto vincitore: «L’ultimo volo del Falco»',
    lines: ['di Sara Esposito', 'Un vecchio pilota, un Fiat G.46 e un’alba sul Po.'],
    form: 'noslash',
  },
  {
    id: 13,
    title: 'Poesia vincitrice: «Tela e vento»',
    lines: ['di Federico Marino', 'Versi scritti sotto l’ala di uno Stampe SV.4.'],
    form: 'relative',
  },
  {
    id: 14,
    title: 'Menzione speciale della giuria',
    lines: ['«Il Cub giallo», di Martina Bruno (12 anni).', 'Premiata per freschezza e precisione tecnica.'],
    form: 'relative',
  },
];
