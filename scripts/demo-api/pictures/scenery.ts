// Scenery for the demo pictures: the light of six times of day, skies with sun and clouds, the
// flat farmland of the Po valley (fields, poplar rows, the far Alps), and the things of a grass
// airfield (hangar, windsock, tents, bunting). Every function returns SVG markup for a picture of
// `w` x `h` pixels and draws its randomness from the scene's seeded Rng.

import type { Lighting } from './aircraft.ts';
import { mix, n, type Rng } from './svg.ts';

/** The light a picture is taken in. */
export type TimeOfDay = 'dawn' | 'morning' | 'noon' | 'afternoon' | 'dusk' | 'overcast';

/** Every time of day, in the order a seed picks from. */
export const TIMES_OF_DAY: readonly TimeOfDay[] = ['dawn', 'morning', 'noon', 'afternoon', 'dusk', 'overcast'];

interface Light {
  /** Sky from the top of the picture to the horizon. */
  sky: readonly string[];
  /** Sun height above the horizon, as a share of the sky; null: hidden by cloud. */
  sun: number | null;
  sunColour: string;
  cloud: string;
  cloudShade: string;
  /** Grass and fields, near to far. */
  grass: readonly [string, string];
  fields: readonly string[];
  haze: string;
  /** How subjects are lit. */
  subject: Lighting;
  /** A colour laid over the whole picture, and how strongly. */
  tint: readonly [string, number];
}

export const LIGHT: Record<TimeOfDay, Light> = {
  dawn: {
    sky: ['#2e3f6e', '#6f6f9e', '#d99a8c', '#f7c79a'],
    sun: 0.06,
    sunColour: '#ffe0a8',
    cloud: '#f4c4b0',
    cloudShade: '#7a6a8c',
    grass: ['#4d5e3a', '#34442a'],
    fields: ['#5a6a40', '#6d7448', '#4a5a3a', '#7a7050'],
    haze: '#e8b89a',
    subject: { shade: '#3a2c48', amount: 0.22 },
    tint: ['#ff9a70', 0.08],
  },
  morning: {
    sky: ['#3c74bd', '#74a5da', '#bcd6ec', '#e9efe9'],
    sun: 0.45,
    sunColour: '#fff6dc',
    cloud: '#ffffff',
    cloudShade: '#a9b8c9',
    grass: ['#6b8a3e', '#45632a'],
    fields: ['#7d9a48', '#9aa65a', '#6a8a40', '#b0a866'],
    haze: '#dfe8ea',
    subject: { shade: '#203040', amount: 0.04 },
    tint: ['#fff0c8', 0.04],
  },
  noon: {
    sky: ['#1c5aab', '#3f86d0', '#8fbde6', '#d6e8f4'],
    sun: 0.9,
    sunColour: '#fffbea',
    cloud: '#ffffff',
    cloudShade: '#b4c3d4',
    grass: ['#6f9440', '#4a6c2a'],
    fields: ['#86a64a', '#a8b060', '#6f9a42', '#c2b46a'],
    haze: '#d9e6ee',
    subject: { shade: '#1c2a38', amount: 0 },
    tint: ['#ffffff', 0],
  },
  afternoon: {
    sky: ['#35639f', '#7aa0c4', '#d6cfb2', '#f4d8a0'],
    sun: 0.3,
    sunColour: '#fff0c0',
    cloud: '#fff1d8',
    cloudShade: '#a79a96',
    grass: ['#7f8a3a', '#55602a'],
    fields: ['#93963e', '#b49a52', '#7c8a3c', '#c4a45a'],
    haze: '#ecd6a6',
    subject: { shade: '#5a3a1a', amount: 0.08 },
    tint: ['#ffb84a', 0.07],
  },
  dusk: {
    sky: ['#1a1d48', '#4a3468', '#b0506a', '#f08a50'],
    sun: 0.02,
    sunColour: '#ffb36a',
    cloud: '#e0786a',
    cloudShade: '#3e2a52',
    grass: ['#2e3326', '#1b2018'],
    fields: ['#343a2a', '#3c3a2c', '#2a3224', '#443c2e'],
    haze: '#c86a6a',
    subject: { shade: '#1a1426', amount: 0.5 },
    tint: ['#ff6a3a', 0.1],
  },
  overcast: {
    sky: ['#5f6b7a', '#848f9c', '#a9b2bc', '#c9cfd5'],
    sun: null,
    sunColour: '#f0f2f4',
    cloud: '#c4cbd2',
    cloudShade: '#707b88',
    grass: ['#58703e', '#3c5030'],
    fields: ['#62784a', '#7a8456', '#566c44', '#8a8a60'],
    haze: '#b8c0c8',
    subject: { shade: '#3a4450', amount: 0.16 },
    tint: ['#8aa0b8', 0.06],
  },
};

/** The sky gradient, the sun's glow and the clouds above a horizon at `horizon` pixels. */
export function sky(
  w: number,
  h: number,
  horizon: number,
  time: TimeOfDay,
  rng: Rng,
  sunX = rng.range(0.15, 0.85),
): string {
  const light = LIGHT[time];
  const stops = light.sky
    .map((colour, index) => `<stop offset="${n(index / (light.sky.length - 1))}" stop-color="${colour}"/>`)
    .join('');
  let out =
    `<defs><linearGradient id="sky" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${n(Math.max(horizon, h * 0.3))}">${stops}</linearGradient>` +
    `<radialGradient id="sun"><stop offset="0" stop-color="${light.sunColour}"/><stop offset="0.12" stop-color="${light.sunColour}" stop-opacity="0.85"/>` +
    `<stop offset="0.4" stop-color="${light.sunColour}" stop-opacity="0.25"/><stop offset="1" stop-color="${light.sunColour}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  if (light.sun !== null) {
    const cx = w * sunX;
    const cy = horizon - Math.max(horizon, h * 0.3) * light.sun;
    const glow = Math.max(w, h) * (light.sun < 0.2 ? 0.5 : 0.3);
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(glow)}" fill="url(#sun)"/>`;
    if (light.sun < 0.2) out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(h * 0.035)}" fill="${light.sunColour}"/>`;
  }
  const low = time === 'dusk' || time === 'dawn';
  const count = time === 'overcast' ? 9 : rng.int(2, 6);
  for (let i = 0; i < count; i++) {
    const cy = rng.range(0.08, 0.85) * horizon;
    const cx = rng.range(-0.05, 1.05) * w;
    // Farther clouds (nearer the horizon) are smaller and flatter.
    const depth = 0.35 + (cy / horizon) * 0.65;
    const width = w * rng.range(0.12, 0.3) * (1.3 - depth * 0.6);
    out += low || time === 'overcast' ? stratus(cx, cy, width * 1.8, light, rng) : cumulus(cx, cy, width, light, rng);
  }
  return out;
}

/** A fair-weather cumulus: a flat, shaded base and a heaped top. */
function cumulus(cx: number, base: number, width: number, light: Light, rng: Rng): string {
  const puffs = rng.int(5, 8);
  let top = '';
  for (let i = 0; i < puffs; i++) {
    const along = i / (puffs - 1) - 0.5;
    const r = width * rng.range(0.11, 0.2) * (1 - Math.abs(along) * 0.9);
    top += `<circle cx="${n(cx + along * width * 0.8)}" cy="${n(base - r * rng.range(0.3, 0.9))}" r="${n(r)}"/>`;
  }
  return (
    `<g fill="${light.cloud}" opacity="${n(rng.range(0.75, 0.95))}">${top}` +
    `<ellipse cx="${n(cx)}" cy="${n(base)}" rx="${n(width * 0.5)}" ry="${n(width * 0.07)}"/></g>` +
    `<ellipse cx="${n(cx)}" cy="${n(base + width * 0.01)}" rx="${n(width * 0.46)}" ry="${n(width * 0.05)}" fill="${light.cloudShade}" fill-opacity="0.45"/>`
  );
}

/** A long, thin layer of cloud lit from below, as at dawn and dusk (and grey on an overcast day). */
function stratus(cx: number, cy: number, width: number, light: Light, rng: Rng): string {
  const thickness = width * rng.range(0.02, 0.04);
  let out = '';
  // Overlapping wisps, each a little offset, so the edge frays instead of drawing an outline.
  for (let i = 0; i < 4; i++) {
    out += `<ellipse cx="${n(cx + width * rng.range(-0.2, 0.2))}" cy="${n(cy + thickness * rng.range(-0.6, 0.6))}" rx="${n(width * rng.range(0.25, 0.5))}" ry="${n(thickness * rng.range(0.4, 1))}" fill="${light.cloud}" fill-opacity="0.28"/>`;
  }
  return (
    out +
    `<ellipse cx="${n(cx)}" cy="${n(cy + thickness * 0.7)}" rx="${n(width * 0.3)}" ry="${n(thickness * 0.3)}" fill="${light.cloudShade}" fill-opacity="0.25"/>`
  );
}

/** A wavy skyline between x = 0 and w around `y`: `points` bumps up to `amplitude` high, closed to the bottom. */
function skyline(w: number, bottom: number, y: number, amplitude: number, points: number, rng: Rng): string {
  const step = w / points;
  let d = `M0 ${n(bottom)} L0 ${n(y - rng.range(0, amplitude))}`;
  for (let i = 1; i <= points; i++) {
    d += ` Q${n(step * (i - 0.5))} ${n(y - rng.range(0, amplitude) * 1.3)} ${n(step * i)} ${n(y - rng.range(0, amplitude))}`;
  }
  return `${d} L${n(w)} ${n(bottom)} Z`;
}

/** Far Alps, a tree line and fields in perspective from `horizon` down to the bottom edge. */
export function farmland(
  w: number,
  h: number,
  horizon: number,
  time: TimeOfDay,
  rng: Rng,
  options: { alps?: boolean; river?: boolean } = {},
): string {
  const light = LIGHT[time];
  const distant = mix(light.fields[0] ?? '#556644', light.haze, 0.55);
  let out = '';
  if (options.alps) {
    // A ridge as a random walk: irregular peaks, steeper than the tree line.
    let height = rng.range(0.03, 0.08);
    let d = `M0 ${n(horizon)}`;
    for (let x = 0; x <= w; x += w / 48) {
      height = Math.min(0.13, Math.max(0.015, height + rng.range(-0.018, 0.018)));
      d += ` L${n(x)} ${n(horizon - h * height)}`;
    }
    out += `<path d="${d} L${w} ${n(horizon)} Z" fill="${mix(light.sky[light.sky.length - 2] ?? '#8899aa', light.cloudShade, 0.35)}" fill-opacity="0.55"/>`;
  }
  out += `<path d="${skyline(w, horizon + 2, horizon, h * 0.012, 28, rng)}" fill="${mix(distant, light.cloudShade, 0.3)}"/>`;
  // Fields: bands that widen towards the viewer, each in one of the season's colours.
  const bands = 9;
  for (let i = 0; i < bands; i++) {
    const top = horizon + (h - horizon) * (i / bands) ** 1.8;
    const colour = mix(rng.pick(light.fields), light.haze, 0.45 * (1 - i / bands));
    out += `<rect x="0" y="${n(top)}" width="${w}" height="${n(h - top + 1)}" fill="${colour}"/>`;
    // A poplar row along some fields' far edge; none so far away that the trees shrink to specks.
    if (i >= 2 && i < 6 && rng.chance(0.5)) {
      out += poplars(
        w,
        top,
        Math.max(h * 0.03, (h - horizon) * 0.12 * (i / bands)),
        mix(light.grass[1], light.haze, 0.4 * (1 - i / bands)),
        rng,
      );
    }
  }
  // Hedgerows converging on a vanishing point on the horizon.
  const vanish = w * rng.range(0.3, 0.7);
  for (let i = 0; i < 7; i++) {
    const foot = w * rng.range(-0.8, 1.8);
    out += `<path d="M${n(vanish)} ${n(horizon)} L${n(foot)} ${n(h)}" stroke="${light.grass[1]}" stroke-opacity="0.2" stroke-width="${n(h * 0.003)}"/>`;
  }
  if (options.river) {
    const x = w * rng.range(0.2, 0.8);
    out += `<path d="M${n(x)} ${n(horizon + 1)} C${n(x - w * 0.2)} ${n(horizon + (h - horizon) * 0.3)} ${n(x + w * 0.35)} ${n(horizon + (h - horizon) * 0.6)} ${n(x - w * 0.1)} ${n(h)} L${n(x + w * 0.15)} ${n(h)} C${n(x + w * 0.45)} ${n(horizon + (h - horizon) * 0.6)} ${n(x - w * 0.15)} ${n(horizon + (h - horizon) * 0.3)} ${n(x + w * 0.01)} ${n(horizon + 1)} Z" fill="${mix(light.sky[light.sky.length - 1] ?? '#cccccc', light.sky[1] ?? '#6688aa', 0.4)}" fill-opacity="0.85"/>`;
  }
  out += haze(w, horizon, (h - horizon) * 0.5, light);
  return out;
}

/** A row of Lombard poplars standing on `y`, `height` pixels tall. */
function poplars(w: number, y: number, height: number, colour: string, rng: Rng): string {
  const start = w * rng.range(-0.2, 0.6);
  const length = w * rng.range(0.2, 0.7);
  let out = '';
  for (let x = start; x < start + length; x += height * rng.range(0.3, 0.5)) {
    const tall = height * rng.range(0.75, 1.1);
    out += `<ellipse cx="${n(x)}" cy="${n(y - tall / 2)}" rx="${n(tall * 0.16)}" ry="${n(tall / 2)}"/>`;
  }
  return `<g fill="${colour}">${out}</g>`;
}

/** The horizon's haze fading out below it. */
function haze(w: number, horizon: number, depth: number, light: Light): string {
  return (
    `<defs><linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light.haze}" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="${light.haze}" stop-opacity="0"/></linearGradient></defs>` +
    `<rect x="0" y="${n(horizon - depth * 0.15)}" width="${w}" height="${n(depth)}" fill="url(#haze)"/>`
  );
}

/** A mown grass airfield from the horizon down: mowing stripes in perspective and a far tree line. */
export function airfield(w: number, h: number, horizon: number, time: TimeOfDay, rng: Rng): string {
  const light = LIGHT[time];
  const trees = mix(light.grass[1], light.haze, 0.35);
  let out =
    `<path d="${skyline(w, horizon + 4, horizon, h * 0.05, 18, rng)}" fill="${trees}"/>` +
    poplars(w, horizon + 2, h * 0.12, mix(trees, '#000000', 0.1), rng) +
    `<defs><linearGradient id="grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(light.grass[0], light.haze, 0.3)}"/>` +
    `<stop offset="1" stop-color="${light.grass[1]}"/></linearGradient></defs>` +
    `<rect x="0" y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#grass)"/>`;
  // Mowing stripes: alternate light and dark bands converging on the far end of the field.
  const vanish = w * rng.range(0.35, 0.65);
  for (let i = -6; i < 8; i += 2) {
    const a = w * (0.5 + i * 0.22);
    const b = w * (0.5 + (i + 1) * 0.22);
    out += `<path d="M${n(vanish)} ${n(horizon)} L${n(a)} ${n(h)} L${n(b)} ${n(h)} Z" fill="#ffffff" fill-opacity="0.045"/>`;
  }
  return out + haze(w, horizon, (h - horizon) * 0.35, light);
}

/** A round-roofed hangar standing on `ground`, `width` pixels wide, its doors open. */
export function hangar(x: number, ground: number, width: number, time: TimeOfDay): string {
  const light = LIGHT[time];
  const height = width * 0.42;
  const wall = mix('#8c9488', light.subject.shade, light.subject.amount + 0.15);
  const roof = mix(wall, '#2a2f33', 0.25);
  let ribs = '';
  for (let i = 1; i < 12; i++) {
    ribs += `<path d="M${n(x + (width * i) / 12)} ${n(ground - height * 0.62)} L${n(x + (width * i) / 12)} ${n(ground)}" stroke="#000" stroke-opacity="0.12" stroke-width="${n(width * 0.006)}"/>`;
  }
  return (
    `<path d="M${n(x)} ${n(ground - height * 0.6)} Q${n(x + width / 2)} ${n(ground - height * 1.25)} ${n(x + width)} ${n(ground - height * 0.6)} Z" fill="${roof}"/>` +
    `<rect x="${n(x)}" y="${n(ground - height * 0.62)}" width="${n(width)}" height="${n(height * 0.62)}" fill="${wall}"/>` +
    ribs +
    `<rect x="${n(x + width * 0.14)}" y="${n(ground - height * 0.5)}" width="${n(width * 0.72)}" height="${n(height * 0.5)}" fill="#14171a"/>` +
    `<rect x="${n(x + width * 0.14)}" y="${n(ground - height * 0.5)}" width="${n(width * 0.72)}" height="${n(height * 0.08)}" fill="#000" fill-opacity="0.35"/>`
  );
}

/** A windsock on its pole, feet at `x`, `ground`, `height` pixels tall, blowing to the right. */
export function windsock(x: number, ground: number, height: number, rng: Rng): string {
  const top = ground - height;
  const length = height * 0.45;
  const droop = rng.range(0.05, 0.25) * length;
  let out = `<path d="M${n(x)} ${n(ground)} L${n(x)} ${n(top)}" stroke="#d8d8d8" stroke-width="${n(height * 0.02)}"/>`;
  for (let i = 0; i < 5; i++) {
    const x0 = x + (length * i) / 5;
    const x1 = x + (length * (i + 1)) / 5;
    const r0 = height * 0.05 * (1 - i * 0.09);
    const r1 = height * 0.05 * (1 - (i + 1) * 0.09);
    const y0 = top + (droop * i) / 5;
    const y1 = top + (droop * (i + 1)) / 5;
    out += `<path d="M${n(x0)} ${n(y0 - r0)} L${n(x1)} ${n(y1 - r1)} L${n(x1)} ${n(y1 + r1)} L${n(x0)} ${n(y0 + r0)} Z" fill="${i % 2 === 0 ? '#f26a1b' : '#f4f1ea'}"/>`;
  }
  return out;
}

/** A white gazebo tent standing on `ground`, `width` pixels wide. */
export function tent(x: number, ground: number, width: number, colour: string): string {
  const height = width * 0.75;
  return (
    `<path d="M${n(x)} ${n(ground)} L${n(x)} ${n(ground - height * 0.62)} M${n(x + width)} ${n(ground)} L${n(x + width)} ${n(ground - height * 0.62)}" stroke="#9a9a9a" stroke-width="${n(width * 0.02)}"/>` +
    `<path d="M${n(x - width * 0.04)} ${n(ground - height * 0.6)} L${n(x + width / 2)} ${n(ground - height)} L${n(x + width * 1.04)} ${n(ground - height * 0.6)} Z" fill="${colour}"/>` +
    `<rect x="${n(x - width * 0.04)}" y="${n(ground - height * 0.62)}" width="${n(width * 1.08)}" height="${n(height * 0.1)}" fill="${mix(colour, '#000000', 0.12)}"/>` +
    `<rect x="${n(x)}" y="${n(ground - height * 0.52)}" width="${n(width)}" height="${n(height * 0.52)}" fill="#000" fill-opacity="0.18"/>`
  );
}

/** A line of pennants in the Italian colours, hanging between two points. */
export function bunting(x0: number, y0: number, x1: number, y1: number, size: number, lighting: Lighting): string {
  const sag = Math.abs(x1 - x0) * 0.08;
  const colours = ['#1f8a4c', '#f4f1ea', '#c8283c'].map((colour) => mix(colour, lighting.shade, lighting.amount));
  let out = `<path d="M${n(x0)} ${n(y0)} Q${n((x0 + x1) / 2)} ${n((y0 + y1) / 2 + sag * 2)} ${n(x1)} ${n(y1)}" fill="none" stroke="#555" stroke-width="${n(size * 0.06)}"/>`;
  const count = Math.floor(Math.abs(x1 - x0) / (size * 1.3));
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const x = x0 + (x1 - x0) * t;
    const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * ((y0 + y1) / 2 + sag * 2) + t ** 2 * y1;
    out += `<path d="M${n(x - size / 2)} ${n(y)} L${n(x + size / 2)} ${n(y)} L${n(x)} ${n(y + size * 1.1)} Z" fill="${colours[i % 3]}"/>`;
  }
  return out;
}

/** The final touches over the whole picture: the hour's colour and a lens vignette. */
export function finish(w: number, h: number, time: TimeOfDay): string {
  const [tint, strength] = LIGHT[time].tint;
  return (
    `<defs><radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.32"/></radialGradient></defs>` +
    (strength > 0 ? `<rect width="${w}" height="${h}" fill="${tint}" fill-opacity="${strength}"/>` : '') +
    `<rect width="${w}" height="${h}" fill="url(#vignette)"/>`
  );
}
