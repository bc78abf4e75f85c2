import { sql } from 'drizzle-orm';
import { administrations } from '../../db/schema/index.ts';
import { schoolTableRepo } from '../../db/school-table-repo.ts';

export type AdministrationRow = typeof administrations.$inferSelect;
export type AdministrationValues = Pick<AdministrationRow, 'description' | 'fiscalCode' | 'address' | 'city'>;

/** Sorting by description ignores case, as a reader expects. */
export const byDescription = sql`lower(${administrations.description})`;

export const administrationsRepo = schoolTableRepo(administrations, () => [byDescription]);
