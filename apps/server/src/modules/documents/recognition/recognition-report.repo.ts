import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import type { DetectionStatus, LocationStatus } from '@inventario/shared/domain/recognition/detection';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { minuteSchoolOf } from '../minutes/minute-data.repo.ts';
import type { ReportAsset, ReportLocation, ReportRecognition, ReportSchool } from './recognition-report.ts';

/** The school as the report names it: its heading, DS and DSGA, and its town for the place of signing. */
export async function reportSchoolOf(tx: Tx, customerCode: string): Promise<ReportSchool> {
  const school = await minuteSchoolOf(tx, customerCode);
  const [row] = await queryRows<{ city: string }>(
    tx,
    sql`select city from schools where customer_code = ${customerCode}`,
  );
  return { ...school, city: row?.city ?? '' };
}

/** One of the school's recognitions, or `notFound` (another school's is none of its own). */
export async function reportRecognitionOf(
  tx: Tx,
  customerCode: string,
  id: number,
): Promise<ReportRecognition> {
  const [row] = await queryRows<{
    start_date: string;
    end_date: string | null;
    status: ReportRecognition['status'];
    for_renewal: boolean;
    renewal_year: number | null;
    include_durable: boolean;
    notes: string | null;
  }>(
    tx,
    sql`select start_date::text as start_date, end_date::text as end_date, status, for_renewal,
        renewal_year, include_durable, notes
      from recognitions where customer_code = ${customerCode} and id = ${id}`,
  );
  if (!row) throw new AppError('notFound', 'No such recognition');
  return {
    startDate: row.start_date,
    endDate: row.end_date,
    status: row.status,
    forRenewal: row.for_renewal,
    renewalYear: row.renewal_year,
    includeDurable: row.include_durable,
    notes: row.notes,
  };
}

/** The locations the recognition counts, by site code then location code, with their count's status. */
export async function reportLocationsOf(tx: Tx, customerCode: string, id: number): Promise<ReportLocation[]> {
  const rows = await queryRows<{
    id: number;
    site_code: string;
    site_description: string;
    code: string;
    description: string;
    status: LocationStatus;
  }>(
    tx,
    sql`select l.id::int as id, s.code as site_code, s.description as site_description, l.code,
        l.description, rl.status
      from recognition_locations rl
      join locations l on l.customer_code = rl.customer_code and l.id = rl.location_id
      join sites s on s.customer_code = l.customer_code and s.id = l.site_id
      where rl.customer_code = ${customerCode} and rl.recognition_id = ${id}
      order by s.code, l.code, l.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    siteCode: r.site_code,
    siteDescription: r.site_description,
    code: r.code,
    description: r.description,
    status: r.status,
  }));
}

/**
 * The goods the recognition counts, in the registers' order and by number (inventory goods before
 * durable ones), with where the registers place them, where they were read and the proposal for
 * missing goods that holds them (by its progressive, as its own document names it).
 */
export async function reportAssetsOf(tx: Tx, customerCode: string, id: number): Promise<ReportAsset[]> {
  const rows = await queryRows<{
    register_kind: RegisterKind;
    asset_class: ReportAsset['assetClass'];
    inventory_number: number | string | null;
    durable_number: number | string | null;
    description: string;
    detection: DetectionStatus;
    location_id: number | null;
    detected_location_id: number | null;
    proposal_year: number | null;
    proposal_progressive: number | null;
    proposal_id: number | null;
  }>(
    tx,
    sql`select r.kind as register_kind, a.asset_class, a.inventory_number, a.durable_number, a.description,
        ra.detection, ra.location_id::int as location_id, ra.detected_location_id::int as detected_location_id,
        m.id::int as proposal_id, m.year as proposal_year, m.progressive as proposal_progressive
      from recognition_assets ra
      join assets a on a.customer_code = ra.customer_code and a.id = ra.asset_id
      join registers r on r.customer_code = a.customer_code and r.id = a.register_id
      left join movements m on m.customer_code = ra.customer_code and m.id = ra.missing_proposal_id
      where ra.customer_code = ${customerCode} and ra.recognition_id = ${id}
      order by r.position, r.id, a.asset_class = 'durable',
        coalesce(a.inventory_number, a.durable_number) nulls last, a.id`,
  );
  return rows.map((r) => ({
    registerKind: r.register_kind,
    assetClass: r.asset_class,
    inventoryNumber: r.inventory_number === null ? null : Number(r.inventory_number),
    durableNumber: r.durable_number === null ? null : Number(r.durable_number),
    description: r.description,
    detection: r.detection,
    locationId: r.location_id,
    detectedLocationId: r.detected_location_id,
    missingProposal:
      r.proposal_id === null ? null : { year: Number(r.proposal_year), progressive: r.proposal_progressive },
  }));
}
