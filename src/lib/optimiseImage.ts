/**
 * Build-time optimisation of the API's images with astro:assets: WebP in a few
 * widths, never wider than the original, with the intrinsic size known so the
 * page reserves the image's space. Sizes are read once per URL per build.
 */
import { getImage, inferRemoteSize } from 'astro:assets';

export interface ImagePreset {
  /** Candidate widths in CSS pixels × density; those above the original's width are dropped. */
  widths: number[];
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Crop to this width/height ratio; undefined keeps the original's ratio. */
  aspect?: number;
  quality?: number;
}

export const imagePresets = {
  background: { widths: [640, 960, 1280, 1920], sizes: '100vw', quality: 60 },
  photo: { widths: [480, 800, 1200, 1600], sizes: '(min-width: 64rem) 56rem, 100vw' },
  card: { widths: [320, 480, 720], sizes: '(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 92vw', aspect: 4 / 3 },
  portrait: { widths: [240, 360, 480], sizes: '(min-width: 40rem) 15rem, 45vw', aspect: 1 },
  logo: { widths: [96, 192, 288], sizes: '6rem' },
} satisfies Record<string, ImagePreset>;

export type ImagePresetName = keyof typeof imagePresets;

export interface OptimisedImage {
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
}

const sizeCache = new Map<string, Promise<{ width: number; height: number }>>();

/** The intrinsic size of a remote image, fetched once per build. */
function remoteSize(url: string) {
  let size = sizeCache.get(url);
  if (!size) {
    size = inferRemoteSize(url).then(({ width, height }) => {
      if (!width || !height) throw new Error(`could not read the size of ${url}`);
      return { width, height };
    });
    sizeCache.set(url, size);
  }
  return size;
}

/** Optimises one remote image for a preset; throws when the image cannot be fetched or read. */
export async function optimiseImage(url: string, presetName: ImagePresetName, sizes?: string): Promise<OptimisedImage> {
  const preset: ImagePreset = imagePresets[presetName];
  const original = await remoteSize(url);
  const largest = Math.min(original.width, Math.max(...preset.widths));
  const width = largest;
  const height = Math.round(preset.aspect ? width / preset.aspect : (width * original.height) / original.width);
  const widths = preset.widths.filter((w) => w < largest).concat(largest);
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
  return {
    src: image.src,
    srcset: image.srcSet.attribute,
    sizes: sizes ?? preset.sizes,
    width,
    height,
  };
}
