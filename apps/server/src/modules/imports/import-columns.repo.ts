import type { ColumnMapping } from '@inventario/shared/domain/imports/column-mapping';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { importColumnChoices } from '../../db/schema/index.ts';

/** The column mapping the school gave its last import of this type, if any. */
export async function findColumnChoice(
  tx: Tx,
  customerCode: string,
  type: number,
): Promise<ColumnMapping | null> {
  const [row] = await tx
    .select({ mapping: importColumnChoices.mapping })
    .from(importColumnChoices)
    .where(and(eq(importColumnChoices.customerCode, customerCode), eq(importColumnChoices.type, type)));
  return (row?.mapping as ColumnMapping | undefined) ?? null;
}

export async function saveColumnChoice(
  tx: Tx,
  choice: { customerCode: string; type: number; mapping: ColumnMapping; updatedBy: string; updatedAt: Date },
): Promise<void> {
  await tx
    .insert(importColumnChoices)
    .values(choice)
    .onConflictDoUpdate({
      target: [importColumnChoices.customerCode, importColumnChoices.type],
      set: { mapping: choice.mapping, updatedBy: choice.updatedBy, updatedAt: choice.updatedAt },
    });
}
