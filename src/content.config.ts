/**
 * Every collection the site is built from: a loader over the association's API
 * and the schema of what the pages receive, nothing else.
 */
import { defineCollection } from 'astro:content';
import { articleEntrySchema, contestArticlesLoader, safetyArticlesLoader } from './loaders/articles.ts';
import { eventEntrySchema, eventsLoader } from './loaders/events.ts';
import { aircraftEntrySchema, fleetLoader } from './loaders/fleet.ts';
import {
  flyPartyEntrySchema,
  flyPartyLoader,
  participantEntrySchema,
  participantsLoader,
  pastEditionEntrySchema,
  pastEditionsLoader,
} from './loaders/flyParty.ts';
import { memberEntrySchema, membersLoader } from './loaders/members.ts';
import { homeLoader, homeSchema, pageSchema, pagesLoader, siteLoader, siteSchema } from './loaders/settings.ts';

export const collections = {
  site: defineCollection({ loader: siteLoader, schema: siteSchema }),
  home: defineCollection({ loader: homeLoader, schema: homeSchema }),
  pages: defineCollection({ loader: pagesLoader, schema: pageSchema }),
  members: defineCollection({ loader: membersLoader, schema: memberEntrySchema }),
  aircraft: defineCollection({ loader: fleetLoader, schema: aircraftEntrySchema }),
  events: defineCollection({ loader: eventsLoader, schema: eventEntrySchema }),
  flyParty: defineCollection({ loader: flyPartyLoader, schema: flyPartyEntrySchema }),
  participants: defineCollection({ loader: participantsLoader, schema: participantEntrySchema }),
  pastEditions: defineCollection({ loader: pastEditionsLoader, schema: pastEditionEntrySchema }),
  safetyArticles: defineCollection({ loader: safetyArticlesLoader, schema: articleEntrySchema }),
  contestArticles: defineCollection({ loader: contestArticlesLoader, schema: articleEntrySchema }),
};
