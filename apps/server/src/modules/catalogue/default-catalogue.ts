import { readFileSync } from 'node:fs';
import path from 'node:path';
import { registerKinds } from '@inventario/shared/contracts/catalogue';
import { z } from '@inventario/shared/zod';

const defaultCatalogueSchema = z.object({
  note: z.string(),
  source: z.string(),
  validFromYear: z.number().int(),
  registers: z.array(
    z.object({ kind: z.enum(registerKinds), description: z.string(), hasDurableRegister: z.boolean() }),
  ),
  aggregations: z.array(z.object({ code: z.string(), description: z.string() })),
  subcategories: z.array(
    z.object({
      register: z.enum(registerKinds),
      category: z.tuple([z.string(), z.string()]),
      code: z.string(),
      description: z.string(),
      aggregation: z.string(),
      rate: z.number().min(0).max(100),
    }),
  ),
});

export type DefaultCatalogue = z.infer<typeof defaultCatalogueSchema>;
export type DefaultSubcategoryEntry = DefaultCatalogue['subcategories'][number];

let cached: DefaultCatalogue | undefined;

/** The registers, Model K aggregations and subcategories a new school starts from (DOMAIN §2). */
export function defaultCatalogue(): DefaultCatalogue {
  cached ??= defaultCatalogueSchema.parse(
    JSON.parse(readFileSync(path.join(import.meta.dirname, 'default-subcategories.json'), 'utf8')),
  );
  return cached;
}

/** The stable code of a default subcategory: register kind, category code, subcategory code. */
export function defaultCodeOf(entry: DefaultSubcategoryEntry): string {
  return `${entry.register}.${entry.category[0]}.${entry.code}`;
}
