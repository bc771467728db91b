import { describe, expect, it } from 'vitest';
import { italianIsoDateTime } from '../../src/lib/italianTime.ts';
import { eventJsonLd, jsonLdText, organizationJsonLd, type EventFacts } from '../../src/lib/structuredData.ts';

describe('italianIsoDateTime', () => {
  it("gives Italy's offset of the day: +01:00 in winter, +02:00 in summer", () => {
    expect(italianIsoDateTime('2027-01-15', '10:00')).toBe('2027-01-15T10:00:00+01:00');
    expect(italianIsoDateTime('2027-06-12', '09:30:00')).toBe('2027-06-12T09:30:00+02:00');
    // The last Sunday of March: 03:30 is already summer time.
    expect(italianIsoDateTime('2027-03-28', '03:30')).toBe('2027-03-28T03:30:00+02:00');
  });
});

const facts: EventFacts = {
  name: 'Raduno di primavera',
  url: 'https://example.org/evento/7/',
  startDate: '2027-04-18',
  startTime: '09:30:00',
  endDate: '2027-04-19',
  endTime: '17:00:00',
  location: 'Aviosuperficie di Casale',
  description: 'Voli e hangar aperti',
  images: ['https://example.org/_astro/raduno.webp'],
  inLanguage: 'it',
  organizer: { name: 'Fly Party', url: 'https://example.org/' },
};

describe('eventJsonLd', () => {
  it('describes an in-person event with Italian offsets, its place, image, description and organiser', () => {
    expect(eventJsonLd(facts)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Raduno di primavera',
      url: 'https://example.org/evento/7/',
      startDate: '2027-04-18T09:30:00+02:00',
      endDate: '2027-04-19T17:00:00+02:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Aviosuperficie di Casale', address: 'Aviosuperficie di Casale' },
      image: ['https://example.org/_astro/raduno.webp'],
      description: 'Voli e hangar aperti',
      inLanguage: 'it',
      organizer: { '@type': 'Organization', name: 'Fly Party', url: 'https://example.org/' },
    });
  });

  it('gives dates alone when times are missing, and leaves out what is unknown', () => {
    const data = eventJsonLd({
      ...facts,
      startTime: null,
      endDate: null,
      endTime: null,
      location: null,
      images: [],
      description: '',
    });
    expect(data.startDate).toBe('2027-04-18');
    expect(data).not.toHaveProperty('endDate');
    expect(data).not.toHaveProperty('location');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('description');
  });
});

describe('organizationJsonLd', () => {
  it('names the association, its site, logo and own profiles', () => {
    expect(
      organizationJsonLd({
        name: 'Fly Party',
        url: 'https://example.org/',
        logo: 'https://example.org/logo.webp',
        sameAs: ['https://www.facebook.com/flyparty'],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Fly Party',
      url: 'https://example.org/',
      logo: 'https://example.org/logo.webp',
      sameAs: ['https://www.facebook.com/flyparty'],
    });
    expect(organizationJsonLd({ name: 'Fly Party', url: 'https://example.org/' })).not.toHaveProperty('sameAs');
  });
});

describe('jsonLdText', () => {
  it('cannot be closed by text from the API, and parses back to the same data', () => {
    const hostile = { ...eventJsonLd(facts), description: '</script><script>alert(1)</script>\u2028' };
    const text = jsonLdText(hostile);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(hostile);
  });
});
