import { describe, expect, it } from 'vitest';
import { resolveMediaUrl } from '../../src/api/media.ts';

const api = 'http://127.0.0.1:8787';

describe('resolveMediaUrl', () => {
  it('prefixes a host-relative path with the API base', () => {
    expect(resolveMediaUrl('/media/soci/rossi.jpg', api)).toBe('http://127.0.0.1:8787/media/soci/rossi.jpg');
  });

  it('prefixes a path without a leading slash with the base and a slash', () => {
    expect(resolveMediaUrl('media/soci/rossi.jpg', api)).toBe('http://127.0.0.1:8787/media/soci/rossi.jpg');
  });

  it('keeps an absolute URL as it is', () => {
    expect(resolveMediaUrl('https://cdn.example.org/x.jpg', api)).toBe('https://cdn.example.org/x.jpg');
  });

  it('does not double the slash when the base ends with one', () => {
    expect(resolveMediaUrl('/media/a.png', 'https://api.example.org/')).toBe('https://api.example.org/media/a.png');
  });

  it('keeps a base path of the API', () => {
    expect(resolveMediaUrl('media/a.png', 'https://example.org/backend')).toBe(
      'https://example.org/backend/media/a.png',
    );
  });

  it('means "no image" for null, undefined and blank', () => {
    expect(resolveMediaUrl(null, api)).toBeNull();
    expect(resolveMediaUrl(undefined, api)).toBeNull();
    expect(resolveMediaUrl('  ', api)).toBeNull();
  });
});
