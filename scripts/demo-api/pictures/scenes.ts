// The compositions of the demo pictures: what a photographer of an aviation association brings
// home (air-to-air shots, aircraft parked on the grass, a fly-in crowd, a line-up, the hangar seen
// from inside, a seaplane on the river, a landing, members' portraits). Each returns two layers:
// a background that sharp blurs (depth of field), and a sharp foreground with the subject. No text
// is ever drawn: captions belong to the page, not to the picture.

import { AIRCRAFT_LOOKS } from '../catalog/aircraftLooks.ts';
import { placeAircraft, SUBJECT_DEFS, type AircraftLook, type Lighting } from './aircraft.ts';
import { portraitFigure, standingFigure, type PersonLook } from './people.ts';
import {
  airfield,
  bunting,
  farmland,
  finish,
  hangar,
  LIGHT,
  sky,
  tent,
  TIMES_OF_DAY,
  windsock,
  type TimeOfDay,
} from './scenery.ts';
import { mix, n, Rng } from './svg.ts';

/** The compositions the generator knows. */
export type SceneName =
  'flight' | 'formation' | 'parked' | 'fly-in' | 'line-up' | 'hangar' | 'water' | 'landing' | 'portrait';

/** How far the camera stands from the subject. */
export type Shot = 'distant' | 'wide' | 'medium' | 'close';

/** What a picture shows: the art direction chosen for each file in assets.ts; the seed fills in the rest. */
export interface PictureBrief {
  scene: SceneName;
  shot?: Shot;
  time?: TimeOfDay;
  aircraft?: AircraftLook;
  person?: PersonLook;
  /** Where the subject's middle sits across the picture, 0 (left) to 1 (right). */
  subjectX?: number;
}

/** A picture in two layers: `background` is blurred by `blur` pixels (Gaussian sigma), then `foreground` (when not empty) goes on top. */
export interface PictureLayers {
  background: string;
  foreground: string;
  blur: number;
}

/**
 * Depth of field: everything in focus (one layer), or the background thrown out of focus behind
 * a close-up, or further behind a portrait.
 */
type Depth = 'deep' | 'shallow' | 'portrait';

/** Background blur for each depth of field, as a share of the picture's width. */
const BLUR: Record<Depth, number> = { deep: 0, shallow: 0.006, portrait: 0.012 };

interface Composition {
  background: string;
  foreground: string;
  depth: Depth;
}

interface Frame {
  w: number;
  h: number;
  rng: Rng;
  time: TimeOfDay;
  look: AircraftLook;
  facing: 'left' | 'right';
  brief: PictureBrief;
}

const svg = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${SUBJECT_DEFS}</defs>${body}</svg>`;

const darker = (lighting: Lighting, extra: number): Lighting => ({
  shade: lighting.shade,
  amount: Math.min(0.85, lighting.amount + extra),
});

/** A soft shadow under a parked aircraft whose main wheels touch the ground at x, y. */
function groundShadow(x: number, y: number, length: number, facing: 'left' | 'right'): string {
  const middle = x - (facing === 'right' ? 1 : -1) * length * 0.22;
  return `<ellipse cx="${n(middle)}" cy="${n(y)}" rx="${n(length * 0.46)}" ry="${n(length * 0.028)}" fill="#000" fill-opacity="0.28"/>`;
}

/** Where the main wheels go so that the aircraft's middle is at `middle`. */
const wheelsFor = (middle: number, length: number, facing: 'left' | 'right'): number =>
  middle + (facing === 'right' ? 1 : -1) * length * 0.22;

function flight(f: Frame): Composition {
  const { w, h, rng, time, look, facing, brief } = f;
  const shot = brief.shot ?? 'medium';
  const horizon = h * (shot === 'close' ? rng.range(0.78, 1.15) : rng.range(0.64, 0.84));
  const background =
    sky(w, h, horizon, time, rng) +
    (horizon < h ? farmland(w, h, horizon, time, rng, { alps: rng.chance(0.4), river: rng.chance(0.3) }) : '');
  const length =
    w *
    {
      distant: rng.range(0.09, 0.13),
      wide: rng.range(0.22, 0.3),
      medium: rng.range(0.5, 0.6),
      close: rng.range(1.3, 1.5),
    }[shot];
  const sign = facing === 'right' ? 1 : -1;
  const middle = shot === 'close' ? w * 0.5 - sign * length * 0.24 : w * (brief.subjectX ?? rng.range(0.38, 0.62));
  const y = h * (shot === 'distant' || shot === 'wide' ? rng.range(0.28, 0.48) : rng.range(0.42, 0.52));
  const foreground = placeAircraft({
    look,
    pose: 'flight',
    lighting: LIGHT[time].subject,
    x: middle,
    y,
    length,
    facing,
    pitch: rng.range(-4, 4),
  });
  return { background, foreground, depth: shot === 'close' ? 'shallow' : 'deep' };
}

function formation(f: Frame): Composition {
  const { w, h, rng, time, look, facing, brief } = f;
  const horizon = h * rng.range(0.72, 0.86);
  const background = sky(w, h, horizon, time, rng) + farmland(w, h, horizon, time, rng, { alps: rng.chance(0.5) });
  const sign = facing === 'right' ? 1 : -1;
  const lead = { x: w * (brief.subjectX ?? 0.58), y: h * 0.4, length: w * 0.3 };
  const wingmen = [
    { x: lead.x - sign * w * 0.24, y: lead.y + h * 0.15, length: lead.length * 0.86 },
    { x: lead.x - sign * w * 0.42, y: lead.y - h * 0.1, length: lead.length * 0.7 },
  ].slice(0, rng.int(1, 2));
  const foreground = [...wingmen.reverse(), lead]
    .map(({ x, y, length }) =>
      placeAircraft({
        look,
        pose: 'flight',
        lighting: LIGHT[time].subject,
        x,
        y,
        length,
        facing,
        pitch: rng.range(-1.5, 1.5),
      }),
    )
    .join('');
  return { background, foreground, depth: 'deep' };
}

function parked(f: Frame): Composition {
  const { w, h, rng, time, look, facing, brief } = f;
  const shot = brief.shot ?? 'medium';
  const horizon = h * rng.range(0.5, 0.6);
  const sign = facing === 'right' ? 1 : -1;
  let background = sky(w, h, horizon, time, rng) + airfield(w, h, horizon, time, rng);
  const hangarLeft = facing === 'right' ? rng.range(-0.1, 0.15) : rng.range(0.55, 0.8);
  if (rng.chance(0.7)) background += hangar(w * hangarLeft, horizon + h * 0.02, w * 0.38, time);
  if (rng.chance(0.5)) background += windsock(w * (1 - hangarLeft - 0.2), horizon + h * 0.01, h * 0.16, rng);
  const ground = h * rng.range(0.8, 0.87);
  const length = w * { distant: 0.22, wide: 0.38, medium: h >= w ? 0.82 : 0.62, close: 1.5 }[shot];
  const x =
    shot === 'close'
      ? w * 0.86 - sign * length * 0.28
      : wheelsFor(w * (brief.subjectX ?? rng.range(0.44, 0.56)), length, facing);
  // Visitors beside the aircraft in the wider shots: a person is about a quarter of its length.
  let people = '';
  if (shot === 'wide' || (shot === 'medium' && rng.chance(0.35))) {
    for (let i = rng.int(1, 2); i > 0; i--) {
      const side = x + sign * length * rng.range(0.1, 0.3);
      people += standingFigure(side, ground + h * rng.range(0.01, 0.04), length * 0.26, rng, LIGHT[time].subject);
    }
  }
  const foreground =
    groundShadow(x, ground, length, facing) +
    placeAircraft({ look, pose: 'ground', lighting: LIGHT[time].subject, x, y: ground, length, facing }) +
    people;
  return { background, foreground, depth: shot === 'close' ? 'shallow' : 'deep' };
}

function flyIn(f: Frame): Composition {
  const { w, h, rng, time } = f;
  const horizon = h * rng.range(0.46, 0.54);
  const lighting = LIGHT[time].subject;
  let background = sky(w, h, horizon, time, rng) + airfield(w, h, horizon, time, rng);
  const tentSize = w * 0.07;
  let tentX = w * rng.range(0, 0.2);
  const tents: number[] = [];
  while (tentX < w * 0.95) {
    background += tent(
      tentX,
      horizon + h * 0.03,
      tentSize,
      mix(rng.pick(['#f4f1ea', '#f4f1ea', '#c8283c', '#2f5a8a']), lighting.shade, lighting.amount),
    );
    tents.push(tentX);
    tentX += tentSize * rng.range(1.3, 2.4);
  }
  const [first = 0] = tents;
  const last = tents[tents.length - 1] ?? w;
  background += bunting(
    first,
    horizon - tentSize * 0.4,
    last + tentSize,
    horizon - tentSize * 0.4,
    tentSize * 0.18,
    lighting,
  );
  let foreground = '';
  // Two rows of visiting aircraft, the far one smaller, with visitors walking between them.
  const rows = [
    { ground: horizon + (h - horizon) * 0.22, length: w * 0.13, count: 6 },
    { ground: horizon + (h - horizon) * 0.72, length: w * 0.3, count: 3 },
  ];
  for (const row of rows) {
    const facing = rng.chance(0.5) ? 'left' : 'right';
    const spacing = w / row.count;
    for (let i = 0; i < row.count; i++) {
      const middle = spacing * (i + 0.5) + rng.range(-0.12, 0.12) * spacing;
      const x = wheelsFor(middle, row.length, facing);
      foreground +=
        groundShadow(x, row.ground, row.length, facing) +
        placeAircraft({
          look: rng.pick(AIRCRAFT_LOOKS),
          pose: 'ground',
          lighting,
          x,
          y: row.ground,
          length: row.length,
          facing,
        });
    }
    for (let i = rng.int(3, 6); i > 0; i--) {
      foreground += standingFigure(
        w * rng.range(0.03, 0.97),
        row.ground + h * rng.range(0.02, 0.08),
        row.length * 0.27,
        rng,
        lighting,
      );
    }
  }
  return { background, foreground, depth: 'deep' };
}

function lineUp(f: Frame): Composition {
  const { w, h, rng, time, facing } = f;
  const horizon = h * rng.range(0.48, 0.56);
  let background = sky(w, h, horizon, time, rng) + airfield(w, h, horizon, time, rng);
  if (rng.chance(0.6)) background += hangar(w * rng.range(0, 0.6), horizon + h * 0.015, w * 0.3, time);
  const vanish = w * rng.range(0.15, 0.35);
  const near = { x: w * 0.72, ground: h * 0.9, length: w * 0.46 };
  let foreground = '';
  for (let k = 4; k >= 0; k--) {
    const t = 0.64 ** k;
    const length = near.length * t;
    const ground = horizon + (near.ground - horizon) * t;
    const x = wheelsFor(vanish + (near.x - vanish) * t, length, facing);
    foreground +=
      groundShadow(x, ground, length, facing) +
      placeAircraft({
        look: k === 0 ? f.look : rng.pick(AIRCRAFT_LOOKS),
        pose: 'ground',
        lighting: LIGHT[time].subject,
        x,
        y: ground,
        length,
        facing,
      });
  }
  return { background, foreground, depth: 'deep' };
}

function hangarInside(f: Frame): Composition {
  const { w, h, rng, time, look, facing } = f;
  const door = { left: w * 0.14, right: w * 0.86, top: h * 0.24, floor: h * 0.72 };
  const background = sky(w, h, door.floor, time, rng) + airfield(w, h, door.floor, time, rng);
  const wall = mix('#33393f', LIGHT[time].subject.shade, 0.3);
  let inside =
    `<defs><linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(wall, '#8a8f94', 0.45)}"/><stop offset="1" stop-color="${mix(wall, '#000000', 0.2)}"/></linearGradient>` +
    `<radialGradient id="lamp"><stop offset="0" stop-color="#fff3d0" stop-opacity="0.9"/><stop offset="1" stop-color="#fff3d0" stop-opacity="0"/></radialGradient></defs>` +
    `<path fill-rule="evenodd" fill="${wall}" d="M0 0 H${w} V${h} H0 Z M${n(door.left)} ${n(door.top)} V${n(door.floor)} H${n(door.right)} V${n(door.top)} Z"/>`;
  // Corrugated walls either side of the door and above it.
  for (let x = 0; x < w; x += w * 0.018) {
    const inDoor = x > door.left && x < door.right;
    inside += `<path d="M${n(x)} 0 L${n(x)} ${n(inDoor ? door.top : door.floor)}" stroke="#000" stroke-opacity="0.18" stroke-width="${n(w * 0.004)}"/>`;
  }
  // Roof trusses across the top, and the door's runners.
  const chordTop = h * 0.05;
  const chordBottom = h * 0.17;
  let truss = `M0 ${n(chordTop)} H${w} M0 ${n(chordBottom)} H${w}`;
  for (let x = 0, up = true; x < w; x += w * 0.05, up = !up) {
    truss += ` M${n(x)} ${n(up ? chordBottom : chordTop)} L${n(x + w * 0.05)} ${n(up ? chordTop : chordBottom)}`;
  }
  inside += `<path d="${truss}" stroke="${mix(wall, '#c0c4c8', 0.35)}" stroke-width="${n(w * 0.005)}" fill="none"/>`;
  inside += `<rect x="${n(door.left - w * 0.012)}" y="${n(door.top - h * 0.02)}" width="${n(door.right - door.left + w * 0.024)}" height="${n(h * 0.02)}" fill="${mix(wall, '#000000', 0.35)}"/>`;
  for (const x of [0.3, 0.5, 0.7]) {
    inside +=
      `<path d="M${n(w * x)} ${n(chordBottom)} L${n(w * x)} ${n(h * 0.22)}" stroke="#111" stroke-width="${n(w * 0.002)}"/>` +
      `<circle cx="${n(w * x)}" cy="${n(h * 0.235)}" r="${n(w * 0.05)}" fill="url(#lamp)"/>` +
      `<path d="M${n(w * (x - 0.015))} ${n(h * 0.232)} Q${n(w * x)} ${n(h * 0.2)} ${n(w * (x + 0.015))} ${n(h * 0.232)} Z" fill="#2a3036"/>`;
  }
  // The floor, with the daylight from the door reflected on it.
  inside +=
    `<rect x="0" y="${n(door.floor)}" width="${w}" height="${n(h - door.floor)}" fill="url(#floor)"/>` +
    `<path d="M${n(door.left)} ${n(door.floor)} L${n(door.right)} ${n(door.floor)} L${n(door.right + w * 0.12)} ${n(h)} L${n(door.left - w * 0.12)} ${n(h)} Z" fill="${LIGHT[time].haze}" fill-opacity="0.16"/>` +
    `<rect x="${n(w * 0.02)}" y="${n(door.floor + (h - door.floor) * 0.05)}" width="${n(w * 0.08)}" height="${n(h * 0.14)}" rx="${n(w * 0.004)}" fill="${mix('#a3282a', wall, 0.3)}"/>` +
    `<path d="M${n(w * 0.02)} ${n(door.floor + h * 0.06)} H${n(w * 0.1)} M${n(w * 0.02)} ${n(door.floor + h * 0.1)} H${n(w * 0.1)}" stroke="#000" stroke-opacity="0.35" stroke-width="${n(h * 0.004)}"/>`;
  const ground = h * 0.92;
  const length = w * rng.range(0.56, 0.66);
  const x = wheelsFor(w * 0.5, length, facing);
  const foreground =
    inside +
    groundShadow(x, ground, length, facing) +
    placeAircraft({ look, pose: 'ground', lighting: darker(LIGHT[time].subject, 0.2), x, y: ground, length, facing });
  return { background, foreground, depth: 'deep' };
}

function water(f: Frame): Composition {
  const { w, h, rng, time, look, facing } = f;
  const light = LIGHT[time];
  const horizon = h * rng.range(0.48, 0.56);
  const near = light.sky[1] ?? '#5588bb';
  const far = light.sky[light.sky.length - 1] ?? '#ccddee';
  let ripples = '';
  for (let i = 0; i < 60; i++) {
    const y = horizon + (h - horizon) * rng.range(0.05, 1) ** 1.6;
    const length = w * rng.range(0.02, 0.08) * ((y - horizon) / (h - horizon) + 0.2);
    const x = rng.range(0, w);
    ripples += `<path d="M${n(x)} ${n(y)} h${n(length)}" stroke="${rng.chance(0.5) ? far : mix(near, '#000000', 0.3)}" stroke-opacity="0.45" stroke-width="${n(h * 0.002 + ((y - horizon) / h) * h * 0.004)}"/>`;
  }
  const background =
    sky(w, h, horizon, time, rng) +
    farmland(w, horizon + h * 0.035, horizon, time, rng) +
    `<defs><linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(far, near, 0.25)}"/><stop offset="1" stop-color="${mix(near, '#0b1a24', 0.35)}"/></linearGradient></defs>` +
    `<rect x="0" y="${n(horizon + h * 0.03)}" width="${w}" height="${n(h)}" fill="url(#water)"/>` +
    ripples;
  const afloat: AircraftLook = { ...look, type: 'high-wing', floats: true };
  const length = w * rng.range(0.52, 0.62);
  const waterline = h * rng.range(0.78, 0.84);
  const x = wheelsFor(w * (f.brief.subjectX ?? 0.5), length, facing);
  const seaplane = (lighting: Lighting) =>
    placeAircraft({ look: afloat, pose: 'ground', lighting, x, y: waterline, length, facing });
  const foreground =
    `<g transform="translate(0 ${n(waterline * 2)}) scale(1 -1)" opacity="0.32">${seaplane(darker(light.subject, 0.25))}</g>` +
    seaplane(light.subject) +
    `<ellipse cx="${n(x)}" cy="${n(waterline)}" rx="${n(length * 0.42)}" ry="${n(h * 0.006)}" fill="#ffffff" fill-opacity="0.35"/>`;
  return { background, foreground, depth: 'deep' };
}

function landing(f: Frame): Composition {
  const { w, h, rng, time, look, facing } = f;
  const horizon = h * rng.range(0.52, 0.6);
  const vanish = w * rng.range(0.4, 0.6);
  const strip = mix(LIGHT[time].grass[0], '#d8dcc0', 0.22);
  let markers = '';
  for (let i = 1; i < 12; i++) {
    const t = (i / 12) ** 2;
    const y = horizon + (h - horizon) * t;
    for (const side of [-1, 1]) {
      const x = vanish + side * (w * 0.006 + w * 0.48 * t);
      markers += `<rect x="${n(x - w * 0.012 * t)}" y="${n(y)}" width="${n(w * 0.024 * t + 1)}" height="${n(h * 0.012 * t + 1)}" fill="#f4f1ea"/>`;
    }
  }
  const background =
    sky(w, h, horizon, time, rng) +
    airfield(w, h, horizon, time, rng) +
    `<path d="M${n(vanish - w * 0.006)} ${n(horizon)} L${n(vanish + w * 0.006)} ${n(horizon)} L${n(vanish + w * 0.48)} ${n(h)} L${n(vanish - w * 0.48)} ${n(h)} Z" fill="${strip}"/>` +
    markers +
    windsock(w * (facing === 'right' ? 0.85 : 0.1), horizon + h * 0.02, h * 0.12, rng);
  const length = w * rng.range(0.2, 0.28);
  const foreground = placeAircraft({
    look,
    pose: 'flight',
    lighting: LIGHT[time].subject,
    x: vanish + (facing === 'right' ? -1 : 1) * w * 0.06,
    y: horizon - h * rng.range(0.06, 0.14),
    length,
    facing,
    pitch: rng.range(4, 8),
  });
  return { background, foreground, depth: 'deep' };
}

function portrait(f: Frame): Composition {
  const { w, h, rng, time, brief } = f;
  const person = brief.person;
  if (!person) throw new Error('A portrait needs a person');
  // The background is a whole scene of its own, thrown well out of focus.
  const behind = rng.chance(0.5)
    ? hangarInside(f)
    : parked({ ...f, brief: { scene: 'parked', shot: 'medium', subjectX: 0.65 } });
  const scale = (h * 0.94) / 500;
  const middle = w * (brief.subjectX ?? (w > h ? 0.3 : 0.5));
  const figure = `<g transform="translate(${n(middle - 200 * scale)} ${n(h - 500 * scale)}) scale(${Math.round(scale * 1000) / 1000})">${portraitFigure(person, LIGHT[time].subject)}</g>`;
  return {
    background: behind.background + behind.foreground,
    foreground: figure,
    depth: 'portrait',
  };
}

const SCENES: Record<SceneName, (frame: Frame) => Composition> = {
  flight,
  formation,
  parked,
  'fly-in': flyIn,
  'line-up': lineUp,
  hangar: hangarInside,
  water,
  landing,
  portrait,
};

/** The two layers of one picture, `w` x `h` pixels: the same brief and seed always give the same SVG. */
export function pictureLayers(brief: PictureBrief, seed: number, w: number, h: number): PictureLayers {
  const rng = new Rng(seed);
  const frame: Frame = {
    w,
    h,
    rng,
    // Overcast only when asked for: a demo should mostly show flying weather.
    time: brief.time ?? rng.pick(TIMES_OF_DAY.filter((time) => time !== 'overcast')),
    look: brief.aircraft ?? rng.pick(AIRCRAFT_LOOKS),
    facing: rng.chance(0.5) ? 'left' : 'right',
    brief,
  };
  const layers = SCENES[brief.scene](frame);
  const blur = Math.round(BLUR[layers.depth] * w * 10) / 10;
  const touches = finish(w, h, frame.time);
  // Two layers cost sharp twice the work: one layer unless the background is out of focus. With
  // two, the hour's tint and the vignette go into the background, which keeps the foreground quick.
  if (blur === 0)
    return { background: svg(w, h, layers.background + layers.foreground + touches), foreground: '', blur: 0 };
  return { background: svg(w, h, layers.background + touches), foreground: svg(w, h, layers.foreground), blur };
}
