/** Aircraft: the list joined with each aircraft's record and media. */
import { z } from 'astro/zod';
import { apiPaths } from '../api/paths.ts';
import { aircraftMediaSchema, aircraftSchema, aircraftSummarySchema } from '../api/schemas.ts';
import { toSafeHtml } from '../lib/richText.ts';
import { apiLoader } from './apiLoader.ts';
import { assertPageIds } from './pageIds.ts';
import { mediaUrl } from './buildClient.ts';
import { localizedHtmlSchema, mediaUrlSchema } from './entrySchemas.ts';

export const aircraftEntrySchema = z.object({
  position: z.number().int(),
  name: z.string().min(1),
  registration: z.string().nullable(),
  thumbnail: mediaUrlSchema,
  photo: mediaUrlSchema,
  description: localizedHtmlSchema,
  history: localizedHtmlSchema,
  specs: localizedHtmlSchema,
  media: z.array(z.object({ id: z.string(), url: z.url() })),
});

export const fleetLoader = apiLoader('aircraft', async (client) => {
  const list = await client.get(apiPaths.aircraftList, z.array(aircraftSummarySchema));
  assertPageIds(client, apiPaths.aircraftList, list);
  return Promise.all(
    list.map(async (summary, position) => {
      const [aircraft, media] = await Promise.all([
        client.get(apiPaths.aircraft(summary.id), aircraftSchema),
        client.get(apiPaths.aircraftMedia(summary.id), z.array(aircraftMediaSchema)),
      ]);
      return {
        id: summary.id,
        data: {
          position,
          name: aircraft.name,
          registration: aircraft.registration,
          thumbnail: mediaUrl(summary.thumbnail) ?? mediaUrl(aircraft.foto),
          photo: mediaUrl(aircraft.foto) ?? mediaUrl(summary.thumbnail),
          description: { it: toSafeHtml(aircraft.description), en: toSafeHtml(aircraft.description_eng) },
          history: { it: toSafeHtml(aircraft.history), en: toSafeHtml(aircraft.history_eng) },
          specs: { it: toSafeHtml(aircraft.specs), en: toSafeHtml(aircraft.specs_eng) },
          media: media.map((item) => ({ id: item.id, url: mediaUrl(item.file)! })),
        },
      };
    }),
  );
});
