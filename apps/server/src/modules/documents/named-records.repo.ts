import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Tx } from '../../db/client.ts';
import {
  creditors,
  locations,
  movements,
  recognitions,
  registers,
  renewals,
  sites,
  subConsignees,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { findLayout } from '../labels-settings/index.ts';
import { sqlList } from './holdings/holdings.ts';

/** How many of these ids the school has (ids given once each). */
type RecordCount = (tx: Tx, customerCode: string, ids: readonly number[]) => Promise<number>;

function schoolRecords(table: PgTable & { id: PgColumn; customerCode: PgColumn }): RecordCount {
  return async (tx, customerCode, ids) => {
    const found = await tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(and(eq(table.customerCode, customerCode), inArray(table.id, [...ids])));
    return found.length;
  };
}

/** A discharge proposal of the school (a movement of type 3, not any movement). */
const proposals: RecordCount = async (tx, customerCode, ids) => {
  const found = await tx
    .select({ id: movements.id })
    .from(movements)
    .where(
      and(
        eq(movements.customerCode, customerCode),
        eq(movements.type, MOVEMENT_TYPE.proposal),
        inArray(movements.id, [...ids]),
      ),
    );
  return found.length;
};

/**
 * A site of a print's site list is the school's own, or one of a merge's package the school handed
 * over or received (`/site/merged/confirmed/list`: a merged school's DSGA handover).
 */
const sitesOrMergedSites: RecordCount = async (tx, customerCode, ids) => {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (
      select id from sites where customer_code = ${customerCode} and id in (${sqlList(ids)})
      union
      select (s.value->>'id')::bigint from merge_packages p cross join lateral jsonb_array_elements(p.sites) s
        where (s.value->>'id')::bigint in (${sqlList(ids)})) found`,
  );
  return row?.n ?? 0;
};

/** A label layout is the school's own or one of the product's defaults. */
const layouts: RecordCount = async (tx, customerCode, ids) =>
  (await Promise.all(ids.map((id) => findLayout(tx, customerCode, id)))).filter(Boolean).length;

/**
 * The records a print's conditions name, by the name of their field in `contracts/documents.ts`
 * (wherever it stands: `basis.idSite` too). Every field named `id…` is one of these, which a test
 * keeps true, so a new document type's records are checked without a word of its own.
 */
export const NAMED_RECORDS = {
  idRegister: { name: 'register', count: schoolRecords(registers) },
  idSite: { name: 'site', count: schoolRecords(sites) },
  idSiteList: { name: 'site', count: sitesOrMergedSites },
  idLocation: { name: 'location', count: schoolRecords(locations) },
  idLocationList: { name: 'location', count: schoolRecords(locations) },
  idSubConsignee: { name: 'sub-consignee', count: schoolRecords(subConsignees) },
  idSubConsigneeList: { name: 'sub-consignee', count: schoolRecords(subConsignees) },
  idCreditorDebtor: { name: 'supplier', count: schoolRecords(creditors) },
  idLabelsSetting: { name: 'labels setting', count: layouts },
  idOut: { name: 'discharge proposal', count: proposals },
  idRecognition: { name: 'recognition', count: schoolRecords(recognitions) },
  idRenewal: { name: 'renewal', count: schoolRecords(renewals) },
} satisfies Record<string, { name: string; count: RecordCount }>;

type RecordField = keyof typeof NAMED_RECORDS;

function* namedIds(conditions: object): Generator<[RecordField, number[]]> {
  for (const [field, value] of Object.entries(conditions)) {
    if (Object.hasOwn(NAMED_RECORDS, field)) {
      const ids = (Array.isArray(value) ? value : [value]).filter((id) => typeof id === 'number');
      if (ids.length > 0) yield [field as RecordField, ids];
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      yield* namedIds(value);
    }
  }
}

/**
 * Refuses a print naming a record the school does not have, another school's or none at all, with
 * `notFound` as every endpoint answers a foreign id (DESIGN §5): the print would otherwise be made of
 * the school's own data and show something else than asked.
 */
export async function checkNamedRecords(tx: Tx, customerCode: string, conditions: object): Promise<void> {
  for (const [field, ids] of namedIds(conditions)) {
    const unique = [...new Set(ids)];
    const record = NAMED_RECORDS[field];
    if ((await record.count(tx, customerCode, unique)) !== unique.length) {
      throw new AppError('notFound', `No such ${record.name}`);
    }
  }
}
