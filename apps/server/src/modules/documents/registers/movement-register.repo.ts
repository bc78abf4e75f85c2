import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { MOVEMENT_TYPE, type MovementType } from '@inventario/shared/domain/movements/movement-types';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import type { MovementRegisterLine, MovementRegisterType } from './movement-register.ts';

type Raw = Record<string, string | number | null>;

/** What each register lists: the class of assets and the movement types that enter or leave it. */
const SOURCES: Record<MovementRegisterType, { assetClass: string; movementTypes: MovementType[] }> = {
  [DOCUMENT_TYPE.analyticIncrease]: {
    assetClass: 'inventory',
    movementTypes: [MOVEMENT_TYPE.charge, MOVEMENT_TYPE.increase],
  },
  [DOCUMENT_TYPE.analyticDecrease]: {
    assetClass: 'inventory',
    movementTypes: [MOVEMENT_TYPE.discharge, MOVEMENT_TYPE.decrease],
  },
  [DOCUMENT_TYPE.durableIncrease]: { assetClass: 'durable', movementTypes: [MOVEMENT_TYPE.charge] },
  [DOCUMENT_TYPE.durableDecrease]: { assetClass: 'durable', movementTypes: [MOVEMENT_TYPE.discharge] },
};

function toLine(r: Raw): MovementRegisterLine {
  return {
    movement: {
      type: Number(r.type) as MovementType,
      voucherType: r.voucher_type == null ? null : String(r.voucher_type),
      number: Number(r.number),
      year: Number(r.year),
      date: String(r.date),
    },
    assetNumber: r.asset_number == null ? null : Number(r.asset_number),
    description: String(r.description),
    amountCents: Number(r.amount_cents),
  };
}

/**
 * The lines of the register's movements dated between the two dates (DOMAIN §6): a charge's and a
 * discharge's line value, a value voucher's variation (depreciation included), for the assets of the
 * register's class — inventory assets by inventory number, durable assets by durable number.
 */
export async function registerMovementLines(
  tx: Tx,
  customerCode: string,
  documentType: MovementRegisterType,
  conditions: { idRegister: number; fromDate: string; toDate: string },
): Promise<MovementRegisterLine[]> {
  const { assetClass, movementTypes } = SOURCES[documentType];
  const number = assetClass === 'durable' ? sql`a.durable_number` : sql`a.inventory_number`;
  const rows = await queryRows<Raw>(
    tx,
    sql`select m.type, m.voucher_type, m.number, m.year, m.date, ${number} as asset_number, a.description,
        case when m.type in (${MOVEMENT_TYPE.increase}, ${MOVEMENT_TYPE.decrease})
          then coalesce(ma.variation_cents, 0) else ma.value_cents end as amount_cents
      from movement_assets ma
      join movements m on m.customer_code = ma.customer_code and m.id = ma.movement_id
      join assets a on a.customer_code = ma.customer_code and a.id = ma.asset_id
      where ma.customer_code = ${customerCode} and a.register_id = ${conditions.idRegister}
        and a.asset_class = ${assetClass}
        and m.type in (${sql.join(
          movementTypes.map((type) => sql`${type}`),
          sql`, `,
        )})
        and m.date between ${conditions.fromDate} and ${conditions.toDate}
      order by m.date, m.type, m.year, m.number, ma.position, a.id`,
  );
  return rows.map(toLine);
}
