/** What the build precaches for the offline pages (src/integrations/serviceWorker.ts), read from literal HTML and scripts. */
import { describe, expect, it } from 'vitest';
import { hashedFilesOfPage, offlinePageFiles, staticImports } from '../../src/integrations/serviceWorker.ts';

describe('offlinePageFiles', () => {
  it('names the offline page of each language, under any base path', () => {
    expect(offlinePageFiles('/')).toEqual(['offline/index.html', 'en/offline/index.html']);
    expect(offlinePageFiles('/flyparty/')).toEqual(['offline/index.html', 'en/offline/index.html']);
  });
});

describe('hashedFilesOfPage', () => {
  it('keeps every hashed file the page loads itself: each size of a srcset, scripts, style sheets', () => {
    const html = [
      '<link rel="icon" href="/flyparty/favicon.svg">',
      '<link rel="stylesheet" href="/flyparty/_astro/site.B1.css">',
      '<img src="/flyparty/_astro/logo_A.webp" srcset="/flyparty/_astro/logo_B.webp 96w, /flyparty/_astro/logo_A.webp 288w" alt="">',
      '<a href="/flyparty/la-flotta/">La flotta</a>',
      '<img data-src="/flyparty/_astro/lazy_C.webp" alt="">',
      '<script type="module" src="/flyparty/_astro/offline.D2.js"></script>',
      '<astro-island component-url="/flyparty/_astro/ThemeToggle.E3.js" renderer-url="/flyparty/_astro/client.F4.js"></astro-island>',
    ].join('');
    expect(hashedFilesOfPage(html, '/flyparty/')).toEqual([
      '_astro/site.B1.css',
      '_astro/logo_A.webp',
      '_astro/logo_B.webp',
      '_astro/offline.D2.js',
    ]);
  });
});

describe('staticImports', () => {
  it('finds the modules a bundled script imports, not the ones it loads on demand', () => {
    const code =
      'import{n as e}from"./locales.BF7HfnlL.js";import"./side.X1.js";const m=()=>import("./later.Y2.js");export{e};';
    expect(staticImports(code)).toEqual(['locales.BF7HfnlL.js', 'side.X1.js']);
  });
});
