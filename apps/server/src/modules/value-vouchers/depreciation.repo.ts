import {
  DEPRECIATION_VOUCHER_TYPE,
  NOT_DEPRECIATED_REGISTER_KINDS,
} from '@inventario/shared/domain/depreciation/depreciation';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { sameSchool } from '../../db/same-school.ts';
import { movements, registerPictures, registers, schoolData } from '../../db/schema/index.ts';

/**
 * The yearly depreciation in SQL, set-based (a handful of statements for a school's whole inventory;
 * `bench/depreciation.bench.ts`), with the arithmetic of `domain/depreciation/depreciation.ts`:
 * quota = round(historical × rate % × halves / 200), halves 2 but in the year of the charge (the
 * school's first-year rule: none 0, half 1, full 2), at most the actual value, never below zero.
 *
 * The assets are those in the register at the close date: inventory class, not in a register that is
 * not depreciated (historic-artistic), charged on or before the date and still charged or in a
 * discharge proposal. Their value at the date is the actual value without the value vouchers dated
 * after it (the next year may already have some); the quota is also at most today's actual value,
 * so that no value goes below zero.
 */

export interface DepreciationScope {
  customerCode: string;
  year: number;
  endDate: string;
  /** The first-year rule in halves of the rate (0 none, 1 half, 2 full). */
  firstYearHalves: number;
}

const excludedKinds = sql.join(
  NOT_DEPRECIATED_REGISTER_KINDS.map((k) => sql`${k}`),
  sql`, `,
);

/** Each asset's signed value voucher variations dated after `endDate`. */
function laterVariations(customerCode: string, endDate: string): SQL {
  return sql`select ma.asset_id, sum(case when m.type = ${MOVEMENT_TYPE.increase} then ma.variation_cents
        else -ma.variation_cents end) as cents
      from movement_assets ma
      join movements m on m.customer_code = ma.customer_code and m.id = ma.movement_id
      where ma.customer_code = ${customerCode} and m.customer_code = ${customerCode}
        and m.type in (${MOVEMENT_TYPE.decrease}, ${MOVEMENT_TYPE.increase}) and m.date > ${endDate}
      group by ma.asset_id`;
}

/** `with … lines` : one row per depreciable asset with its quota (zero included). */
function depreciationLines(scope: DepreciationScope): SQL {
  const { customerCode, year, endDate, firstYearHalves } = scope;
  return sql`with rates as (
      select distinct on (subcategory_id) subcategory_id, percent
      from subcategory_rates
      where customer_code = ${customerCode}
      order by subcategory_id, (valid_from_year <= ${year}) desc,
        case when valid_from_year <= ${year} then -valid_from_year else valid_from_year end
    ),
    later as (${laterVariations(customerCode, endDate)}),
    candidates as (
      select a.id, a.register_id, a.subcategory_id, a.inventory_number,
        a.historical_price_cents as historical, a.actual_price_cents as actual,
        a.actual_price_cents - coalesce(l.cents, 0) as at_close,
        coalesce(r.percent, 0) as percent,
        case when a.charge_date >= ${`${year}-01-01`}::date then ${firstYearHalves}::int else 2 end as halves
      from assets a
      join registers g on g.customer_code = a.customer_code and g.id = a.register_id
      left join rates r on r.subcategory_id = a.subcategory_id
      left join later l on l.asset_id = a.id
      where a.customer_code = ${customerCode} and g.customer_code = ${customerCode}
        and a.asset_class = 'inventory' and g.kind not in (${excludedKinds})
        and a.status in (2, 3) and a.charge_date <= ${endDate}::date
    ),
    lines as (
      select c.*, greatest(0, least(round(c.historical * c.percent * c.halves / 200), c.at_close, c.actual))::bigint
        as quota
      from candidates c
    )`;
}

export interface RegisterFigures {
  registerId: number;
  assetCount: number;
  actualCents: number;
  depreciationCents: number;
  /** Once done: the register's 'DEP' voucher. */
  voucherId?: number;
}

type Raw = Record<string, string | number | null>;

const toFigures = (r: Raw): RegisterFigures => ({
  registerId: Number(r.register_id),
  assetCount: Number(r.asset_count),
  actualCents: Number(r.actual_cents),
  depreciationCents: Number(r.depreciation_cents),
});

/** What closing would write, by register: the lines with a quota above zero. */
export async function previewByRegister(tx: Tx, scope: DepreciationScope): Promise<RegisterFigures[]> {
  const rows = await queryRows<Raw>(
    tx,
    sql`${depreciationLines(scope)}
      select register_id, count(*)::int as asset_count, sum(at_close)::bigint as actual_cents,
        sum(quota)::bigint as depreciation_cents
      from lines where quota > 0 group by register_id`,
  );
  return rows.map(toFigures);
}

export interface SubcategoryFigures extends RegisterFigures {
  subcategoryId: number;
}

/** One register's preview by subcategory. */
export async function previewBySubcategory(
  tx: Tx,
  scope: DepreciationScope,
  registerId: number,
): Promise<SubcategoryFigures[]> {
  const rows = await queryRows<Raw>(
    tx,
    sql`${depreciationLines(scope)}
      select register_id, subcategory_id, count(*)::int as asset_count, sum(at_close)::bigint as actual_cents,
        sum(quota)::bigint as depreciation_cents
      from lines where quota > 0 and register_id = ${registerId} group by register_id, subcategory_id`,
  );
  return rows.map((r) => ({ ...toFigures(r), subcategoryId: Number(r.subcategory_id) }));
}

/** The year's depreciation vouchers (type 5, 'DEP'). */
export function depreciationVouchers(tx: Tx, customerCode: string, year: number) {
  return tx
    .select({ id: movements.id, type: movements.type, year: movements.year, number: movements.number })
    .from(movements)
    .where(
      and(
        eq(movements.customerCode, customerCode),
        eq(movements.type, MOVEMENT_TYPE.decrease),
        eq(movements.year, year),
        eq(movements.voucherType, DEPRECIATION_VOUCHER_TYPE),
      ),
    )
    .orderBy(asc(movements.number));
}

/** The done depreciation's figures, from its vouchers' lines (value before = after + variation). */
function doneLines(customerCode: string, year: number): SQL {
  return sql`select m.id as movement_id, a.register_id, a.subcategory_id,
      ma.value_cents + ma.variation_cents as at_close,
      ma.variation_cents as quota
    from movements m
    join movement_assets ma on ma.customer_code = m.customer_code and ma.movement_id = m.id
    join assets a on a.customer_code = ma.customer_code and a.id = ma.asset_id
    where m.customer_code = ${customerCode} and m.type = ${MOVEMENT_TYPE.decrease} and m.year = ${year}
      and m.voucher_type = ${DEPRECIATION_VOUCHER_TYPE}`;
}

export async function doneByRegister(tx: Tx, customerCode: string, year: number): Promise<RegisterFigures[]> {
  const rows = await queryRows<Raw>(
    tx,
    sql`select register_id, count(*)::int as asset_count, sum(at_close)::bigint as actual_cents,
        sum(quota)::bigint as depreciation_cents, min(movement_id) as voucher_id
      from (${doneLines(customerCode, year)}) d group by register_id`,
  );
  return rows.map((r) => ({ ...toFigures(r), voucherId: Number(r.voucher_id) }));
}

export async function doneBySubcategory(
  tx: Tx,
  customerCode: string,
  year: number,
  registerId: number,
): Promise<SubcategoryFigures[]> {
  const rows = await queryRows<Raw>(
    tx,
    sql`select register_id, subcategory_id, count(*)::int as asset_count, sum(at_close)::bigint as actual_cents,
        sum(quota)::bigint as depreciation_cents
      from (${doneLines(customerCode, year)}) d where register_id = ${registerId}
      group by register_id, subcategory_id`,
  );
  return rows.map((r) => ({ ...toFigures(r), subcategoryId: Number(r.subcategory_id) }));
}

export async function firstYearRule(tx: Tx, customerCode: string): Promise<string> {
  const [row] = await tx
    .select({ rule: schoolData.firstYearDepreciation })
    .from(schoolData)
    .where(eq(schoolData.customerCode, customerCode));
  return row?.rule ?? 'none';
}

export function schoolRegisters(tx: Tx, customerCode: string) {
  return tx
    .select({
      id: registers.id,
      kind: registers.kind,
      description: registers.description,
      position: registers.position,
    })
    .from(registers)
    .where(eq(registers.customerCode, customerCode))
    .orderBy(asc(registers.position), asc(registers.id));
}

/** A 'DEP' voucher the close wrote, with its register's figures. */
export interface WrittenVoucher {
  registerId: number;
  movementId: number;
  number: number;
  assetCount: number;
  totalCents: number;
}

/**
 * The whole depreciation in one statement, its lines computed once (bench/README.md, issue 21): the
 * lines with a quota (`depreciated`, materialised), their sums by register, the vouchers' numbers
 * (`numbersTaken`: the counter goes up by the number of registers, which take them in their order),
 * one 'DEP' voucher per register dated the close date, its lines in inventory number order, the
 * assets' actual values from the lines just written, and each change's history row. Answers the
 * vouchers in number order (none when nothing is depreciated: then the counter is not touched).
 */
export async function writeDepreciation(
  tx: Tx,
  scope: DepreciationScope,
  voucher: { numbersTaken: (count: SQL) => SQL; notes: string; actorUsername: string },
): Promise<WrittenVoucher[]> {
  const { customerCode, year, endDate } = scope;
  const rows = await queryRows<Raw>(
    tx,
    sql`${depreciationLines(scope)},
    depreciated as materialized (select * from lines where quota > 0),
    totals as (
      select d.register_id, count(*)::int as asset_count, sum(d.quota)::bigint as total_cents,
        row_number() over (order by g.position, g.id)::int as k
      from depreciated d join registers g on g.customer_code = ${customerCode} and g.id = d.register_id
      group by d.register_id, g.position, g.id
    ),
    counter as (${voucher.numbersTaken(sql`(select count(*) from totals)`)}),
    numbered as (
      select t.*, c.last - (select count(*)::int from totals) + t.k as number from totals t, counter c
    ),
    vouchers as (
      insert into movements (customer_code, type, year, number, date, voucher_type, notes, total_cents, created_by)
      select ${customerCode}, ${MOVEMENT_TYPE.decrease}, ${year}, n.number, ${endDate}::date,
        ${DEPRECIATION_VOUCHER_TYPE}, ${voucher.notes}, n.total_cents, ${voucher.actorUsername}
      from numbered n
      returning id, number
    ),
    voucher_of as (
      select n.register_id, v.id as movement_id, n.number, n.asset_count, n.total_cents
      from numbered n join vouchers v on v.number = n.number
    ),
    inserted as (
      insert into movement_assets (customer_code, movement_id, asset_id, position, value_cents, variation_cents)
      select ${customerCode}, v.movement_id, l.id,
        (row_number() over (partition by l.register_id order by l.inventory_number nulls last, l.id) - 1)::int,
        l.at_close - l.quota, l.quota
      from depreciated l join voucher_of v on v.register_id = l.register_id
      returning movement_id, asset_id, variation_cents
    ),
    changed as (
      update assets a set actual_price_cents = a.actual_price_cents - i.variation_cents, updated_at = now()
      from inserted i
      where a.customer_code = ${customerCode} and a.id = i.asset_id
      returning a.id, i.movement_id, a.actual_price_cents as after_cents,
        a.actual_price_cents + i.variation_cents as before_cents
    ),
    history as (
      insert into asset_history (customer_code, asset_id, actor_username, action, movement_id, changes)
      select ${customerCode}, id, ${voucher.actorUsername}, 'depreciation', movement_id,
        jsonb_build_object('actualPriceCents', jsonb_build_object('from', before_cents, 'to', after_cents))
      from changed
    )
    select register_id, movement_id, number, asset_count, total_cents from voucher_of order by number`,
  );
  return rows.map((r) => ({
    registerId: Number(r.register_id),
    movementId: Number(r.movement_id),
    number: Number(r.number),
    assetCount: Number(r.asset_count),
    totalCents: Number(r.total_cents),
  }));
}

/**
 * One statement: the vouchers' variations taken off (`-`) or given back (`+`) the assets' actual
 * values, and each change's history row from what the update returns.
 */
function valuesWithHistory(
  customerCode: string,
  ids: SQL,
  sign: '-' | '+',
  action: string,
  actorUsername: string,
): SQL {
  const undo = sign === '-' ? '+' : '-';
  return sql`with changed as (
      update assets a set actual_price_cents = a.actual_price_cents ${sql.raw(sign)} ma.variation_cents,
        updated_at = now()
      from movement_assets ma
      where ma.customer_code = ${customerCode} and ma.movement_id in (${ids})
        and a.customer_code = ${customerCode} and a.id = ma.asset_id
      returning a.id, ma.movement_id, a.actual_price_cents as after_cents,
        a.actual_price_cents ${sql.raw(undo)} ma.variation_cents as before_cents
    )
    insert into asset_history (customer_code, asset_id, actor_username, action, movement_id, changes)
    select ${customerCode}, id, ${actorUsername}, ${action}, movement_id,
      jsonb_build_object('actualPriceCents', jsonb_build_object('from', before_cents, 'to', after_cents))
    from changed`;
}

/** Reopening: the vouchers' variations back on the assets (with history), then lines and vouchers go. */
export async function removeDepreciation(
  tx: Tx,
  customerCode: string,
  movementIds: readonly number[],
  actorUsername: string,
): Promise<void> {
  if (movementIds.length === 0) return;
  const ids = sql.join(
    movementIds.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  await tx.execute(valuesWithHistory(customerCode, ids, '+', 'depreciationRemoved', actorUsername));
  await tx.execute(
    sql`delete from movement_assets where customer_code = ${customerCode} and movement_id in (${ids})`,
  );
  await tx.execute(sql`delete from movements where customer_code = ${customerCode} and id in (${ids})`);
}

/**
 * The historical pictures of a closing year: per register and class (inventory, durable), the goods
 * in the register at the close date (charged by then, not discharged by then), their historical value
 * and their value at that date.
 */
export async function takePictures(
  tx: Tx,
  customerCode: string,
  financialYearId: number,
  endDate: string,
): Promise<void> {
  await tx.execute(sql`with later as (${laterVariations(customerCode, endDate)})
    insert into register_pictures
      (customer_code, financial_year_id, register_id, asset_class, asset_count, historical_cents, actual_cents)
    select ${customerCode}, ${financialYearId}::bigint, a.register_id, a.asset_class, count(*)::int,
      sum(a.historical_price_cents)::bigint, sum(a.actual_price_cents - coalesce(l.cents, 0))::bigint
    from assets a left join later l on l.asset_id = a.id
    where a.customer_code = ${customerCode} and a.charge_date <= ${endDate}::date
      and (a.status in (2, 3) or (a.status = 4 and not exists (
        select 1 from movement_assets d
        join movements dm on dm.customer_code = d.customer_code and dm.id = d.movement_id
        where d.customer_code = ${customerCode} and d.asset_id = a.id
          and dm.type = ${MOVEMENT_TYPE.discharge} and dm.date <= ${endDate}::date)))
    group by a.register_id, a.asset_class`);
}

export async function deletePictures(tx: Tx, customerCode: string, financialYearId: number): Promise<void> {
  await tx
    .delete(registerPictures)
    .where(
      and(
        eq(registerPictures.customerCode, customerCode),
        eq(registerPictures.financialYearId, financialYearId),
      ),
    );
}

export function yearPictures(tx: Tx, customerCode: string, financialYearId: number) {
  return tx
    .select({
      registerId: registerPictures.registerId,
      description: registers.description,
      assetClass: registerPictures.assetClass,
      assetCount: registerPictures.assetCount,
      historicalCents: registerPictures.historicalCents,
      actualCents: registerPictures.actualCents,
      takenAt: registerPictures.takenAt,
    })
    .from(registerPictures)
    .innerJoin(
      registers,
      sameSchool(registers, registerPictures, eq(registers.id, registerPictures.registerId)),
    )
    .where(
      and(
        eq(registerPictures.customerCode, customerCode),
        eq(registerPictures.financialYearId, financialYearId),
      ),
    )
    .orderBy(asc(registers.position), asc(registers.id), asc(registerPictures.assetClass));
}
