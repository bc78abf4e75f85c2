import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from '@inventario/shared/zod';
import type { Db } from '../db/client.ts';
import { defaultSubcategories, defaultSubcategoryRates, news } from '../db/schema/index.ts';
import { defaultCatalogue, defaultCodeOf } from '../modules/catalogue/default-catalogue.ts';

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
 * Data every installation has, demo or not: the product's news and the default subcategory list. Applied at each start, so a release
 * that adds news items delivers them by data, not code.
 */
export async function seedProductData(db: Db): Promise<void> {
  const file = path.join(import.meta.dirname, 'news.json');
  const items = newsFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  for (const item of items) {
    await db.insert(news).values(item).onConflictDoUpdate({ target: news.code, set: item });
  }
  await seedDefaultSubcategories(db);
}

async function seedDefaultSubcategories(db: Db): Promise<void> {
  const catalogue = defaultCatalogue();
  const aggregations = new Map(catalogue.aggregations.map((a) => [a.code, a.description]));
  for (const entry of catalogue.subcategories) {
    const row = {
      code: defaultCodeOf(entry),
      registerKind: entry.register,
      categoryCode: entry.category[0],
      categoryDescription: entry.category[1],
      subcategoryCode: entry.code,
      description: entry.description,
      aggregationCode: entry.aggregation,
      aggregationDescription: aggregations.get(entry.aggregation) ?? entry.aggregation,
    };
    await db
      .insert(defaultSubcategories)
      .values(row)
      .onConflictDoUpdate({ target: defaultSubcategories.code, set: row });
    const rate = {
      defaultCode: row.code,
      validFromYear: catalogue.validFromYear,
      percent: String(entry.rate),
      source: catalogue.source,
    };
    await db
      .insert(defaultSubcategoryRates)
      .values(rate)
      .onConflictDoUpdate({
        target: [defaultSubcategoryRates.defaultCode, defaultSubcategoryRates.validFromYear],
        set: rate,
      });
  }
}
