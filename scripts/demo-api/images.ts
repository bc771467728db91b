// Draws the demo pictures: SVG scenes (sky, horizon, aircraft or person, caption) rendered by sharp,
// with a film-grain texture so JPEGs weigh what real photos weigh.

import sharp from 'sharp';
import type { AssetKind, AssetSpec } from './assets.ts';
import { encodeHtml } from './html.ts';
import { seededRandom } from './random.ts';

/** The image kinds this module draws. */
export type ImageKind = Exclude<AssetKind, 'article-pdf' | 'orgchart-pdf' | 'video'>;

/** Pixel size of each image kind. */
const IMAGE_SIZES: Record<ImageKind, { width: number; height: number }> = {
  background: { width: 1920, height: 1080 },
  photo: { width: 1600, height: 1067 },
  portrait: { width: 1600, height: 1067 },
  thumbnail: { width: 480, height: 480 },
  'portrait-thumbnail': { width: 480, height: 480 },
  card: { width: 960, height: 640 },
  logo: { width: 400, height: 400 },
};

const SKIES = [
  ['#1d3557', '#457b9d', '#f4a261'], // dawn
  ['#1e5aa8', '#5d9ad6', '#cfe6f7'], // clear noon
  ['#2d1b4e', '#9b4a6b', '#ff9a5a'], // dusk
  ['#4a5568', '#8a96a8', '#d5dbe3'], // overcast
  ['#0f4c81', '#3f8fd2', '#e8f1f8'], // high summer
] as const;
const GROUNDS = [
  ['#3d5a2a', '#22361a'],
  ['#6b7f3a', '#3f4d22'],
  ['#7a6a3a', '#4a3f22'],
  ['#2f4f3f', '#1b3026'],
] as const;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/** Side view of a propeller aircraft facing right, in a 200x80 box; `style` picks high wing, low wing or biplane. */
function aircraftShape(style: number, fill: string): string {
  const fuselage = 'M190 40 C188 33 176 29 158 29 L70 31 L24 34 L16 38 L24 42 L70 45 L158 48 C176 48 188 46 190 40 Z';
  const fin = 'M24 35 L12 12 L28 12 L52 32 Z';
  const stabilizer = 'M14 40 L50 38 L50 42 L16 43 Z';
  const wings = [
    '<path d="M92 24 L160 24 L160 29 L92 29 Z"/><path d="M112 44 L132 29 M146 44 L140 29" stroke="' +
      fill +
      '" stroke-width="2"/>',
    '<path d="M94 45 L162 45 L160 50 L98 50 Z"/>',
    '<path d="M88 14 L162 14 L162 19 L88 19 Z"/><path d="M96 45 L160 45 L158 50 L98 50 Z"/><path d="M110 19 L114 45 M150 19 L146 45" stroke="' +
      fill +
      '" stroke-width="2"/>',
  ];
  return (
    `<g fill="${fill}"><path d="${fuselage}"/><path d="${fin}"/><path d="${stabilizer}"/>${wings[style % wings.length]}` +
    `<path d="M128 30 C132 21 150 21 156 30 Z" fill="#9fb3c8" fill-opacity="0.55"/>` +
    `<path d="M140 47 L134 62" stroke="${fill}" stroke-width="3"/><circle cx="134" cy="64" r="6"/><circle cx="22" cy="44" r="3"/>` +
    `<ellipse cx="192" cy="40" rx="2.5" ry="19" fill-opacity="0.45"/></g>`
  );
}

/** Head and shoulders of a pilot (leather cap and goggles) in a 100x120 box. */
function personShape(fill: string): string {
  return (
    `<g fill="${fill}"><circle cx="50" cy="40" r="21"/><path d="M8 120 C8 82 28 66 50 66 C72 66 92 82 92 120 Z"/>` +
    `<path d="M28 38 C28 14 72 14 72 38 L72 30 C66 20 34 20 28 30 Z" fill-opacity="0.9"/>` +
    `<rect x="30" y="30" width="40" height="8" rx="4" fill="#c9a227" fill-opacity="0.85"/></g>`
  );
}

/** Sky, sun, clouds and rolling ground for a width x height picture. */
function landscape(width: number, height: number, random: () => number): string {
  const sky = SKIES[Math.floor(random() * SKIES.length)] ?? SKIES[0];
  const ground = GROUNDS[Math.floor(random() * GROUNDS.length)] ?? GROUNDS[0];
  const horizon = height * (0.62 + random() * 0.14);
  const sunX = width * (0.15 + random() * 0.7);
  const sunY = horizon - height * (0.1 + random() * 0.3);
  const clouds = Array.from({ length: 5 }, () => {
    const cx = random() * width;
    const cy = random() * horizon * 0.7;
    const rx = width * (0.05 + random() * 0.1);
    return `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${rx.toFixed(0)}" ry="${(rx * 0.22).toFixed(0)}" fill="#ffffff" fill-opacity="${(0.25 + random() * 0.35).toFixed(2)}"/>`;
  }).join('');
  const hill = (base: number, amplitude: number, color: string): string => {
    const points = Array.from(
      { length: 7 },
      (_, i) => `${((width * i) / 6).toFixed(0)} ${(base - random() * amplitude).toFixed(0)}`,
    );
    return `<path d="M0 ${base.toFixed(0)} L${points.join(' L')} L${width} ${height} L0 ${height} Z" fill="${color}"/>`;
  };
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="0.55" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient>` +
    `<radialGradient id="sun"><stop offset="0" stop-color="#fff6d5"/><stop offset="0.25" stop-color="#fff6d5" stop-opacity="0.8"/><stop offset="1" stop-color="#fff6d5" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground[0]}"/><stop offset="1" stop-color="${ground[1]}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(height * 0.25).toFixed(0)}" fill="url(#sun)"/>${clouds}` +
    hill(horizon, height * 0.06, '#55606e') +
    `<path d="M0 ${(horizon + height * 0.04).toFixed(0)} C${width * 0.3} ${horizon - height * 0.02} ${width * 0.6} ${horizon + height * 0.06} ${width} ${horizon + height * 0.02} L${width} ${height} L0 ${height} Z" fill="url(#ground)"/>` +
    // A grass runway in perspective.
    `<path d="M${width * 0.42} ${height} L${width * 0.49} ${(horizon + height * 0.05).toFixed(0)} L${width * 0.53} ${(horizon + height * 0.05).toFixed(0)} L${width * 0.78} ${height} Z" fill="#9aa86a" fill-opacity="0.45"/>`
  );
}

/** A caption box with a title and a subtitle, scaled to the picture. */
function caption(width: number, height: number, title: string, subtitle: string | undefined): string {
  const size = Math.max(16, Math.round(Math.min(width, height * 1.6) / 34));
  const maxChars = Math.floor((width * 0.86) / (size * 0.62));
  const line = title.length > maxChars ? `${title.slice(0, maxChars - 1)}…` : title;
  const boxHeight = size * (subtitle ? 3 : 1.9);
  const x = Math.round(width * 0.04);
  const y = Math.round(height - boxHeight - height * 0.05);
  return (
    `<rect x="${x}" y="${y}" width="${Math.round(width * 0.92)}" height="${Math.round(boxHeight)}" rx="${Math.round(size / 3)}" fill="#000" fill-opacity="0.45"/>` +
    `<text x="${x + size * 0.6}" y="${y + size * 1.3}" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="#fff">${encodeHtml(line)}</text>` +
    (subtitle
      ? `<text x="${x + size * 0.6}" y="${y + size * 2.4}" font-family="${FONT}" font-size="${Math.round(size * 0.7)}" fill="#e2e8f0">${encodeHtml(subtitle)}</text>`
      : '')
  );
}

/** The SVG source of a scene picture (everything but logos). */
function sceneSvg(spec: AssetSpec, width: number, height: number): string {
  const random = seededRandom(spec.seed);
  let body = landscape(width, height, random);
  const isPortrait = spec.kind === 'portrait' || spec.kind === 'portrait-thumbnail';
  if (isPortrait) {
    // A hangar wall behind the person, then the person.
    body += `<rect x="${width * 0.05}" y="${height * 0.3}" width="${width * 0.9}" height="${height * 0.7}" fill="#39424e" fill-opacity="0.75"/>`;
    const scale = (height * 0.62) / 120;
    const x = spec.kind === 'portrait' ? width * 0.2 : width / 2 - 50 * scale;
    body += `<g transform="translate(${x.toFixed(0)} ${(height - 120 * scale).toFixed(0)}) scale(${scale.toFixed(3)})">${personShape('#1a1d23')}</g>`;
    if (spec.kind === 'portrait') {
      const planeScale = (width * 0.45) / 200;
      body += `<g transform="translate(${(width * 0.45).toFixed(0)} ${(height * 0.42).toFixed(0)}) scale(${planeScale.toFixed(3)})">${aircraftShape(Math.floor(random() * 3), '#2b2f36')}</g>`;
    }
  } else {
    const scale = (width * (spec.kind === 'thumbnail' ? 0.75 : 0.32 + random() * 0.2)) / 200;
    const x = (width - 200 * scale) * (spec.kind === 'thumbnail' ? 0.5 : 0.1 + random() * 0.8);
    const y = height * (spec.kind === 'thumbnail' ? 0.3 : 0.12 + random() * 0.3);
    const tilt = (random() - 0.5) * 14;
    body += `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) rotate(${tilt.toFixed(1)} 100 40) scale(${scale.toFixed(3)})">${aircraftShape(Math.floor(random() * 3), '#15181d')}</g>`;
  }
  body += caption(width, height, spec.title, spec.subtitle);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** The SVG source of a 400x400 logo on a transparent background. */
function logoSvg(spec: AssetSpec): string {
  const mark = encodeHtml(spec.subtitle ?? spec.title);
  const wings =
    '<path d="M200 200 C150 170 90 165 20 180 C80 190 120 200 150 215 Z" fill="#c9a227"/>' +
    '<path d="M200 200 C250 170 310 165 380 180 C320 190 280 200 250 215 Z" fill="#c9a227"/>';
  let shape: string;
  if (mark === 'ASI') {
    shape =
      '<path d="M200 40 L330 90 L315 250 C300 310 250 345 200 365 C150 345 100 310 85 250 L70 90 Z" fill="#8b1e2d" stroke="#f5e6c8" stroke-width="10"/>' +
      `<text x="200" y="225" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="96" fill="#f5e6c8">ASI</text>` +
      `<text x="200" y="285" text-anchor="middle" font-family="${FONT}" font-size="17" fill="#f5e6c8">AEROMOBILI STORICI</text>`;
  } else if (mark === 'AOPA') {
    shape =
      '<rect x="40" y="110" width="320" height="180" rx="36" fill="#12355b"/>' +
      '<path d="M60 250 C140 225 260 225 340 250" stroke="#ffffff" stroke-width="8" fill="none"/>' +
      `<text x="200" y="225" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="92" fill="#ffffff">AOPA</text>`;
  } else {
    shape =
      `${wings}<circle cx="200" cy="200" r="120" fill="#12355b" stroke="#c9a227" stroke-width="12"/>` +
      '<circle cx="200" cy="200" r="70" fill="#f2c14e"/>' +
      `<text x="200" y="222" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="60" fill="#12355b">${mark}</text>` +
      `<text x="200" y="365" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="34" fill="#12355b">${encodeHtml(spec.title.toUpperCase())}</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">${shape}</svg>`;
}

const grainCache = new Map<string, Promise<Buffer>>();

/** A grey film-grain layer (PNG) for a size, drawn once per size and blended with soft light. */
function grain(width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`;
  let layer = grainCache.get(key);
  if (!layer) {
    const random = seededRandom(width * 31 + height);
    const small = { width: Math.ceil(width / 2), height: Math.ceil(height / 2) };
    const pixels = Buffer.alloc(small.width * small.height);
    for (let i = 0; i < pixels.length; i++) pixels[i] = 128 + Math.round((random() - 0.5) * 60);
    layer = sharp(pixels, { raw: { width: small.width, height: small.height, channels: 1 } })
      .resize(width, height)
      .toColourspace('srgb')
      .png({ compressionLevel: 1 })
      .toBuffer();
    grainCache.set(key, layer);
  }
  return layer;
}

/** Renders one image of the base set to its file bytes (JPEG, or PNG for logos). */
export async function renderImage(spec: AssetSpec & { kind: ImageKind }): Promise<Buffer> {
  if (spec.kind === 'logo') {
    return sharp(Buffer.from(logoSvg(spec)))
      .png({ compressionLevel: 9 })
      .toBuffer();
  }
  const { width, height } = IMAGE_SIZES[spec.kind];
  return sharp(Buffer.from(sceneSvg(spec, width, height)))
    .composite([{ input: await grain(width, height), blend: 'soft-light' }])
    .jpeg({ quality: 82, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
