import { describe, expect, it } from 'vitest';
import { searchKind } from '../../src/lib/searchKind.ts';
import { toHit } from '../../src/scripts/siteSearch.ts';

describe('searchKind', () => {
  // A page is named after what it shows, from its Italian route; lists and every other page are a "page".
  it.each([
    ['/evento/101', 'event'],
    ['/evento/101/', 'event'],
    ['/chi-siamo/socio/3', 'member'],
    ['/la-flotta/1', 'aircraft'],
    ['/sicurezza_volo', 'article'],
    ['/concorso_letterario', 'article'],
    ['/', 'page'],
    ['/la-flotta', 'page'],
    ['/chi-siamo/soci', 'page'],
    ['/eventi', 'page'],
    ['/eventi/2', 'page'],
    ['/biblioteca', 'page'],
  ])('calls %s a(n) %s', (path, kind) => {
    expect(searchKind(path)).toBe(kind);
  });

  it.each(['/cerca', '/cerca/'])('keeps the search page (%s) out of its own results', (path) => {
    expect(searchKind(path)).toBeNull();
  });
});

describe('toHit', () => {
  it('takes a page result as Pagefind gives it: its URL, title, kind, date and excerpt', () => {
    expect(
      toHit({
        url: '/evento/101/',
        excerpt: 'Il <mark>raduno</mark> di primavera',
        meta: { title: 'Raduno dei velivoli storici', kind: 'event', date: '2026-05-16' },
      }),
    ).toEqual({
      url: '/evento/101/',
      title: 'Raduno dei velivoli storici',
      kind: 'event',
      date: '2026-05-16',
      excerpt: 'Il <mark>raduno</mark> di primavera',
    });
  });

  it('leads an article to its card: the heading it was found under', () => {
    const hit = toHit({
      url: '/sicurezza_volo/',
      excerpt: 'page excerpt',
      meta: { title: 'Sicurezza volo', kind: 'article' },
      sub_results: [
        { title: 'Sicurezza volo', url: '/sicurezza_volo/', excerpt: 'top', locations: [1, 2, 3] },
        { title: 'Ghiaccio al carburatore', url: '/sicurezza_volo/#article-1', excerpt: 'a', locations: [9] },
        { title: 'La checklist condivisa', url: '/sicurezza_volo/#article-2', excerpt: 'b', locations: [12, 13] },
      ],
    });
    expect(hit).toMatchObject({ url: '/sicurezza_volo/#article-2', title: 'La checklist condivisa', excerpt: 'b' });
  });

  it('calls a result without a kind a page, and ignores a date that is not one', () => {
    expect(toHit({ url: '/asi/', excerpt: '', meta: { title: 'ASI', date: 'domani' } })).toMatchObject({
      kind: 'page',
      date: null,
    });
  });

  it('drops a result whose address is not a path of this site', () => {
    expect(toHit({ url: 'javascript:alert(1)', excerpt: '', meta: {} })).toBeNull();
    expect(toHit({ url: '//evil.example/', excerpt: '', meta: {} })).toBeNull();
    expect(toHit({ url: 'https://evil.example/', excerpt: '', meta: {} })).toBeNull();
  });
});
