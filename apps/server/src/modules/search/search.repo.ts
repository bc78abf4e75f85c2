/**
 * The toolbar's search (issue 20): every group in one statement, tuned with bench/search.bench.ts
 * (see bench/README.md). Each group is ranked: 0 the number (or number and year) typed, 1 a text
 * that starts with the typed one (or equals a code), 2 a text that contains it; then by its own order.
 * Every table is filtered by the school as well as by row-level security, so the indexes that lead
 * with it serve: the assets' numbers their number indexes, the assets' text the `search_text` index
 * (index-only: the ranks read the whole text), the rest a few hundred rows.
 */
import type { SearchQuery } from '@inventario/shared/domain/search/search-query';
import { type SQL, sql } from 'drizzle-orm';
import type { RowReader } from '../../db/client.ts';

export interface SearchRow {
  assets: {
    id: number;
    description: string;
    registerKind: string;
    inventoryNumber: number | null;
    durableNumber: number | null;
    serialNumber: string | null;
    status: number;
  }[];
  movements: {
    id: number;
    type: number;
    number: number;
    year: number;
    date: string;
    causal: string | null;
  }[];
  universalities: {
    id: number;
    description: string;
    registerKind: string | null;
    inventoryNumber: number | null;
  }[];
  parties: {
    id: number;
    kind: 'creditor' | 'debtor';
    displayName: string;
    vatNumber: string | null;
    fiscalCode: string | null;
  }[];
  sites: { id: number; code: string; description: string }[];
  locations: { id: number; code: string; description: string; siteId: number; siteCode: string }[];
}

/** The registers an acronym names, as the array of their ids (an InitPlan: an index condition). */
function inRegisters(code: string, column: SQL, registers: readonly string[] | null): SQL {
  if (registers === null) return sql``;
  return sql`and ${column} = any(array(select r.id from registers r
    where r.customer_code = ${code} and r.kind = any(string_to_array(${registers.join(',')}::text, ','))))`;
}

/** 1 when the lower-cased `value` starts with the term, 2 when it contains it, else null. */
function textRank(value: SQL): SQL {
  return sql`case when starts_with(${value}, (select term from q)) then 1
    when strpos(${value}, (select term from q)) > 0 then 2 end`;
}

function assetsPart(code: string, query: SearchQuery, limit: number): SQL {
  const byNumber = query.number
    ? sql`select id, inventory_number, durable_number, 0 as rank from assets
        where customer_code = ${code}
          and (inventory_number = ${query.number.value}::int or durable_number = ${query.number.value}::int)
          ${inRegisters(code, sql`register_id`, query.number.registers)}
        union all`
    : sql``;
  // The description starts the search text; a serial number, brand, original number or barcode
  // equal to the term stands between two separators.
  return sql`select coalesce(json_agg(json_build_object(
      'id', a.id, 'description', a.description,
      'registerKind', (select r.kind from registers r where r.customer_code = ${code} and r.id = a.register_id),
      'inventoryNumber', a.inventory_number, 'durableNumber', a.durable_number,
      'serialNumber', a.serial_number, 'status', a.status)
      order by best.rank, best.inventory_number nulls last, best.durable_number nulls last, best.id), '[]'::json)
    from (
      select id, inventory_number, durable_number, min(rank) as rank from (
        ${byNumber}
        select id, inventory_number, durable_number,
          case when starts_with(search_text, (select term from q))
            or strpos(search_text, E'\\x1f' || (select term from q) || E'\\x1f') > 0
            or right(search_text, length((select term from q)) + 1) = E'\\x1f' || (select term from q)
          then 1 else 2 end as rank
        from assets where customer_code = ${code} and strpos(search_text, (select term from q)) > 0
      ) as found
      group by id, inventory_number, durable_number
      order by rank, inventory_number nulls last, durable_number nulls last, id
      limit ${limit}
    ) as best
    join assets a on a.customer_code = ${code} and a.id = best.id`;
}

function movementsPart(code: string, query: SearchQuery, limit: number): SQL {
  // A number and a year name one movement of each type; a number alone, the vouchers of that number.
  const numbered = query.movement
    ? sql`m.number = ${query.movement.number}::int and m.year = ${query.movement.year}::int`
    : query.number?.registers === null
      ? sql`m.number = ${query.number.value}::int`
      : sql`false`;
  return sql`select coalesce(json_agg(json_build_object(
      'id', m.id, 'type', m.type, 'number', m.number, 'year', m.year, 'date', m.date, 'causal', m.causal)
      order by m.rank, m.year desc, m.number desc, m.type, m.id), '[]'::json)
    from (
      select m.id, m.type, m.number, m.year, m.date, m.causal,
        case when ${numbered} then ${query.movement ? 0 : 1} else 2 end as rank
      from movements m
      where m.customer_code = ${code}
        and ((${numbered}) or upper(m.causal) = upper((select typed from q)))
      order by rank, m.year desc, m.number desc, m.type, m.id
      limit ${limit}
    ) as m`;
}

function universalitiesPart(code: string, query: SearchQuery, limit: number): SQL {
  const exact = query.number
    ? sql`u.inventory_number = ${query.number.value}::int
        ${inRegisters(code, sql`u.register_id`, query.number.registers)}`
    : sql`false`;
  return sql`select coalesce(json_agg(json_build_object(
      'id', u.id, 'description', u.description,
      'registerKind', (select r.kind from registers r where r.customer_code = ${code} and r.id = u.register_id),
      'inventoryNumber', u.inventory_number)
      order by u.rank, u.description, u.id), '[]'::json)
    from (
      select * from (
        select u.id, u.description, u.register_id, u.inventory_number,
          case when ${exact} then 0 else ${textRank(sql`lower(u.description)`)} end as rank
        from universalities u where u.customer_code = ${code}
      ) as u where rank is not null
      order by rank, description, id
      limit ${limit}
    ) as u`;
}

function partiesPart(code: string, limit: number): SQL {
  const ranked = (table: string, kind: string) =>
    sql`select id, ${kind}::text as kind, display_name, vat_number, fiscal_code,
        case when upper(coalesce(vat_number, '')) = upper((select typed from q))
          or upper(coalesce(fiscal_code, '')) = upper((select typed from q)) then 0
        else ${textRank(sql`lower(display_name)`)} end as rank
      from ${sql.raw(table)} where customer_code = ${code}`;
  return sql`select coalesce(json_agg(json_build_object(
      'id', p.id, 'kind', p.kind, 'displayName', p.display_name,
      'vatNumber', p.vat_number, 'fiscalCode', p.fiscal_code)
      order by p.rank, p.display_name, p.kind, p.id), '[]'::json)
    from (
      select * from (${ranked('creditors', 'creditor')} union all ${ranked('debtors', 'debtor')}) as p
      where rank is not null
      order by rank, display_name, kind, id
      limit ${limit}
    ) as p`;
}

/** A code equal to the term ranks with the exact numbers; a code or description that starts with it, next. */
function placeRank(alias: string): SQL {
  const t = sql.raw(alias);
  return sql`case when upper(${t}.code) = upper((select typed from q)) then 0
    else least(${textRank(sql`lower(${t}.code)`)}, ${textRank(sql`lower(${t}.description)`)}) end`;
}

function sitesPart(code: string, limit: number): SQL {
  return sql`select coalesce(json_agg(json_build_object('id', s.id, 'code', s.code, 'description', s.description)
      order by s.rank, s.code, s.id), '[]'::json)
    from (
      select * from (
        select s.id, s.code, s.description, ${placeRank('s')} as rank from sites s where s.customer_code = ${code}
      ) as s where rank is not null
      order by rank, code, id
      limit ${limit}
    ) as s`;
}

function locationsPart(code: string, limit: number): SQL {
  return sql`select coalesce(json_agg(json_build_object('id', l.id, 'code', l.code, 'description', l.description,
      'siteId', l.site_id, 'siteCode', l.site_code)
      order by l.rank, l.site_code, l.code, l.id), '[]'::json)
    from (
      select * from (
        select l.id, l.code, l.description, l.site_id,
          (select s.code from sites s where s.customer_code = ${code} and s.id = l.site_id) as site_code,
          ${placeRank('l')} as rank
        from locations l where l.customer_code = ${code}
      ) as l where rank is not null
      order by rank, site_code, code, id
      limit ${limit}
    ) as l`;
}

/**
 * The search's one statement: the typed text (`typed`) and its lower-cased form (`term`) are
 * computed once, then each group is a scalar subquery answering its JSON array.
 */
export function searchQuery(code: string, query: SearchQuery, limit: number): SQL {
  return sql`with q as materialized (select ${query.text}::text as typed, lower(${query.text}::text) as term)
    select
      (${assetsPart(code, query, limit)}) as assets,
      (${movementsPart(code, query, limit)}) as movements,
      (${universalitiesPart(code, query, limit)}) as universalities,
      (${partiesPart(code, limit)}) as parties,
      (${sitesPart(code, limit)}) as sites,
      (${locationsPart(code, limit)}) as locations`;
}

/** The search's one row. */
export async function search(
  rowsOf: RowReader,
  code: string,
  query: SearchQuery,
  limit: number,
): Promise<SearchRow> {
  const [row] = await rowsOf<SearchRow>(searchQuery(code, query, limit));
  if (!row) throw new Error('The search answered no row');
  return row;
}
