// What the aircraft of the demo look like in its pictures: the airframe to draw and the livery,
// by model, so that the yellow Cub is yellow on every page and the Stampe is a biplane.

import type { AircraftLook } from '../pictures/aircraft.ts';

/** Looks by model name, matched against the start of an aircraft's name. */
const LOOKS_BY_MODEL: ReadonlyArray<[string, AircraftLook]> = [
  ['Piper J-3', { type: 'high-wing', body: '#f2c230', trim: '#1b1b1b' }],
  ['Piper PA-18', { type: 'high-wing', body: '#f3f0e6', trim: '#c0392b', wing: '#f3f0e6' }],
  ['SIAI-Marchetti SF.260', { type: 'low-wing', body: '#f2f0ea', trim: '#c8102e', tipTanks: true }],
  ['Fiat G.46', { type: 'radial', body: '#b9bdb5', trim: '#2e5e3a', cowl: '#2e5e3a' }],
  ['Macchi M.B.308', { type: 'high-wing', body: '#ebe7de', trim: '#2a5caa' }],
  ['Stampe', { type: 'biplane', body: '#b8322a', trim: '#f1ece0', wing: '#c9c2ae' }],
  ['Bücker', { type: 'biplane', body: '#e6dfca', trim: '#7a1f1f', cowl: '#7a1f1f' }],
  ['de Havilland DH.82', { type: 'biplane', body: '#d8c27a', trim: '#1f3b6b', wing: '#d8c27a' }],
  ['North American T-6', { type: 'radial', body: '#f0b323', trim: '#1f3f8a', cowl: '#1f3f8a' }],
  ['Aeronca', { type: 'high-wing', body: '#f4efe2', trim: '#d35400' }],
  ['Cessna', { type: 'high-wing', body: '#f7f6f2', trim: '#1f4e79' }],
  ['Partenavia', { type: 'high-wing', body: '#efe9dc', trim: '#2e7d32' }],
  ['Ambrosini', { type: 'low-wing', body: '#d9dad4', trim: '#b71c1c' }],
  ['Auster', { type: 'high-wing', body: '#e2d6b6', trim: '#5d4037' }],
];

/** Every look, for crowds of visiting aircraft. */
export const AIRCRAFT_LOOKS: readonly AircraftLook[] = LOOKS_BY_MODEL.map(([, look]) => look);

/** The look of an aircraft by its name ("Piper J-3 Cub «Yellow Bird»"), or undefined for a model not listed. */
export function lookOf(name: string): AircraftLook | undefined {
  return LOOKS_BY_MODEL.find(([model]) => name.startsWith(model))?.[1];
}
