// The association's fleet. Texts are raw HTML; content.ts encodes them once.

import type { PathForm } from './events.ts';

/** A hand-written aircraft; `englishSpecsKey` decides whether English specs go out as specs_eng or specs_end. */
export interface AircraftSeed {
  id: number;
  name: string;
  registration: string;
  description: string;
  history: string;
  specs: string;
  description_eng: string | null;
  history_eng: string | null;
  specs_eng: string | null;
  englishSpecsKey: 'specs_eng' | 'specs_end';
  thumbnailForm: PathForm;
  fotoForm: PathForm;
}

const specs = (rows: readonly string[]): string => `<ul>${rows.map((row) => `<li>${row}</li>`).join('')}</ul>`;

/** The five base aircraft. */
export const AIRCRAFT: readonly AircraftSeed[] = [
  {
    id: 1,
    name: 'Piper J-3C-65 Cub',
    registration: 'I-GIAL',
    description:
      '<p>Il <strong>Cub</strong> giallo &egrave; il simbolo dell&rsquo;associazione: biposto in tandem ad ala alta, semplice e indulgente, ideale per i voli a bassa quota sulla pianura.</p>',
    history:
      '<p>Costruito a Lock Haven nel 1946 e arrivato in Italia nel 1951, ha volato per un aeroclub emiliano fino al 1967. Ritrovato in un fienile nel 1986, &egrave; stato il primo restauro dei soci fondatori.</p>',
    specs: specs([
      'Motore: Continental A-65, 65 CV',
      'Apertura alare: 10,73 m',
      'Velocit&agrave; di crociera: 120 km/h',
      'Peso massimo al decollo: 553 kg',
    ]),
    description_eng:
      '<p>The yellow <strong>Cub</strong> is the association&rsquo;s emblem: a high-wing tandem two-seater, simple and forgiving, ideal for low flights over the plain.</p>',
    history_eng:
      '<p>Built in Lock Haven in 1946, it reached Italy in 1951 and flew with a flying club in Emilia until 1967. Found in a barn in 1986, it was the founders&rsquo; first restoration.</p>',
    specs_eng: specs([
      'Engine: Continental A-65, 65 hp',
      'Wingspan: 10.73 m',
      'Cruise speed: 120 km/h',
      'Maximum take-off weight: 553 kg',
    ]),
    englishSpecsKey: 'specs_eng',
    thumbnailForm: 'relative',
    fotoForm: 'relative',
  },
  {
    id: 2,
    name: 'SIAI-Marchetti SF.260',
    registration: 'I-SIAM',
    description:
      '<p>Addestratore acrobatico progettato da <em>Stelio Frati</em>: linee da caccia, tre posti e un&rsquo;agilit&agrave; che lo ha reso famoso in tutto il mondo.</p>',
    history:
      '<p>Uscito dalla fabbrica di Sesto Calende nel 1972, ha servito come aereo scuola fino al 1998. &Egrave; entrato nella flotta nel 2009 grazie a una sottoscrizione tra i soci.</p>',
    specs: specs([
      'Motore: Lycoming O-540, 260 CV',
      'Apertura alare: 8,35 m',
      'Velocit&agrave; massima: 347 km/h',
      'Fattori di carico: +6 / &minus;3 g',
    ]),
    description_eng:
      '<p>An aerobatic trainer designed by <em>Stelio Frati</em>: fighter-like lines, three seats and an agility that made it famous worldwide.</p>',
    history_eng:
      '<p>It left the Sesto Calende factory in 1972 and served as a trainer until 1998. It joined the fleet in 2009 thanks to a members&rsquo; subscription.</p>',
    specs_eng: specs([
      'Engine: Lycoming O-540, 260 hp',
      'Wingspan: 8.35 m',
      'Top speed: 347 km/h',
      'Load factors: +6 / &minus;3 g',
    ]),
    englishSpecsKey: 'specs_end',
    thumbnailForm: 'noslash',
    fotoForm: 'relative',
  },
  {
    id: 3,
    name: 'Fiat G.46-4B',
    registration: 'I-FIAT',
    description:
      '<p>Addestratore militare del dopoguerra con motore in linea <strong>Alfa Romeo 115</strong>. Il suo rombo &egrave; inconfondibile &amp; amatissimo alla Fly Party.</p>',
    history:
      '<p>In servizio con l&rsquo;Aeronautica Militare dal 1949 al 1958, poi con un aeroclub toscano. Restaurato dai soci tra il 2012 e il 2017 (premio &laquo;Mani d&rsquo;oro&raquo;).</p>',
    specs: specs([
      'Motore: Alfa Romeo 115-ter, 225 CV',
      'Apertura alare: 10,40 m',
      'Velocit&agrave; di crociera: 260 km/h',
      'Equipaggio: 2',
    ]),
    description_eng:
      '<p>A post-war military trainer with an in-line <strong>Alfa Romeo 115</strong> engine. Its roar is unmistakable &amp; much loved at the Fly Party.</p>',
    history_eng:
      '<p>In service with the Italian Air Force from 1949 to 1958, then with a Tuscan flying club. Restored by our members between 2012 and 2017 (&ldquo;Golden Hands&rdquo; award).</p>',
    specs_eng: specs(['Engine: Alfa Romeo 115-ter, 225 hp', 'Wingspan: 10.40 m', 'Cruise speed: 260 km/h', 'Crew: 2']),
    englishSpecsKey: 'specs_eng',
    thumbnailForm: 'relative',
    fotoForm: 'noslash',
  },
  {
    id: 4,
    name: 'Macchi M.B.308',
    registration: 'I-MACK',
    description:
      '<p>Il &laquo;<em>Macchino</em>&raquo;: leggero da turismo a due posti affiancati, progettato da Ermenegildo Preti e costruito a Varese dal 1947.</p>',
    history:
      '<p>Uno degli ultimi esemplari con il carrello biciclo originale. Donato all&rsquo;associazione nel 2003 dalla famiglia del suo primo proprietario, un medico di Pavia.</p>',
    specs: specs([
      'Motore: Continental C-90, 90 CV',
      'Apertura alare: 10,00 m',
      'Velocit&agrave; di crociera: 165 km/h',
      'Autonomia: 650 km',
    ]),
    description_eng: null,
    history_eng: '',
    specs_eng: null,
    englishSpecsKey: 'specs_eng',
    thumbnailForm: 'relative',
    fotoForm: 'relative',
  },
  {
    id: 5,
    name: 'Stampe et Vertongen SV.4C',
    registration: 'I-STAM',
    description:
      '<p>Biplano acrobatico belga degli anni Trenta, costruito su licenza in Francia. Cabina aperta, <strong>occhiali e sciarpa</strong> obbligatori.</p>',
    history: '',
    specs: specs([
      'Motore: Renault 4-Pei, 140 CV',
      'Apertura alare: 8,40 m',
      'Velocit&agrave; massima: 190 km/h',
      'Posti: 2 in tandem',
    ]),
    description_eng:
      '<p>A 1930s Belgian aerobatic biplane, licence-built in France. Open cockpit: <strong>goggles and scarf</strong> required.</p>',
    history_eng: '',
    specs_eng: specs([
      'Engine: Renault 4-Pei, 140 hp',
      'Wingspan: 8.40 m',
      'Top speed: 190 km/h',
      'Seats: 2 in tandem',
    ]),
    englishSpecsKey: 'specs_eng',
    thumbnailForm: 'noslash',
    fotoForm: 'relative',
  },
];

/** Aircraft types combined by index for aircraft added by --scale / --aircraft. */
export const EXTRA_AIRCRAFT_TYPES: readonly string[] = [
  'Piper PA-18 Super Cub',
  'Aeronca 7AC Champion',
  'Bücker Bü 131 Jungmann',
  'de Havilland DH.82 Tiger Moth',
  'Cessna 170B',
  'Partenavia P.57 Fachiro',
  'Ambrosini S.1001 Grifo',
  'Auster J/1 Autocrat',
  'North American T-6 Texan',
  'Procaer Picchio',
  'Aviamilano P.19 Scricciolo',
];
