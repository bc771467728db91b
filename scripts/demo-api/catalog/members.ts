// Members presented on the "I nostri soci" page.

import type { PersonLook } from '../pictures/people.ts';
import type { PathForm } from './events.ts';

/** A hand-written member; content.ts turns it into the API records. */
export interface MemberSeed {
  id: number;
  nome: string;
  cognome: string;
  role: string;
  /** Raw HTML, or plain text for one member (encoded once by content.ts either way). */
  descrizione: string;
  thumbnailForm: PathForm;
  fotoForm: PathForm;
}

/** The eight base members. */
export const MEMBERS: readonly MemberSeed[] = [
  {
    id: 1,
    nome: 'Marco',
    cognome: 'Ferrari',
    role: 'Presidente',
    descrizione:
      '<p><strong>Presidente</strong> dell&rsquo;associazione dal 2015, pilota dal 1982 con oltre 3.000 ore di volo.</p>' +
      '<p>Vola abitualmente sul nostro <em>Piper J-3 Cub</em> e coordina l&rsquo;organizzazione della Fly Party.</p>',
    thumbnailForm: 'relative',
    fotoForm: 'relative',
  },
  {
    id: 2,
    nome: 'Giulia',
    cognome: 'Bianchi',
    role: 'Segretaria',
    descrizione:
      '<p>Segretaria e tesoriera. Restauratrice di professione, ha curato la tela e le finiture dello <em>Stampe SV.4</em>.</p>' +
      '<p>Scrivetele per iscrizioni e rinnovi: <a href="mailto:segreteria@example.org">segreteria@example.org</a>.</p>',
    thumbnailForm: 'noslash',
    fotoForm: 'relative',
  },
  {
    id: 3,
    nome: 'Alessandro',
    cognome: 'Conti',
    role: 'Capo tecnico',
    descrizione:
      '<p>Alessandro &egrave; il <strong>capo tecnico</strong> dell&rsquo;associazione e il socio che ha passato pi&ugrave; ore in officina che in cabina di pilotaggio. Meccanico aeronautico certificato, ha lavorato per trent&rsquo;anni nella manutenzione di linea prima di dedicarsi a tempo pieno ai velivoli storici.</p>' +
      '<p>Il suo primo restauro &egrave; stato il <em>Piper J-3 Cub</em> con cui tutto &egrave; cominciato: due inverni passati a ricostruire le centine delle ali, a ritelare la fusoliera e a revisionare il Continental A-65, pezzo dopo pezzo, con i manuali originali del 1946 trovati in un mercatino di Friedrichshafen.</p>' +
      '<p>Da allora ha seguito tutti i progetti della flotta:</p>' +
      '<ul><li>la revisione generale del motore Alfa Romeo 115 del <em>Fiat G.46</em>;</li>' +
      '<li>la ricostruzione del carrello del <em>Macchi M.B.308</em>, rifatto su disegni d&rsquo;epoca;</li>' +
      '<li>l&rsquo;adeguamento dell&rsquo;avionica dell&rsquo;<em>SF.260</em>, senza toccarne il cruscotto originale;</li>' +
      '<li>la nuova tela dello <em>Stampe SV.4</em>, insieme a Giulia Bianchi.</li></ul>' +
      '<p>Il sabato mattina tiene un piccolo corso informale per i soci pi&ugrave; giovani: &laquo;un aereo storico non si ripara, si ascolta&raquo;, ripete spesso. Chi vuole imparare a stringere un bullone con la coppia giusta &egrave; il benvenuto, purch&eacute; porti il caff&egrave;.</p>' +
      '<p>Nel 2018 ha ricevuto il premio <strong>&laquo;Mani d&rsquo;oro&raquo;</strong> della Commissione Aeromobili Storici per il restauro del G.46, che oggi vola regolarmente alle manifestazioni di tutto il Nord Italia. Nel tempo libero &mdash; poco &mdash; costruisce modelli in scala dei velivoli che ha restaurato, esposti nella sala riunioni della sede.</p>',
    thumbnailForm: 'relative',
    fotoForm: 'noslash',
  },
  {
    id: 4,
    nome: 'Francesca',
    cognome: 'Romano',
    role: 'Istruttrice di volo',
    descrizione:
      '<p>Istruttrice di volo e responsabile della <strong>sicurezza</strong>. Cura le note mensili della pagina &laquo;Sicurezza del volo&raquo; e tiene il corso di meteorologia.</p>',
    thumbnailForm: 'relative',
    fotoForm: 'relative',
  },
  {
    id: 5,
    nome: 'Roberto',
    cognome: 'Galli',
    role: 'Meccanico',
    descrizione:
      '<p>Meccanico motorista, specialista dei <em>radiali</em>. Se un motore tossisce, Roberto sa gi&agrave; perch&eacute;.</p>',
    thumbnailForm: 'noslash',
    fotoForm: 'noslash',
  },
  {
    id: 6,
    nome: 'Chiara',
    cognome: 'Lombardi',
    role: 'Storica',
    descrizione:
      '<p>Storica dell&rsquo;aviazione e curatrice della <strong>biblioteca</strong>. Ha ricostruito la storia di ogni velivolo della flotta consultando i registri dell&rsquo;Aeronautica.</p>' +
      '<ul><li>Autrice di &laquo;Ali sul Lodigiano&raquo; (2016)</li><li>Giurata del concorso letterario</li></ul>',
    thumbnailForm: 'relative',
    fotoForm: 'relative',
  },
  {
    id: 7,
    nome: 'Paolo',
    cognome: 'Moretti',
    role: 'Pilota',
    descrizione:
      'Socio dal 1999, pilota del Macchi M.B.308 e veterano di tutte le edizioni della Fly Party. Quando non vola, organizza le trasferte di gruppo.',
    thumbnailForm: 'relative',
    fotoForm: 'relative',
  },
  {
    id: 8,
    nome: 'Elena',
    cognome: 'Ricci',
    role: 'Fotografa',
    descrizione:
      '<p>Fotografa aeronautica: quasi tutte le immagini di questo sito sono sue. Vola come passeggera &ldquo;solo per lavoro&rdquo;.</p>',
    thumbnailForm: 'noslash',
    fotoForm: 'relative',
  },
];

/** How each base member looks in the portraits, by member id (chosen to fit the name and the role). */
export const MEMBER_PORTRAITS: Readonly<Record<number, PersonLook>> = {
  // Marco Ferrari, president, flying since 1982.
  1: {
    skin: '#e8b896',
    hair: '#b9b6b0',
    hairStyle: 'receding',
    outfit: 'flight-jacket',
    outfitColour: '#6b4226',
    accessory: 'sunglasses',
  },
  // Giulia Bianchi, secretary.
  2: { skin: '#f1c7a5', hair: '#3a2418', hairStyle: 'long', outfit: 'shirt', outfitColour: '#7fa6c9' },
  // Alessandro Conti, chief engineer.
  3: { skin: '#d9a27e', hair: '#2b1d14', hairStyle: 'short', beard: true, outfit: 'overalls', outfitColour: '#1f3a5f' },
  // Francesca Romano, flight instructor.
  4: {
    skin: '#c68c65',
    hair: '#1a1614',
    hairStyle: 'ponytail',
    outfit: 'polo',
    outfitColour: '#1f2a36',
    accessory: 'headset',
  },
  // Roberto Galli, mechanic.
  5: { skin: '#e0ac88', hair: '#5a3a22', hairStyle: 'side-part', outfit: 'overalls', outfitColour: '#c45a1c' },
  // Chiara Lombardi, historian.
  6: {
    skin: '#f3d2b8',
    hair: '#a0552a',
    hairStyle: 'bob',
    outfit: 'sweater',
    outfitColour: '#4a5a3a',
    accessory: 'glasses',
  },
  // Paolo Moretti, pilot of the M.B.308.
  7: {
    skin: '#d8a888',
    hair: '#8a8680',
    hairStyle: 'short',
    beard: true,
    outfit: 'flight-jacket',
    outfitColour: '#4a2e1c',
    accessory: 'goggles',
  },
  // Elena Ricci, photographer.
  8: { skin: '#8d5a3b', hair: '#1e1512', hairStyle: 'curly', outfit: 'sweater', outfitColour: '#8b2f2f' },
};

/** First names for members added by --scale / --members. */
export const EXTRA_FIRST_NAMES: readonly string[] = [
  'Andrea',
  'Sara',
  'Matteo',
  'Valentina',
  'Davide',
  'Martina',
  'Stefano',
  'Laura',
  'Federico',
  'Anna',
  'Simone',
  'Silvia',
  'Nicola',
];
/** Last names for generated members, combined with the first names by index. */
export const EXTRA_LAST_NAMES: readonly string[] = [
  'Rossi',
  'Esposito',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Costa',
  'Fontana',
  'Caruso',
  'Mancini',
  'Rizzo',
  'Villa',
  'Barbieri',
];
/** Roles for generated members. */
export const EXTRA_ROLES: readonly string[] = [
  'Pilota',
  'Allievo pilota',
  'Meccanico',
  'Socio sostenitore',
  'Fotografo',
  'Volontario',
];
