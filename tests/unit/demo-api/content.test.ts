import { decode } from 'he';
import { describe, expect, it } from 'vitest';
import { baseAssets } from '../../../scripts/demo-api/assets.ts';
import { buildContent, resolveCounts, type DemoContent } from '../../../scripts/demo-api/content.ts';
import {
  ABSOLUTE_PICTURE_EVENT_ID,
  EMPTY_HISTORY_AIRCRAFT_ID,
  HOSTILE_CONFIGURATION,
  ITALIAN_ONLY_AIRCRAFT_ID,
  LONG_DESCRIPTION_EVENT_IDS,
  LONG_DESCRIPTION_MEMBER_ID,
  NO_PICTURE_EVENT_ID,
  NULL_ENGLISH_CONFIGURATION,
  PLAIN_TEXT_MEMBER_ID,
  SPECS_END_AIRCRAFT_ID,
} from '../../../scripts/demo-api/fixtures.ts';
import { NOW } from './helpers.ts';

const SELF = 'http://127.0.0.1:9999';
const build = (now = NOW, counts = resolveCounts()): DemoContent => buildContent({ counts, now, selfUrl: SELF });

/** Every API answer of a content, as one JSON string (maps as sorted objects). */
function serialise(content: DemoContent): string {
  return JSON.stringify(content, (_key, value: unknown) => (value instanceof Map ? Object.fromEntries(value) : value));
}

/** Visible text of an API text: decode once, drop tags, decode entities; plus where tags and entities sit in it. */
function visibleText(encoded: string): { text: string; markupAt: number[] } {
  const html = decode(encoded);
  let text = '';
  const markupAt: number[] = [];
  for (const token of html.match(/<[^>]*>|&[#\w]+;|[^<&]/gs) ?? []) {
    if (token.startsWith('<') || (token.startsWith('&') && token.length > 1)) markupAt.push(text.length);
    if (!token.startsWith('<')) text += decode(token);
  }
  return { text, markupAt };
}

/** Every string value anywhere in a JSON-like value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value instanceof Map) return strings([...value.values()]);
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('demo content', () => {
  const content = build();
  const config = (name: string): Record<string, unknown> => content.configurations.get(name) ?? {};

  it('is byte-identical for the same inputs, and follows the date', () => {
    expect(serialise(build())).toBe(serialise(build()));
    expect(serialise(build(new Date('2026-03-16T10:00:00+01:00')))).not.toBe(serialise(build()));
  });

  it('has the base counts', () => {
    expect(content.events).toHaveLength(20);
    expect(content.members).toHaveLength(8);
    expect(content.aircraft).toHaveLength(5);
    for (const media of content.aircraftMedia.values()) expect(media.length).toBeGreaterThanOrEqual(4);
    expect(content.safetyArticles.length).toBeGreaterThanOrEqual(4);
    expect(content.contestArticles.length).toBeGreaterThanOrEqual(4);
    expect(content.currentParticipants.length).toBeGreaterThanOrEqual(6);
    expect(content.pastFlyParties.length).toBeGreaterThanOrEqual(2);
    for (const edition of content.pastFlyParties) {
      expect(edition.nome).toMatch(/^Fly Party \d{4}$/);
      expect(edition.partecipanti.length).toBeGreaterThan(0);
    }
  });

  it('varies events the way the site must cope with', () => {
    const events = content.events;
    const today = '2026-03-15';
    expect(events.some((event) => event.end_date === null)).toBe(true);
    expect(events.some((event) => event.end_date !== null && event.end_time === null)).toBe(true);
    expect(events.some((event) => event.updated_by === null)).toBe(true);
    expect(
      events.some((event) => event.updated_by !== null && event.updated_by.first_name !== event.created_by.first_name),
    ).toBe(true);
    expect(events.some((event) => /^\d{2}:\d{2}$/.test(event.start_time))).toBe(true);
    expect(events.some((event) => /^\d{2}:\d{2}:\d{2}$/.test(event.start_time))).toBe(true);
    expect(events.some((event) => /[+-]\d{2}:\d{2}$/.test(event.updated_at))).toBe(true);
    expect(events.some((event) => /T\d{2}:\d{2}:\d{2}$/.test(event.updated_at))).toBe(true);
    expect(events.some((event) => event.start_date < today)).toBe(true);
    expect(events.some((event) => event.start_date > today)).toBe(true);
    for (const event of events) {
      expect(Number.isNaN(Date.parse(event.updated_at))).toBe(false);
      if (event.end_date) expect(event.end_date >= event.start_date).toBe(true);
    }
    const starts = events.map((event) => `${event.start_date} ${event.start_time.padEnd(8, ':00')}`);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('has long event descriptions with markup and entities around the 100th character', () => {
    for (const id of LONG_DESCRIPTION_EVENT_IDS) {
      const event = content.eventById.get(String(id));
      const { text, markupAt } = visibleText(event?.description ?? '');
      expect(text.length).toBeGreaterThan(100);
      expect(markupAt.some((at) => at >= 92 && at <= 106)).toBe(true);
    }
  });

  it('writes media paths in every contract form', () => {
    const all = strings(content).filter((value) => /^(\/|https?:\/\/[^/]+\/)?media\//.test(value));
    expect(all.some((path) => path.startsWith('/media/'))).toBe(true);
    expect(all.some((path) => path.startsWith('media/'))).toBe(true);
    expect(content.eventById.get(String(ABSOLUTE_PICTURE_EVENT_ID))?.picture).toBe(
      `${SELF}/media/eventi/evento-${ABSOLUTE_PICTURE_EVENT_ID}.jpg`,
    );
    expect(content.eventById.get(String(NO_PICTURE_EVENT_ID))?.picture).toBeNull();
    expect(config('get_site_configuration').logo).toBe('/media/logos/logo.png');
    expect(config('get_site_configuration').logo_asi).toBe('media/logos/logo-asi.png');
  });

  it('maps every media URL to a file of the base set', () => {
    const files = new Set(baseAssets().map((asset) => asset.file));
    for (const path of strings(content).filter((value) => /^(\/|https?:\/\/[^/]+\/)?media\//.test(value))) {
      const urlPath = `/${path.replace(/^(\/|https?:\/\/[^/]+\/)/, '')}`;
      const file = content.media.get(urlPath);
      expect(file, urlPath).toBeDefined();
      expect(files.has(file ?? '')).toBe(true);
    }
  });

  it('has page configurations with fallbacks and a hostile snippet', () => {
    for (const name of [
      'get_programma_volo_fly_party_configuration',
      'get_informazioni_operative_fly_party_configuration',
    ]) {
      expect(Object.keys(config(name)).sort()).toEqual(['descrizione', 'descrizione_eng', 'id']);
    }
    expect(config(NULL_ENGLISH_CONFIGURATION).descrizione_eng).toBeNull();
    expect(config('get_asi_configuration').titolo_eng).toBe('');
    const hostile = decode(String(config(HOSTILE_CONFIGURATION).descrizione));
    for (const snippet of ['<script>', 'onerror=', 'javascript:', '<iframe']) expect(hostile).toContain(snippet);
    const home = decode(String(config('get_home_configuration').descrizione));
    expect(home).toContain('&amp;');
    expect(String(config('get_home_configuration').descrizione)).toContain('&amp;amp;');
    const story = decode(String(config('get_la_nostra_storia_configuration').descrizione));
    for (const snippet of ['<strong>', '<a href=', '<ul>', '<li>']) expect(story).toContain(snippet);
  });

  it('has the aircraft variants', () => {
    const italian = content.aircraftById.get(String(ITALIAN_ONLY_AIRCRAFT_ID)) ?? {};
    for (const key of ['description_eng', 'history_eng', 'specs_eng']) expect(italian[key] ?? '').toBe('');
    expect(italian.description).toBeTruthy();
    const specsEnd = content.aircraftById.get(String(SPECS_END_AIRCRAFT_ID)) ?? {};
    expect(specsEnd).toHaveProperty('specs_end');
    expect(specsEnd).not.toHaveProperty('specs_eng');
    const noHistory = content.aircraftById.get(String(EMPTY_HISTORY_AIRCRAFT_ID)) ?? {};
    expect(noHistory.history).toBe('');
  });

  it('has a member description long enough to scroll, and one in plain text', () => {
    const member = content.memberById.get(String(LONG_DESCRIPTION_MEMBER_ID));
    expect(visibleText(String(member?.descrizione_socio)).text.length).toBeGreaterThan(1200);
    const plain = String(content.memberById.get(String(PLAIN_TEXT_MEMBER_ID))?.descrizione_socio);
    expect(plain.length).toBeGreaterThan(20);
    expect(plain).not.toMatch(/[&<]/);
  });

  it('schedules the Fly Party on the second Saturday of June at least 60 days ahead', () => {
    expect(content.currentFlyParty).toMatchObject({
      nome: 'Fly Party 2026',
      data_ora_inizio: '2026-06-13T10:00:00+02:00',
    });
    expect(content.pastFlyParties.map((edition) => edition.nome)).toEqual([
      'Fly Party 2025',
      'Fly Party 2024',
      'Fly Party 2023',
    ]);
    // Six weeks before the 2026 edition is too close: the next one announced is 2027.
    const may = build(new Date('2026-05-01T12:00:00+02:00'));
    expect(may.currentFlyParty.data_ora_inizio).toBe('2027-06-12T10:00:00+02:00');
    expect(may.pastFlyParties[0]?.nome).toBe('Fly Party 2025');
    const july = build(new Date('2026-07-01T12:00:00+02:00'));
    expect(july.pastFlyParties[0]?.nome).toBe('Fly Party 2026');
  });

  it('scales members, aircraft and events with unique ids and varied names', () => {
    expect(resolveCounts(3)).toEqual({ events: 60, members: 24, aircraft: 15, mediaPerAircraft: 5 });
    expect(resolveCounts(2, { events: 7, mediaPerAircraft: 8 })).toEqual({
      events: 7,
      members: 16,
      aircraft: 10,
      mediaPerAircraft: 8,
    });
    const big = build(NOW, { events: 500, members: 100, aircraft: 40, mediaPerAircraft: 8 });
    expect(big.events).toHaveLength(500);
    expect(new Set(big.events.map((event) => event.id)).size).toBe(500);
    expect(new Set(big.events.map((event) => event.title)).size).toBeGreaterThan(30);
    expect(new Set(big.members.map((member) => member.id)).size).toBe(100);
    expect(new Set(big.members.map((member) => `${member.nome} ${member.cognome}`)).size).toBeGreaterThan(60);
    expect(new Set(big.aircraft.map((aircraft) => aircraft.registration)).size).toBe(40);
    const mediaIds = [...big.aircraftMedia.values()].flat().map((item) => item.id);
    expect(mediaIds).toHaveLength(320);
    expect(new Set(mediaIds).size).toBe(320);
    expect(new Set(big.events.map((event) => event.picture)).size).toBe(500);
    expect(build(NOW, { events: 0, members: 0, aircraft: 0, mediaPerAircraft: 0 }).events).toEqual([]);
  });
});
