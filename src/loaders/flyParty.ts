/** The Fly Party: the current edition, its participants and past editions. */
import { z } from 'astro/zod';
import { apiPaths } from '../api/paths.ts';
import { currentFlyPartySchema, participantSchema, pastFlyPartySchema, type Participant } from '../api/schemas.ts';
import { parseItalianDateTime } from '../lib/italianTime.ts';
import { apiLoader } from './apiLoader.ts';
import { mediaUrl } from './buildClient.ts';
import { mediaUrlSchema } from './entrySchemas.ts';

export const flyPartyEntrySchema = z.object({
  name: z.string().min(1),
  /** The start as an instant (UTC ISO string), so the browser can count down from any zone. */
  startsAt: z.iso.datetime(),
  image: mediaUrlSchema,
});

/** The current edition as the single entry 'current', or an empty collection when none is scheduled. */
export const flyPartyLoader = apiLoader('flyParty', async (client) => {
  const current = await client.get(apiPaths.currentFlyParty, currentFlyPartySchema);
  if (!current) return [];
  return [
    {
      id: 'current',
      data: {
        name: current.nome,
        startsAt: parseItalianDateTime(current.data_ora_inizio).toISOString(),
        image: mediaUrl(current.immagine),
      },
    },
  ];
});

export const participantEntrySchema = z.object({
  position: z.number().int(),
  name: z.string().min(1),
  owner: z.string().nullable(),
  photo: mediaUrlSchema,
});

function toParticipant(participant: Participant, position: number) {
  return {
    position,
    name: participant.nome,
    owner: participant.nome_proprietario,
    photo: mediaUrl(participant.foto),
  };
}

export const participantsLoader = apiLoader('participants', async (client) => {
  const participants = await client.get(apiPaths.participants, z.array(participantSchema));
  return participants.map((participant, position) => ({
    id: participant.id,
    data: toParticipant(participant, position),
  }));
});

export const pastEditionEntrySchema = z.object({
  position: z.number().int(),
  name: z.string().nullable(),
  image: mediaUrlSchema,
  participants: z.array(participantEntrySchema.extend({ id: z.string() })),
});

export const pastEditionsLoader = apiLoader('pastEditions', async (client) => {
  const editions = await client.get(apiPaths.pastFlyParties, z.array(pastFlyPartySchema));
  return editions.map((edition, position) => ({
    id: edition.id,
    data: {
      position,
      name: edition.nome,
      image: mediaUrl(edition.immagine),
      participants: edition.partecipanti.map((participant, index) => ({
        id: participant.id,
        ...toParticipant(participant, index),
      })),
    },
  }));
});
