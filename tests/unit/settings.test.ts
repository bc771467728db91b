import { describe, expect, it } from 'vitest';
import { normaliseBasePath, ownSocialProfiles, readSettings, SettingsError } from '../../src/settings.ts';

describe('readSettings', () => {
  it('refuses to run without API_URL, saying how to fix it', () => {
    expect(() => readSettings({})).toThrow(SettingsError);
    expect(() => readSettings({})).toThrow(/^API_URL is not set\. .*`npm start`/);
  });

  it('allows a missing API_URL where no content is read', () => {
    expect(readSettings({}, { apiUrlRequired: false }).apiUrl).toBe('');
  });

  it('rejects an API_URL that is not an http(s) URL', () => {
    expect(() => readSettings({ API_URL: 'api.example.org' })).toThrow(
      'API_URL must be an absolute http(s) URL, got "api.example.org".',
    );
    expect(() => readSettings({ API_URL: 'ftp://api.example.org' })).toThrow('API_URL must be an http(s) URL');
  });

  it('applies the documented defaults', () => {
    const settings = readSettings({ API_URL: 'http://127.0.0.1:8787/' });
    expect(settings).toMatchObject({
      apiUrl: 'http://127.0.0.1:8787',
      siteUrl: 'http://localhost:4321',
      basePath: '/',
      productName: 'Fly Party',
      termsUrl: null,
      serviceWorker: true,
    });
  });

  it('reads every variable', () => {
    const settings = readSettings({
      API_URL: 'https://api.example.org/backend/',
      SITE_URL: 'https://assoc.github.io/anything',
      BASE_PATH: 'flyparty',
      PRODUCT_NAME: 'Ali Storiche',
      MEMBERS_AREA_URL: 'https://soci.example.org',
      SHOP_URL: 'https://shop.example.org/',
      SOCIAL_FACEBOOK: 'https://facebook.com/ali',
      SOCIAL_INSTAGRAM: 'https://instagram.com/ali',
      SOCIAL_YOUTUBE: 'https://youtube.com/@ali',
      PRIVACY_URL: 'https://example.org/privacy',
      SERVICE_WORKER: 'OFF',
    });
    expect(settings).toEqual({
      apiUrl: 'https://api.example.org/backend',
      siteUrl: 'https://assoc.github.io',
      basePath: '/flyparty/',
      productName: 'Ali Storiche',
      membersAreaUrl: 'https://soci.example.org/',
      shopUrl: 'https://shop.example.org/',
      social: {
        facebook: 'https://facebook.com/ali',
        instagram: 'https://instagram.com/ali',
        youtube: 'https://youtube.com/@ali',
      },
      termsUrl: null,
      privacyUrl: 'https://example.org/privacy',
      serviceWorker: false,
    });
  });

  it('switches the service worker off only when told so, and refuses a value it cannot read', () => {
    const api = { API_URL: 'https://api.example.org' };
    expect(readSettings({ ...api, SERVICE_WORKER: '' }).serviceWorker).toBe(true);
    expect(readSettings({ ...api, SERVICE_WORKER: ' on ' }).serviceWorker).toBe(true);
    expect(readSettings({ ...api, SERVICE_WORKER: 'off' }).serviceWorker).toBe(false);
    expect(() => readSettings({ ...api, SERVICE_WORKER: 'false' })).toThrow(
      'SERVICE_WORKER must be "on" or "off", got "false".',
    );
  });
});

describe('normaliseBasePath', () => {
  it('gives "/" or "/segments/"', () => {
    expect(normaliseBasePath('')).toBe('/');
    expect(normaliseBasePath('/')).toBe('/');
    expect(normaliseBasePath('repo')).toBe('/repo/');
    expect(normaliseBasePath('/a/b//')).toBe('/a/b/');
  });
});

describe('ownSocialProfiles', () => {
  it("lists the profiles that were set, not the networks' home pages the footer falls back to", () => {
    expect(ownSocialProfiles(readSettings({ API_URL: 'https://api.example.org' }))).toEqual([]);
    expect(
      ownSocialProfiles(
        readSettings({ API_URL: 'https://api.example.org', SOCIAL_INSTAGRAM: 'https://www.instagram.com/flyparty' }),
      ),
    ).toEqual(['https://www.instagram.com/flyparty']);
  });
});
