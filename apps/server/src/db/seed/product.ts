import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../client.ts';
import { news } from '../schema/index.ts';

const newsFileSchema = z.array(
  z.object({
    code: z.string(),
    version: z.string(),
    date: z.iso.date(),
    title: z.string(),
    text: z.string(),
  }),
);

/**
 * Data every installation has, demo or not: the product's news. Applied at each start, so a release
 * that adds news items delivers them by data, not code.
 */
export async function seedProductData(db: Db): Promise<void> {
  const file = path.join(import.meta.dirname, 'news.json');
  const items = newsFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  for (const item of items) {
    await db.insert(news).values(item).onConflictDoUpdate({ target: news.code, set: item });
  }
}
