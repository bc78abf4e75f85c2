import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import { sameSchool } from '../../../db/same-school.ts';
import { locations, registers, schoolData, sites, subConsignees } from '../../../db/schema/index.ts';
import { AppError } from '../../../http/app-error.ts';
import { heldAt } from '../holdings/holdings.repo.ts';
import { isTrue, sqlList } from '../holdings/holdings.ts';
import { schoolOf } from '../renderer-support.ts';

/** The school as a minute names it: heading, DS and DSGA (as last stored in the school's data). */
export async function minuteSchoolOf(tx: Tx, customerCode: string) {
  const school = await schoolOf(tx, customerCode);
  const [data] = await tx
    .select({ manager: schoolData.manager, consignee: schoolData.consignee })
    .from(schoolData)
    .where(eq(schoolData.customerCode, customerCode));
  return { ...school, manager: data?.manager ?? null, consignee: data?.consignee ?? null };
}
export type MinuteSchool = Awaited<ReturnType<typeof minuteSchoolOf>>;

export interface MinuteLocation {
  id: number;
  siteId: number;
  siteCode: string;
  siteDescription: string;
  code: string;
  description: string;
  subConsigneeId: number | null;
}

/** Locations of the school matching `where`, by site code then location code. */
export async function locationsWhere(tx: Tx, customerCode: string, where?: SQL): Promise<MinuteLocation[]> {
  return tx
    .select({
      id: locations.id,
      siteId: sites.id,
      siteCode: sites.code,
      siteDescription: sites.description,
      code: locations.code,
      description: locations.description,
      subConsigneeId: locations.subConsigneeId,
    })
    .from(locations)
    .innerJoin(sites, sameSchool(sites, locations, eq(sites.id, locations.siteId)))
    .where(and(eq(locations.customerCode, customerCode), where))
    .orderBy(asc(sites.code), asc(locations.code));
}

/** The chosen locations, all of them the school's, or `notFound`. */
export async function chosenLocations(tx: Tx, customerCode: string, ids: readonly number[]) {
  const found = await locationsWhere(tx, customerCode, inArray(locations.id, [...ids]));
  if (found.length !== new Set(ids).size) throw new AppError('notFound', 'No such location');
  return found;
}

/** The chosen sub-consignees, in the order asked, or `notFound`. */
export async function chosenSubConsignees(tx: Tx, customerCode: string, ids: readonly number[]) {
  const found = await tx
    .select({
      id: subConsignees.id,
      description: subConsignees.description,
      fiscalCode: subConsignees.fiscalCode,
    })
    .from(subConsignees)
    .where(and(eq(subConsignees.customerCode, customerCode), inArray(subConsignees.id, [...ids])));
  return ids.map((id) => {
    const subConsignee = found.find((s) => s.id === id);
    if (!subConsignee) throw new AppError('notFound', 'No such sub-consignee');
    return subConsignee;
  });
}

/** The chosen sites, all of them the school's, by code, or `notFound`. */
export async function chosenSites(tx: Tx, customerCode: string, ids: readonly number[]) {
  const found = await tx
    .select({ id: sites.id, code: sites.code, description: sites.description })
    .from(sites)
    .where(and(eq(sites.customerCode, customerCode), inArray(sites.id, [...ids])))
    .orderBy(asc(sites.code));
  if (found.length !== new Set(ids).size) throw new AppError('notFound', 'No such site');
  return found;
}

/** The school's registers in their order. */
export function schoolRegisters(tx: Tx, customerCode: string) {
  return tx
    .select({
      id: registers.id,
      description: registers.description,
      hasDurableRegister: registers.hasDurableRegister,
    })
    .from(registers)
    .where(eq(registers.customerCode, customerCode))
    .orderBy(asc(registers.position), asc(registers.id));
}

/** The school's sub-consignees, by description. */
export function allSubConsignees(tx: Tx, customerCode: string) {
  return tx
    .select({ id: subConsignees.id, description: subConsignees.description })
    .from(subConsignees)
    .where(eq(subConsignees.customerCode, customerCode))
    .orderBy(asc(subConsignees.description), asc(subConsignees.id));
}

export interface MinuteAsset {
  registerId: number;
  register: string;
  assetClass: 'inventory' | 'durable';
  /** The inventory number, or the durable register's number. */
  number: number | null;
  description: string;
  quantity: number;
  /** Where it stood at the date. */
  locationId: number | null;
  siteId: number | null;
  /** The actual value at the date (today's, with the value vouchers dated after it taken back). */
  valueCents: number;
  /** In a discharge proposal at the date (missing or damaged goods waiting for their discharge). */
  inProposal: boolean;
}

type Raw = Record<string, string | number | boolean | null>;

/**
 * The school's assets as they stood at `atDate` (`heldAt`, as the inventory register reads them):
 * charged on or before it and not discharged by then, each in the place it stood in then, restricted
 * to `where` (on `a`, the asset with its `location_at_id`, and `l`, that location), by register, then
 * number.
 */
export async function assetsAt(tx: Tx, customerCode: string, atDate: string, where: SQL = sql`true`) {
  const rows = await queryRows<Raw>(
    tx,
    sql`select a.register_id, r.description as register, a.asset_class,
        coalesce(a.inventory_number, a.durable_number) as number, a.description, a.quantity,
        a.location_at_id as location_id, l.site_id, a.value_at_cents as value_cents,
        a.in_proposal_at as in_proposal
      from ${heldAt(customerCode, atDate)} a
      join registers r on r.customer_code = a.customer_code and r.id = a.register_id
      left join locations l on l.customer_code = a.customer_code and l.id = a.location_at_id
      where ${where}
      order by r.position, a.register_id, a.asset_class desc, number, a.id`,
  );
  return rows.map(
    (r): MinuteAsset => ({
      registerId: Number(r.register_id),
      register: String(r.register),
      assetClass: r.asset_class === 'durable' ? 'durable' : 'inventory',
      number: r.number == null ? null : Number(r.number),
      description: String(r.description),
      quantity: Number(r.quantity),
      locationId: r.location_id == null ? null : Number(r.location_id),
      siteId: r.site_id == null ? null : Number(r.site_id),
      valueCents: Number(r.value_cents),
      inProposal: isTrue(r.in_proposal),
    }),
  );
}

export interface MergeSites {
  /** The school's own sites whose goods the print covers. */
  siteIds: number[];
  /** The sites as chosen, named as the merge's package names them. */
  sites: { code: string; description: string }[];
  counterpart: { side: 'receiver' | 'seller'; name: string } | null;
}

/**
 * The sites a merge's handover covers (`/site/merged/confirmed/list`): a site the school handed over is
 * its own; a site it received is the school's site the receipt mapped it onto (or created with its
 * code), once charged; any other id must be one of the school's own sites.
 */
export async function mergeSitesOf(
  tx: Tx,
  customerCode: string,
  ids: readonly number[],
): Promise<MergeSites> {
  const packaged = await queryRows<{
    id: number;
    code: string;
    description: string;
    handedOver: boolean;
    counterpart: string;
    localId: number | null;
  }>(
    tx,
    sql`select (s.value->>'id')::int as id, s.value->>'code' as code, s.value->>'description' as description,
        p.customer_code = ${customerCode} as "handedOver",
        case when p.customer_code = ${customerCode} then p.receiver_name else p.seller_name end as counterpart,
        case when p.customer_code = ${customerCode} then (s.value->>'id')::int
          else (select coalesce(m.target_id, (select own.id from sites own where own.customer_code = ${customerCode}
                  and upper(own.code) = upper(s.value->>'code')))::int
                from imports i join import_mappings m on m.customer_code = i.customer_code and m.import_id = i.id
                where i.customer_code = ${customerCode} and i.merge_id = p.merge_id and i.state = 'imported'
                  and m.kind = 'site' and upper(m.source_key) = upper(s.value->>'code'))
        end as "localId"
      from merge_packages p cross join lateral jsonb_array_elements(p.sites) s
      where (s.value->>'id')::bigint in (${sqlList(ids)})
      order by s.value->>'code'`,
  );
  const found = new Set(packaged.map((p) => p.id));
  const others = ids.filter((id) => !found.has(id));
  const own = others.length > 0 ? await chosenSites(tx, customerCode, others) : [];
  const [first] = packaged;
  return {
    siteIds: [...own.map((s) => s.id), ...packaged.flatMap((p) => (p.localId === null ? [] : [p.localId]))],
    sites: [...packaged, ...own].map(({ code, description }) => ({ code, description })),
    counterpart: first ? { side: first.handedOver ? 'receiver' : 'seller', name: first.counterpart } : null,
  };
}
