// Draws the demo pictures: SVG scenes (pictures/scenes.ts) rendered by sharp, the background
// blurred for depth of field, with film grain so that JPEGs weigh what real photos weigh;
// and the three logos. Same spec, same bytes: builds from the demo API are reproducible.

import sharp, { type Sharp } from 'sharp';
import type { AssetKind, AssetSpec } from './assets.ts';
import { encodeHtml } from './html.ts';
import { pictureLayers, type PictureLayers } from './pictures/scenes.ts';
import { seededRandom } from './random.ts';

/** The image kinds this module draws. */
export type ImageKind = Exclude<AssetKind, 'article-pdf' | 'orgchart-pdf' | 'video'>;

/** Pixel size of each image kind. */
export const IMAGE_SIZES: Record<ImageKind, { width: number; height: number }> = {
  background: { width: 1920, height: 1080 },
  photo: { width: 1600, height: 1067 },
  portrait: { width: 1600, height: 1067 },
  thumbnail: { width: 480, height: 480 },
  'portrait-thumbnail': { width: 480, height: 480 },
  card: { width: 960, height: 640 },
  logo: { width: 400, height: 400 },
};

/** The SVG layers of a picture (every image kind but logos): the same spec always gives the same SVG. */
export function pictureSvg(spec: AssetSpec & { kind: ImageKind }): PictureLayers {
  if (spec.kind === 'logo') throw new Error(`${spec.file}: a logo is not a picture`);
  if (!spec.picture) throw new Error(`${spec.file}: a picture needs a brief`);
  const { width, height } = IMAGE_SIZES[spec.kind];
  return pictureLayers(spec.picture, spec.seed, width, height);
}

// Logos are the association's artwork, lettering included (the one place demo media carry text).
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

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

/** Grain amplitude, in levels of 255 (in the mid-tones). */
const GRAIN_LEVELS = 12;

const grainCache = new Map<string, Int8Array>();

/** Film grain for a size: one signed value per 2 x 2 pixels, drawn once per size. */
function grainFor(width: number, height: number): Int8Array {
  const key = `${width}x${height}`;
  let grain = grainCache.get(key);
  if (!grain) {
    const random = seededRandom(width * 31 + height);
    grain = new Int8Array(Math.ceil(width / 2) * Math.ceil(height / 2));
    for (let i = 0; i < grain.length; i++) grain[i] = Math.round((random() - 0.5) * 2 * GRAIN_LEVELS);
    grainCache.set(key, grain);
  }
  return grain;
}

// Grain is strongest in the mid-tones and fades out towards black and white, as soft light does:
// GRAIN_TABLE[(noise + GRAIN_LEVELS) * 256 + value] is `value` with `noise` added that way.
const GRAIN_TABLE = Uint8ClampedArray.from({ length: (2 * GRAIN_LEVELS + 1) * 256 }, (_, index) => {
  const noise = Math.floor(index / 256) - GRAIN_LEVELS;
  const value = index % 256;
  return value + Math.round((noise * 4 * value * (255 - value)) / 255 ** 2);
});

/**
 * Adds film grain to raw RGB pixels in place. Done here with a lookup table rather than as a
 * sharp blend, which costs more than drawing the picture does.
 */
function addGrain(pixels: Buffer, width: number, height: number, channels: number): void {
  const grain = grainFor(width, height);
  const grainWidth = Math.ceil(width / 2);
  for (let y = 0; y < height; y++) {
    const row = (y >> 1) * grainWidth;
    for (let x = 0; x < width; x++) {
      const base = ((grain[row + (x >> 1)] ?? 0) + GRAIN_LEVELS) * 256;
      const offset = (y * width + x) * channels;
      pixels[offset] = GRAIN_TABLE[base + (pixels[offset] ?? 0)] ?? 0;
      pixels[offset + 1] = GRAIN_TABLE[base + (pixels[offset + 1] ?? 0)] ?? 0;
      pixels[offset + 2] = GRAIN_TABLE[base + (pixels[offset + 2] ?? 0)] ?? 0;
    }
  }
}

/**
 * The background layer, blurred by `blur` pixels. A strong blur is drawn at a fraction of the size,
 * blurred there and enlarged: the same look as blurring at full size, for a fraction of the work.
 */
async function backdrop(svg: string, width: number, height: number, blur: number): Promise<Sharp> {
  if (blur === 0) return sharp(Buffer.from(svg));
  const shrink = Math.max(1, Math.min(8, Math.floor(blur / 3)));
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 / shrink })
    .removeAlpha()
    .blur(blur / shrink)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize(
    width,
    height,
    {
      fit: 'fill',
      // Enlarging a blurred picture: bilinear looks the same as Lanczos, at half the cost.
      kernel: 'linear',
    },
  );
}

/** Renders one image of the base set to its file bytes (JPEG, or PNG for logos). */
export async function renderImage(spec: AssetSpec & { kind: ImageKind }): Promise<Buffer> {
  if (spec.kind === 'logo') {
    return sharp(Buffer.from(logoSvg(spec)))
      .png({ compressionLevel: 9 })
      .toBuffer();
  }
  const { width, height } = IMAGE_SIZES[spec.kind];
  const { background, foreground, blur } = pictureSvg(spec);
  let image = await backdrop(background, width, height, blur);
  if (foreground) image = image.composite([{ input: Buffer.from(foreground) }]);
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  addGrain(data, info.width, info.height, info.channels);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: 82, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
