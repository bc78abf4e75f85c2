import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import type { RecognitionStart } from '@inventario/shared/contracts/recognition';
import { WAREHOUSE_SOURCE } from '@inventario/shared/domain/movements/external-selection';
import type { DetectionStatus, LocationStatus } from '@inventario/shared/domain/recognition/detection';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

export interface RecognitionRow {
  id: number;
  start_date: string;
  end_date: string | null;
  status: 'ongoing' | 'completed';
  for_renewal: boolean;
  renewal_year: number | null;
  include_durable: boolean;
  notes: string | null;
  started_by: string;
}

const recognitionColumns = sql`id::int as id, start_date::text as start_date, end_date::text as end_date,
  status, for_renewal, renewal_year, include_durable, notes, started_by`;

export async function insertRecognition(
  tx: Tx,
  customerCode: string,
  start: RecognitionStart,
  startedBy: string,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into recognitions (customer_code, start_date, status, for_renewal, renewal_year,
        include_durable, notes, started_by)
      values (${customerCode}, ${start.date}, 'ongoing', ${start.forRenewal},
        ${start.forRenewal ? (start.renewalYear ?? null) : null}, ${start.includeDurable},
        ${start.notes || null}, ${startedBy})
      on conflict do nothing
      returning id::int as id`,
  );
  return row?.id ?? 0;
}

/** The goods the recognition counts, placed as the registers place them now, and the locations to visit. */
export async function takeSnapshot(tx: Tx, customerCode: string, id: number, includeDurable: boolean) {
  await tx.execute(sql`insert into recognition_assets (customer_code, recognition_id, asset_id, location_id, universality_id)
    select a.customer_code, ${id}, a.id, a.location_id, a.universality_id from assets a
    where a.customer_code = ${customerCode}
      and a.status in (${ASSET_STATUS.charged}, ${ASSET_STATUS.inProposal})
      and (${includeDurable} or a.asset_class <> 'durable')`);
  await tx.execute(sql`insert into recognition_locations (customer_code, recognition_id, location_id)
    select l.customer_code, ${id}, l.id from locations l
    where l.customer_code = ${customerCode}
      and (l.active or exists (select 1 from recognition_assets ra
        where ra.recognition_id = ${id} and ra.customer_code = l.customer_code and ra.location_id = l.id))`);
}

export async function findRecognition(
  tx: Tx,
  customerCode: string,
  id: number,
  lock?: 'share' | 'update',
): Promise<RecognitionRow | null> {
  const locking = lock === 'update' ? sql`for update` : lock === 'share' ? sql`for share` : sql``;
  const [row] = await queryRows<RecognitionRow>(
    tx,
    sql`select ${recognitionColumns} from recognitions where customer_code = ${customerCode} and id = ${id}
      ${locking}`,
  );
  return row ?? null;
}

export async function findRecognitions(
  tx: Tx,
  customerCode: string,
  filter: { status?: string | undefined },
  order: { column: 'start_date' | 'end_date' | 'status'; desc: boolean },
  window: { limit: number; offset: number },
): Promise<RecognitionRow[]> {
  const direction = order.desc ? sql`desc nulls last` : sql`asc nulls first`;
  return queryRows<RecognitionRow>(
    tx,
    sql`select ${recognitionColumns} from recognitions
      where customer_code = ${customerCode} ${filter.status ? sql`and status = ${filter.status}` : sql``}
      order by ${sql.raw(order.column)} ${direction}, id desc
      limit ${window.limit} offset ${window.offset}`,
  );
}

export async function countRecognitions(
  tx: Tx,
  customerCode: string,
  filter: { status?: string | undefined },
) {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from recognitions
      where customer_code = ${customerCode} ${filter.status ? sql`and status = ${filter.status}` : sql``}`,
  );
  return row?.n ?? 0;
}

export async function endRecognition(tx: Tx, customerCode: string, id: number, date: string, by: string) {
  await tx.execute(sql`update recognitions set status = 'completed', end_date = ${date}, ended_by = ${by}
    where customer_code = ${customerCode} and id = ${id}`);
}

export async function completeOpenLocations(tx: Tx, customerCode: string, id: number) {
  await tx.execute(sql`update recognition_locations set status = 'completed', completed_at = now()
    where customer_code = ${customerCode} and recognition_id = ${id} and status <> 'completed'`);
}

export type CountRow = { detection: DetectionStatus; n: number };

/** How many goods each detection status holds, in the whole recognition or those placed in a location. */
export function detectionCounts(tx: Tx, customerCode: string, id: number): Promise<CountRow[]> {
  return queryRows<CountRow>(
    tx,
    sql`select detection, count(*)::int as n from recognition_assets
      where customer_code = ${customerCode} and recognition_id = ${id} group by detection`,
  );
}

export async function countUnplaced(tx: Tx, customerCode: string, id: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from recognition_assets
      where customer_code = ${customerCode} and recognition_id = ${id} and location_id is null`,
  );
  return row?.n ?? 0;
}

export function locationStatusCounts(tx: Tx, customerCode: string, id: number) {
  return queryRows<{ status: LocationStatus; n: number }>(
    tx,
    sql`select status, count(*)::int as n from recognition_locations
      where customer_code = ${customerCode} and recognition_id = ${id} group by status`,
  );
}

export interface LocationRow {
  location_id: number;
  code: string;
  description: string;
  site_id: number;
  site_code: string;
  site_description: string;
  status: LocationStatus;
  total: number;
  undetected: number;
  detected: number;
  found_elsewhere: number;
  correct: number;
  missing: number;
  found_here: number;
}

/** The recognition's locations by site and code, each with the count of the goods placed there. */
export function findLocations(
  tx: Tx,
  customerCode: string,
  id: number,
  locationId?: number,
): Promise<LocationRow[]> {
  const count = (detection: DetectionStatus) =>
    sql`(count(ra.asset_id) filter (where ra.detection = ${detection}))::int`;
  return queryRows<LocationRow>(
    tx,
    sql`select rl.location_id::int as location_id, l.code, l.description, s.id::int as site_id,
        s.code as site_code, s.description as site_description, rl.status,
        count(ra.asset_id)::int as total, ${count('undetected')} as undetected,
        ${count('detected')} as detected, ${count('foundElsewhere')} as found_elsewhere,
        ${count('correct')} as correct, ${count('missing')} as missing,
        (select count(*)::int from recognition_assets f where f.customer_code = rl.customer_code
          and f.recognition_id = rl.recognition_id and f.detected_location_id = rl.location_id
          and f.detection = 'foundElsewhere') as found_here
      from recognition_locations rl
      join locations l on l.customer_code = rl.customer_code and l.id = rl.location_id
      join sites s on s.customer_code = l.customer_code and s.id = l.site_id
      left join recognition_assets ra on ra.customer_code = rl.customer_code
        and ra.recognition_id = rl.recognition_id and ra.location_id = rl.location_id
      where rl.customer_code = ${customerCode} and rl.recognition_id = ${id}
        ${locationId === undefined ? sql`` : sql`and rl.location_id = ${locationId}`}
      group by rl.customer_code, rl.recognition_id, rl.location_id, l.code, l.description, s.id, s.code,
        s.description, rl.status
      order by s.code, l.code`,
  );
}

export async function setLocationStatus(
  tx: Tx,
  customerCode: string,
  id: number,
  locationId: number,
  status: LocationStatus,
) {
  const stamp =
    status === 'started'
      ? sql`started_at = coalesce(started_at, now()), completed_at = null`
      : sql`completed_at = now()`;
  await tx.execute(sql`update recognition_locations set status = ${status}, ${stamp}
    where customer_code = ${customerCode} and recognition_id = ${id} and location_id = ${locationId}`);
}

export async function setDetection(
  tx: Tx,
  customerCode: string,
  id: number,
  assetIds: readonly number[],
  change: {
    detection: DetectionStatus;
    detectedLocationId: number | null;
    detectedBy: string | null;
    missingProposalId?: number | null;
  },
) {
  if (assetIds.length === 0) return;
  const detected = change.detectedBy !== null;
  await tx.execute(sql`update recognition_assets set detection = ${change.detection},
      detected_location_id = ${change.detectedLocationId},
      detected_at = ${detected ? sql`now()` : sql`null`}, detected_by = ${change.detectedBy},
      missing_proposal_id = ${change.missingProposalId ?? null}
    where customer_code = ${customerCode} and recognition_id = ${id}
      and asset_id in (${sql.join(
        assetIds.map((assetId) => sql`${assetId}`),
        sql`, `,
      )})`);
}

/** A good moved to where it was found is counted there from now on. */
export async function placeCountedAsset(
  tx: Tx,
  customerCode: string,
  id: number,
  assetId: number,
  locationId: number,
) {
  await tx.execute(sql`update recognition_assets set location_id = ${locationId}
    where customer_code = ${customerCode} and recognition_id = ${id} and asset_id = ${assetId}`);
}

/** Whether a proposal still holds the asset (in it, not discharged). */
export async function proposalHolds(tx: Tx, customerCode: string, proposalId: number, assetId: number) {
  const [row] = await queryRows<{ held: boolean }>(
    tx,
    sql`select exists (select 1 from movement_assets ma
        join assets a on a.customer_code = ma.customer_code and a.id = ma.asset_id
        where ma.customer_code = ${customerCode} and ma.movement_id = ${proposalId}
          and ma.asset_id = ${assetId} and a.status <> ${ASSET_STATUS.charged}) as held`,
  );
  return row?.held ?? false;
}

/** What stands in the way of ending (ending.ts): each count of §5. */
export async function endCounts(tx: Tx, customerCode: string, id: number, renewalYear: number | null) {
  const [row] = await queryRows<{
    undetected: number;
    waiting_assets: number;
    warehouse_movements: number;
    assets_in_other_proposals: number;
    movements_after_renewal_year: number;
  }>(
    tx,
    sql`select
      (select count(*)::int from recognition_assets where customer_code = ${customerCode}
        and recognition_id = ${id} and detection = 'undetected') as undetected,
      (select count(*)::int from assets where customer_code = ${customerCode}
        and status = ${ASSET_STATUS.waiting}) as waiting_assets,
      (select count(*)::int from external_movements where customer_code = ${customerCode}
        and source = ${WAREHOUSE_SOURCE} and charge_movement_id is null) as warehouse_movements,
      (select count(*)::int from assets a where a.customer_code = ${customerCode}
        and a.status = ${ASSET_STATUS.inProposal}
        and not exists (select 1 from recognition_assets ra where ra.customer_code = a.customer_code
          and ra.recognition_id = ${id} and ra.asset_id = a.id and ra.missing_proposal_id is not null))
        as assets_in_other_proposals,
      ${
        renewalYear === null
          ? sql`0`
          : sql`(select count(*)::int from movements where customer_code = ${customerCode}
              and date > ${`${renewalYear}-12-31`})`
      } as movements_after_renewal_year`,
  );
  if (!row) throw new Error('the end counts answered no row');
  return {
    undetected: row.undetected,
    waitingAssets: row.waiting_assets,
    warehouseMovements: row.warehouse_movements,
    assetsInOtherProposals: row.assets_in_other_proposals,
    movementsAfterRenewalYear: row.movements_after_renewal_year,
  };
}
