import { describe, expect, it } from 'vitest';
import { webManifest } from '../../src/lib/webManifest.ts';

describe('webManifest', () => {
  it('keeps every URL under the base path', () => {
    const manifest = webManifest({
      name: 'Fly Party',
      description: 'x',
      lang: 'it',
      startUrl: '/flyparty/',
      base: '/flyparty/',
    });
    expect(manifest).toMatchObject({
      name: 'Fly Party',
      start_url: '/flyparty/',
      scope: '/flyparty/',
      display: 'minimal-ui',
    });
    expect(manifest.icons.map((icon) => icon.src)).toEqual([
      '/flyparty/favicon.svg',
      '/flyparty/icons/icon-192.png',
      '/flyparty/icons/icon-512.png',
      '/flyparty/icons/icon-maskable-512.png',
    ]);
    expect(manifest.icons.find((icon) => 'purpose' in icon)?.purpose).toBe('maskable');
  });
});
