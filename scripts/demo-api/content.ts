// Builds every API answer from the catalogue: deterministic for the same counts, date and base URL.

import { GALLERY_PICTURES_PER_AIRCRAFT, fileOf, mediaFile } from './assets.ts';
import { CONTEST_ARTICLES, SAFETY_ARTICLES, type ArticleSeed } from './catalog/articles.ts';
import {
  EVENTS,
  EXTRA_EVENT_PLACES,
  EXTRA_EVENT_TITLES,
  GIULIA,
  LUCA,
  MARCO,
  type EventSeed,
  type PathForm,
  type Person,
  type UpdatedAtForm,
} from './catalog/events.ts';
import { AIRCRAFT, EXTRA_AIRCRAFT_TYPES, type AircraftSeed } from './catalog/fleet.ts';
import { CURRENT_PARTICIPANTS, PAST_EDITIONS, type ParticipantSeed } from './catalog/flyParty.ts';
import { FORMS, FORM_LINKS, type FormField } from './catalog/forms.ts';
import { EXTRA_FIRST_NAMES, EXTRA_LAST_NAMES, EXTRA_ROLES, MEMBERS, type MemberSeed } from './catalog/members.ts';
import { HOME, PAGES, SITE } from './catalog/pages.ts';
import { addDays, daysBetween, romeDate, romeOffset, secondSaturdayOfJune } from './dates.ts';
import { encodeHtml } from './html.ts';
import { pick } from './random.ts';

/** How many records of each scalable kind the demo API serves. */
export interface DemoCounts {
  events: number;
  members: number;
  aircraft: number;
  mediaPerAircraft: number;
}

/** Counts at scale 1. */
export const BASE_COUNTS: DemoCounts = {
  events: EVENTS.length,
  members: MEMBERS.length,
  aircraft: AIRCRAFT.length,
  mediaPerAircraft: 5,
};

/** Counts for a scale factor (members, aircraft, events multiplied); explicit overrides win. */
export function resolveCounts(scale = 1, overrides: Partial<DemoCounts> = {}): DemoCounts {
  const scaled = (base: number): number => Math.max(0, Math.round(base * scale));
  return {
    events: overrides.events ?? scaled(BASE_COUNTS.events),
    members: overrides.members ?? scaled(BASE_COUNTS.members),
    aircraft: overrides.aircraft ?? scaled(BASE_COUNTS.aircraft),
    mediaPerAircraft: overrides.mediaPerAircraft ?? BASE_COUNTS.mediaPerAircraft,
  };
}

/** An event as the API sends it. */
export interface EventRecord {
  id: number;
  title: string;
  description: string;
  picture: string | null;
  location: string;
  start_date: string;
  start_time: string;
  end_date: string | null;
  end_time: string | null;
  created_by: Person;
  updated_by: Person | null;
  updated_at: string;
}

/** A participant of a Fly Party as the API sends it. */
export interface ParticipantRecord {
  id: number;
  nome: string;
  nome_proprietario: string;
  foto: string;
}

/** Everything the API answers, ready to serialise. Lookups are keyed by the id as it appears in URLs. */
export interface DemoContent {
  configurations: ReadonlyMap<string, Record<string, unknown>>;
  members: readonly { id: number; nome: string; cognome: string; thumbnail: string }[];
  memberById: ReadonlyMap<string, Record<string, unknown>>;
  aircraft: readonly { id: number; name: string; registration: string; thumbnail: string }[];
  aircraftById: ReadonlyMap<string, Record<string, unknown>>;
  aircraftMedia: ReadonlyMap<string, readonly { id: number; file: string }[]>;
  events: readonly EventRecord[];
  eventById: ReadonlyMap<string, EventRecord>;
  safetyArticles: readonly Record<string, unknown>[];
  contestArticles: readonly Record<string, unknown>[];
  currentFlyParty: { nome: string; data_ora_inizio: string; immagine: string };
  currentParticipants: readonly ParticipantRecord[];
  pastFlyParties: readonly { id: number; nome: string; immagine: string; partecipanti: ParticipantRecord[] }[];
  formFields: ReadonlyMap<string, readonly FormField[]>;
  formLinks: ReadonlyMap<string, number | false>;
  /** URL path (`/media/...`) to the base file under the media directory that holds its bytes. */
  media: ReadonlyMap<string, string>;
}

/** Inputs of buildContent: the same inputs give byte-identical JSON. */
export interface ContentOptions {
  counts: DemoCounts;
  now: Date;
  /** The API's own base URL, used for the one record whose picture is an absolute URL. */
  selfUrl: string;
}

const encoded = (html: string | null | undefined): string | null | undefined =>
  typeof html === 'string' ? encodeHtml(html) : html;

/** Builds every API answer. */
export function buildContent({ counts, now, selfUrl }: ContentOptions): DemoContent {
  const media = new Map<string, string>();
  const today = romeDate(now);

  // Registers the URL of a record's file and returns the path in the requested contract form.
  const link = (form: PathForm, file: string, baseFile: string = file): string => {
    media.set(`/media/${file}`, baseFile);
    if (form === 'noslash') return `media/${file}`;
    if (form === 'absolute') return `${selfUrl}/media/${file}`;
    return `/media/${file}`;
  };
  // Catalogue paths already carry their form (`/media/x` or `media/x`).
  const linkPath = (path: string): string => {
    media.set(`/media/${fileOf(path)}`, fileOf(path));
    return path;
  };

  const configurations = new Map<string, Record<string, unknown>>();
  configurations.set('get_site_configuration', {
    id: 1,
    logo: linkPath(SITE.logo),
    logo_asi: linkPath(SITE.logo_asi),
    logo_aopa: linkPath(SITE.logo_aopa),
    organigramma: linkPath(SITE.organigramma),
  });
  configurations.set('get_home_configuration', {
    id: 1,
    sfondo_home: linkPath(HOME.sfondo_home),
    immagine_preview: linkPath(HOME.immagine_preview),
    video: linkPath(HOME.video),
    titolo: HOME.titolo,
    titolo_eng: HOME.titolo_eng,
    descrizione: encodeHtml(HOME.descrizione),
    descrizione_eng: encodeHtml(HOME.descrizione_eng),
  });
  for (const [endpoint, page] of Object.entries(PAGES)) {
    const record: Record<string, unknown> = { id: 1 };
    if (page.sfondo !== undefined) record.sfondo = page.sfondo === null ? null : linkPath(page.sfondo);
    if (page.titolo !== undefined) record.titolo = page.titolo;
    if (page.titolo_eng !== undefined) record.titolo_eng = page.titolo_eng;
    if (page.descrizione !== undefined) record.descrizione = encoded(page.descrizione);
    if (page.descrizione_eng !== undefined) record.descrizione_eng = encoded(page.descrizione_eng);
    configurations.set(endpoint, record);
  }

  const memberSeeds = seeds(MEMBERS, counts.members, extraMember);
  const members = memberSeeds.map((seed, index) => {
    const base = pick(MEMBERS, index);
    return {
      seed,
      thumbnail: link(seed.thumbnailForm, mediaFile.memberThumbnail(seed.id), mediaFile.memberThumbnail(base.id)),
      foto: link(seed.fotoForm, mediaFile.memberPhoto(seed.id), mediaFile.memberPhoto(base.id)),
    };
  });

  const aircraftSeeds = seeds(AIRCRAFT, counts.aircraft, extraAircraft);
  let mediaId = 0;
  const aircraft = aircraftSeeds.map((seed, index) => {
    const base = pick(AIRCRAFT, index);
    const gallery = Array.from({ length: counts.mediaPerAircraft }, (_, position) => {
      const number = position + 1;
      const baseFile = mediaFile.aircraftMedia(base.id, (position % GALLERY_PICTURES_PER_AIRCRAFT) + 1);
      mediaId += 1;
      return {
        id: mediaId,
        file: link(number % 2 === 1 ? 'relative' : 'noslash', mediaFile.aircraftMedia(seed.id, number), baseFile),
      };
    });
    return {
      seed,
      gallery,
      thumbnail: link(seed.thumbnailForm, mediaFile.aircraftThumbnail(seed.id), mediaFile.aircraftThumbnail(base.id)),
      foto: link(seed.fotoForm, mediaFile.aircraftPhoto(seed.id), mediaFile.aircraftPhoto(base.id)),
    };
  });

  const pictured = EVENTS.filter((event) => event.picture !== null);
  const events = seeds(EVENTS, counts.events, extraEvent)
    .map((seed, index) =>
      eventRecord(seed, today, (form) =>
        link(
          form,
          mediaFile.eventPicture(seed.id),
          mediaFile.eventPicture(index < EVENTS.length ? seed.id : pick(pictured, index).id),
        ),
      ),
    )
    .sort(byDisplayOrder);

  const participant = (seed: ParticipantSeed, form: PathForm): ParticipantRecord => ({
    id: seed.id,
    nome: seed.nome,
    nome_proprietario: seed.nome_proprietario,
    foto: link(form, mediaFile.participantPhoto(seed.id)),
  });
  const current = currentEditionDate(today);
  const lastHeldYear = lastEditionYear(today);

  const article = (seed: ArticleSeed, image: string, file: string): Record<string, unknown> => ({
    id: seed.id,
    title: seed.title,
    image: link(seed.form, image),
    file: link(seed.form, file),
  });

  return {
    configurations,
    members: members.map(({ seed, thumbnail }) => ({ id: seed.id, nome: seed.nome, cognome: seed.cognome, thumbnail })),
    memberById: new Map(
      members.map(({ seed, foto }) => [
        String(seed.id),
        { id: seed.id, nome: seed.nome, cognome: seed.cognome, foto, descrizione_socio: encodeHtml(seed.descrizione) },
      ]),
    ),
    aircraft: aircraft.map(({ seed, thumbnail }) => ({
      id: seed.id,
      name: seed.name,
      registration: seed.registration,
      thumbnail,
    })),
    aircraftById: new Map(aircraft.map(({ seed, foto }) => [String(seed.id), aircraftInfo(seed, foto)])),
    aircraftMedia: new Map(aircraft.map(({ seed, gallery }) => [String(seed.id), gallery])),
    events,
    eventById: new Map(events.map((event) => [String(event.id), event])),
    safetyArticles: SAFETY_ARTICLES.map((seed) =>
      article(seed, mediaFile.safetyImage(seed.id), mediaFile.safetyPdf(seed.id)),
    ),
    contestArticles: CONTEST_ARTICLES.map((seed) =>
      article(seed, mediaFile.contestImage(seed.id), mediaFile.contestPdf(seed.id)),
    ),
    currentFlyParty: {
      nome: `Fly Party ${current.slice(0, 4)}`,
      data_ora_inizio: `${current}T10:00:00${romeOffset(current, '10:00:00')}`,
      immagine: link('relative', mediaFile.currentEdition()),
    },
    currentParticipants: CURRENT_PARTICIPANTS.map((seed, index) =>
      participant(seed, index % 3 === 2 ? 'noslash' : 'relative'),
    ),
    pastFlyParties: PAST_EDITIONS.map((edition, index) => ({
      id: edition.id,
      nome: `Fly Party ${lastHeldYear - edition.yearsAgo}`,
      immagine: link(index === 1 ? 'noslash' : 'relative', mediaFile.pastEdition(edition.id)),
      partecipanti: edition.participants.map((seed) => participant(seed, 'relative')),
    })),
    formFields: new Map([...FORMS].map(([eventId, fields]) => [String(eventId), fields])),
    formLinks: FORM_LINKS,
    media,
  };
}

/** `count` seeds: the base list's, then generated ones past it (`extra(0)`, `extra(1)`…) for a larger demo. */
function seeds<T>(base: readonly T[], count: number, extra: (n: number) => T): T[] {
  return Array.from({ length: count }, (_, index) => base[index] ?? extra(index - base.length));
}

/** The `extra`-th generated member, past the base list. */
function extraMember(extra: number): MemberSeed {
  const role = pick(EXTRA_ROLES, extra);
  const since = 1988 + (extra % 36);
  return {
    id: 1001 + extra,
    nome: pick(EXTRA_FIRST_NAMES, extra),
    // 13 first names x 14 last names: coprime strides give 182 distinct pairs before any repeats.
    cognome: pick(EXTRA_LAST_NAMES, Math.floor(extra / EXTRA_FIRST_NAMES.length) * 2 + extra * 3),
    role,
    descrizione: `<p><strong>${role}</strong>, socio dal ${since}. Partecipa alle attivit&agrave; della sede e alle uscite di gruppo.</p>`,
    thumbnailForm: extra % 2 === 0 ? 'relative' : 'noslash',
    fotoForm: 'relative',
  };
}

/** The `extra`-th generated aircraft, past the base list. */
function extraAircraft(extra: number): AircraftSeed {
  const name = pick(EXTRA_AIRCRAFT_TYPES, extra);
  const year = 1938 + (extra % 40);
  const letters = Array.from({ length: 3 }, (_, place) =>
    String.fromCharCode(65 + (Math.floor(extra / 26 ** (2 - place)) % 26)),
  ).join('');
  return {
    id: 1001 + extra,
    name,
    registration: `I-X${letters}`,
    description: `<p>Un <strong>${name}</strong> del ${year}, affidato all&rsquo;associazione da un socio.</p>`,
    history: `<p>Costruito nel ${year}, restaurato dai soci e tornato in volo dopo ${2 + (extra % 9)} anni di lavori.</p>`,
    specs: `<ul><li>Anno di costruzione: ${year}</li><li>Posti: ${2 + (extra % 3)}</li></ul>`,
    description_eng: `<p>A ${year} <strong>${name}</strong>, entrusted to the association by a member.</p>`,
    history_eng: `<p>Built in ${year}, restored by our members and back in the air after ${2 + (extra % 9)} years of work.</p>`,
    specs_eng: `<ul><li>Year built: ${year}</li><li>Seats: ${2 + (extra % 3)}</li></ul>`,
    englishSpecsKey: 'specs_eng',
    thumbnailForm: extra % 2 === 0 ? 'relative' : 'noslash',
    fotoForm: 'relative',
  };
}

/** The aircraft detail record; English specs go out under the key the seed asks for. */
function aircraftInfo(seed: AircraftSeed, foto: string): Record<string, unknown> {
  return {
    id: seed.id,
    name: seed.name,
    registration: seed.registration,
    foto,
    description: encoded(seed.description),
    history: encoded(seed.history),
    specs: encoded(seed.specs),
    description_eng: encoded(seed.description_eng),
    history_eng: encoded(seed.history_eng),
    [seed.englishSpecsKey]: encoded(seed.specs_eng),
  };
}

const EXTRA_TIMES = ['08:30', '09:00:00', '10:15', '14:00:00'] as const;
const PEOPLE = [GIULIA, MARCO, LUCA] as const;
const UPDATED_FORMS: readonly UpdatedAtForm[] = ['offset', 'local', 'utc', 'micro'];

/** The `extra`-th generated event, past the base list (older than every base event). */
function extraEvent(extra: number): EventSeed {
  const title = `${pick(EXTRA_EVENT_TITLES, extra)} ${pick(EXTRA_EVENT_PLACES, extra * 5 + Math.floor(extra / 6))}`;
  const startOffset = -400 - extra * 4;
  const oneDay = extra % 3 !== 2;
  return {
    id: 10001 + extra,
    title,
    description: `<p>${title}: ritrovo in aviosuperficie per il briefing, rientro previsto nel pomeriggio. Uscita n. ${extra + 1} del nostro archivio.</p>`,
    location: `Aviosuperficie Cascina Belvedere, Lodi`,
    startOffset,
    startTime: pick(EXTRA_TIMES, extra),
    endOffset: oneDay ? startOffset : null,
    endTime: oneDay ? '18:00' : null,
    createdBy: pick(PEOPLE, extra),
    updatedBy: extra % 3 === 0 ? pick(PEOPLE, extra + 1) : null,
    updatedAtForm: pick(UPDATED_FORMS, extra),
    updatedDaysBefore: 1 + (extra % 20),
    picture: extra % 2 === 0 ? 'relative' : 'noslash',
  };
}

/** Turns a seed into the API event; `picture` registers the picture URL in the requested form. */
function eventRecord(seed: EventSeed, today: string, picture: (form: PathForm) => string): EventRecord {
  const startDate = addDays(today, seed.startOffset);
  const updatedDate = addDays(startDate < today ? startDate : today, -seed.updatedDaysBefore);
  return {
    id: seed.id,
    title: seed.title,
    description: encodeHtml(seed.description),
    picture: seed.picture === null ? null : picture(seed.picture),
    location: seed.location,
    start_date: startDate,
    start_time: seed.startTime,
    end_date: seed.endOffset === null ? null : addDays(today, seed.endOffset),
    end_time: seed.endTime,
    created_by: seed.createdBy,
    updated_by: seed.updatedBy,
    updated_at: updatedAt(updatedDate, seed.id, seed.updatedAtForm),
  };
}

/** A last-update timestamp in one of the ISO 8601 forms the API may use. */
function updatedAt(date: string, id: number, form: UpdatedAtForm): string {
  const two = (value: number): string => String(value).padStart(2, '0');
  const time = `${two(8 + (id % 12))}:${two((id * 7) % 60)}:${two((id * 13) % 60)}`;
  const offset = romeOffset(date, time);
  switch (form) {
    case 'local':
      return `${date}T${time}`;
    case 'utc':
      return new Date(`${date}T${time}${offset}`).toISOString().replace('.000Z', 'Z');
    case 'micro':
      return `${date}T${time}.${String((id * 7919) % 1_000_000).padStart(6, '0')}${offset}`;
    default:
      return `${date}T${time}${offset}`;
  }
}

/** Newest first: the events list shows upcoming events, then earlier ones batch by batch. */
function byDisplayOrder(a: EventRecord, b: EventRecord): number {
  const key = (event: EventRecord): string => `${event.start_date}T${event.start_time.padEnd(8, ':00')}`;
  return key(b).localeCompare(key(a)) || a.id - b.id;
}

/** The next Fly Party: the first second Saturday of June at least 60 days after today. */
function currentEditionDate(today: string): string {
  for (let year = Number(today.slice(0, 4)); ; year++) {
    const date = secondSaturdayOfJune(year);
    if (daysBetween(today, date) >= 60) return date;
  }
}

/** The year of the last Fly Party held before today. */
function lastEditionYear(today: string): number {
  const year = Number(today.slice(0, 4));
  return secondSaturdayOfJune(year) < today ? year : year - 1;
}
