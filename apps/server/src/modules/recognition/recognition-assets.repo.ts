import type { RecognitionAssetSearch } from '@inventario/shared/contracts/recognition';
import type { DetectionStatus } from '@inventario/shared/domain/recognition/detection';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { containsPattern } from '../../http/paging.ts';

export interface RecognitionAssetRow {
  asset_id: number;
  description: string;
  register_kind: string;
  asset_class: 'inventory' | 'durable';
  inventory_number: number | null;
  durable_number: number | null;
  universality_id: number | null;
  location_id: number | null;
  location_code: string | null;
  location_description: string | null;
  location_site_code: string | null;
  detection: DetectionStatus;
  detected_location_id: number | null;
  detected_location_code: string | null;
  detected_location_description: string | null;
  detected_location_site_code: string | null;
  detected_at: string | null;
  detected_by: string | null;
  missing_proposal_id: number | null;
  missing_proposal_year: number | null;
  missing_proposal_number: number | null;
}

export type RecognitionAssetFilter = Omit<RecognitionAssetSearch, 'sortBy' | 'sortDesc'> & {
  assetIds?: readonly number[];
};

const SORTS: Record<string, SQL> = {
  inventoryNumber: sql`r.position, a.inventory_number, a.durable_number`,
  description: sql`a.description`,
  location: sql`s.code, l.code`,
  detection: sql`ra.detection`,
};

function where(customerCode: string, id: number, filter: RecognitionAssetFilter): SQL {
  const conditions = [sql`ra.customer_code = ${customerCode}`, sql`ra.recognition_id = ${id}`];
  if (filter.detection?.length) {
    conditions.push(
      sql`ra.detection in (${sql.join(
        filter.detection.map((d) => sql`${d}`),
        sql`, `,
      )})`,
    );
  }
  if (filter.idLocation) {
    conditions.push(
      sql`(ra.location_id = ${filter.idLocation} or ra.detected_location_id = ${filter.idLocation})`,
    );
  }
  if (filter.text) {
    const number = /^\d{1,9}$/.test(filter.text) ? Number(filter.text) : null;
    conditions.push(
      number === null
        ? sql`a.description ilike ${containsPattern(filter.text)}`
        : sql`(a.inventory_number = ${number} or a.durable_number = ${number}
            or a.description ilike ${containsPattern(filter.text)})`,
    );
  }
  if (filter.assetIds) {
    conditions.push(
      filter.assetIds.length
        ? sql`ra.asset_id in (${sql.join(
            filter.assetIds.map((assetId) => sql`${assetId}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  }
  return sql.join(conditions, sql` and `);
}

const FROM = sql`from recognition_assets ra
  join assets a on a.customer_code = ra.customer_code and a.id = ra.asset_id
  join registers r on r.customer_code = a.customer_code and r.id = a.register_id
  left join locations l on l.customer_code = ra.customer_code and l.id = ra.location_id
  left join sites s on s.customer_code = l.customer_code and s.id = l.site_id
  left join locations dl on dl.customer_code = ra.customer_code and dl.id = ra.detected_location_id
  left join sites ds on ds.customer_code = dl.customer_code and ds.id = dl.site_id
  left join movements m on m.customer_code = ra.customer_code and m.id = ra.missing_proposal_id`;

/** The goods of a recognition, filtered, in the order asked (register and number by default). */
export function findRecognitionAssets(
  tx: Tx,
  customerCode: string,
  id: number,
  filter: RecognitionAssetFilter,
  order: { sortBy?: string | undefined; sortDesc?: boolean | undefined },
  window: { limit: number; offset: number },
): Promise<RecognitionAssetRow[]> {
  const sort = SORTS[order.sortBy ?? 'inventoryNumber'] ?? SORTS.inventoryNumber;
  const direction = order.sortDesc ? sql`desc` : sql`asc`;
  return queryRows<RecognitionAssetRow>(
    tx,
    sql`select a.id::int as asset_id, a.description, r.kind as register_kind, a.asset_class,
        a.inventory_number, a.durable_number, a.universality_id::int as universality_id,
        ra.location_id::int as location_id, l.code as location_code, l.description as location_description,
        s.code as location_site_code, ra.detection, ra.detected_location_id::int as detected_location_id,
        dl.code as detected_location_code, dl.description as detected_location_description,
        ds.code as detected_location_site_code, ra.detected_at, ra.detected_by,
        m.id::int as missing_proposal_id, m.year as missing_proposal_year, m.number as missing_proposal_number
      ${FROM}
      where ${where(customerCode, id, filter)}
      order by (${sort}) ${direction}, a.id
      limit ${window.limit} offset ${window.offset}`,
  );
}

export async function countRecognitionAssets(
  tx: Tx,
  customerCode: string,
  id: number,
  filter: RecognitionAssetFilter,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n ${FROM} where ${where(customerCode, id, filter)}`,
  );
  return row?.n ?? 0;
}

/** How a recognition counted one asset: whether found, and where; null when it does not count it. */
export async function findDetection(
  tx: Tx,
  customerCode: string,
  recognitionId: number,
  assetId: number,
): Promise<{ detection: DetectionStatus; detectedLocationId: number | null } | null> {
  const [row] = await queryRows<{ detection: DetectionStatus; detected_location_id: number | null }>(
    tx,
    sql`select detection, detected_location_id::int as detected_location_id from recognition_assets
      where customer_code = ${customerCode} and recognition_id = ${recognitionId} and asset_id = ${assetId}`,
  );
  return row ? { detection: row.detection, detectedLocationId: row.detected_location_id } : null;
}
