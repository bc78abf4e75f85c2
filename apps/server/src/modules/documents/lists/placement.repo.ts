import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { locations, sites } from '../../../db/schema/index.ts';
import { AppError } from '../../../http/app-error.ts';

/** A site of the school, or `notFound`. */
export async function siteOf(tx: Tx, customerCode: string, id: number) {
  const [site] = await tx
    .select({ code: sites.code, description: sites.description })
    .from(sites)
    .where(and(eq(sites.customerCode, customerCode), eq(sites.id, id)));
  if (!site) throw new AppError('notFound', 'No such site');
  return site;
}

/**
 * The chosen locations of a site, as the list's heading names them ("A1 Aula 1"), or `notFound` when
 * one is not the site's.
 */
export async function siteLocationsOf(tx: Tx, customerCode: string, siteId: number, ids: readonly number[]) {
  const found = await tx
    .select({ id: locations.id, code: locations.code, description: locations.description })
    .from(locations)
    .where(
      and(
        eq(locations.customerCode, customerCode),
        eq(locations.siteId, siteId),
        inArray(locations.id, [...ids]),
      ),
    )
    .orderBy(locations.code);
  if (found.length !== new Set(ids).size) throw new AppError('notFound', 'No such location in the site');
  return found.map((location) => `${location.code} ${location.description}`);
}
