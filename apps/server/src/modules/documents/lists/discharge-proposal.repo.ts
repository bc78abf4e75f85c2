import { PROPOSAL_STATUS } from '@inventario/shared/contracts/out';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import type { DischargeProposalInput, ProposalLine } from './discharge-proposal.ts';

type Raw = Record<string, string | number | null>;
const text = (value: string | number | null | undefined) => (value == null ? null : String(value));

/** A discharge proposal of the school, or `notFound`. */
export async function proposalOf(
  tx: Tx,
  customerCode: string,
  id: number,
): Promise<DischargeProposalInput['proposal']> {
  const [row] = await queryRows<Raw>(
    tx,
    sql`select progressive, year, date, causal, status, protocol_number, protocol_date, notes
      from movements where customer_code = ${customerCode} and id = ${id} and type = ${MOVEMENT_TYPE.proposal}`,
  );
  if (!row) throw new AppError('notFound', 'No such discharge proposal');
  return {
    progressive: row.progressive == null ? null : Number(row.progressive),
    year: Number(row.year),
    date: String(row.date),
    causal: text(row.causal),
    confirmed: Number(row.status) === PROPOSAL_STATUS.confirmed,
    protocolNumber: text(row.protocol_number),
    protocolDate: text(row.protocol_date),
    notes: text(row.notes),
  };
}

/** The proposal's lines in their order, with the value the proposal holds for each asset. */
export async function proposalLines(tx: Tx, customerCode: string, id: number): Promise<ProposalLine[]> {
  const rows = await queryRows<Raw>(
    tx,
    sql`select a.asset_class, a.inventory_number, a.durable_number, r.description as register,
        a.description, a.quantity, ma.value_cents
      from movement_assets ma
      join assets a on a.customer_code = ma.customer_code and a.id = ma.asset_id
      join registers r on r.customer_code = a.customer_code and r.id = a.register_id
      where ma.customer_code = ${customerCode} and ma.movement_id = ${id}
      order by ma.position, a.id`,
  );
  return rows.map((r) => {
    const durable = r.asset_class === 'durable';
    const number = durable ? r.durable_number : r.inventory_number;
    return {
      assetClass: durable ? 'durable' : 'inventory',
      number: number == null ? null : Number(number),
      register: String(r.register),
      description: String(r.description),
      quantity: Number(r.quantity),
      valueCents: Number(r.value_cents),
    };
  });
}
