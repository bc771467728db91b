// Light aircraft in side view, the way a spotter photographs them: four airframes (high wing,
// low-wing trainer, radial-engined trainer, biplane), wheels or floats, in flight or on the ground,
// painted in a livery and darkened for the light of the hour. Every airframe is drawn facing right
// in a 200 x 80 box (propeller hub near x 200); `placeAircraft` scales, mirrors and positions it.

import { mix, n } from './svg.ts';

/** The airframes the generator can draw. */
export type AirframeType = 'high-wing' | 'low-wing' | 'radial' | 'biplane';

/** What one aircraft looks like: its airframe and its paint. */
export interface AircraftLook {
  type: AirframeType;
  /** Fuselage colour, `#rrggbb`. */
  body: string;
  /** Cheat line, fin tip and tip tanks. */
  trim: string;
  /** Wings, when they differ from the fuselage. */
  wing?: string;
  /** Engine cowling, when it differs from the fuselage. */
  cowl?: string;
  /** On floats instead of wheels (high wing only). */
  floats?: boolean;
  /** Tip tanks (low wing only). */
  tipTanks?: boolean;
}

/** How the hour's light falls on a subject: colours move `amount` of the way to `shade`. */
export interface Lighting {
  shade: string;
  amount: number;
}

/** Gradients the aircraft (and people) refer to; a scene puts them in its <defs> once. */
export const SUBJECT_DEFS =
  '<linearGradient id="volume" x1="0" y1="0" x2="0" y2="1">' +
  '<stop offset="0" stop-color="#fff" stop-opacity="0.32"/><stop offset="0.4" stop-color="#fff" stop-opacity="0"/>' +
  '<stop offset="0.62" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.38"/></linearGradient>' +
  '<linearGradient id="glass" x1="0" y1="0" x2="0.35" y2="1">' +
  '<stop offset="0" stop-color="#e4f0f8"/><stop offset="0.45" stop-color="#7d98ad"/><stop offset="1" stop-color="#26323d"/></linearGradient>';

interface Airframe {
  fuselage: string;
  cowl: string;
  wings: string[];
  glass: string[];
  /** Drawn over the fuselage in the trim colour. */
  trim: string[];
  fin: string;
  stabilizer: string;
  /** Struts and wires, in the fuselage's shadow colour. */
  struts: string[];
  wires: string[];
  /** Main and tail (or nose) wheels: centre and radius. */
  wheels: Array<[number, number, number]>;
  /** Wheel legs. */
  legs: string[];
  /** Propeller hub and half the blade span. */
  hub: [number, number];
  blade: number;
  spinner: string;
  /** Where the main wheels touch the ground, and the tail wheel or skid (none: tricycle, sits level). */
  mainContact: [number, number];
  tailContact?: [number, number];
  /** Extra details drawn last (exhausts, pilot's head). */
  details: string;
}

const HIGH_WING: Airframe = {
  fuselage:
    'M197 37 C197 31 193 28 186 28 L170 27 L157 18 L118 17 L98 27 L24 33 L17 35 L17 40 L24 41 L98 46 L152 49 L186 47 C193 46 197 43 197 37 Z',
  cowl: 'M197 37 C197 31 193 28 186 28 L170 27 L170 48 L186 47 C193 46 197 43 197 37 Z',
  wings: ['M110 13.4 L164 12.8 C169 12.8 170 15.8 167 17.6 L110 18.4 Z'],
  glass: ['M155 20 L127 19.5 L123 31 L158 31.5 Z'],
  trim: ['M196 38.6 L170 39.4 L98 39.6 L24 37.2 L24 38.8 L98 41.6 L170 41.6 L195 40.4 Z'],
  fin: 'M24 33 L15 13 C15 10 21 9 25 10.5 L42 31 Z',
  stabilizer: 'M6 36.5 L46 35.5 L46 38.5 L8 39.5 Z',
  struts: ['M138 47 L152 18.2', 'M138 47 L128 18.3'],
  wires: [],
  wheels: [
    [144, 63.5, 6.5],
    [14, 47, 2.5],
  ],
  legs: ['M146 47 L144 62', 'M132 46.5 L144 62', 'M19 40.5 L14 46'],
  hub: [199.5, 37],
  blade: 20,
  spinner: 'M196 32 C203 33 203 41 196 42 Z',
  mainContact: [144, 70],
  tailContact: [14, 49.5],
  details: '<path d="M180 46.5 L172 50" stroke="#2a2a2a" stroke-width="1.6"/>',
};

const FLOATS = {
  floats: 'M90 63 L176 62 C186 62 194 64.5 196 66.5 L182 70 L108 70 L98 68 Z',
  struts: ['M150 48 L146 62.4', 'M128 46.6 L124 62.6', 'M172 47.4 L176 62.2'],
  contact: [140, 70] as [number, number],
};

const LOW_WING: Airframe = {
  fuselage:
    'M198 38 C197 33.5 193 31.5 184 31 L152 29.5 L146 27 L104 26 L90 30 L26 34 L18 36 L18 41 L26 42 L96 47.5 L158 47.5 L186 45.5 C194 44.5 198 42 198 38 Z',
  cowl: 'M198 38 C197 33.5 193 31.5 184 31 L168 30.3 L168 46.7 L186 45.5 C194 44.5 198 42 198 38 Z',
  wings: ['M104 45 L166 44 C171 44 172 47 169 49.5 L106 50.5 Z'],
  glass: ['M149 28.5 C141 18 112 17 101 27 Z'],
  trim: [
    'M197 39.4 L150 40.4 L96 41.6 L26 38.4 L26 40 L96 43.4 L150 42.6 L197 41 Z',
    'M13 14 L25.5 13.6 L31 19.5 L17 20 Z',
  ],
  fin: 'M26 34 L12 11.5 L25 11 L50 31.5 Z',
  stabilizer: 'M8 37.5 L48 36.5 L48 39.5 L10 40.5 Z',
  struts: [],
  wires: [],
  wheels: [
    [136, 64, 6],
    [182, 65, 5],
  ],
  legs: ['M134 50 L136 63', 'M182 45 L182 63'],
  hub: [200.5, 38],
  blade: 19,
  spinner: 'M197 33 C205 34.5 205 41.5 197 43 Z',
  mainContact: [136, 70],
  details: '',
};

const RADIAL: Airframe = {
  fuselage: 'M190 23.5 L168 24 L160 22 L106 22 L92 28 L28 34 L18 36 L18 41 L28 42 L96 48.5 L168 51 L190 51.5 Z',
  cowl: 'M176 23 L194 22.5 C199 26 199.5 48 194 52 L176 52 Z',
  wings: ['M102 47 L176 47.5 C181 47.5 182 50.5 179 52.5 L106 53.5 Z'],
  glass: ['M104 22.5 L112 13.5 L160 13.5 L166 22.5 Z'],
  trim: ['M174 36.2 L96 37.4 L28 38 L28 39.6 L96 39.4 L174 38.2 Z', 'M60 31.2 L68 30.4 L68 44.9 L60 44.2 Z'],
  fin: 'M28 34 L16 11 C17 8.5 24 8 27 9.5 L48 31.5 Z',
  stabilizer: 'M6 38 L48 37 L48 40 L8 41 Z',
  struts: [],
  wires: [],
  wheels: [
    [162, 64, 7],
    [17, 48, 2.5],
  ],
  legs: ['M160 52 L162 63', 'M22 41 L17 47'],
  hub: [199.5, 37.3],
  blade: 24,
  spinner: 'M197 32 C202 33 202 41.6 197 42.6 Z',
  mainContact: [162, 71],
  tailContact: [17, 50.5],
  details:
    '<path d="M122 13.5 L122 22.5 M138 13.5 L138 22.5 M150 13.5 L150 22.5" stroke="#39424c" stroke-width="1.2"/>' +
    '<ellipse cx="196" cy="37.3" rx="2.6" ry="13.5" fill="#1d2126"/><path d="M178 50 L170 54" stroke="#2a2a2a" stroke-width="2"/>',
};

const BIPLANE: Airframe = {
  fuselage:
    'M194 36.5 C194 31.5 190 29.5 182 29.5 L164 28.5 L100 28 L26 33 L19 35 L19 39 L26 40 L100 44 L160 45 L182 44 C190 43.5 194 41.5 194 36.5 Z',
  cowl: 'M194 36.5 C194 31.5 190 29.5 182 29.5 L166 28.6 L166 44.9 L182 44 C190 43.5 194 41.5 194 36.5 Z',
  wings: [
    'M116 8.5 L174 7.8 C179 7.8 180 10.8 177 12.8 L116 13.6 Z',
    'M110 44.2 L166 43.6 C171 43.6 172 46.6 169 48.6 L110 49.4 Z',
  ],
  glass: ['M139 28.6 L136 23.4 L134.6 28.6 Z', 'M113 28.4 L110 23.2 L108.6 28.4 Z'],
  trim: ['M192 37 L100 37.6 L26 36 L26 37.4 L100 39.2 L192 38.6 Z'],
  fin: 'M26 33 C20 21 21 12.5 28 12 C34 11.8 38 20 46 31.5 Z',
  stabilizer: 'M6 36.5 L46 35.5 L46 38.5 L8 39.5 Z',
  struts: ['M152 28.6 L158 13.4', 'M138 28.5 L144 13.5', 'M160 13.2 L154 43.9', 'M126 13.5 L120 44.1'],
  wires: ['M160 13.2 L120 44.1', 'M126 13.5 L154 43.9'],
  wheels: [[156, 63, 8]],
  legs: ['M150 45 L156 62', 'M166 44.5 L156 62', 'M22 39.5 L15 47'],
  hub: [196.5, 36.5],
  blade: 20,
  spinner: 'M193.5 32.5 C199 33 199 40 193.5 40.5 Z',
  mainContact: [156, 71],
  tailContact: [15, 47.5],
  // The pilot's leather helmet in the rear cockpit.
  details:
    '<circle cx="104" cy="24.6" r="3.4" fill="#4a3220"/><path d="M101 24 L107.4 23.4" stroke="#c9b48a" stroke-width="1.2"/>',
};

const AIRFRAMES: Record<AirframeType, Airframe> = {
  'high-wing': HIGH_WING,
  'low-wing': LOW_WING,
  radial: RADIAL,
  biplane: BIPLANE,
};

const paths = (list: readonly string[], attributes: string): string =>
  list.map((d) => `<path d="${d}" ${attributes}/>`).join('');

/** One aircraft in its 200 x 80 box, facing right, wheels down on the ground or up in flight. */
function aircraftBody(look: AircraftLook, pose: 'flight' | 'ground', lighting: Lighting): string {
  const frame = AIRFRAMES[look.type];
  const lit = (colour: string) => mix(colour, lighting.shade, lighting.amount);
  const body = lit(look.body);
  const trim = lit(look.trim);
  const wing = lit(look.wing ?? look.body);
  const cowl = lit(look.cowl ?? look.body);
  const dark = mix(body, '#111418', 0.72);
  const floats = look.floats && look.type === 'high-wing';
  const tipTanks = look.tipTanks && look.type === 'low-wing';
  // Retractable gear (the low-wing trainer) is up in flight; fixed gear and floats always show.
  const gearShown = pose === 'ground' || look.type !== 'low-wing';
  const [hubX, hubY] = frame.hub;
  const propeller =
    pose === 'flight'
      ? `<ellipse cx="${hubX + 0.8}" cy="${hubY}" rx="2.4" ry="${frame.blade}" fill="#e8edf2" fill-opacity="0.16"/>` +
        `<ellipse cx="${hubX + 0.8}" cy="${hubY}" rx="1.2" ry="${frame.blade}" fill="none" stroke="#1d2126" stroke-opacity="0.35" stroke-width="0.6"/>`
      : `<path d="M${hubX - 0.6} ${hubY - 1} L${hubX + 0.9} ${hubY - frame.blade} L${hubX + 2.8} ${hubY - frame.blade + 0.6} L${hubX + 1.4} ${hubY + 0.5} L${hubX + 2.8} ${hubY + frame.blade - 0.6} L${hubX + 0.9} ${hubY + frame.blade} L${hubX - 0.6} ${hubY + 1} Z" fill="${look.type === 'biplane' ? lit('#6b4a2b') : '#1d2126'}"/>`;
  const undercarriage = floats
    ? paths(FLOATS.struts, `stroke="${dark}" stroke-width="1.6"`) +
      `<path d="${FLOATS.floats}" fill="${lit('#d9dcdf')}"/><path d="${FLOATS.floats}" fill="url(#volume)"/>`
    : gearShown
      ? paths(frame.legs, `stroke="${dark}" stroke-width="1.8" stroke-linecap="round"`) +
        frame.wheels
          .map(
            ([x, y, r]) =>
              `<circle cx="${x}" cy="${y}" r="${r}" fill="#1b1d20"/><circle cx="${x}" cy="${y}" r="${n(r * 0.38)}" fill="${lit('#b9bec4')}"/>`,
          )
          .join('')
      : '';
  const wingShapes = paths(frame.wings, `fill="${wing}"`) + paths(frame.wings, 'fill="url(#volume)"');
  return (
    undercarriage +
    `<path d="${frame.stabilizer}" fill="${wing}"/>` +
    `<path d="${frame.fin}" fill="${body}"/><path d="${frame.fin}" fill="url(#volume)"/>` +
    `<path d="${frame.fuselage}" fill="${body}"/>` +
    `<path d="${frame.cowl}" fill="${cowl}"/>` +
    paths(frame.trim, `fill="${trim}"`) +
    `<path d="${frame.fuselage}" fill="url(#volume)"/>` +
    paths(frame.glass, 'fill="url(#glass)"') +
    frame.details +
    // Struts and wires stand on the near side of the fuselage, the wings over the wing roots.
    paths(frame.wires, 'stroke="#c4c9cf" stroke-opacity="0.7" stroke-width="0.5"') +
    paths(frame.struts, `stroke="${dark}" stroke-width="1.6" stroke-linecap="round"`) +
    wingShapes +
    (tipTanks ? `<ellipse cx="148" cy="47.2" rx="19" ry="3.8" fill="${trim}"/>` : '') +
    `<path d="${frame.spinner}" fill="${look.type === 'biplane' ? lit('#c9ccd0') : trim}"/>` +
    propeller
  );
}

/** Where and how big: `x`, `y` is the main wheels' contact on the ground, or the aircraft's middle in flight. */
export interface Placement {
  look: AircraftLook;
  pose: 'flight' | 'ground';
  lighting: Lighting;
  x: number;
  y: number;
  /** Length of the aircraft in pixels. */
  length: number;
  facing: 'left' | 'right';
  /** Degrees, nose up positive (flight only). */
  pitch?: number;
}

/** The aircraft as an SVG group placed in the picture. */
export function placeAircraft(placement: Placement): string {
  const { look, pose, lighting, x, y, length, facing } = placement;
  const frame = AIRFRAMES[look.type];
  const scale = length / 200;
  const size = Math.round(scale * 1000) / 1000;
  const flip = facing === 'left' ? -size : size;
  let transform: string;
  if (pose === 'ground') {
    const [cx, cy] = look.floats ? FLOATS.contact : frame.mainContact;
    // A tail-dragger sits nose up, on its main wheels and its tail wheel.
    const tail = look.floats ? undefined : frame.tailContact;
    const tilt = tail ? (-Math.atan2(cy - tail[1], cx - tail[0]) * 180) / Math.PI : 0;
    transform = `translate(${n(x)} ${n(y)}) scale(${flip} ${size}) rotate(${n(tilt)}) translate(${-cx} ${-cy})`;
  } else {
    transform = `translate(${n(x)} ${n(y)}) scale(${flip} ${size}) rotate(${n(-(placement.pitch ?? 0))}) translate(-110 -38)`;
  }
  return `<g transform="${transform}">${aircraftBody(look, pose, lighting)}</g>`;
}
