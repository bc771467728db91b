/**
 * The picture a link preview (Open Graph, Twitter) and structured data show
 * for a page: one of the sizes the page already makes of its own image, so no
 * picture is encoded twice, or the association's logo when the page has none.
 */
import { optimiseApiImage, type ImagePresetName, type OptimisedImage } from './optimiseImage.ts';

/** An absolute image URL with its size, for og:image and JSON-LD. */
export interface SocialImage {
  url: string;
  width: number;
  height: number;
  type: 'image/webp';
  /** A photo worth a large preview (twitter:card summary_large_image); false for the logo. */
  large: boolean;
}

/** What link previews draw best: 1200 pixels wide (Facebook, LinkedIn, X). */
export const SOCIAL_IMAGE_WIDTH = 1200;

/**
 * The candidate of an optimised image's srcset nearest to `target` pixels wide
 * (the smallest at least that wide, else the widest), with its height.
 */
export function pickSocialCandidate(
  image: OptimisedImage,
  target: number = SOCIAL_IMAGE_WIDTH,
): { src: string; width: number; height: number } {
  const candidates = image.srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .flatMap(([src, descriptor]) =>
      src && descriptor?.endsWith('w') ? [{ src, width: Number.parseInt(descriptor, 10) }] : [],
    )
    .sort((a, b) => a.width - b.width);
  const chosen = candidates.find((candidate) => candidate.width >= target) ??
    candidates.at(-1) ?? { src: image.src, width: image.width };
  return { src: chosen.src, width: chosen.width, height: Math.round((chosen.width * image.height) / image.width) };
}

/**
 * A page's preview image: `src` (an API image the page shows with `preset`),
 * else the logo; null when there is neither. `siteUrl` makes the URL absolute.
 */
export async function socialImage(
  src: string | null,
  preset: ImagePresetName,
  { logoUrl, siteUrl }: { logoUrl: string | null; siteUrl: string },
): Promise<SocialImage | null> {
  const shown = src ? await optimiseApiImage(src, preset, { logoUrl }) : null;
  const photo = shown && !shown.isFallback ? shown.image : null;
  const image = photo ?? (logoUrl ? (await optimiseApiImage(logoUrl, 'logo', { logoUrl }))?.image : null);
  if (!image) return null;
  const chosen = pickSocialCandidate(image);
  return {
    url: new URL(chosen.src, siteUrl).href,
    width: chosen.width,
    height: chosen.height,
    type: 'image/webp',
    large: Boolean(photo),
  };
}
