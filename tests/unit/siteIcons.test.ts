import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { icoFromPng, pngIcon, siteIcons } from '../../src/lib/siteIcons.ts';

describe('site icons', () => {
  const svg = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');

  it('are drawn from favicon.svg at their size; the maskable one on a full background', async () => {
    for (const icon of Object.values(siteIcons)) {
      const { width, height, format } = await sharp(await pngIcon(svg, icon)).metadata();
      expect([width, height, format]).toEqual([icon.size, icon.size, 'png']);
    }
    const maskable = await sharp(await pngIcon(svg, siteIcons['icon-maskable-512']))
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The corner pixel is the icon's background, opaque: adaptive icons can crop anywhere outside the safe zone.
    expect([...maskable.data.subarray(0, maskable.info.channels)]).toEqual([
      0x0f,
      0x15,
      0x1c,
      ...(maskable.info.channels === 4 ? [255] : []),
    ]);
  });

  it('favicon.ico holds one 32-pixel PNG behind a valid ICO header', async () => {
    const png = await pngIcon(svg, { size: 32 });
    const ico = icoFromPng(png, 32);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7], ico.readUInt32LE(14), ico.readUInt32LE(18)]).toEqual([32, 32, png.length, 22]);
    expect(ico.subarray(22).equals(png)).toBe(true);
  });
});
