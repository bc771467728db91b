import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getCurrentFlyParty,
  getEventPages,
  getFlyPartyEvent,
  getHomeConfig,
  getOrdered,
  getPageConfig,
  getSiteConfig,
  localizedEntryPaths,
} from '../../../src/data/queries.ts';

/** The build data the fake `astro:content` serves: collection → entries as Astro stores them. */
const collections = vi.hoisted(() => new Map<string, Array<{ id: string; collection: string; data: unknown }>>());

vi.mock('astro:content', () => ({
  getCollection: async (collection: string) => [...(collections.get(collection) ?? [])],
  getEntry: async (collection: string, id: string) => collections.get(collection)?.find((entry) => entry.id === id),
}));

/** Stores entries in a collection, in the given (store) order. */
function given(collection: string, entries: Array<[id: string, data: unknown]>) {
  collections.set(
    collection,
    entries.map(([id, data]) => ({ id, collection, data })),
  );
}

beforeEach(() => collections.clear());

describe('getOrdered', () => {
  it("returns a list collection in the API's order, whatever order the store keeps", async () => {
    given('members', [
      ['7', { position: 2, fullName: 'Paolo Moretti' }],
      ['1', { position: 0, fullName: 'Marco Ferrari' }],
      ['3', { position: 1, fullName: 'Alessandro Conti' }],
    ]);
    const members = await getOrdered('members');
    expect(members.map((entry) => entry.id)).toEqual(['1', '3', '7']);
  });
});

describe('getEventPages', () => {
  it('cuts the events, in order, into pages of six', async () => {
    given(
      'events',
      Array.from({ length: 14 }, (_, index): [string, unknown] => [String(200 - index), { position: 13 - index }]),
    );
    const pages = await getEventPages();
    expect(pages.map((page) => page.map((entry) => entry.id))).toEqual([
      ['187', '188', '189', '190', '191', '192'],
      ['193', '194', '195', '196', '197', '198'],
      ['199', '200'],
    ]);
  });

  it('has one empty page when there are no events, so the events page is still built', async () => {
    given('events', []);
    expect(await getEventPages()).toEqual([[]]);
  });
});

describe('the single entries', () => {
  it('return the data of the site, home and page configurations', async () => {
    given('site', [['site', { logo: 'https://api.example.org/media/logos/logo.png' }]]);
    given('home', [['home', { title: { it: 'Ali Storiche', en: 'Historic Wings' } }]]);
    given('pages', [['biblioteca', { title: { it: 'Biblioteca', en: 'Library' } }]]);
    expect(await getSiteConfig()).toEqual({ logo: 'https://api.example.org/media/logos/logo.png' });
    expect(await getHomeConfig()).toEqual({ title: { it: 'Ali Storiche', en: 'Historic Wings' } });
    expect(await getPageConfig('biblioteca')).toEqual({ title: { it: 'Biblioteca', en: 'Library' } });
  });

  it('fail the build, naming what is missing, when a configuration is not there', async () => {
    given('pages', [['biblioteca', {}]]);
    await expect(getPageConfig('asi')).rejects.toThrow('The build data has no "asi" entry in "pages".');
    await expect(getSiteConfig()).rejects.toThrow('The build data has no "site" entry in "site".');
  });
});

describe('getCurrentFlyParty', () => {
  it('returns the scheduled edition, or undefined when none is', async () => {
    given('flyParty', []);
    expect(await getCurrentFlyParty()).toBeUndefined();
    given('flyParty', [['current', { name: 'Fly Party 2027', startsAt: '2027-06-12T08:00:00.000Z' }]]);
    expect(await getCurrentFlyParty()).toEqual({ name: 'Fly Party 2027', startsAt: '2027-06-12T08:00:00.000Z' });
  });
});

describe('localizedEntryPaths', () => {
  it('gives a page per entry and language, Italian without a locale param, the data under the prop named', async () => {
    given('aircraft', [
      ['2', { position: 1, name: 'SIAI-Marchetti SF.260' }],
      ['1', { position: 0, name: 'Piper J-3C-65 Cub' }],
    ]);
    const piper = { position: 0, name: 'Piper J-3C-65 Cub' };
    const siai = { position: 1, name: 'SIAI-Marchetti SF.260' };
    expect(await localizedEntryPaths('aircraft', 'aircraft')).toEqual([
      { params: { locale: undefined, id: '1' }, props: { aircraft: piper, entryId: '1' } },
      { params: { locale: undefined, id: '2' }, props: { aircraft: siai, entryId: '2' } },
      { params: { locale: 'en', id: '1' }, props: { aircraft: piper, entryId: '1' } },
      { params: { locale: 'en', id: '2' }, props: { aircraft: siai, entryId: '2' } },
    ]);
  });

  it('puts an odd id in the address as its page segment, and the id itself in the props', async () => {
    given('events', [['a?b è', { position: 0, title: 'Raduno' }]]);
    expect((await localizedEntryPaths('events', 'event'))[0]).toEqual({
      params: { locale: undefined, id: 'a~3Fb~20~C3~A8' },
      props: { event: { position: 0, title: 'Raduno' }, entryId: 'a?b è' },
    });
  });
});

describe('getFlyPartyEvent', () => {
  const description = (it: string | null, en: string | null) => ({ it, en });

  it("describes the edition with the air show page's text and the operating base as its place, by language", async () => {
    given('flyParty', [['current', { name: 'Fly Party 2027', startsAt: '2027-06-12T08:00:00.000Z' }]]);
    given('pages', [
      [
        'air_show',
        { title: description('Air show', 'Air show'), description: description('<p>La festa &amp; i voli</p>', null) },
      ],
      [
        'sede_operativa',
        { title: description('La sede operativa', 'Operating base'), description: description(null, null) },
      ],
    ]);
    expect(await getFlyPartyEvent('it')).toEqual({
      name: 'Fly Party 2027',
      startsAt: '2027-06-12T08:00:00.000Z',
      descriptionText: 'La festa & i voli',
      place: 'La sede operativa',
    });
    // No English text: the Italian one stands in.
    expect(await getFlyPartyEvent('en')).toMatchObject({
      descriptionText: 'La festa & i voli',
      place: 'Operating base',
    });
  });

  it('is undefined when no edition is scheduled', async () => {
    given('flyParty', []);
    expect(await getFlyPartyEvent('it')).toBeUndefined();
  });
});
