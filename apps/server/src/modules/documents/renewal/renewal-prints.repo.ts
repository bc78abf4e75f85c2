import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import type { AdjustmentKind } from '@inventario/shared/domain/renewal/adjustments';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { plannedRevaluation } from '../../movement-ledger/index.ts';
import type {
  PrintAdjustment,
  PrintGood,
  PrintMappingRow,
  PrintRegister,
  PrintRenewal,
  PrintSubcategory,
  PrintVoucher,
  PrintVoucherLine,
  RatedSubcategory,
} from './renewal-print-data.ts';

/**
 * The renewal's data as its prints show it, read in the school's transaction. Every query names the
 * school; the renewal is one of its own (`named-records.repo.ts` refused another's at publish, and
 * `renewalOf` answers `notFound` again, in case). The renewal module's tables are read here, not through
 * its repository, which is private to it; the rules they follow are its (`revaluation.repo.ts`: the
 * goods still in the registers, each onto its mapped subcategory, valued at the commission's estimate).
 */

type Raw = Record<string, string | number | null>;

const num = (value: string | number | null | undefined) => Number(value ?? 0);
const numOrNull = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : Number(value);
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const textOrNull = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value);

const instant = (column: string) =>
  sql.raw(`to_char(n.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${column}`);

/** One of the school's renewals, with the recognition it started from, or `notFound`. */
export async function renewalOf(tx: Tx, customerCode: string, id: number): Promise<PrintRenewal> {
  const [row] = await queryRows<Raw>(
    tx,
    sql`select n.renewal_date::text as renewal_date, n.status, n.start_date::text as start_date,
        n.end_date::text as end_date, n.notes, ${instant('mapping_confirmed_at')}, ${instant('revalued_at')},
        ${instant('renumbered_at')}, r.start_date::text as recognition_start, r.end_date::text as recognition_end
      from renewals n
      join recognitions r on r.customer_code = n.customer_code and r.id = n.recognition_id
      where n.customer_code = ${customerCode} and n.id = ${id}`,
  );
  if (!row) throw new AppError('notFound', 'No such renewal');
  const renewalDate = text(row.renewal_date);
  return {
    year: Number(renewalDate.slice(0, 4)),
    renewalDate,
    status: row.status === 'completed' ? 'completed' : 'ongoing',
    startDate: text(row.start_date),
    endDate: textOrNull(row.end_date),
    notes: textOrNull(row.notes),
    recognition: { startDate: text(row.recognition_start), endDate: textOrNull(row.recognition_end) },
    mappingConfirmedAt: textOrNull(row.mapping_confirmed_at),
    revaluedAt: textOrNull(row.revalued_at),
    renumberedAt: textOrNull(row.renumbered_at),
  };
}

/** The school's registers, in their order. */
export async function registersOf(tx: Tx, customerCode: string): Promise<PrintRegister[]> {
  const rows = await queryRows<Raw>(
    tx,
    sql`select id, kind, description from registers where customer_code = ${customerCode}
      order by position, id`,
  );
  return rows.map((r) => ({ id: num(r.id), kind: r.kind as RegisterKind, description: text(r.description) }));
}

/** The school's subcategories with their category and register, by register, category and code. */
export async function subcategoriesOf(tx: Tx, customerCode: string): Promise<PrintSubcategory[]> {
  const rows = await queryRows<Raw>(
    tx,
    sql`select s.id, s.code, s.description, c.id as category_id, c.code as category_code,
        c.description as category_description, g.kind as register_kind
      from subcategories s
      join categories c on c.customer_code = s.customer_code and c.id = s.category_id
      join registers g on g.customer_code = c.customer_code and g.id = c.register_id
      where s.customer_code = ${customerCode}
      order by g.position, c.code, s.code, s.id`,
  );
  return rows.map((r) => ({
    id: num(r.id),
    code: text(r.code),
    description: text(r.description),
    categoryId: num(r.category_id),
    categoryCode: text(r.category_code),
    categoryDescription: text(r.category_description),
    registerKind: r.register_kind as RegisterKind,
  }));
}

const surviving = sql`a.status in (${ASSET_STATUS.charged}, ${ASSET_STATUS.inProposal})`;

/** The goods of the revaluation, `(asset_id, before_cents, after_cents, subcategory_before, subcategory_after)`. */
function revaluationGoods(customerCode: string, renewalId: number, done: boolean): SQL {
  if (done)
    return sql`select asset_id, before_cents, after_cents, subcategory_before, subcategory_after
      from renewal_asset_values where customer_code = ${customerCode} and renewal_id = ${renewalId}`;
  return plannedRevaluation(customerCode, renewalId);
}

/** A good's number at the renewal date: before the renumbering, which kept it. */
const oldNumber = sql`coalesce(num.old_number, a.inventory_number)`;
const numbers = (renewalId: number) => sql`left join renewal_asset_numbers num
  on num.customer_code = a.customer_code and num.renewal_id = ${renewalId} and num.asset_id = a.id`;

/**
 * The inventory goods the renewal keeps, in register order and by their number at the renewal date:
 * as the revaluation recorded them (`done`), else as it would take them now.
 */
export async function goodsOf(
  tx: Tx,
  customerCode: string,
  renewalId: number,
  done: boolean,
): Promise<PrintGood[]> {
  const rows = await queryRows<Raw>(
    tx,
    sql`with goods as (${revaluationGoods(customerCode, renewalId, done)})
      select a.register_id, r.kind as register_kind, a.description, ${oldNumber} as old_number,
        case when num.new_number > 0 then num.new_number end as new_number,
        g.subcategory_before, g.subcategory_after, g.before_cents::float8 as before_cents,
        g.after_cents::float8 as after_cents, adj.kind as adjustment
      from goods g
      join assets a on a.customer_code = ${customerCode} and a.id = g.asset_id
      join registers r on r.customer_code = a.customer_code and r.id = a.register_id
      left join renewal_adjustments adj on adj.customer_code = a.customer_code and adj.renewal_id = ${renewalId}
        and adj.asset_id = a.id
      ${numbers(renewalId)}
      where a.asset_class = 'inventory'
      order by r.position, r.id, ${oldNumber} nulls last, a.id`,
  );
  return rows.map((r) => ({
    registerId: num(r.register_id),
    registerKind: r.register_kind as RegisterKind,
    description: text(r.description),
    oldNumber: numOrNull(r.old_number),
    newNumber: numOrNull(r.new_number),
    subcategoryBefore: num(r.subcategory_before),
    subcategoryAfter: num(r.subcategory_after),
    beforeCents: num(r.before_cents),
    afterCents: num(r.after_cents),
    adjustment: (r.adjustment as AdjustmentKind | null) ?? null,
  }));
}

/** The renewal's adjustments, by register and number, each with the movement it made (when it made one). */
export async function adjustmentsOf(
  tx: Tx,
  customerCode: string,
  renewalId: number,
): Promise<PrintAdjustment[]> {
  const rows = await queryRows<Raw>(
    tx,
    sql`select j.kind, r.kind as register_kind, ${oldNumber} as number, a.description,
        j.actual_cents::float8 as actual_cents, j.presumed_cents::float8 as presumed_cents,
        j.new_actual_cents::float8 as new_actual_cents, j.reason, m.id as movement_id, m.type, m.year,
        m.number as movement_number, m.date::text as date, m.causal, m.voucher_type
      from renewal_adjustments j
      join assets a on a.customer_code = j.customer_code and a.id = j.asset_id
      join registers r on r.customer_code = a.customer_code and r.id = a.register_id
      left join movements m on m.customer_code = j.customer_code and m.id = j.movement_id
      ${numbers(renewalId)}
      where j.customer_code = ${customerCode} and j.renewal_id = ${renewalId}
      order by r.position, r.id, ${oldNumber} nulls last, j.id`,
  );
  return rows.map((r) => ({
    kind: r.kind as AdjustmentKind,
    registerKind: r.register_kind as RegisterKind,
    number: numOrNull(r.number),
    description: text(r.description),
    actualCents: num(r.actual_cents),
    presumedCents: numOrNull(r.presumed_cents),
    newActualCents: num(r.new_actual_cents),
    reason: text(r.reason),
    movement:
      r.movement_id === null
        ? null
        : {
            type: num(r.type),
            year: num(r.year),
            number: num(r.movement_number),
            date: text(r.date),
            causal: textOrNull(r.causal),
            voucherType: textOrNull(r.voucher_type),
          },
  }));
}

/**
 * The mapping, each subcategory onto its target with their rates (the source's in the renewal year,
 * the target's the mapping gives) and the goods it held: those the revaluation moved (`done`), else
 * those it holds now. In the order of the school's subcategories.
 */
export async function mappingOf(
  tx: Tx,
  customerCode: string,
  renewalId: number,
  year: number,
  done: boolean,
  subcategories: readonly PrintSubcategory[],
): Promise<PrintMappingRow[]> {
  const held = done
    ? sql`select subcategory_before as subcategory_id, count(*) as n from renewal_asset_values
        where customer_code = ${customerCode} and renewal_id = ${renewalId} group by subcategory_before`
    : sql`select a.subcategory_id, count(*) as n from assets a
        where a.customer_code = ${customerCode} and ${surviving} group by a.subcategory_id`;
  const rows = await queryRows<Raw>(
    tx,
    sql`select m.subcategory_id, m.target_subcategory_id, m.target_rate::text as target_rate,
        (select r.percent::text from subcategory_rates r
          where r.customer_code = m.customer_code and r.subcategory_id = m.subcategory_id
          order by (r.valid_from_year <= ${year}) desc,
            case when r.valid_from_year <= ${year} then -r.valid_from_year else r.valid_from_year end
          limit 1) as source_rate,
        coalesce(held.n, 0)::int as goods
      from renewal_mappings m
      left join (${held}) held on held.subcategory_id = m.subcategory_id
      where m.customer_code = ${customerCode} and m.renewal_id = ${renewalId}`,
  );
  const byId = new Map(subcategories.map((s, position) => [s.id, { s, position }]));
  const rated = (id: number, rate: string | number | null | undefined): RatedSubcategory | null => {
    const found = byId.get(id)?.s;
    return found ? { ...found, rate: numOrNull(rate) } : null;
  };
  return rows
    .flatMap((r) => {
      const source = rated(num(r.subcategory_id), r.source_rate);
      if (!source) return [];
      const targetId = numOrNull(r.target_subcategory_id);
      const target = targetId === null ? null : rated(targetId, r.target_rate);
      return [{ source, target, goods: num(r.goods) }];
    })
    .sort((a, b) => (byId.get(a.source.id)?.position ?? 0) - (byId.get(b.source.id)?.position ?? 0));
}

/**
 * The movements the renewal wrote: its adjustments' (charges, discharges, value vouchers), then its
 * revaluation's value vouchers (increases first), each with its lines in their order.
 */
export async function vouchersOf(tx: Tx, customerCode: string, renewalId: number): Promise<PrintVoucher[]> {
  const heads = await queryRows<Raw>(
    tx,
    sql`with wrote as (
        select distinct movement_id, 'adjustment' as origin from renewal_adjustments
          where customer_code = ${customerCode} and renewal_id = ${renewalId} and movement_id is not null
        union
        select distinct movement_id, 'revaluation' from renewal_asset_values
          where customer_code = ${customerCode} and renewal_id = ${renewalId} and movement_id is not null
      )
      select m.id, m.type, m.year, m.number, m.date::text as date, m.causal, m.voucher_type, m.notes,
        m.total_cents::float8 as total_cents, w.origin
      from wrote w
      join movements m on m.customer_code = ${customerCode} and m.id = w.movement_id
      order by w.origin = 'revaluation', case when w.origin = 'revaluation' then -m.type else m.type end,
        m.year, m.number`,
  );
  if (heads.length === 0) return [];
  const ids = heads.map((h) => num(h.id));
  const lineRows = await queryRows<Raw>(
    tx,
    sql`select ma.movement_id, r.kind as register_kind, ${oldNumber} as number, a.description,
        ma.value_cents::float8 as value_cents, ma.variation_cents::float8 as variation_cents
      from movement_assets ma
      join assets a on a.customer_code = ma.customer_code and a.id = ma.asset_id
      join registers r on r.customer_code = a.customer_code and r.id = a.register_id
      ${numbers(renewalId)}
      where ma.customer_code = ${customerCode}
        and ma.movement_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
      order by ma.movement_id, ma.position, a.id`,
  );
  const lines = new Map<number, PrintVoucherLine[]>();
  for (const r of lineRows) {
    const list = lines.get(num(r.movement_id)) ?? [];
    list.push({
      registerKind: r.register_kind as RegisterKind,
      number: numOrNull(r.number),
      description: text(r.description),
      valueCents: num(r.value_cents),
      variationCents: numOrNull(r.variation_cents),
    });
    lines.set(num(r.movement_id), list);
  }
  return heads.map((h) => ({
    type: num(h.type),
    year: num(h.year),
    number: num(h.number),
    date: text(h.date),
    causal: textOrNull(h.causal),
    voucherType: textOrNull(h.voucher_type),
    notes: textOrNull(h.notes),
    totalCents: num(h.total_cents),
    origin: h.origin === 'revaluation' ? 'revaluation' : 'adjustment',
    lines: lines.get(num(h.id)) ?? [],
  }));
}
