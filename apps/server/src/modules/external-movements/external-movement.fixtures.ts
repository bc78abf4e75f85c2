import { and, eq } from 'drizzle-orm';
import { creditors, externalMovements, locations, sites } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/harness.ts';
import type { StoredLine } from './external-movements.repo.ts';

/**
 * External movements as an import will write them, straight into the database (the import is a later
 * issue; the test connection is not bound by row-level security), with the creditors and locations
 * their completion refers to.
 */

export const good = (overrides: Partial<StoredLine> = {}): StoredLine => ({
  description: 'Notebook 14"',
  quantity: 2,
  unitPriceCents: 68_900,
  subcategoryId: null,
  locationId: null,
  brand: null,
  ...overrides,
});

export async function insertExternal(
  t: TestApp,
  customerCode: string,
  values: {
    source?: string;
    description?: string;
    documentNumber?: string | null;
    documentDate?: string | null;
    supplierName?: string | null;
    supplierVatNumber?: string | null;
    creditorId?: number | null;
    status?: number | null;
    lines?: StoredLine[];
  } = {},
): Promise<number> {
  const lines = values.lines ?? [good()];
  const source = values.source ?? 'accounting';
  const total = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  const [row] = await t.db
    .insert(externalMovements)
    .values({
      customerCode,
      source,
      description: values.description ?? 'Fattura 12/2026',
      documentNumber: values.documentNumber === undefined ? '12/2026' : values.documentNumber,
      documentDate: values.documentDate === undefined ? '2026-02-10' : values.documentDate,
      supplierName: values.supplierName === undefined ? 'Alfa Informatica srl' : values.supplierName,
      supplierVatNumber: values.supplierVatNumber ?? null,
      creditorId: values.creditorId ?? null,
      status: values.status === undefined ? (source === 'warehouse' ? 1 : null) : values.status,
      totalValue: (total / 100).toFixed(2),
      payload: { lines },
    })
    .returning({ id: externalMovements.id });
  if (!row) throw new Error('no external movement');
  return row.id;
}

export async function insertCreditor(t: TestApp, customerCode: string, name = 'Alfa Informatica srl') {
  const [row] = await t.db
    .insert(creditors)
    .values({ customerCode, vendorType: 'G', businessName: name, displayName: name })
    .returning({ id: creditors.id });
  if (!row) throw new Error('no creditor');
  return row.id;
}

export async function insertLocation(t: TestApp, customerCode: string, active = true) {
  const [site] = await t.db
    .insert(sites)
    .values({
      customerCode,
      code: `S${Math.random().toString(36).slice(2, 7)}`,
      description: 'Sede centrale',
    })
    .returning({ id: sites.id });
  if (!site) throw new Error('no site');
  const [location] = await t.db
    .insert(locations)
    .values({
      customerCode,
      siteId: site.id,
      code: 'LAB1',
      description: 'Laboratorio di informatica',
      active,
    })
    .returning({ id: locations.id });
  if (!location) throw new Error('no location');
  return location.id;
}

export async function externalRow(t: TestApp, customerCode: string, id: number) {
  const [row] = await t.db
    .select()
    .from(externalMovements)
    .where(and(eq(externalMovements.customerCode, customerCode), eq(externalMovements.id, id)));
  return row;
}
