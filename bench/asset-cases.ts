/** The searches of the asset benchmark, the same for the HTTP load and the raw SQL timing. */
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { sites } from '../apps/server/src/db/schema/index.ts';

export interface SchoolIds {
  code: string;
  siteIds: number[];
}

export interface BenchCase {
  name: string;
  area: 'asset' | 'movement';
  /** The n-th request of a school: its page and body. */
  request(n: number, school: SchoolIds): { page: number; size: number; body: Record<string, unknown> };
}

export const benchCases: BenchCase[] = [
  {
    name: 'assets: site + charged, default sort, pages 1–20',
    area: 'asset',
    request: (n, school) => ({
      page: 1 + (n % 20),
      size: 10,
      body: { siteId: school.siteIds[n % school.siteIds.length], status: 2 },
    }),
  },
  {
    name: 'assets: text "notebook" (1 in 12), by description, p. 1–20',
    area: 'asset',
    request: (n) => ({ page: 1 + (n % 20), size: 10, body: { text: 'notebook', sortBy: 'description' } }),
  },
  {
    name: 'assets: inventory number from n, by price desc',
    area: 'asset',
    request: (n) => ({
      page: 1,
      size: 15,
      body: { inventoryNumber: { from: 1 + ((n * 97) % 7000) }, sortBy: 'historicalPrice', sortDesc: true },
    }),
  },
  {
    name: 'movements: charges from a date, newest first, p. 1–10',
    area: 'movement',
    request: (n) => ({ page: 1 + (n % 10), size: 10, body: { type: 1, fromDate: '2026-03-01' } }),
  },
  {
    name: 'movements: text "fornitore 1" (creditor), p. 1–5',
    area: 'movement',
    request: (n) => ({ page: 1 + (n % 5), size: 10, body: { text: 'fornitore 1' } }),
  },
];

/** The ids a school's requests need (sites for the site filter); read as the owner, across schools. */
export async function schoolIds(db: Db, codes: string[]): Promise<SchoolIds[]> {
  const rows = await db
    .select({ code: sites.customerCode, id: sites.id })
    .from(sites)
    .where(inArray(sites.customerCode, codes))
    .orderBy(asc(sites.id));
  return codes.map((code) => ({ code, siteIds: rows.filter((r) => r.code === code).map((r) => r.id) }));
}
