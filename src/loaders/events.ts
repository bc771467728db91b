/**
 * Public events. The list already carries every field of an event (the
 * contract gives both calls the same shape), so the build reads the list once
 * instead of calling get_evento for each event.
 */
import { z } from 'astro/zod';
import { apiPaths } from '../api/paths.ts';
import { eventSchema, type ApiEvent } from '../api/schemas.ts';
import { parseItalianDateTime } from '../lib/italianTime.ts';
import { toExcerptHtml, toPlainText, toSafeHtml } from '../lib/richText.ts';
import { apiLoader } from './apiLoader.ts';
import { assertPageIds } from './pageIds.ts';
import { mediaUrl } from './buildClient.ts';
import { mediaUrlSchema } from './entrySchemas.ts';

/** docs/behaviour.md, "Events": an event card shows the first 100 characters of the description. */
export const EVENT_EXCERPT_LENGTH = 100;

export const eventEntrySchema = z.object({
  position: z.number().int(),
  title: z.string().min(1),
  description: z.string().nullable(),
  /** The description's visible text, for cards and metadata. */
  descriptionText: z.string(),
  /** The description's first EVENT_EXCERPT_LENGTH characters, as inline HTML, for the card. */
  excerpt: z.string().nullable(),
  picture: mediaUrlSchema,
  location: z.string().nullable(),
  startDate: z.string(),
  startTime: z.string().nullable(),
  endDate: z.string().nullable(),
  endTime: z.string().nullable(),
  /** The last updater if any, else the creator: first and last name. */
  author: z.string().nullable(),
  /** The last change, as an ISO 8601 instant in UTC (`2027-03-02T17:04:11.000Z`). */
  updatedAt: z.string().nullable(),
});

/** "First Last" of a person, or null when both names are missing. */
function personName(person: ApiEvent['created_by']): string | null {
  const name = [person?.first_name, person?.last_name].filter((part) => part && part.trim()).join(' ');
  return name || null;
}

export const eventsLoader = apiLoader('events', async (client) => {
  const events = await client.get(apiPaths.events, z.array(eventSchema));
  assertPageIds(client, apiPaths.events, events);
  return events.map((event, position) => ({
    id: event.id,
    data: {
      position,
      title: event.title,
      description: toSafeHtml(event.description),
      descriptionText: toPlainText(event.description),
      excerpt: toExcerptHtml(event.description, EVENT_EXCERPT_LENGTH),
      picture: mediaUrl(event.picture),
      location: event.location,
      startDate: event.start_date,
      startTime: event.start_time,
      endDate: event.end_date,
      endTime: event.end_time,
      author: personName(event.updated_by) ?? personName(event.created_by),
      // One instant in one form (UTC, milliseconds): the API may send microseconds or no offset,
      // and a <time datetime> allows neither more than three fraction digits nor ambiguity.
      updatedAt: event.updated_at ? parseItalianDateTime(event.updated_at).toISOString() : null,
    },
  }));
});
