/**
 * The site's icons, drawn at build time from its one source, public/favicon.svg:
 * PNGs for phones' home screens and the web manifest, and a favicon.ico for
 * browsers and tools that still ask for one.
 */
import sharp from 'sharp';

/** The icon's own background (its rounded square), filling corners where a platform wants a full square. */
export const ICON_BACKGROUND = '#0f151c';

export interface SiteIcon {
  size: number;
  /** Corners filled with the background: iOS draws its own rounding and would show them black. */
  opaque?: boolean;
  /** Android's adaptive icons crop to a shape: the picture keeps to the inner 80 %. */
  maskable?: boolean;
}

/** The PNG icons, by file name (under /icons/). */
export const siteIcons = {
  'apple-touch-icon': { size: 180, opaque: true },
  'icon-192': { size: 192 },
  'icon-512': { size: 512 },
  'icon-maskable-512': { size: 512, opaque: true, maskable: true },
} as const satisfies Record<string, SiteIcon>;

export type SiteIconName = keyof typeof siteIcons;

/** The icon drawn as a PNG of `icon.size` pixels square. */
export async function pngIcon(svg: string, icon: SiteIcon): Promise<Buffer> {
  const drawn = icon.maskable ? Math.round(icon.size * 0.8) : icon.size;
  let image = sharp(Buffer.from(svg), { density: 72 * Math.ceil(drawn / 64) }).resize(drawn, drawn);
  if (icon.opaque) image = image.flatten({ background: ICON_BACKGROUND });
  if (icon.maskable) {
    const margin = (icon.size - drawn) / 2;
    image = sharp(await image.png().toBuffer()).extend({
      top: Math.floor(margin),
      bottom: Math.ceil(margin),
      left: Math.floor(margin),
      right: Math.ceil(margin),
      background: ICON_BACKGROUND,
    });
  }
  return image.png({ compressionLevel: 9 }).toBuffer();
}

/** An .ico file holding one PNG image of `size` pixels (the PNG-in-ICO form every current browser reads). */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(header.length, 18); // image offset
  return Buffer.concat([header, png]);
}
