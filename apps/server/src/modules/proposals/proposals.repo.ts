import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import { PROPOSAL_STATUS } from '@inventario/shared/contracts/out';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { and, asc, eq, gt, max, ne, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { sameSchool } from '../../db/same-school.ts';
import { assets, dischargeProposals, movementAssets, movements } from '../../db/schema/index.ts';

/** Queries of discharge proposals (movement type 3) and of their links to the discharges made from them. */

/** The highest progressive of a year's proposals, leaving one out (the one being edited). */
export async function lastProgressive(
  tx: Tx,
  customerCode: string,
  year: number,
  exceptId?: number,
): Promise<number | null> {
  const [row] = await tx
    .select({ last: max(movements.progressive) })
    .from(movements)
    .where(
      and(
        eq(movements.customerCode, customerCode),
        eq(movements.type, MOVEMENT_TYPE.proposal),
        eq(movements.year, year),
        exceptId === undefined ? undefined : ne(movements.id, exceptId),
      ),
    );
  return row?.last ?? null;
}

/** Whether the school has a charge in a year after `year` (confirming a proposal, `chargesInNextYear`). */
export async function chargesAfterYear(tx: Tx, customerCode: string, year: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: movements.id })
    .from(movements)
    .where(
      and(
        eq(movements.customerCode, customerCode),
        eq(movements.type, MOVEMENT_TYPE.charge),
        gt(movements.year, year),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** How much of a proposal is discharged: its assets discharged and the discharges made from it. */
export async function dischargedOf(tx: Tx, customerCode: string, proposalId: number): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    tx,
    sql`select (
        select count(*) from ${movementAssets} l
        join ${assets} a on a.customer_code = l.customer_code and a.id = l.asset_id
        where l.customer_code = ${customerCode} and l.movement_id = ${proposalId}
          and a.status = ${ASSET_STATUS.discharged}
      ) + (
        select count(*) from ${dischargeProposals} d
        where d.customer_code = ${customerCode} and d.proposal_id = ${proposalId}
      ) as n`,
  );
  return Number(row?.n ?? 0);
}

export async function updateLineValues(
  tx: Tx,
  customerCode: string,
  movementId: number,
  lines: readonly { assetId: number; valueCents: number }[],
): Promise<void> {
  if (lines.length === 0) return;
  const values = sql.join(
    lines.map((l) => sql`(${l.assetId}::bigint, ${l.valueCents}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`update ${movementAssets} set value_cents = v.value_cents
    from (values ${values}) as v(asset_id, value_cents)
    where ${movementAssets.customerCode} = ${customerCode} and ${movementAssets.movementId} = ${movementId}
      and ${movementAssets.assetId} = v.asset_id`);
}

export interface ProposalSummaryRow {
  id: number;
  year: number;
  number: number;
  progressive: number | null;
  date: string;
  causal: string | null;
  protocolDate: string | null;
  protocolNumber: string | null;
  remainingCents: number;
  remainingAssets: number;
}

/** Confirmed proposals with assets still in them (status 3), oldest first, with what is left to discharge. */
export async function confirmedWithRemaining(
  tx: Tx,
  customerCode: string,
  onlyId?: number,
): Promise<ProposalSummaryRow[]> {
  const rows = await queryRows<Record<string, string | number | null>>(
    tx,
    sql`select m.id, m.year, m.number, m.progressive, m.date::text as date, m.causal,
        m.protocol_date::text as protocol_date, m.protocol_number,
        sum(l.value_cents) as remaining_cents, count(*) as remaining_assets
      from ${movements} m
      join ${movementAssets} l on l.customer_code = m.customer_code and l.movement_id = m.id
      join ${assets} a on a.customer_code = l.customer_code and a.id = l.asset_id
      where m.customer_code = ${customerCode} and m.type = ${MOVEMENT_TYPE.proposal}
        and m.status = ${PROPOSAL_STATUS.confirmed} and a.status = ${ASSET_STATUS.inProposal}
        ${onlyId === undefined ? sql`` : sql`and m.id = ${onlyId}`}
      group by m.id
      order by m.year, m.number`,
  );
  const text = (v: string | number | null | undefined) => (v == null ? null : String(v));
  return rows.map((r) => ({
    id: Number(r.id),
    year: Number(r.year),
    number: Number(r.number),
    progressive: r.progressive == null ? null : Number(r.progressive),
    date: String(r.date),
    causal: text(r.causal),
    protocolDate: text(r.protocol_date),
    protocolNumber: text(r.protocol_number),
    remainingCents: Number(r.remaining_cents),
    remainingAssets: Number(r.remaining_assets),
  }));
}

/** The movements on the other side of discharge ↔ proposal links. */
export function linkedMovements(tx: Tx, customerCode: string, side: 'discharges' | 'proposals', id: number) {
  const [mine, other] =
    side === 'discharges'
      ? [dischargeProposals.proposalId, dischargeProposals.dischargeId]
      : [dischargeProposals.dischargeId, dischargeProposals.proposalId];
  return tx
    .select({
      id: movements.id,
      type: movements.type,
      year: movements.year,
      number: movements.number,
      date: movements.date,
      status: movements.status,
      totalCents: movements.totalCents,
    })
    .from(dischargeProposals)
    .innerJoin(movements, sameSchool(movements, dischargeProposals, eq(movements.id, other)))
    .where(and(eq(dischargeProposals.customerCode, customerCode), eq(mine, id)))
    .orderBy(asc(movements.date), asc(movements.id));
}

/**
 * Confirmed proposals not yet discharged, which block closing a year (`existingOutConfirmed`): those
 * with assets still in them, and those no discharge was made from.
 */
export async function countPendingConfirmed(tx: Tx, customerCode: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    tx,
    sql`select count(*) as n from ${movements} m
      where m.customer_code = ${customerCode} and m.type = ${MOVEMENT_TYPE.proposal}
        and m.status = ${PROPOSAL_STATUS.confirmed}
        and (exists (
            select 1 from ${movementAssets} l
            join ${assets} a on a.customer_code = l.customer_code and a.id = l.asset_id
            where l.customer_code = m.customer_code and l.movement_id = m.id
              and a.status = ${ASSET_STATUS.inProposal}
          ) or not exists (
            select 1 from ${dischargeProposals} d
            where d.customer_code = m.customer_code and d.proposal_id = m.id
          ))`,
  );
  return Number(row?.n ?? 0);
}
