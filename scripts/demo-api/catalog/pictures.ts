// Art direction for the demo pictures: what each page background, event, article and gallery
// picture shows, so that the pictures fit their pages (an assembly in the hangar, a landing
// contest on the runway) and a page of cards never repeats one composition.

import type { PictureBrief } from '../pictures/scenes.ts';
import type { AircraftLook } from '../pictures/aircraft.ts';
import { lookOf } from './aircraftLooks.ts';

const look = (model: string): AircraftLook => {
  const found = lookOf(model);
  if (!found) throw new Error(`No look for ${model} in aircraftLooks.ts`);
  return found;
};

/** Page backgrounds, by file name under sfondi/. The home's keeps its subject right of the title. */
export const BACKGROUNDS: Readonly<Record<string, PictureBrief>> = {
  'home.jpg': { scene: 'flight', shot: 'distant', time: 'dawn', aircraft: look('Stampe'), subjectX: 0.74 },
  'la-nostra-storia.jpg': { scene: 'hangar', time: 'afternoon', aircraft: look('Piper J-3') },
  'soci.jpg': { scene: 'fly-in', time: 'morning' },
  'flotta.jpg': { scene: 'line-up', time: 'afternoon', aircraft: look('SIAI-Marchetti SF.260') },
  'eventi.jpg': { scene: 'fly-in', time: 'afternoon' },
  'sede-operativa.jpg': { scene: 'parked', shot: 'wide', time: 'morning', aircraft: look('Piper J-3') },
  'sicurezza-volo.jpg': { scene: 'landing', time: 'overcast', aircraft: look('Macchi M.B.308') },
  'biblioteca.jpg': { scene: 'hangar', time: 'dusk', aircraft: look('de Havilland DH.82') },
  'air-show.jpg': { scene: 'formation', time: 'noon', aircraft: look('North American T-6') },
  'partecipanti.jpg': { scene: 'line-up', time: 'morning', aircraft: look('Fiat G.46') },
  'edizioni-precedenti.jpg': { scene: 'fly-in', time: 'dusk' },
  'concorso-letterario.jpg': { scene: 'flight', shot: 'distant', time: 'dusk', aircraft: look('Bücker') },
  'asi.jpg': { scene: 'flight', shot: 'wide', time: 'afternoon', aircraft: look('Stampe') },
};

/** The home page's video preview: the Fly Party itself, no title drawn (the page writes its own). */
export const HOME_PREVIEW: PictureBrief = { scene: 'fly-in', time: 'noon' };

/** Event pictures, by event id. */
export const EVENT_PICTURES: Readonly<Record<number, PictureBrief>> = {
  101: { scene: 'line-up', time: 'morning', aircraft: look('Piper J-3') },
  102: { scene: 'hangar', time: 'dusk', aircraft: look('Fiat G.46') },
  103: { scene: 'formation', time: 'afternoon', aircraft: look('Piper J-3') },
  104: { scene: 'fly-in', time: 'afternoon' },
  105: { scene: 'flight', shot: 'wide', time: 'noon', aircraft: look('Cessna') },
  106: { scene: 'parked', shot: 'wide', time: 'noon', aircraft: look('de Havilland DH.82') },
  107: { scene: 'hangar', time: 'morning', aircraft: look('Fiat G.46') },
  108: { scene: 'hangar', time: 'noon', aircraft: look('Macchi M.B.308') },
  109: { scene: 'flight', shot: 'medium', time: 'morning', aircraft: look('SIAI-Marchetti SF.260') },
  110: { scene: 'flight', shot: 'medium', time: 'dawn', aircraft: look('Bücker') },
  111: { scene: 'landing', time: 'morning', aircraft: look('Piper PA-18') },
  112: { scene: 'fly-in', time: 'dusk' },
  113: { scene: 'hangar', time: 'afternoon', aircraft: look('Stampe') },
  114: { scene: 'water', time: 'morning', aircraft: look('Piper J-3') },
  115: { scene: 'parked', shot: 'close', time: 'noon', aircraft: look('Aeronca') },
  116: { scene: 'line-up', time: 'overcast', aircraft: look('North American T-6') },
  118: { scene: 'landing', time: 'afternoon', aircraft: look('Piper J-3') },
  119: { scene: 'flight', shot: 'distant', time: 'dusk', aircraft: look('Macchi M.B.308') },
  120: { scene: 'flight', shot: 'wide', time: 'afternoon', aircraft: look('Partenavia') },
};

/** An aircraft's gallery: four different shots of the same aircraft (the high wings also on floats). */
export function galleryPictures(aircraft: AircraftLook): PictureBrief[] {
  return [
    { scene: 'flight', shot: 'medium', time: 'noon', aircraft },
    { scene: 'parked', shot: 'close', time: 'dawn', aircraft },
    aircraft.type === 'high-wing'
      ? { scene: 'water', time: 'afternoon', aircraft }
      : { scene: 'hangar', time: 'afternoon', aircraft },
    { scene: 'formation', time: 'dusk', aircraft },
  ];
}

/** Past Fly Party editions, by position in PAST_EDITIONS. */
export const EDITION_PICTURES: readonly PictureBrief[] = [
  { scene: 'fly-in', time: 'afternoon' },
  { scene: 'line-up', time: 'noon', aircraft: look('Stampe') },
  { scene: 'formation', time: 'morning', aircraft: look('SIAI-Marchetti SF.260') },
  { scene: 'fly-in', time: 'dusk' },
];

/** Flight-safety article cards, by article id. */
export const SAFETY_PICTURES: Readonly<Record<number, PictureBrief>> = {
  1: { scene: 'flight', shot: 'wide', time: 'overcast', aircraft: look('Piper PA-18') },
  2: { scene: 'parked', shot: 'wide', time: 'morning', aircraft: look('Cessna') },
  3: { scene: 'flight', shot: 'wide', time: 'noon', aircraft: look('Auster') },
  4: { scene: 'landing', time: 'noon', aircraft: look('Piper J-3') },
  5: { scene: 'parked', shot: 'close', time: 'afternoon', aircraft: look('de Havilland DH.82') },
};

/** Literary-contest article cards, by article id. */
export const CONTEST_PICTURES: Readonly<Record<number, PictureBrief>> = {
  11: { scene: 'flight', shot: 'distant', time: 'dawn', aircraft: look('Stampe') },
  12: { scene: 'flight', shot: 'medium', time: 'dusk', aircraft: look('Bücker') },
  13: { scene: 'flight', shot: 'wide', time: 'afternoon', aircraft: look('de Havilland DH.82') },
  14: { scene: 'hangar', time: 'dusk', aircraft: look('Piper J-3') },
};
