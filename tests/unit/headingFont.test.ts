import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../../src/styles/headingFont.css', import.meta.url), 'utf8');
const fontBytes = readFileSync(new URL('../../src/styles/fonts/jost-700.woff2', import.meta.url));

/** The @font-face blocks of the stylesheet, by family. */
const faces = new Map(
  [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => [
    /font-family:\s*['"]([^'"]+)/.exec(body)?.[1],
    body,
  ]),
);

describe('the headings’ typeface', () => {
  it('is one self-hosted woff2 file within the 25 KB budget', () => {
    expect(fontBytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(fontBytes.length).toBeLessThanOrEqual(25 * 1024);
    expect(faces.get('Jost')).toContain("src: url('./fonts/jost-700.woff2') format('woff2')");
    expect(css).not.toMatch(/url\(\s*['"]?(https?:)?\/\//);
  });

  it('has every letter of Italian, English and the Western European names the site shows', () => {
    const font = fontkit.create(fontBytes) as fontkit.Font;
    const text =
      'Perché più città, Volerà! «Bücker» Bü 131 – Müller, Françoise, Señor, Œuvre … ÀÈÉÌÒÙ àèéìíîòóù ’ “” €';
    const missing = [...text].filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
    expect(missing).toEqual([]);
  });

  it('swaps in without hiding text, over a fallback sized to match so that nothing moves', () => {
    const jost = faces.get('Jost') ?? '';
    const fallback = faces.get('Jost Fallback') ?? '';
    for (const face of [jost, fallback]) {
      expect(face).toMatch(/font-display:\s*swap/);
      expect(face).toMatch(/font-weight:\s*700/);
    }
    expect(fallback).toMatch(/src: local\('Arial Bold'\)/);
    for (const property of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']) {
      expect(fallback).toMatch(new RegExp(`${property}:\\s*\\d+(\\.\\d+)?%`));
    }
    const global = readFileSync(new URL('../../src/styles/global.css', import.meta.url), 'utf8');
    expect(global).toContain("@import './headingFont.css';");
    expect(global).toMatch(/--font-display: Jost, 'Jost Fallback',/);
  });
});
