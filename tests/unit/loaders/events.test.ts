import { describe, expect, it } from 'vitest';
import { answers, runLoader, withFakeApi } from '../support/fakeApiClient.ts';

const { eventEntrySchema, eventsLoader } = await withFakeApi(() => import('../../../src/loaders/events.ts'));

const base = {
  location: 'Aviosuperficie Cascina Belvedere, Lodi',
  start_date: '2027-03-14',
  start_time: '09:30:00',
  end_date: '2027-03-15',
  end_time: '17:00',
  created_by: { first_name: 'Giulia', last_name: 'Bianchi' },
};

describe('eventsLoader', () => {
  it('maps each event of the list, in its order: safe description, plain text, excerpt, author, update instant', async () => {
    answers.set('/api/eventi/get_eventi_pubblici', [
      {
        ...base,
        id: 101,
        title: 'Raduno dei velivoli storici',
        description:
          '&lt;p&gt;Hangar aperti &amp;amp; &lt;strong&gt;colazione&lt;/strong&gt;.&lt;/p&gt;&lt;p&gt;Portate il giubbotto.&lt;/p&gt;',
        picture: 'media/eventi/raduno.jpg',
        updated_by: { first_name: 'Marco', last_name: 'Ferrari' },
        // Italian wall clock without an offset, in winter (UTC+1).
        updated_at: '2027-03-02T18:04:11',
      },
      {
        ...base,
        id: '102',
        title: 'Serata in hangar',
        description: null,
        picture: null,
        location: null,
        start_time: null,
        end_date: null,
        end_time: null,
        updated_by: null,
        // Microseconds and an offset, in summer.
        updated_at: '2027-07-01T09:10:11.123456+02:00',
      },
    ]);
    expect(await runLoader(eventsLoader, eventEntrySchema)).toEqual({
      '101': {
        position: 0,
        title: 'Raduno dei velivoli storici',
        description: '<p>Hangar aperti &amp; <strong>colazione</strong>.</p><p>Portate il giubbotto.</p>',
        descriptionText: 'Hangar aperti & colazione. Portate il giubbotto.',
        excerpt: 'Hangar aperti &amp; <strong>colazione</strong>. Portate il giubbotto.',
        picture: 'https://api.example.org/media/eventi/raduno.jpg',
        location: 'Aviosuperficie Cascina Belvedere, Lodi',
        startDate: '2027-03-14',
        startTime: '09:30:00',
        endDate: '2027-03-15',
        endTime: '17:00',
        // The last updater, not the creator.
        author: 'Marco Ferrari',
        updatedAt: '2027-03-02T17:04:11.000Z',
      },
      '102': {
        position: 1,
        title: 'Serata in hangar',
        description: null,
        descriptionText: '',
        excerpt: null,
        picture: null,
        location: null,
        startDate: '2027-03-14',
        startTime: null,
        endDate: null,
        endTime: null,
        author: 'Giulia Bianchi',
        updatedAt: '2027-07-01T07:10:11.123Z',
      },
    });
  });

  it('cuts the excerpt at 100 characters of text, at a word, never inside a tag', async () => {
    const words =
      'Navigazione in formazione lungo il Po fino a Cremona e ritorno, riservata ai soci con almeno cinquanta ore di volo.';
    answers.set('/api/eventi/get_eventi_pubblici', [
      {
        ...base,
        id: 1,
        title: 'Volo',
        description: `&lt;p&gt;&lt;em&gt;${words}&lt;/em&gt;&lt;/p&gt;`,
        updated_by: null,
      },
    ]);
    const { excerpt } = (await runLoader(eventsLoader, eventEntrySchema))['1'] as { excerpt: string };
    expect(excerpt).toBe(
      '<em>Navigazione in formazione lungo il Po fino a Cremona e ritorno, riservata ai soci con almeno</em>…',
    );
  });

  it('names nobody when neither updater nor creator has a name', async () => {
    answers.set('/api/eventi/get_eventi_pubblici', [
      {
        ...base,
        id: 3,
        title: 'Corso',
        created_by: { first_name: ' ', last_name: null },
        updated_by: null,
        updated_at: null,
      },
    ]);
    expect((await runLoader(eventsLoader, eventEntrySchema))['3']).toMatchObject({ author: null, updatedAt: null });
  });
});
