import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import type { RenewalSubcategory } from '@inventario/shared/contracts/renewal';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

interface SubcategoryRow {
  id: number;
  code: string;
  description: string;
  category_id: number;
  category_code: string;
  category_description: string;
  register_kind: RenewalSubcategory['registerKind'];
  rate: string | null;
  assets: number;
}

/** The rate of a subcategory in force in `year`: its latest from that year or before, else its first. */
const rateIn = (year: number) => sql`(select r.percent::text from subcategory_rates r
  where r.customer_code = s.customer_code and r.subcategory_id = s.id
  order by (r.valid_from_year <= ${year}) desc,
    case when r.valid_from_year <= ${year} then -r.valid_from_year else r.valid_from_year end
  limit 1)`;

const inUse = sql`a.status in (${ASSET_STATUS.charged}, ${ASSET_STATUS.inProposal})`;

function view(row: SubcategoryRow): RenewalSubcategory & { assets: number } {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    categoryId: row.category_id,
    categoryCode: row.category_code,
    categoryDescription: row.category_description,
    registerKind: row.register_kind,
    rate: Number(row.rate ?? 0),
    assets: row.assets,
  };
}

/**
 * The school's subcategories with their rate in the renewal year and the goods each holds now:
 * `onlyInUse` keeps those holding goods (what the mapping maps), else the whole list (its targets).
 */
export async function subcategories(tx: Tx, customerCode: string, year: number, onlyInUse: boolean) {
  const rows = await queryRows<SubcategoryRow>(
    tx,
    sql`select s.id::int as id, s.code, s.description, c.id::int as category_id, c.code as category_code,
        c.description as category_description, g.kind as register_kind, ${rateIn(year)} as rate,
        coalesce(held.n, 0)::int as assets
      from subcategories s
      join categories c on c.customer_code = s.customer_code and c.id = s.category_id
      join registers g on g.customer_code = c.customer_code and g.id = c.register_id
      left join (select a.subcategory_id, count(*) as n from assets a
        where a.customer_code = ${customerCode} and ${inUse} group by a.subcategory_id) held
        on held.subcategory_id = s.id
      where s.customer_code = ${customerCode}
      order by g.position, c.code, s.code, s.id`,
  );
  return rows.map(view).filter((row) => !onlyInUse || row.assets > 0);
}

export interface StoredMapping {
  subcategoryId: number;
  targetSubcategoryId: number | null;
  targetRate: number | null;
}

export async function mappings(tx: Tx, customerCode: string, renewalId: number): Promise<StoredMapping[]> {
  const rows = await queryRows<{
    subcategory_id: number;
    target_subcategory_id: number | null;
    target_rate: string | null;
  }>(
    tx,
    sql`select subcategory_id::int as subcategory_id, target_subcategory_id::int as target_subcategory_id,
        target_rate::text as target_rate
      from renewal_mappings where customer_code = ${customerCode} and renewal_id = ${renewalId}`,
  );
  return rows.map((row) => ({
    subcategoryId: row.subcategory_id,
    targetSubcategoryId: row.target_subcategory_id,
    targetRate: row.target_rate === null ? null : Number(row.target_rate),
  }));
}

/** Writes the rows given, each replacing the subcategory's own, in one statement. */
export async function saveMappings(
  tx: Tx,
  customerCode: string,
  renewalId: number,
  rows: readonly StoredMapping[],
) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${customerCode}, ${renewalId}, ${row.subcategoryId}, ${row.targetSubcategoryId}, ${row.targetRate === null ? null : String(row.targetRate)}::numeric)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`insert into renewal_mappings (customer_code, renewal_id, subcategory_id, target_subcategory_id, target_rate)
    values ${values}
    on conflict (renewal_id, subcategory_id) do update
      set target_subcategory_id = excluded.target_subcategory_id, target_rate = excluded.target_rate`);
}
