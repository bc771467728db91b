// The base set of media files: every file the demo API generates (or copies) into <data-dir>/media/.
// Records beyond the base set (--scale) get their own URLs that map onto these files.

import { type ArticleSeed, CONTEST_ARTICLES, SAFETY_ARTICLES } from './catalog/articles.ts';
import { AIRCRAFT } from './catalog/fleet.ts';
import { EVENTS } from './catalog/events.ts';
import { CURRENT_PARTICIPANTS, PAST_EDITIONS } from './catalog/flyParty.ts';
import { MEMBER_PORTRAITS, MEMBERS } from './catalog/members.ts';
import { HOME, PAGES, SITE } from './catalog/pages.ts';
import { lookOf } from './catalog/aircraftLooks.ts';
import {
  BACKGROUNDS,
  CONTEST_PICTURES,
  EDITION_PICTURES,
  EVENT_PICTURES,
  galleryPictures,
  HOME_PREVIEW,
  SAFETY_PICTURES,
} from './catalog/pictures.ts';
import type { PictureBrief } from './pictures/scenes.ts';
import { hashString, pick } from './random.ts';

/** What a file is, which decides its pixel size and how it is drawn. */
export type AssetKind =
  | 'background' // 1920x1080 JPEG
  | 'photo' // 1600x1067 JPEG, an aircraft in the sky
  | 'portrait' // 1600x1067 JPEG, a person in front of the hangar
  | 'thumbnail' // 480x480 JPEG, an aircraft
  | 'portrait-thumbnail' // 480x480 JPEG, a person
  | 'card' // 960x640 JPEG, an article card
  | 'logo' // 400x400 PNG with transparency
  | 'article-pdf'
  | 'orgchart-pdf'
  | 'video'; // copied from scripts/demo-api/assets/

/** One file of the base set. */
export interface AssetSpec {
  /** Path under the media directory, also the URL path under /media/. */
  file: string;
  kind: AssetKind;
  /** What the file is about (a PDF's title, a logo's name); never drawn on a picture. */
  title: string;
  /** A logo's initials, or a PDF's subtitle. */
  subtitle?: string;
  /** What a picture shows (every image kind but logos). */
  picture?: PictureBrief;
  /** PDF body lines. */
  lines?: readonly string[];
  /** Seed for the image's palette and composition. */
  seed: number;
}

/** Where each kind of record keeps its media, relative to the media directory. */
export const mediaFile = {
  eventPicture: (id: number | string): string => `eventi/evento-${id}.jpg`,
  memberThumbnail: (id: number | string): string => `soci/socio-${id}-miniatura.jpg`,
  memberPhoto: (id: number | string): string => `soci/socio-${id}.jpg`,
  aircraftThumbnail: (id: number | string): string => `flotta/aereo-${id}-miniatura.jpg`,
  aircraftPhoto: (id: number | string): string => `flotta/aereo-${id}.jpg`,
  aircraftMedia: (id: number | string, index: number): string => `flotta/aereo-${id}-media-${index}.jpg`,
  currentEdition: (): string => 'fly_party/edizione-corrente.jpg',
  pastEdition: (id: number | string): string => `fly_party/edizione-${id}.jpg`,
  participantPhoto: (id: number | string): string => `fly_party/partecipante-${id}.jpg`,
  safetyImage: (id: number | string): string => `sicurezza/articolo-${id}.jpg`,
  safetyPdf: (id: number | string): string => `sicurezza/articolo-${id}.pdf`,
  contestImage: (id: number | string): string => `concorso/articolo-${id}.jpg`,
  contestPdf: (id: number | string): string => `concorso/articolo-${id}.pdf`,
};

/** Distinct gallery pictures drawn per base aircraft; further media items reuse them under their own URLs. */
export const GALLERY_PICTURES_PER_AIRCRAFT = 4;

/** The committed video, copied into the media directory on first start. */
export const VIDEO_SOURCE = new URL('./assets/fly-party.webm', import.meta.url);

/** A media path from the catalogue (`/media/x`, `media/x`) reduced to the file under the media directory. */
export function fileOf(path: string): string {
  return path.replace(/^\/?media\//, '');
}

/** An article list's files: a card picture and a PDF per article. */
interface ArticleList {
  articles: readonly ArticleSeed[];
  image: (id: number) => string;
  pdf: (id: number) => string;
  /** The card pictures drawn for particular articles, by id; the others get `otherPicture`. */
  pictures: Readonly<Record<number, PictureBrief>>;
  otherPicture: PictureBrief;
  /** The PDFs' subtitle: the list's name. */
  subtitle: string;
}

/** Every file of the base set, in a stable order. */
export function baseAssets(): AssetSpec[] {
  const assets: AssetSpec[] = [];
  const add = (file: string, kind: AssetKind, title: string, extra: Partial<AssetSpec> = {}): void => {
    assets.push({ file, kind, title, seed: hashString(file), ...extra });
  };

  add(fileOf(SITE.logo), 'logo', 'Ali Storiche', { subtitle: 'AAS' });
  add(fileOf(SITE.logo_asi), 'logo', 'ASI', { subtitle: 'ASI' });
  add(fileOf(SITE.logo_aopa), 'logo', 'AOPA', { subtitle: 'AOPA' });
  add(fileOf(SITE.organigramma), 'orgchart-pdf', 'Organigramma');

  const background = (path: string, title: string): void => {
    const name = fileOf(path).replace(/^sfondi\//, '');
    add(fileOf(path), 'background', title, { picture: BACKGROUNDS[name] ?? { scene: 'flight', shot: 'distant' } });
  };
  background(HOME.sfondo_home, HOME.titolo);
  add(fileOf(HOME.immagine_preview), 'photo', 'Fly Party', { picture: HOME_PREVIEW });
  add(fileOf(HOME.video), 'video', 'Fly Party');
  for (const page of Object.values(PAGES)) {
    if (page.sfondo) background(page.sfondo, page.titolo ?? '');
  }

  for (const event of EVENTS) {
    if (event.picture) {
      add(mediaFile.eventPicture(event.id), 'photo', event.title, {
        picture: EVENT_PICTURES[event.id] ?? { scene: 'flight', shot: 'wide' },
      });
    }
  }
  for (const member of MEMBERS) {
    const name = `${member.nome} ${member.cognome}`;
    const person = MEMBER_PORTRAITS[member.id];
    add(mediaFile.memberThumbnail(member.id), 'portrait-thumbnail', name, { picture: { scene: 'portrait', person } });
    add(mediaFile.memberPhoto(member.id), 'portrait', name, { picture: { scene: 'portrait', person } });
  }
  for (const aircraft of AIRCRAFT) {
    const look = lookOf(aircraft.name);
    add(mediaFile.aircraftThumbnail(aircraft.id), 'thumbnail', aircraft.name, {
      picture: { scene: 'parked', shot: 'medium', time: 'morning', aircraft: look },
    });
    add(mediaFile.aircraftPhoto(aircraft.id), 'photo', aircraft.name, {
      picture: { scene: 'flight', shot: 'medium', time: 'afternoon', aircraft: look },
    });
    const gallery = look ? galleryPictures(look) : [];
    for (let index = 1; index <= GALLERY_PICTURES_PER_AIRCRAFT; index++) {
      add(mediaFile.aircraftMedia(aircraft.id, index), 'photo', aircraft.name, {
        picture: gallery[index - 1] ?? { scene: 'flight', shot: 'wide', aircraft: look },
      });
    }
  }

  add(mediaFile.currentEdition(), 'photo', 'Fly Party', { picture: { scene: 'fly-in', time: 'morning' } });
  PAST_EDITIONS.forEach((edition, index) => {
    add(mediaFile.pastEdition(edition.id), 'photo', 'Fly Party', { picture: pick(EDITION_PICTURES, index) });
  });
  for (const participant of [...CURRENT_PARTICIPANTS, ...PAST_EDITIONS.flatMap((edition) => edition.participants)]) {
    add(mediaFile.participantPhoto(participant.id), 'thumbnail', participant.nome, {
      picture: { scene: 'parked', shot: 'medium', aircraft: lookOf(participant.nome) },
    });
  }

  const articleLists: readonly ArticleList[] = [
    {
      articles: SAFETY_ARTICLES,
      image: mediaFile.safetyImage,
      pdf: mediaFile.safetyPdf,
      pictures: SAFETY_PICTURES,
      otherPicture: { scene: 'flight', shot: 'wide' },
      subtitle: 'Sicurezza del volo',
    },
    {
      articles: CONTEST_ARTICLES,
      image: mediaFile.contestImage,
      pdf: mediaFile.contestPdf,
      pictures: CONTEST_PICTURES,
      otherPicture: { scene: 'flight', shot: 'distant' },
      subtitle: 'Concorso letterario «Penne e Ali»',
    },
  ];
  for (const list of articleLists) {
    for (const article of list.articles) {
      add(list.image(article.id), 'card', article.title, { picture: list.pictures[article.id] ?? list.otherPicture });
      add(list.pdf(article.id), 'article-pdf', article.title, { subtitle: list.subtitle, lines: article.lines });
    }
  }
  return assets;
}
