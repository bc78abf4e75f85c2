import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import { creditors } from '../../../db/schema/index.ts';
import { AppError } from '../../../http/app-error.ts';
import { inRegister } from '../holdings/holdings.ts';
import type { CreditorAsset } from './assets-by-creditor.ts';

/** A supplier of the school, or `notFound`. */
export async function creditorOf(tx: Tx, customerCode: string, id: number) {
  const [creditor] = await tx
    .select({ description: creditors.displayName })
    .from(creditors)
    .where(and(eq(creditors.customerCode, customerCode), eq(creditors.id, id)));
  if (!creditor) throw new AppError('notFound', 'No such creditor');
  return creditor;
}

type Raw = Record<string, string | number | null>;
const text = (value: string | number | null | undefined) => (value == null ? null : String(value));

function toAsset(r: Raw): CreditorAsset {
  const durable = r.asset_class === 'durable';
  const number = durable ? r.durable_number : r.inventory_number;
  return {
    voucher: {
      number: Number(r.voucher_number),
      year: Number(r.voucher_year),
      date: String(r.voucher_date),
      delivery: { number: text(r.delivery_number), date: text(r.delivery_date) },
      invoice: { type: text(r.document_type), number: text(r.document_number), date: text(r.document_date) },
    },
    assetClass: durable ? 'durable' : 'inventory',
    number: number == null ? null : Number(number),
    description: String(r.description),
    historicalValueCents: Number(r.historical_cents),
  };
}

/**
 * The assets charged from a supplier (the charge voucher's creditor) with the charge dated between the
 * two dates, in voucher order and, inside a voucher, inventory assets then durable ones by number.
 */
export async function creditorAssets(
  tx: Tx,
  customerCode: string,
  conditions: { idCreditorDebtor: number; fromDate: string; toDate: string; idRegister?: number | undefined },
): Promise<CreditorAsset[]> {
  const rows = await queryRows<Raw>(
    tx,
    sql`select cm.number as voucher_number, cm.year as voucher_year, cm.date as voucher_date,
        cm.delivery_number, cm.delivery_date, cm.document_type, cm.document_number, cm.document_date,
        a.asset_class, a.inventory_number, a.durable_number, a.description,
        a.historical_price_cents as historical_cents
      from assets a
      join movements cm on cm.customer_code = a.customer_code and cm.id = a.charge_movement_id
      where a.customer_code = ${customerCode} and cm.type = ${MOVEMENT_TYPE.charge}
        and cm.creditor_id = ${conditions.idCreditorDebtor}
        and cm.date between ${conditions.fromDate} and ${conditions.toDate}
        and ${inRegister(conditions.idRegister)}
      order by cm.date, cm.year, cm.number, a.asset_class desc, a.inventory_number, a.durable_number, a.id`,
  );
  return rows.map(toAsset);
}
