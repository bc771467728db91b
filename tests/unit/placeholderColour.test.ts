import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { placeholderClasses } from '../../src/lib/placeholderColour.ts';

describe('placeholderClasses', () => {
  it.each([
    ['#2e4a6f', 'ph ph-r3 ph-g4 ph-b7'],
    ['#000000', 'ph ph-r0 ph-g0 ph-b0'],
    ['#FFFFFF', 'ph ph-rf ph-gf ph-bf'],
  ])('rounds each channel of %s to one hex digit: %s', (colour, classes) => {
    expect(placeholderClasses(colour)).toBe(classes);
  });

  it('has a rule for every class it gives, turning the digit back into the channel', () => {
    const css = readFileSync(new URL('../../src/styles/placeholders.css', import.meta.url), 'utf8');
    for (const channel of ['r', 'g', 'b']) {
      for (let digit = 0; digit < 16; digit++)
        expect(css).toContain(`.ph-${channel}${digit.toString(16)} { --ph-${channel}: ${digit}; }`);
    }
    expect(css).toContain('rgb(calc(var(--ph-r) * 17) calc(var(--ph-g) * 17) calc(var(--ph-b) * 17))');
  });

  it('leaves images with transparency clear, and ignores anything else', () => {
    expect(placeholderClasses('transparent')).toBe('ph-clear');
    expect(placeholderClasses('red')).toBeUndefined();
    expect(placeholderClasses(undefined)).toBeUndefined();
  });
});
