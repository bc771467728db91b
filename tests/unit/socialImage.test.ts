/** Which picture a page offers to link previews. */
import { describe, expect, it } from 'vitest';
import { pickSocialCandidate } from '../../src/lib/socialImage.ts';

describe('pickSocialCandidate', () => {
  const image = {
    src: '/_astro/a-1600.webp',
    srcset: '/_astro/a-480.webp 480w, /_astro/a-1600.webp 1600w, /_astro/a-1200.webp 1200w, /_astro/a-800.webp 800w',
    sizes: '100vw',
    width: 1600,
    height: 1000,
    placeholder: '#000000',
  };

  it('takes the smallest size at least 1200 wide, with its height', () => {
    expect(pickSocialCandidate(image)).toEqual({ src: '/_astro/a-1200.webp', width: 1200, height: 750 });
  });

  it('takes the widest when none is that wide (a logo)', () => {
    expect(
      pickSocialCandidate({
        ...image,
        srcset: '/l-96.webp 96w, /l-288.webp 288w',
        src: '/l-288.webp',
        width: 288,
        height: 288,
      }),
    ).toEqual({ src: '/l-288.webp', width: 288, height: 288 });
  });
});
