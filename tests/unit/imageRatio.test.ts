import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { imageRatioClasses } from '../../src/lib/imageRatio.ts';

describe('imageRatioClasses', () => {
  it('gives the proportions in hundredths, a class per digit', () => {
    expect(imageRatioClasses(1600, 1067)).toBe('ir ir-a1 ir-b5 ir-c0');
    expect(imageRatioClasses(800, 1000)).toBe('ir ir-a0 ir-b8 ir-c0');
    expect(imageRatioClasses(333, 1000)).toBe('ir ir-a0 ir-b3 ir-c3');
  });

  it('keeps extreme proportions within what the classes can say, and ignores empty sizes', () => {
    expect(imageRatioClasses(100_000, 10)).toBe('ir ir-a9 ir-b9 ir-c9');
    expect(imageRatioClasses(1, 100_000)).toBe('ir ir-a0 ir-b0 ir-c1');
    expect(imageRatioClasses(0, 10)).toBeUndefined();
  });

  it('has a rule for every class it gives, turning the digits back into the ratio', () => {
    const css = readFileSync(new URL('../../src/styles/imageRatio.css', import.meta.url), 'utf8');
    for (const place of ['a', 'b', 'c']) {
      for (let digit = 0; digit < 10; digit++)
        expect(css).toContain(`.ir-${place}${digit} { --ir-${place}: ${digit}; }`);
    }
    expect(css).toContain('--image-ratio: calc(var(--ir-a) + var(--ir-b) / 10 + var(--ir-c) / 100);');
  });
});
