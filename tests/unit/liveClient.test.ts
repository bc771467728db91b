/** The browser's API client: where it sends the visitor to pay. */
import { describe, expect, it } from 'vitest';
import { createLiveClient } from '../../src/api/liveClient.ts';
import { apiPaths } from '../../src/api/paths.ts';

describe('the payment redirect', () => {
  const api = 'https://api.example.org/backend';
  const paymentUrl = (submissionId: string) => new URL(createLiveClient(api).url(apiPaths.payment(submissionId)));

  it('is the API base and the encoded submission id, whatever the id holds', () => {
    for (const hostile of [
      '42',
      'https://evil.example/pay',
      '//evil.example',
      '../../../x',
      '42?next=https://evil.example',
      '42#x',
      '42/../../x',
      '%2e%2e',
    ]) {
      const url = paymentUrl(hostile);
      expect(url.origin, hostile).toBe('https://api.example.org');
      expect(url.pathname.startsWith('/backend/api/eventi/paga_evento/'), hostile).toBe(true);
      expect(url.search + url.hash, hostile).toBe('');
      expect(decodeURIComponent(url.pathname.slice('/backend/api/eventi/paga_evento/'.length)), hostile).toBe(hostile);
    }
  });

  it('refuses an id that a URL would read as a path step', () => {
    expect(() => apiPaths.payment('..')).toThrow(/not a usable id/);
    expect(() => apiPaths.payment('.')).toThrow(/not a usable id/);
  });
});
