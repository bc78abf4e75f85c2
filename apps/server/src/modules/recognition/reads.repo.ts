import type { DetectionStatus, LocationStatus } from '@inventario/shared/domain/recognition/detection';
import type { ScannedCode } from '@inventario/shared/domain/recognition/scanned-code';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

/** The reads of a batch, set-based: a phone's 500 queued reads cost a handful of statements. */

const list = (values: readonly (number | string)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

export interface EarlierRead {
  read_id: string;
  outcome: string;
}

export function findReads(tx: Tx, customerCode: string, id: number, readIds: readonly string[]) {
  if (readIds.length === 0) return Promise.resolve([]);
  return queryRows<EarlierRead>(
    tx,
    sql`select read_id::text as read_id, outcome from recognition_reads
      where customer_code = ${customerCode} and recognition_id = ${id} and read_id in (${list(readIds)})`,
  );
}

export function locationStatuses(tx: Tx, customerCode: string, id: number) {
  return queryRows<{ location_id: number; status: LocationStatus }>(
    tx,
    sql`select location_id::int as location_id, status from recognition_locations
      where customer_code = ${customerCode} and recognition_id = ${id}`,
  );
}

export async function startLocations(
  tx: Tx,
  customerCode: string,
  id: number,
  locationIds: readonly number[],
) {
  if (locationIds.length === 0) return;
  await tx.execute(sql`update recognition_locations set status = 'started', started_at = coalesce(started_at, now())
    where customer_code = ${customerCode} and recognition_id = ${id} and status = 'notStarted'
      and location_id in (${list(locationIds)})`);
}

export interface MatchRow {
  asset_id: number;
  status: number;
  universality_id: number | null;
  inventory_number: number | null;
  register_kind: string;
  barcode: string | null;
  counted: boolean;
  counted_location_id: number | null;
  detection: DetectionStatus | null;
}

function matchesOf(tx: Tx, customerCode: string, id: number, condition: SQL) {
  return queryRows<MatchRow>(
    tx,
    sql`select a.id::int as asset_id, a.status, a.universality_id::int as universality_id, a.inventory_number,
        r.kind as register_kind, a.barcode, ra.asset_id is not null as counted,
        ra.location_id::int as counted_location_id, ra.detection
      from assets a
      join registers r on r.customer_code = a.customer_code and r.id = a.register_id
      left join recognition_assets ra on ra.customer_code = a.customer_code and ra.recognition_id = ${id}
        and ra.asset_id = a.id
      where a.customer_code = ${customerCode} and ${condition}`,
  );
}

/** Every asset of the school that any of the codes may name: by number, by link, by barcode. */
export async function findCandidates(
  tx: Tx,
  customerCode: string,
  id: number,
  codes: readonly ScannedCode[],
): Promise<MatchRow[]> {
  const numbers = [...new Set(codes.flatMap((c) => (c.kind === 'inventoryNumber' ? [c.number] : [])))];
  const links = [...new Set(codes.flatMap((c) => (c.kind === 'assetLink' ? [c.assetId] : [])))];
  const texts = [...new Set(codes.flatMap((c) => (c.kind === 'text' ? [c.text.toUpperCase()] : [])))];
  const rows: MatchRow[] = [];
  if (numbers.length)
    rows.push(...(await matchesOf(tx, customerCode, id, sql`a.inventory_number in (${list(numbers)})`)));
  if (links.length) rows.push(...(await matchesOf(tx, customerCode, id, sql`a.id in (${list(links)})`)));
  if (texts.length)
    rows.push(...(await matchesOf(tx, customerCode, id, sql`upper(a.barcode) in (${list(texts)})`)));
  return rows;
}

export interface DetectionChange {
  assetId: number;
  detection: DetectionStatus;
  locationId: number;
}

export async function applyDetections(
  tx: Tx,
  customerCode: string,
  id: number,
  changes: readonly DetectionChange[],
  by: string,
) {
  if (changes.length === 0) return;
  const values = sql.join(
    changes.map((c) => sql`(${c.assetId}::bigint, ${c.detection}::text, ${c.locationId}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`update recognition_assets ra set detection = v.detection,
      detected_location_id = v.location_id, detected_at = now(), detected_by = ${by}
    from (values ${values}) as v(asset_id, detection, location_id)
    where ra.customer_code = ${customerCode} and ra.recognition_id = ${id} and ra.asset_id = v.asset_id`);
}

export interface NewRead {
  readId: string;
  code: string;
  locationId: number;
  outcome: string;
}

export async function insertReads(
  tx: Tx,
  customerCode: string,
  id: number,
  reads: readonly NewRead[],
  by: string,
) {
  if (reads.length === 0) return;
  const values = sql.join(
    reads.map(
      (r) =>
        sql`(${customerCode}, ${id}, ${r.readId}::uuid, ${r.code}, ${r.locationId}, ${r.outcome}, ${by})`,
    ),
    sql`, `,
  );
  await tx.execute(sql`insert into recognition_reads (customer_code, recognition_id, read_id, code, location_id,
      outcome, read_by) values ${values} on conflict do nothing`);
}
