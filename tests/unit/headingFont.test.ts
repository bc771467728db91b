import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';

const fontsDir = new URL('../../src/styles/fonts/', import.meta.url);
const css = readFileSync(new URL('../../src/styles/headingFont.css', import.meta.url), 'utf8');
const global = readFileSync(new URL('../../src/styles/global.css', import.meta.url), 'utf8');
const fontBytes = readFileSync(new URL('jost-700.woff2', fontsDir));

/** The @font-face blocks of the stylesheet, by family. */
const faces = new Map(
  [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => [
    /font-family:\s*['"]([^'"]+)/.exec(body)?.[1] ?? '',
    body,
  ]),
);
const fallbacks = [...faces.keys()].filter((family) => family.startsWith('Jost Fallback'));

describe('the headings’ typeface', () => {
  it('is self-hosted woff2 within the 25 KB budget, all files together', () => {
    const files = readdirSync(fontsDir);
    expect(files.every((file) => file.endsWith('.woff2'))).toBe(true);
    const total = files.reduce((sum, file) => sum + statSync(new URL(file, fontsDir)).size, 0);
    expect(total).toBeLessThanOrEqual(25 * 1024);
    expect(fontBytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(faces.get('Jost')).toContain("src: url('./fonts/jost-700.woff2') format('woff2')");
    // Nothing from another site: the fonts are files of the site or the visitor's own (local()).
    expect(css).not.toMatch(/url\(\s*['"]?(https?:)?\/\//);
  });

  it('has every letter of Italian, English and the Western European names the site shows', () => {
    const font = fontkit.create(fontBytes) as fontkit.Font;
    const text =
      'Perché più città, Volerà! «Bücker» Bü 131 – Müller, Françoise, Señor, Œuvre … ÀÈÉÌÒÙ àèéìíîòóù ’ “” €';
    const missing = [...text].filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
    expect(missing).toEqual([]);
  });

  it('never hides text: every face swaps', () => {
    expect(faces.size).toBeGreaterThanOrEqual(3);
    for (const [family, face] of faces) {
      expect(face, family).toMatch(/font-display:\s*swap/);
      expect(face, family).toMatch(/font-weight:\s*700/);
    }
  });

  it('stands in with faces the visitors have (Arial or its twins, Roboto on Android), sized so that nothing moves', () => {
    expect(fallbacks).toEqual(['Jost Fallback: Arial', 'Jost Fallback: Roboto']);
    expect(faces.get('Jost Fallback: Arial')).toMatch(
      /src:\s*local\('Arial Bold'\), local\('Arial-BoldMT'\), local\('Liberation Sans Bold'\)/,
    );
    expect(faces.get('Jost Fallback: Roboto')).toMatch(/src:\s*local\('Roboto Bold'\), local\('Roboto-Bold'\);/);
    for (const family of fallbacks) {
      const face = faces.get(family)!;
      expect(face, family).not.toMatch(/url\(/);
      for (const property of ['size-adjust', 'ascent-override', 'descent-override'])
        expect(face, `${family} ${property}`).toMatch(new RegExp(`${property}:\\s*\\d+(\\.\\d+)?%`));
    }
  });

  it('is what the headings ask for, Jost first, then its fallbacks in order', () => {
    expect(global).toContain("@import './headingFont.css';");
    expect(global).toMatch(/--font-display: Jost, 'Jost Fallback: Arial', 'Jost Fallback: Roboto', system-ui/);
  });
});
