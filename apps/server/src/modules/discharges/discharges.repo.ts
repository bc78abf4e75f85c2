import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sameSchool } from '../../db/same-school.ts';
import { debtors, dischargeProposals, movementAssets, movements } from '../../db/schema/index.ts';

/** Queries of discharges (movement type 2) and their links to the proposals they came from. */

/** A debtor's name, or null when the school has no such debtor. */
export async function debtorName(tx: Tx, customerCode: string, id: number): Promise<string | null> {
  const [row] = await tx
    .select({ name: debtors.displayName })
    .from(debtors)
    .where(and(eq(debtors.customerCode, customerCode), eq(debtors.id, id)));
  return row ? row.name : null;
}

/** The proposals a discharge came from. */
export async function linkedProposalIds(
  tx: Tx,
  customerCode: string,
  dischargeId: number,
): Promise<number[]> {
  const rows = await tx
    .select({ id: dischargeProposals.proposalId })
    .from(dischargeProposals)
    .where(
      and(eq(dischargeProposals.customerCode, customerCode), eq(dischargeProposals.dischargeId, dischargeId)),
    );
  return rows.map((r) => r.id);
}

export async function insertLinks(
  tx: Tx,
  customerCode: string,
  dischargeId: number,
  proposalIds: readonly number[],
): Promise<void> {
  if (proposalIds.length === 0) return;
  await tx
    .insert(dischargeProposals)
    .values(proposalIds.map((proposalId) => ({ customerCode, dischargeId, proposalId })));
}

export async function deleteLinks(tx: Tx, customerCode: string, dischargeId: number): Promise<void> {
  await tx
    .delete(dischargeProposals)
    .where(
      and(eq(dischargeProposals.customerCode, customerCode), eq(dischargeProposals.dischargeId, dischargeId)),
    );
}

/** The assets the proposals list, with their proposal's status. */
export function proposalAssets(tx: Tx, customerCode: string, proposalIds: readonly number[]) {
  if (proposalIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ assetId: movementAssets.assetId, proposalStatus: movements.status })
    .from(movementAssets)
    .innerJoin(movements, sameSchool(movements, movementAssets, eq(movements.id, movementAssets.movementId)))
    .where(
      and(
        eq(movementAssets.customerCode, customerCode),
        inArray(movementAssets.movementId, [...proposalIds]),
      ),
    );
}
