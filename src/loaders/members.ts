/** Members: the list joined with each member's own record. */
import { z } from 'astro/zod';
import { apiPaths } from '../api/paths.ts';
import { memberSchema, memberSummarySchema } from '../api/schemas.ts';
import { toSafeHtml } from '../lib/richText.ts';
import { apiLoader } from './apiLoader.ts';
import { assertPageIds } from './pageIds.ts';
import { mediaUrl } from './buildClient.ts';
import { mediaUrlSchema } from './entrySchemas.ts';

export const memberEntrySchema = z.object({
  position: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string().min(1),
  thumbnail: mediaUrlSchema,
  photo: mediaUrlSchema,
  description: z.string().nullable(),
});

export const membersLoader = apiLoader('members', async (client) => {
  const list = await client.get(apiPaths.members, z.array(memberSummarySchema));
  assertPageIds(client, apiPaths.members, list);
  return Promise.all(
    list.map(async (summary, position) => {
      const member = await client.get(apiPaths.member(summary.id), memberSchema);
      const firstName = member.nome;
      const lastName = member.cognome ?? '';
      return {
        id: summary.id,
        data: {
          position,
          firstName,
          lastName,
          fullName: [firstName, lastName].filter(Boolean).join(' '),
          thumbnail: mediaUrl(summary.thumbnail) ?? mediaUrl(member.foto),
          photo: mediaUrl(member.foto) ?? mediaUrl(summary.thumbnail),
          description: toSafeHtml(member.descrizione_socio),
        },
      };
    }),
  );
});
