import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { creditors } from '../../db/schema/index.ts';
import { schoolTableRepo } from '../../db/school-table-repo.ts';
import { byDisplayName } from './party-fields.ts';

export type CreditorRow = typeof creditors.$inferSelect;

export const creditorsRepo = schoolTableRepo(creditors, () => [byDisplayName(creditors)]);

/** An identifier column compared as stored by `partyValues`: no spaces, upper case, no `IT` prefix. */
function canonical(
  column: typeof creditors.vatNumber | typeof creditors.fiscalCode,
  dropCountry: boolean,
): SQL {
  const compact = sql`upper(regexp_replace(${column}, '\\s', '', 'g'))`;
  return dropCountry ? sql`regexp_replace(${compact}, '^IT', '')` : compact;
}

/**
 * The school's creditor with this VAT number, else with this fiscal code (both canonical), the
 * oldest when several have it; rows saved before the identifiers were normalized match too.
 */
export async function findCreditorByIdentifiers(
  tx: Tx,
  customerCode: string,
  identifiers: { vatNumber: string | null; fiscalCode: string | null },
): Promise<{ id: number; description: string } | null> {
  const byVat = identifiers.vatNumber
    ? sql`${canonical(creditors.vatNumber, true)} = ${identifiers.vatNumber}`
    : null;
  const byFiscalCode = identifiers.fiscalCode
    ? sql`${canonical(creditors.fiscalCode, false)} = ${identifiers.fiscalCode}`
    : null;
  if (!byVat && !byFiscalCode) return null;
  const [row] = await tx
    .select({ id: creditors.id, description: creditors.displayName })
    .from(creditors)
    .where(and(eq(creditors.customerCode, customerCode), or(byVat ?? undefined, byFiscalCode ?? undefined)))
    .orderBy(byVat ? sql`(${byVat}) desc` : sql`1`, asc(creditors.id))
    .limit(1);
  return row ?? null;
}
