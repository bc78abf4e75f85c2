/**
 * The asset list's query: filters, sorts and the count in one statement, tuned with
 * bench/assets.bench.ts (see bench/README.md). The SQL is written out rather than built with the
 * query builder: building it cost more than running it.
 */
import { ASSET_STATUS, type AssetSearch } from '@inventario/shared/contracts/assets';
import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { and, Column, eq, gte, is, lte, type SQL, sql } from 'drizzle-orm';
import type { RowReader } from '../../db/client.ts';
import { assets, locations, subcategories } from '../../db/schema/index.ts';

export const assetSortColumns = {
  inventoryNumber: assets.inventoryNumber,
  durableNumber: assets.durableNumber,
  description: assets.description,
  historicalPrice: assets.historicalPriceCents,
  actualPrice: assets.actualPriceCents,
  chargeDate: assets.chargeDate,
  location: locations.code,
};

export type AssetFilter = Omit<AssetSearch, 'sortBy' | 'sortDesc'> & { customerCode: string; id?: number };

export interface AssetListRow {
  id: number;
  description: string;
  assetClass: string;
  status: number;
  proposalStatus: number | null;
  register: { id: number; description: string; kind: RegisterKind };
  subcategory: { id: number; code: string; description: string };
  inventoryNumber: number | null;
  durableNumber: number | null;
  originalInventoryNumber: string | null;
  historicalPriceCents: number;
  actualPriceCents: number;
  chargeDate: string | null;
  locationId: number | null;
  locationCode: string | null;
  locationDescription: string | null;
  siteCode: string | null;
  serialNumber: string | null;
  brand: string | null;
  universalityId: number | null;
}

function range(
  column: typeof assets.inventoryNumber | typeof assets.durableNumber,
  bounds: { from?: number | undefined; to?: number | undefined } | undefined,
): SQL[] {
  const parts: SQL[] = [];
  if (bounds?.from) parts.push(gte(column, bounds.from));
  if (bounds?.to) parts.push(lte(column, bounds.to));
  return parts;
}

/**
 * Every filter but the text one, on `assets` alone. The category becomes the array of its
 * subcategories (an InitPlan): an index condition, and no semi-join to plan.
 */
function plainConditions(filter: AssetFilter): SQL[] {
  const code = filter.customerCode;
  const parts: SQL[] = [eq(assets.customerCode, code)];
  if (filter.id) parts.push(eq(assets.id, filter.id));
  if (filter.registerId) parts.push(eq(assets.registerId, filter.registerId));
  if (filter.subcategoryId) parts.push(eq(assets.subcategoryId, filter.subcategoryId));
  if (filter.categoryId) {
    parts.push(sql`${assets.subcategoryId} = any(array(select ${subcategories.id} from ${subcategories}
      where ${subcategories.customerCode} = ${code} and ${subcategories.categoryId} = ${filter.categoryId}))`);
  }
  if (filter.locationId) parts.push(eq(assets.locationId, filter.locationId));
  if (filter.siteId) parts.push(eq(assets.siteId, filter.siteId));
  if (filter.status) parts.push(eq(assets.status, filter.status));
  if (filter.assetClass) parts.push(eq(assets.assetClass, filter.assetClass));
  if (filter.universalityId) parts.push(eq(assets.universalityId, filter.universalityId));
  parts.push(
    ...range(assets.inventoryNumber, filter.inventoryNumber),
    ...range(assets.durableNumber, filter.durableNumber),
  );
  return parts;
}

/**
 * The contains-search over description, serial number, brand, original inventory number and barcode
 * (`search_text`, their lower-cased concatenation) asks `asset_text_matches`, which answers from
 * `asset_texts` and its index of the school's three-character pieces (migration 0034): under
 * row-level security no substring index on `assets` can be used. The matches carry what the default
 * and the description sorts need, so those sort them without reading `assets`.
 */
const matchKeys = sql.raw(
  `"assets"."id", "assets"."inventory_number", "assets"."durable_number", "assets"."description"`,
);
const matchSortable = [assets.inventoryNumber, assets.durableNumber, assets.description];

function textMatches(text: string, keys: SQL): SQL {
  return sql`select ${keys} from asset_text_matches(${text.trim()}::text) as "assets"`;
}

const columnsOf = (order: SQL[]) => order.flatMap((part) => part.queryChunks.filter((c) => is(c, Column)));

/**
 * The ids of the page and the count. Without a text: the page walks the index of its sort column
 * (or sorts what a selective filter leaves), the count is an InitPlan. With a text: the matches are
 * taken once (CTE) and counted, and sorted on their own keys when the sort needs no other column.
 */
function pageQuery(filter: AssetFilter, order: SQL[], window: { limit: number; offset: number }): SQL {
  const code = filter.customerCode;
  const plain = plainConditions(filter);
  const text = filter.text?.trim();
  const orderBy = sql.join([...order, sql`${assets.id} asc`], sql`, `);
  const columns = columnsOf(order);
  const locationJoin = columns.includes(locations.code)
    ? sql`left join ${locations} on ${locations.customerCode} = ${code} and ${locations.id} = ${assets.locationId}`
    : sql``;
  const limit = sql`order by ${orderBy} limit ${window.limit} offset ${window.offset}`;
  if (!text) {
    const where = and(...plain);
    return sql`select ${assets.id}, (select count(*) from ${assets} where ${where}) as total
      from ${assets} ${locationJoin} where ${where} ${limit}`;
  }
  const matches =
    plain.length === 1
      ? textMatches(text, matchKeys)
      : sql`select ${matchKeys} from ${assets} where ${and(...plain)}
          and ${assets.id} in (${textMatches(text, sql`${assets.id}`)})`;
  const total = sql`(select count(*) from matches)`;
  const page = columns.every((c) => matchSortable.includes(c as (typeof matchSortable)[number]))
    ? sql`select "assets"."id", ${total} as total from matches as "assets" ${limit}`
    : sql`select ${assets.id}, ${total} as total from ${assets} ${locationJoin}
        where ${assets.customerCode} = ${code} and ${assets.id} in (select id from matches) ${limit}`;
  return sql`with matches as materialized (${matches}) ${page}`;
}

/**
 * The status of the discharge proposal an asset in a proposal stands in (spec 02 §3: confirmed or to
 * be confirmed): its latest, as one proposal holds it at a time and a discharge taken back returns it
 * to the proposal it came from. Read for the page's rows only.
 */
export function proposalStatus(code: string): SQL {
  return sql`case when "assets"."status" = ${ASSET_STATUS.inProposal} then (
      select "m"."status" from "movement_assets" "ma"
      join "movements" "m" on "m"."customer_code" = "ma"."customer_code" and "m"."id" = "ma"."movement_id"
      where "ma"."customer_code" = ${code} and "ma"."asset_id" = "assets"."id"
        and "m"."type" = ${MOVEMENT_TYPE.proposal}
      order by "m"."date" desc, "m"."id" desc limit 1) end`;
}

/**
 * The page's rows with their register, subcategory, location and site. The lookups are scalar
 * subqueries rather than joins: planning five joined tables under row-level security cost more
 * than running the query. The location stays a join for a sort by its code.
 */
function listQuery(code: string, page: SQL, orderBy: SQL): SQL {
  const lookup = (column: string, table: string, id: SQL) =>
    sql`(select ${sql.raw(`"${column}"`)} from ${sql.raw(`"${table}"`)} where "customer_code" = ${code} and "id" = ${id})`;
  return sql`select "assets"."id", "assets"."description", "assets"."asset_class", "assets"."status",
      ${proposalStatus(code)} as proposal_status,
      "assets"."register_id", ${lookup('description', 'registers', sql`"assets"."register_id"`)} as register_description,
      ${lookup('kind', 'registers', sql`"assets"."register_id"`)} as register_kind,
      "assets"."subcategory_id", ${lookup('code', 'subcategories', sql`"assets"."subcategory_id"`)} as subcategory_code,
      ${lookup('description', 'subcategories', sql`"assets"."subcategory_id"`)} as subcategory_description,
      "assets"."inventory_number", "assets"."durable_number", "assets"."original_inventory_number",
      "assets"."historical_price_cents", "assets"."actual_price_cents", "assets"."charge_date", "assets"."location_id",
      "locations"."code" as location_code, "locations"."description" as location_description,
      ${lookup('code', 'sites', sql`"locations"."site_id"`)} as site_code,
      "assets"."serial_number", "assets"."brand", "assets"."universality_id", "page"."total"
    from (${page}) as "page"
    join "assets" on "assets"."customer_code" = ${code} and "assets"."id" = "page"."id"
    left join "locations" on "locations"."customer_code" = ${code} and "locations"."id" = "assets"."location_id"
    order by ${orderBy}`;
}

type RawRow = Record<string, string | number | null>;

const numberOrNull = (value: string | number | null | undefined) => (value == null ? null : Number(value));
const textOrNull = (value: string | number | null | undefined) => (value == null ? null : String(value));

function toRow(r: RawRow): AssetListRow {
  return {
    id: Number(r.id),
    description: String(r.description),
    assetClass: String(r.asset_class),
    status: Number(r.status),
    proposalStatus: numberOrNull(r.proposal_status),
    register: {
      id: Number(r.register_id),
      description: String(r.register_description),
      kind: String(r.register_kind) as RegisterKind,
    },
    subcategory: {
      id: Number(r.subcategory_id),
      code: String(r.subcategory_code),
      description: String(r.subcategory_description),
    },
    inventoryNumber: numberOrNull(r.inventory_number),
    durableNumber: numberOrNull(r.durable_number),
    originalInventoryNumber: textOrNull(r.original_inventory_number),
    historicalPriceCents: Number(r.historical_price_cents),
    actualPriceCents: Number(r.actual_price_cents),
    chargeDate: textOrNull(r.charge_date),
    locationId: numberOrNull(r.location_id),
    locationCode: textOrNull(r.location_code),
    locationDescription: textOrNull(r.location_description),
    siteCode: textOrNull(r.site_code),
    serialNumber: textOrNull(r.serial_number),
    brand: textOrNull(r.brand),
    universalityId: numberOrNull(r.universality_id),
  };
}

/**
 * One page of the list and the number of assets matching, in one statement: the page's ids are
 * chosen on `assets` alone (pageQuery), then only those rows are read and joined to their register,
 * subcategory, location and site. `order` may sort by `assets` columns and by `locations.code`; the
 * id breaks the remaining ties.
 */
export async function findAssetPage(
  rowsOf: RowReader,
  filter: AssetFilter,
  order: SQL[],
  window: { limit: number; offset: number },
): Promise<{ rows: AssetListRow[]; total: number }> {
  const code = filter.customerCode;
  const orderBy = sql.join([...order, sql`${assets.id} asc`], sql`, `);
  const rows = await rowsOf<RawRow>(listQuery(code, pageQuery(filter, order, window), orderBy));
  const [first] = rows;
  if (first) return { rows: rows.map(toRow), total: Number(first.total) };
  return { rows: [], total: window.offset === 0 ? 0 : await countAssets(rowsOf, filter) };
}

/** The number of assets matching (for a page past the end, which carries no count). */
export async function countAssets(rowsOf: RowReader, filter: AssetFilter): Promise<number> {
  const text = filter.text?.trim();
  const plain = plainConditions(filter);
  const where = text
    ? and(...plain, sql`${assets.id} in (${textMatches(text, sql`${assets.id}`)})`)
    : and(...plain);
  const [row] = await rowsOf<{ n: number | string }>(sql`select count(*) as n from ${assets} where ${where}`);
  return Number(row?.n ?? 0);
}
