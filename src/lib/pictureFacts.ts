/** Reads an original picture's size (as displayed, EXIF rotation applied) and average colour. */
import sharp from 'sharp';
import type { PictureFacts } from '../api/pictureCache.ts';

const hex = (n: number) => n.toString(16).padStart(2, '0');

/** The facts a page needs of an original before its encoded copies exist; throws for what is not a picture. */
export async function pictureFacts(bytes: Buffer): Promise<PictureFacts> {
  const image = sharp(bytes);
  const { autoOrient, hasAlpha } = await image.metadata();
  if (!autoOrient?.width || !autoOrient.height) throw new Error('could not read the image size');
  // A logo or cut-out drawn on the page's own background: no colour behind it.
  if (hasAlpha) return { width: autoOrient.width, height: autoOrient.height, placeholder: 'transparent' };
  const pixel = await image.clone().resize(1, 1, { fit: 'fill' }).raw().toBuffer();
  // One channel for a greyscale image, three for colour.
  const [red = 128, green = red, blue = red] = pixel;
  return { width: autoOrient.width, height: autoOrient.height, placeholder: `#${hex(red)}${hex(green)}${hex(blue)}` };
}
