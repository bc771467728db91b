import { describe, expect, it } from 'vitest';
import { answers, runLoader, withFakeApi } from '../support/fakeApiClient.ts';

const flyParty = await withFakeApi(() => import('../../../src/loaders/flyParty.ts'));

describe('flyPartyLoader', () => {
  it('stores the current edition as "current", its start as an instant (Italian time in the API)', async () => {
    answers.set('/api/fly_party/get_current_fly_party_info', {
      nome: 'Fly Party 2027',
      data_ora_inizio: '2027-06-12T10:00:00',
      immagine: 'media/fly-party/2027.jpg',
    });
    expect(await runLoader(flyParty.flyPartyLoader, flyParty.flyPartyEntrySchema)).toEqual({
      current: {
        name: 'Fly Party 2027',
        startsAt: '2027-06-12T08:00:00.000Z',
        image: 'https://api.example.org/media/fly-party/2027.jpg',
      },
    });
  });

  it('stores nothing when no edition is scheduled, the API answering null or {}', async () => {
    for (const none of [null, {}]) {
      answers.set('/api/fly_party/get_current_fly_party_info', none);
      expect(await runLoader(flyParty.flyPartyLoader, flyParty.flyPartyEntrySchema)).toEqual({});
    }
  });
});

describe('participantsLoader', () => {
  it("stores the current edition's aircraft in the API's order, with owner and photo", async () => {
    answers.set('/api/fly_party/lista_partecipanti_edizione_corrente', [
      { id: 5, nome: 'Fiat G.46', nome_proprietario: 'Marco Ferrari', foto: '/media/partecipanti/g46.jpg' },
      { id: 'b', nome: 'Stampe SV.4', nome_proprietario: '', foto: null },
    ]);
    expect(await runLoader(flyParty.participantsLoader, flyParty.participantEntrySchema)).toEqual({
      '5': {
        position: 0,
        name: 'Fiat G.46',
        owner: 'Marco Ferrari',
        photo: 'https://api.example.org/media/partecipanti/g46.jpg',
      },
      b: { position: 1, name: 'Stampe SV.4', owner: null, photo: null },
    });
  });
});

describe('pastEditionsLoader', () => {
  it('stores each past edition with its participants, none when the API sends null', async () => {
    answers.set('/api/fly_party/get_past_fly_parties', [
      {
        id: 2025,
        nome: 'Fly Party 2025',
        immagine: 'media/fly-party/2025.jpg',
        partecipanti: [{ id: 1, nome: 'Piper Cub', nome_proprietario: 'Giulia Bianchi', foto: null }],
      },
      { id: 2024, nome: null, immagine: null, partecipanti: null },
    ]);
    expect(await runLoader(flyParty.pastEditionsLoader, flyParty.pastEditionEntrySchema)).toEqual({
      '2025': {
        position: 0,
        name: 'Fly Party 2025',
        image: 'https://api.example.org/media/fly-party/2025.jpg',
        participants: [{ id: '1', position: 0, name: 'Piper Cub', owner: 'Giulia Bianchi', photo: null }],
      },
      '2024': { position: 1, name: null, image: null, participants: [] },
    });
  });
});
