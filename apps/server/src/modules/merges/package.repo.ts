import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import type {
  PlannedAsset,
  PlannedCreditor,
  PlannedLocation,
  PlannedSite,
  PlannedSubConsignee,
  PlannedSubcategory,
  PlannedUniversality,
} from '@inventario/shared/domain/imports/import-plan';
import type { MergePackageContent } from '@inventario/shared/domain/merges/receipt-plan';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

/**
 * The package a merge discharge hands over, read in the seller's transaction right after its lines are
 * written: the goods of the discharge as they were, and the entries of the seller's lists they name
 * (the chosen sites with all their locations). It is kept whole on the package: the title of the transfer.
 */

const idList = (ids: readonly number[]): SQL =>
  ids.length === 0
    ? sql`null`
    : sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );

async function packageSites(tx: Tx, customerCode: string, siteIds: readonly number[]) {
  return queryRows<Omit<PlannedSite, 'row'>>(
    tx,
    sql`select code, description, address, city from sites
      where customer_code = ${customerCode} and id in (${idList(siteIds)}) order by code`,
  );
}

async function packageLocations(tx: Tx, customerCode: string, siteIds: readonly number[]) {
  return queryRows<Omit<PlannedLocation, 'row'>>(
    tx,
    sql`select s.code as "siteCode", l.code, l.description, l.room_number as "roomNumber",
        l.floor_number as "floorNumber", p.description as "subConsignee", l.notes, l.active
      from locations l join sites s on s.customer_code = l.customer_code and s.id = l.site_id
      left join sub_consignees p on p.customer_code = l.customer_code and p.id = l.sub_consignee_id
      where l.customer_code = ${customerCode} and l.site_id in (${idList(siteIds)})
      order by s.code, l.code`,
  );
}

async function packageSubConsignees(tx: Tx, customerCode: string, siteIds: readonly number[]) {
  return queryRows<Omit<PlannedSubConsignee, 'row'>>(
    tx,
    sql`select p.description, p.fiscal_code as "fiscalCode", p.notes from sub_consignees p
      where p.customer_code = ${customerCode} and exists (select 1 from locations l
        where l.customer_code = p.customer_code and l.sub_consignee_id = p.id and l.site_id in (${idList(siteIds)}))
      order by p.description, p.id`,
  );
}

const packageGoods = (customerCode: string, dischargeId: number) =>
  sql`select a.* from movement_assets ma join assets a on a.customer_code = ma.customer_code and a.id = ma.asset_id
    where ma.customer_code = ${customerCode} and ma.movement_id = ${dischargeId}`;

async function packageSubcategories(tx: Tx, customerCode: string, dischargeId: number) {
  const rows = await queryRows<
    Omit<PlannedSubcategory, 'row' | 'rates'> & {
      id: number;
      from_year: number | null;
      percent: string | null;
    }
  >(
    tx,
    sql`select sc.id::int as id, r.kind as register, c.code as "categoryCode",
        c.description as "categoryDescription", sc.code, sc.description, ag.code as "aggregationCode",
        rt.valid_from_year as from_year, rt.percent::text as percent
      from subcategories sc
      join categories c on c.customer_code = sc.customer_code and c.id = sc.category_id
      join registers r on r.customer_code = c.customer_code and r.id = c.register_id
      left join subcategory_rates rt on rt.customer_code = sc.customer_code and rt.subcategory_id = sc.id
      left join aggregations ag on ag.customer_code = sc.customer_code and ag.id = sc.aggregation_id
      where sc.customer_code = ${customerCode}
        and sc.id in (select g.subcategory_id from (${packageGoods(customerCode, dischargeId)}) g)
      order by r.position, c.code, sc.code, rt.valid_from_year`,
  );
  const byId = new Map<number, Omit<PlannedSubcategory, 'row'>>();
  for (const { id, from_year, percent, ...subcategory } of rows) {
    const entry = byId.get(id) ?? {
      ...subcategory,
      register: subcategory.register as RegisterKind,
      rates: [],
    };
    if (percent !== null) entry.rates.push({ fromYear: from_year, percent: Number(percent) });
    byId.set(id, entry);
  }
  return [...byId.values()];
}

async function packageCreditors(tx: Tx, customerCode: string, dischargeId: number) {
  return queryRows<Omit<PlannedCreditor, 'row'>>(
    tx,
    sql`select cr.id::text as code, cr.vendor_type as "vendorType", cr.business_name as "businessName",
        cr.surname, cr.name, cr.vat_number as "vatNumber", cr.fiscal_code as "fiscalCode"
      from creditors cr where cr.customer_code = ${customerCode} and cr.id in (
        select m.creditor_id from movements m where m.customer_code = ${customerCode}
          and m.id in (select g.charge_movement_id from (${packageGoods(customerCode, dischargeId)}) g))
      order by cr.id`,
  );
}

async function packageUniversalities(tx: Tx, customerCode: string, dischargeId: number) {
  return queryRows<Omit<PlannedUniversality, 'row'>>(
    tx,
    sql`select u.id::text as code, u.description, r.kind as register, u.inventory_number as "inventoryNumber"
      from universalities u left join registers r on r.customer_code = u.customer_code and r.id = u.register_id
      where u.customer_code = ${customerCode}
        and u.id in (select g.universality_id from (${packageGoods(customerCode, dischargeId)}) g)
      order by u.id`,
  );
}

async function packageAssets(tx: Tx, customerCode: string, dischargeId: number) {
  const rows = await queryRows<
    Omit<PlannedAsset, 'row' | 'historicalCents' | 'actualCents' | 'originalCents'> & {
      historical: string;
      actual: string;
      original: string | null;
    }
  >(
    tx,
    sql`select a.id::text as code, r.kind as register, a.asset_class as "assetClass",
        a.inventory_number as "inventoryNumber", a.durable_number as "durableNumber", a.description,
        c.code as "categoryCode", sc.code as "subcategoryCode", s.code as "siteCode", l.code as "locationCode",
        a.quantity, a.historical_price_cents::text as historical, ma.value_cents::text as actual,
        a.original_price_cents::text as original, a.purchase_date::text as "purchaseDate",
        a.charge_date::text as "chargeDate", 'charged' as state, a.universality_id::text as "universalityCode",
        a.serial_number as "serialNumber", a.brand, a.chassis, a.license_plate as "licensePlate", a.editor,
        a.author, a.barcode, a.original_inventory_number as "originalInventoryNumber", a.notes
      from movement_assets ma
      join assets a on a.customer_code = ma.customer_code and a.id = ma.asset_id
      join registers r on r.customer_code = a.customer_code and r.id = a.register_id
      join subcategories sc on sc.customer_code = a.customer_code and sc.id = a.subcategory_id
      join categories c on c.customer_code = sc.customer_code and c.id = sc.category_id
      left join locations l on l.customer_code = a.customer_code and l.id = a.location_id
      left join sites s on s.customer_code = l.customer_code and s.id = l.site_id
      where ma.customer_code = ${customerCode} and ma.movement_id = ${dischargeId}
      order by ma.position`,
  );
  return rows.map(({ historical, actual, original, ...asset }) => ({
    ...asset,
    historicalCents: Number(historical),
    actualCents: Number(actual),
    originalCents: original === null ? null : Number(original),
  }));
}

const withRow = <T>(rows: readonly T[]) => rows.map((row) => ({ row: 0, ...row }));

export async function readPackageContent(
  tx: Tx,
  customerCode: string,
  handover: { dischargeId: number; siteIds: readonly number[] },
): Promise<MergePackageContent> {
  const { dischargeId, siteIds } = handover;
  return {
    sites: withRow(await packageSites(tx, customerCode, siteIds)),
    locations: withRow(await packageLocations(tx, customerCode, siteIds)),
    subConsignees: withRow(await packageSubConsignees(tx, customerCode, siteIds)),
    subcategories: withRow(await packageSubcategories(tx, customerCode, dischargeId)),
    creditors: withRow(await packageCreditors(tx, customerCode, dischargeId)),
    universalities: withRow(await packageUniversalities(tx, customerCode, dischargeId)),
    assets: withRow(await packageAssets(tx, customerCode, dischargeId)),
  };
}
