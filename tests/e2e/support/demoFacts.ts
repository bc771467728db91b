/**
 * What a visitor reads on the demo site, written down literally from the demo
 * API's catalog (scripts/demo-api/catalog/) in both languages. Most browser
 * tests derive their expectations from the API and the site's own strings,
 * which cannot catch a mistake made on both sides (a field mapped to the wrong
 * language, a wrong translation, a date off by one): these facts can. When the
 * demo catalog changes, change them by hand.
 */
import type { Locale } from '../../../src/i18n/locales.ts';

type Both = Record<Locale, string>;

/** The home page's heading and the first words of its description. */
export const HOME = {
  title: { it: 'Ali Storiche', en: 'Historic Wings' },
  descriptionStart: {
    it: 'Dal 1987 l’Associazione Ali Storiche restaura, fa volare e racconta',
    en: 'Since 1987 the Historic Wings Association has restored, flown and told',
  },
} satisfies Record<string, Both>;

/** A configured page: its heading and the first words of its description, by language. */
export interface PageFacts {
  /** null: the page has no configured title (only a description). */
  title: Both | null;
  descriptionStart: Both;
}

/** The configured content pages, by their Italian path. */
export const PAGES: Record<string, PageFacts> = {
  '/chi-siamo/la-nostra-storia/': {
    title: { it: 'La nostra storia', en: 'Our story' },
    descriptionStart: {
      it: 'Tutto è cominciato in un hangar di lamiera, nell’inverno del 1987',
      en: 'It all began in a tin hangar in the winter of 1987',
    },
  },
  // No English description: the English page shows the Italian one.
  '/sede_operativa/': {
    title: { it: 'La sede operativa', en: 'Operating base' },
    descriptionStart: {
      it: 'L’aviosuperficie Cascina Belvedere si trova a 6 km da Lodi',
      en: 'L’aviosuperficie Cascina Belvedere si trova a 6 km da Lodi',
    },
  },
  '/biblioteca/': {
    title: { it: 'Biblioteca', en: 'Library' },
    descriptionStart: {
      it: 'La biblioteca conserva oltre 1.400 volumi',
      en: 'The library holds more than 1,400 books',
    },
  },
  // An empty English title: the English page shows the Italian one.
  '/asi/': {
    title: { it: 'ASI – Commissione Aeromobili Storici', en: 'ASI – Commissione Aeromobili Storici' },
    descriptionStart: {
      it: 'L’associazione è federata ASI dal 2011.',
      en: 'The association has been an ASI member since 2011.',
    },
  },
  '/fly_party/programma_volo_fly_party/': {
    title: null,
    descriptionStart: {
      it: '09:00 – apertura dei cancelli e arrivi in volo',
      en: '09:00 – gates open, fly-in arrivals',
    },
  },
  '/fly_party/informazioni_operative_fly_party/': {
    title: null,
    descriptionStart: { it: 'Informazioni per i piloti', en: 'Information for pilots' },
  },
  '/fly_party/edizioni_precedenti_fly_party/': {
    title: { it: 'Le edizioni precedenti', en: 'Previous editions' },
    descriptionStart: {
      it: 'Vent’anni di Fly Party, un velivolo alla volta.',
      en: 'Twenty years of Fly Party, one aircraft at a time.',
    },
  },
};

/** The members list page and its first members, in the API's order. */
export const MEMBERS_PAGE = {
  title: { it: 'I nostri soci', en: 'Our members' },
  descriptionStart: {
    it: 'Piloti, meccanici, storici e semplici appassionati',
    en: 'Pilots, mechanics, historians and plain enthusiasts',
  },
  firstMembers: ['Marco Ferrari', 'Giulia Bianchi', 'Alessandro Conti'],
};

/** The member with the long description (written in Italian only, so the same in both languages). */
export const LONG_MEMBER = {
  id: 3,
  name: 'Alessandro Conti',
  descriptionStart: 'Alessandro è il capo tecnico dell’associazione',
  descriptionEnd: 'esposti nella sala riunioni della sede.',
};

/** The member whose description is plain text (Italian only, shown on the English page too). */
export const PLAIN_TEXT_MEMBER = {
  id: 7,
  name: 'Paolo Moretti',
  descriptionStart: 'Socio dal 1999, pilota del Macchi M.B.308',
};

/**
 * The gathering of historic aircraft (event 101). The demo API dates its events
 * from the day it starts, in Italy: `days` is the offset from that day.
 */
export const GATHERING = {
  id: 101,
  title: 'Raduno dei velivoli storici',
  location: 'Aviosuperficie Cascina Belvedere, Lodi',
  start: { days: 40, time: '09:30' },
  end: { days: 41, time: '17:00' },
  // Created by Giulia Bianchi, last updated by Marco Ferrari: the page names the last updater.
  author: 'Marco Ferrari',
  updated: { days: -12 },
  descriptionStart: 'Il raduno annuale torna in aviosuperficie: hangar aperti, voli dimostrativi',
};

/** The labels of an event page, by language. */
export const EVENT_LABELS = {
  it: { start: 'Inizio', end: 'Fine', author: 'Autore', updated: 'Aggiornato il', back: 'Indietro' },
  en: { start: 'Start', end: 'End', author: 'Author', updated: 'Updated on', back: 'Back' },
} satisfies Record<Locale, Record<string, string>>;

/** The first aircraft of the fleet, with its tabs and texts by language. */
export const CUB = {
  id: 1,
  name: 'Piper J-3C-65 Cub',
  registration: 'I-GIAL',
  tabs: { it: ['Descrizione', 'Storia', 'Specifiche'], en: ['Description', 'History', 'Specs'] },
  descriptionStart: {
    it: 'Il Cub giallo è il simbolo dell’associazione',
    en: 'The yellow Cub is the association’s emblem',
  },
  specsStart: { it: 'Motore: Continental A-65, 65 CV', en: 'Engine: Continental A-65, 65 hp' },
};

/** Today's date in Italy, moved by `days`, as the site shows dates: dd/mm/yyyy. */
export function italianDayFromToday(days: number, now = new Date()): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' })
    .format(now)
    .split('-')
    .map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day! + days));
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}
