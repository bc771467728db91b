// The association's calendar. Dates are offsets in days from "today" in Italy, so the
// calendar always has past and future events whatever day the demo runs.

/** A person as events name them (creator or last updater). */
export interface Person {
  first_name: string;
  last_name: string;
}

/** How an event's `updated_at` is written, to exercise every ISO 8601 form the API may send. */
export type UpdatedAtForm = 'offset' | 'local' | 'utc' | 'micro';

/** How an event's picture path is written (contract: host-relative, no leading slash, absolute). */
export type PathForm = 'relative' | 'noslash' | 'absolute';

/** A hand-written event; content.ts turns it into the API record. */
export interface EventSeed {
  id: number;
  title: string;
  /** Raw HTML (encoded once by content.ts). */
  description: string;
  location: string;
  startOffset: number;
  startTime: string;
  endOffset: number | null;
  endTime: string | null;
  createdBy: Person;
  updatedBy: Person | null;
  updatedAtForm: UpdatedAtForm;
  /** Days before the start (or before today, if earlier) of the last update. */
  updatedDaysBefore: number;
  /** null: the event has no picture. */
  picture: PathForm | null;
}

/** The people who create and update events. */
export const GIULIA: Person = { first_name: 'Giulia', last_name: 'Bianchi' };
export const MARCO: Person = { first_name: 'Marco', last_name: 'Ferrari' };
export const LUCA: Person = { first_name: 'Luca', last_name: 'Colombo' };

const BELVEDERE = 'Aviosuperficie Cascina Belvedere, Lodi';

/** The twenty base events, in no particular order (the API sorts them for display). */
export const EVENTS: readonly EventSeed[] = [
  {
    id: 101,
    title: 'Raduno dei velivoli storici',
    description:
      '<p>Il raduno annuale torna in aviosuperficie: hangar aperti, voli dimostrativi e mostra statica dei soci &amp; ' +
      '<strong>colazione del pilota</strong> offerta a chi arriva in volo. Portate il giubbotto ad alta visibilit&agrave;.</p>' +
      '<p>Programma dettagliato nella <a href="https://www.example.org/raduno">pagina dedicata</a>.</p>',
    location: BELVEDERE,
    startOffset: 40,
    startTime: '09:30:00',
    endOffset: 41,
    endTime: '17:00:00',
    createdBy: GIULIA,
    updatedBy: MARCO,
    updatedAtForm: 'offset',
    updatedDaysBefore: 12,
    picture: 'relative',
  },
  {
    id: 102,
    title: 'Serata in hangar: i motori radiali',
    description:
      '<p>Una serata con i nostri meccanici per scoprire come funziona un <strong>motore radiale</strong>. Segue rinfresco.</p>',
    location: 'Hangar 2, Aviosuperficie Cascina Belvedere',
    startOffset: -20,
    startTime: '20:45',
    endOffset: null,
    endTime: null,
    createdBy: GIULIA,
    updatedBy: null,
    updatedAtForm: 'local',
    updatedDaysBefore: 9,
    picture: 'relative',
  },
  {
    id: 103,
    title: 'Volo in formazione lungo il Po',
    description:
      '<p>Navigazione in formazione lungo il Po fino a Cremona e ritorno. Riservato ai soci con almeno 50 ore di volo.</p>',
    location: 'Partenza da Cascina Belvedere',
    startOffset: 75,
    startTime: '10:00',
    endOffset: 75,
    endTime: '12:30',
    createdBy: MARCO,
    updatedBy: null,
    updatedAtForm: 'utc',
    updatedDaysBefore: 20,
    picture: 'absolute',
  },
  {
    id: 104,
    title: 'Fly-in e cena sociale',
    description:
      '<p>Arrivi in volo dal mattino, pomeriggio sotto le ali e <strong>cena sociale</strong> in hangar. La cena costa 25,50&nbsp;&euro; a persona: prenotazione obbligatoria con il modulo ricevuto via email.</p>',
    location: BELVEDERE,
    startOffset: 95,
    startTime: '11:00',
    endOffset: 95,
    endTime: '23:00',
    createdBy: GIULIA,
    updatedBy: LUCA,
    updatedAtForm: 'micro',
    updatedDaysBefore: 6,
    picture: 'noslash',
  },
  {
    id: 105,
    title: 'Corso teorico di meteorologia per il volo VFR',
    description:
      '<p>Tre incontri sulla lettura di METAR, TAF e carte significative.</p><ul><li>Docente: Francesca Romano</li><li>Posti limitati a 20</li></ul>',
    location: 'Sala riunioni, Lodi',
    startOffset: 12,
    startTime: '18:30:00',
    endOffset: null,
    endTime: '20:30:00',
    createdBy: MARCO,
    updatedBy: null,
    updatedAtForm: 'offset',
    updatedDaysBefore: 15,
    picture: 'relative',
  },
  {
    id: 106,
    title: 'Mostra statica: cento anni di aviazione leggera',
    description:
      '<p>Dal <em>Caproni Ca.100</em> al <em>Piper Cub</em>: cento anni di aviazione leggera in mostra, tra foto d&#39;epoca &amp; <strong>modelli in scala</strong> costruiti dai soci, manuali originali e le divise dei piloti della scuola di volo.</p>',
    location: 'Palazzo Broletto, Lodi',
    startOffset: -60,
    startTime: '09:00:00',
    endOffset: -58,
    endTime: '18:00:00',
    createdBy: LUCA,
    updatedBy: GIULIA,
    updatedAtForm: 'offset',
    updatedDaysBefore: 30,
    picture: 'relative',
  },
  {
    id: 107,
    title: 'Giornata di restauro aperta: il Fiat G.46',
    description:
      '<p>Porte aperte in officina: il pubblico pu&ograve; assistere ai lavori sul <strong>Fiat G.46</strong>.</p>',
    location: 'Officina, Aviosuperficie Cascina Belvedere',
    startOffset: -5,
    startTime: '08:30',
    endOffset: -5,
    endTime: null,
    createdBy: LUCA,
    updatedBy: null,
    updatedAtForm: 'local',
    updatedDaysBefore: 4,
    picture: 'noslash',
  },
  {
    id: 108,
    title: 'Giornata porte aperte in hangar',
    description:
      '<p>Una giornata per famiglie e curiosi: visita agli hangar, salita a bordo dei velivoli a terra e <strong>battesimi dell&rsquo;aria</strong> su prenotazione.</p>',
    location: BELVEDERE,
    startOffset: 30,
    startTime: '09:00',
    endOffset: 30,
    endTime: '18:00',
    createdBy: GIULIA,
    updatedBy: MARCO,
    updatedAtForm: 'utc',
    updatedDaysBefore: 10,
    picture: 'relative',
  },
  {
    id: 109,
    title: 'Trasferimento a Bresso per il raduno AOPA',
    description: '<p>Volo di gruppo verso Milano Bresso. Ritrovo alle 8:00 per il briefing.</p>',
    location: 'Aeroporto di Milano Bresso',
    startOffset: -120,
    startTime: '08:00:00',
    endOffset: -120,
    endTime: '19:00:00',
    createdBy: MARCO,
    updatedBy: null,
    updatedAtForm: 'offset',
    updatedDaysBefore: 3,
    picture: 'relative',
  },
  {
    id: 110,
    title: 'Conferenza: le pioniere del volo italiano',
    description:
      '<p>La storica Chiara Lombardi racconta le prime aviatrici italiane, da <em>Rosina Ferrario</em> a <em>Carina Negrone</em>.</p>',
    location: 'Biblioteca comunale, Lodi',
    startOffset: -200,
    startTime: '21:00',
    endOffset: null,
    endTime: null,
    createdBy: GIULIA,
    updatedBy: null,
    updatedAtForm: 'local',
    updatedDaysBefore: 25,
    picture: 'noslash',
  },
  {
    id: 111,
    title: 'Manutenzione straordinaria della pista',
    description: '<p>Cerchiamo volontari per la rullatura e la segnaletica della pista in erba. Pranzo offerto.</p>',
    location: BELVEDERE,
    startOffset: -300,
    startTime: '08:00',
    endOffset: null,
    endTime: null,
    createdBy: LUCA,
    updatedBy: null,
    updatedAtForm: 'offset',
    updatedDaysBefore: 7,
    picture: 'relative',
  },
  {
    id: 112,
    title: 'Cena sociale e proiezione delle foto',
    description: '<p>La tradizionale cena dei soci, con la proiezione delle foto dell&rsquo;anno.</p>',
    location: 'Trattoria Al Campo, Lodi',
    startOffset: -150,
    startTime: '20:00:00',
    endOffset: -150,
    endTime: '23:30:00',
    createdBy: GIULIA,
    updatedBy: MARCO,
    updatedAtForm: 'micro',
    updatedDaysBefore: 2,
    picture: 'relative',
  },
  {
    id: 113,
    title: 'Assemblea ordinaria dei soci',
    description:
      '<p>Ordine del giorno:</p><ol><li>approvazione del bilancio;</li><li>programma delle attivit&agrave;;</li><li>varie ed eventuali.</li></ol>',
    location: 'Sala riunioni, Lodi',
    startOffset: -90,
    startTime: '21:00',
    endOffset: null,
    endTime: '23:00',
    createdBy: MARCO,
    updatedBy: null,
    updatedAtForm: 'utc',
    updatedDaysBefore: 14,
    picture: 'relative',
  },
  {
    id: 114,
    title: 'Volo panoramico sulle risaie',
    description: '<p>Un volo al tramonto sopra le risaie allagate della Lomellina. Massimo sei equipaggi.</p>',
    location: 'Partenza da Cascina Belvedere',
    startOffset: -30,
    startTime: '18:00:00',
    endOffset: -30,
    endTime: '20:00:00',
    createdBy: LUCA,
    updatedBy: GIULIA,
    updatedAtForm: 'offset',
    updatedDaysBefore: 5,
    picture: 'noslash',
  },
  {
    id: 115,
    title: 'Workshop: manutenzione dei motori Continental',
    description:
      '<p>Pratica in officina sui motori <strong>Continental A-65 e C-90</strong>, con ispezione delle candele e dei magneti.</p>',
    location: 'Officina, Aviosuperficie Cascina Belvedere',
    startOffset: 150,
    startTime: '09:00',
    endOffset: 151,
    endTime: null,
    createdBy: LUCA,
    updatedBy: null,
    updatedAtForm: 'local',
    updatedDaysBefore: 18,
    picture: 'relative',
  },
  {
    id: 116,
    title: 'Gita al museo Volandia',
    description: '<p>Visita guidata al museo del volo di Volandia, a Somma Lombardo. Pullman da Lodi alle 7:30.</p>',
    location: 'Volandia, Somma Lombardo (VA)',
    startOffset: 200,
    startTime: '07:30:00',
    endOffset: 200,
    endTime: '19:30:00',
    createdBy: GIULIA,
    updatedBy: null,
    updatedAtForm: 'offset',
    updatedDaysBefore: 40,
    picture: 'relative',
  },
  {
    id: 117,
    title: 'Il volo spiegato ai ragazzi',
    description: '<p>Incontro con le scuole medie di Lodi: perch&eacute; un aereo vola?</p>',
    location: 'Scuola media Ada Negri, Lodi',
    startOffset: 7,
    startTime: '10:00',
    endOffset: null,
    endTime: '12:00',
    createdBy: MARCO,
    updatedBy: null,
    updatedAtForm: 'utc',
    updatedDaysBefore: 8,
    picture: null,
  },
  {
    id: 118,
    title: 'Gara di atterraggio di precisione',
    description:
      '<p>Gara sociale di atterraggio di precisione, motore al minimo dal punto di <em>abeam</em>. Premi per le prime tre posizioni.</p>',
    location: BELVEDERE,
    startOffset: 120,
    startTime: '14:00:00',
    endOffset: 120,
    endTime: '18:00:00',
    createdBy: LUCA,
    updatedBy: MARCO,
    updatedAtForm: 'offset',
    updatedDaysBefore: 11,
    picture: 'relative',
  },
  {
    id: 119,
    title: 'Proiezione: «Il cielo è di tutti»',
    description: '<p>Documentario sulla storia dell&rsquo;aviazione da turismo in Italia, con il regista in sala.</p>',
    location: 'Cinema Fanfulla, Lodi',
    startOffset: -240,
    startTime: '21:15',
    endOffset: null,
    endTime: null,
    createdBy: GIULIA,
    updatedBy: null,
    updatedAtForm: 'micro',
    updatedDaysBefore: 13,
    picture: 'relative',
  },
  {
    id: 120,
    title: 'Campionato sociale di navigazione',
    description: '<p>Navigazione a tempo su un percorso segreto di 120 NM, con prove fotografiche lungo la rotta.</p>',
    location: BELVEDERE,
    startOffset: 260,
    startTime: '08:30:00',
    endOffset: 260,
    endTime: null,
    createdBy: MARCO,
    updatedBy: LUCA,
    updatedAtForm: 'local',
    updatedDaysBefore: 22,
    picture: 'noslash',
  },
];

/** Title and description templates for events added by --scale / --events, varied by index. */
export const EXTRA_EVENT_TITLES: readonly string[] = [
  'Uscita sociale a',
  'Raduno di club a',
  'Volo di gruppo verso',
  'Giornata di addestramento a',
  'Visita all’aeroclub di',
  'Colazione del pilota a',
];

/** Destinations for generated events. */
export const EXTRA_EVENT_PLACES: readonly string[] = [
  'Cremona',
  'Piacenza',
  'Vercelli',
  'Novi Ligure',
  'Boscomantico',
  'Valbrembo',
  'Carpi',
  'Voghera',
  'Alzate Brianza',
  'Thiene',
  'Ferrara',
  'Reggio Emilia',
];
