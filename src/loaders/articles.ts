/** The two article lists: flight safety and the literary contest. */
import { z } from 'astro/zod';
import { apiPaths } from '../api/paths.ts';
import { articleSchema } from '../api/schemas.ts';
import { apiLoader } from './apiLoader.ts';
import { mediaUrl } from './buildClient.ts';
import { mediaUrlSchema } from './entrySchemas.ts';

export const articleEntrySchema = z.object({
  position: z.number().int(),
  title: z.string().min(1),
  image: mediaUrlSchema,
  file: z.url(),
});

function articlesLoader(name: string, path: string) {
  return apiLoader(name, async (client) => {
    const articles = await client.get(path, z.array(articleSchema));
    return articles.map((article, position) => ({
      id: article.id,
      data: { position, title: article.title, image: mediaUrl(article.image), file: mediaUrl(article.file)! },
    }));
  });
}

export const safetyArticlesLoader = articlesLoader('safetyArticles', apiPaths.safetyArticles);
export const contestArticlesLoader = articlesLoader('contestArticles', apiPaths.contestArticles);
