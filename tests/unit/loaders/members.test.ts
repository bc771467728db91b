import { describe, expect, it } from 'vitest';
import { answers, runLoader, withFakeApi } from '../support/fakeApiClient.ts';

const { membersLoader, memberEntrySchema } = await withFakeApi(() => import('../../../src/loaders/members.ts'));

describe('membersLoader', () => {
  it("joins the list with each member's record, in the list's order, media made absolute and text made safe", async () => {
    answers.set('/api/utenti/get_member_blog_posts_from_users', [
      { id: 7, nome: 'Paolo', cognome: 'Moretti', thumbnail: 'media/soci/7-mini.jpg' },
      { id: 'a1', nome: 'Anna', cognome: null, thumbnail: null },
    ]);
    answers.set('/api/utenti/get_member_blog_post/7', {
      id: 7,
      nome: 'Paolo',
      cognome: 'Moretti',
      foto: '/media/soci/7.jpg',
      descrizione_socio: 'Socio dal 1999.\n\nPilota del Macchi M.B.308.',
    });
    answers.set('/api/utenti/get_member_blog_post/a1', {
      id: 'a1',
      nome: 'Anna',
      cognome: '',
      foto: 'https://cdn.example.org/anna.jpg',
      descrizione_socio: '&lt;p&gt;Caff&amp;egrave; &amp;amp; ali&lt;script&gt;alert(1)&lt;/script&gt;&lt;/p&gt;',
    });
    expect(await runLoader(membersLoader, memberEntrySchema)).toEqual({
      '7': {
        position: 0,
        firstName: 'Paolo',
        lastName: 'Moretti',
        fullName: 'Paolo Moretti',
        thumbnail: 'https://api.example.org/media/soci/7-mini.jpg',
        photo: 'https://api.example.org/media/soci/7.jpg',
        description: '<p>Socio dal 1999.</p><p>Pilota del Macchi M.B.308.</p>',
      },
      a1: {
        position: 1,
        firstName: 'Anna',
        lastName: '',
        fullName: 'Anna',
        // No thumbnail: the photo stands in.
        thumbnail: 'https://cdn.example.org/anna.jpg',
        photo: 'https://cdn.example.org/anna.jpg',
        description: '<p>Caffè &amp; ali</p>',
      },
    });
  });
});
