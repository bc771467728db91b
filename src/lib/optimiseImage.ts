/**
 * Build-time optimisation of the API's images with astro:assets: WebP in the
 * few widths of a preset (lib/imagePresets.ts), never wider than the original,
 * with the intrinsic size known so the page reserves the image's space, and
 * the original's average colour to paint that space while the image loads. The API's pictures and those on any other
 * http(s) host alike: all are served by the site. Each original is read at
 * most once per build, and not at all while the server says it is unchanged
 * (api/pictureCache.ts).
 */
import { getImage } from 'astro:assets';
import { CLIENT_DEFAULTS } from '../api/client.ts';
import { createPictureCache, installedPictureCache, type PictureCache } from '../api/pictureCache.ts';
import { imagePresets, type ImagePreset, type ImagePresetName } from './imagePresets.ts';
import { pictureFacts } from './pictureFacts.ts';

export type { ImagePresetName } from './imagePresets.ts';

export interface OptimisedImage {
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
  /** A CSS colour close to the image's average, shown while it loads ('transparent' for images with transparency). */
  placeholder: string;
}

// Outside a build (astro dev) nothing installs a cache: the originals are read once per process, kept in memory.
let devCache: PictureCache | undefined;

/** The picture cache of this build (see api/pictureCache.ts), or the in-memory one of the dev server. */
function pictureCache(): PictureCache {
  return (
    installedPictureCache() ??
    (devCache ??= createPictureCache({
      fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(CLIENT_DEFAULTS.timeoutMs) }),
      analyse: pictureFacts,
      maxAgeMs: 0,
      concurrency: CLIENT_DEFAULTS.concurrency,
    }))
  );
}

/** The file name of each encoded copy in a srcset (Astro's image cache keeps them under these names). */
function variantFiles(srcset: string, src: string): string[] {
  const urls = [src, ...srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')];
  return [...new Set(urls.filter(Boolean).map((url) => url.slice(url.lastIndexOf('/') + 1)))];
}

/** Optimises one remote image for a preset; throws when the image cannot be fetched or read. */
export async function optimiseImage(url: string, presetName: ImagePresetName, sizes?: string): Promise<OptimisedImage> {
  const preset: ImagePreset = imagePresets[presetName];
  const cache = pictureCache();
  const source = await cache.facts(url);
  const width = Math.min(source.width, Math.max(...preset.widths));
  const height = Math.round(preset.aspect ? width / preset.aspect : (width * source.height) / source.width);
  const widths = preset.widths.filter((w) => w < width).concat(width);
  const image = await getImage({
    src: url,
    width,
    height,
    widths,
    sizes: sizes ?? preset.sizes,
    format: 'webp',
    quality: preset.quality ?? 70,
    fit: 'cover',
  });
  cache.noteVariants(url, variantFiles(image.srcSet.attribute, image.src));
  return {
    src: image.src,
    srcset: image.srcSet.attribute,
    sizes: sizes ?? preset.sizes,
    width,
    height,
    placeholder: source.placeholder,
  };
}

export interface ApiImageSource {
  /** What to show: the image itself, or the association's logo standing in for it. */
  image: OptimisedImage;
  /** True when the logo stands in because the image could not be fetched at build time. */
  isFallback: boolean;
  /** The logo's URL, for the browser to swap in if the image fails to load there. */
  fallbackSrc: string | undefined;
}

/**
 * An API image optimised for a preset, with the association's logo standing in
 * when the image is missing or cannot be fetched at build time; null when
 * neither can be shown.
 */
export async function optimiseApiImage(
  url: string | null,
  presetName: ImagePresetName,
  { sizes, logoUrl }: { sizes?: string; logoUrl: string | null },
): Promise<ApiImageSource | null> {
  let image: OptimisedImage | null = null;
  if (url) {
    try {
      image = await optimiseImage(url, presetName, sizes);
    } catch (error) {
      console.warn(`[images] ${url}: ${(error as Error).message}; the association's logo is shown instead`);
    }
  }
  const logo = logoUrl && url !== logoUrl ? await optimiseImage(logoUrl, 'logo').catch(() => null) : null;
  if (image) return { image, isFallback: false, fallbackSrc: logo?.src };
  // Drawn in the place's box (contained): the place's sizes, not the header logo's 6rem, choose its copy.
  if (logo)
    return {
      image: { ...logo, sizes: sizes ?? imagePresets[presetName].sizes },
      isFallback: true,
      fallbackSrc: undefined,
    };
  return null;
}
