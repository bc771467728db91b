/** The service worker's cache names: versioned, and scoped to the site's own address on a shared origin. */
import { describe, expect, it } from 'vitest';
import { isOwnCache, runtimeCacheNames } from '../../src/lib/serviceWorkerCaches.ts';

describe('runtimeCacheNames', () => {
  it('names each cache with its version and the worker’s scope', () => {
    expect(runtimeCacheNames('https://owner.github.io/flyparty/')).toEqual({
      pages: 'fly-party-pages-v1-https://owner.github.io/flyparty/',
      assets: 'fly-party-assets-v1-https://owner.github.io/flyparty/',
      pictures: 'fly-party-pictures-v1-https://owner.github.io/flyparty/',
    });
  });
});

describe('isOwnCache', () => {
  const scope = 'https://owner.github.io/flyparty/';

  it('claims this site’s caches of any version, Workbox’s precache included', () => {
    expect(isOwnCache('fly-party-pages-v1-https://owner.github.io/flyparty/', scope)).toBe(true);
    expect(isOwnCache('fly-party-pages-v0-https://owner.github.io/flyparty/', scope)).toBe(true);
    expect(isOwnCache('fly-party-precache-v2-https://owner.github.io/flyparty/', scope)).toBe(true);
  });

  it('leaves alone the caches of the other sites on the same origin', () => {
    // The owner's user site at the root, another project, another project's Workbox.
    expect(isOwnCache('fly-party-pages-v1-https://owner.github.io/', scope)).toBe(false);
    expect(isOwnCache('fly-party-pages-v1-https://owner.github.io/flyparty-old/', scope)).toBe(false);
    expect(isOwnCache('fly-party-pages-v1-https://owner.github.io/flyparty/other/', scope)).toBe(false);
    expect(isOwnCache('workbox-precache-v2-https://owner.github.io/flyparty/', scope)).toBe(false);
    expect(isOwnCache('fly-party-pages-v1-https://owner.github.io/', 'https://owner.github.io/')).toBe(true);
    expect(isOwnCache('fly-party-pages-v1-https://owner.github.io/flyparty/', 'https://owner.github.io/')).toBe(false);
  });
});
