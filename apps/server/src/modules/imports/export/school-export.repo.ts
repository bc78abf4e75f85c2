import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';

/**
 * What the school's export reads (docs/IMPORTS.md, "The school's export"): every list, year, good and
 * voucher of the school, joined to the codes the type-1 format names them by. Waiting goods have no
 * number yet and are not part of the inventory: they stay out.
 */

export interface ExportRows {
  sites: { code: string; description: string; address: string | null; city: string | null }[];
  subConsignees: { id: number; description: string; fiscal_code: string | null; notes: string | null }[];
  locations: {
    site_code: string;
    code: string;
    description: string;
    room_number: string | null;
    floor_number: string | null;
    sub_consignee: string | null;
    notes: string | null;
    active: boolean;
  }[];
  subcategories: {
    register: string;
    category_code: string;
    category_description: string;
    code: string;
    description: string;
    percent: string | null;
    valid_from_year: number | null;
    aggregation_code: string | null;
  }[];
  creditors: {
    id: number;
    vendor_type: string;
    business_name: string | null;
    surname: string | null;
    name: string | null;
    vat_number: string | null;
    fiscal_code: string | null;
  }[];
  years: { year: number; start_date: string; end_date: string | null; status: number }[];
  universalities: {
    id: number;
    description: string;
    register: string | null;
    inventory_number: number | null;
  }[];
  assets: Record<string, unknown>[];
  movements: Record<string, unknown>[];
  lines: {
    type: number;
    year: number;
    number: number;
    asset_id: number;
    value_cents: string;
    variation_cents: string | null;
  }[];
}

export async function readExportRows(tx: Tx, customerCode: string): Promise<ExportRows> {
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(tx, query);
  return {
    sites: await rows(sql`select code, description, address, city from sites
      where customer_code = ${customerCode} order by code`),
    subConsignees: await rows(sql`select id, description, fiscal_code, notes from sub_consignees
      where customer_code = ${customerCode} order by description, id`),
    locations:
      await rows(sql`select s.code as site_code, l.code, l.description, l.room_number, l.floor_number,
        p.description as sub_consignee, l.notes, l.active
      from locations l join sites s on s.customer_code = l.customer_code and s.id = l.site_id
      left join sub_consignees p on p.customer_code = l.customer_code and p.id = l.sub_consignee_id
      where l.customer_code = ${customerCode} order by s.code, l.code`),
    subcategories: await rows(sql`select r.kind as register, c.code as category_code,
        c.description as category_description, sc.code, sc.description, rt.percent::text as percent,
        rt.valid_from_year, a.code as aggregation_code
      from subcategories sc
      join categories c on c.customer_code = sc.customer_code and c.id = sc.category_id
      join registers r on r.customer_code = c.customer_code and r.id = c.register_id
      left join subcategory_rates rt on rt.customer_code = sc.customer_code and rt.subcategory_id = sc.id
      left join aggregations a on a.customer_code = sc.customer_code and a.id = sc.aggregation_id
      where sc.customer_code = ${customerCode}
      order by r.position, c.code, sc.code, rt.valid_from_year`),
    creditors: await rows(sql`select id, vendor_type, business_name, surname, name, vat_number, fiscal_code
      from creditors where customer_code = ${customerCode} order by id`),
    years: await rows(sql`select year, start_date::text as start_date, end_date::text as end_date, status
      from financial_years where customer_code = ${customerCode} order by year`),
    universalities: await rows(sql`select u.id, u.description, r.kind as register, u.inventory_number
      from universalities u left join registers r on r.customer_code = u.customer_code and r.id = u.register_id
      where u.customer_code = ${customerCode} and exists (
        select 1 from assets x where x.customer_code = u.customer_code and x.universality_id = u.id and x.status <> 1)
      order by u.id`),
    assets:
      await rows(sql`select a.id, r.kind as register, a.inventory_number, a.durable_number, a.description,
        c.code as category_code, sc.code as subcategory_code, s.code as site_code, l.code as location_code,
        a.quantity, a.historical_price_cents::text as historical, a.actual_price_cents::text as actual,
        a.original_price_cents::text as original, a.purchase_date::text as purchase_date,
        a.charge_date::text as charge_date, a.status, a.universality_id, a.serial_number, a.brand, a.chassis,
        a.license_plate, a.editor, a.author, a.barcode, a.original_inventory_number, a.notes
      from assets a
      join registers r on r.customer_code = a.customer_code and r.id = a.register_id
      join subcategories sc on sc.customer_code = a.customer_code and sc.id = a.subcategory_id
      join categories c on c.customer_code = sc.customer_code and c.id = sc.category_id
      left join locations l on l.customer_code = a.customer_code and l.id = a.location_id
      left join sites s on s.customer_code = l.customer_code and s.id = l.site_id
      where a.customer_code = ${customerCode} and a.status <> 1
      order by a.id`),
    movements: await rows(sql`select m.type, m.year, m.number, m.date::text as date, m.causal, m.voucher_type,
        m.creditor_id, m.document_type, m.document_number, m.document_date::text as document_date, m.status,
        m.progressive, m.protocol_date::text as protocol_date, m.protocol_number, a.code as aggregation_code,
        m.delivery_number, m.delivery_date::text as delivery_date, m.order_number,
        m.order_date::text as order_date, d.display_name as debtor_name, ad.description as administration_name,
        m.liability, m.liable_party,
        m.notes, (select string_agg(p.year || '/' || p.number, ', ' order by p.year, p.number)
          from discharge_proposals dp join movements p on p.customer_code = dp.customer_code and p.id = dp.proposal_id
          where dp.customer_code = m.customer_code and dp.discharge_id = m.id) as proposals
      from movements m left join aggregations a on a.customer_code = m.customer_code and a.id = m.aggregation_id
      left join debtors d on d.customer_code = m.customer_code and d.id = m.debtor_id
      left join administrations ad on ad.customer_code = m.customer_code and ad.id = m.administration_id
      where m.customer_code = ${customerCode} and m.type in (1, 2, 3, 5, 6)
      order by m.year, m.type, m.number`),
    lines: await rows(sql`select m.type, m.year, m.number, ma.asset_id, ma.value_cents::text as value_cents,
        ma.variation_cents::text as variation_cents
      from movement_assets ma join movements m on m.customer_code = ma.customer_code and m.id = ma.movement_id
      where ma.customer_code = ${customerCode} and m.type in (1, 2, 3, 5, 6)
      order by m.year, m.type, m.number, ma.position`),
  };
}
