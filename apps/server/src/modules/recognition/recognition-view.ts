import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import type {
  DetectionCounts,
  Recognition,
  RecognitionAsset,
  RecognitionLocation,
} from '@inventario/shared/contracts/recognition';
import type { Tx } from '../../db/client.ts';
import * as repo from './recognition.repo.ts';
import type { RecognitionAssetRow } from './recognition-assets.repo.ts';

/** What the API answers of a recognition, its locations and its goods, from the rows. */

export function countsOf(rows: readonly repo.CountRow[]): DetectionCounts {
  const counts = { total: 0, undetected: 0, detected: 0, foundElsewhere: 0, correct: 0, missing: 0 };
  for (const row of rows) {
    counts[row.detection] += row.n;
    counts.total += row.n;
  }
  return counts;
}

export async function recognitionView(
  tx: Tx,
  customerCode: string,
  row: repo.RecognitionRow,
): Promise<Recognition> {
  const locations = { total: 0, notStarted: 0, started: 0, completed: 0 };
  for (const { status, n } of await repo.locationStatusCounts(tx, customerCode, row.id)) {
    locations[status] += n;
    locations.total += n;
  }
  return {
    id: row.id,
    startDate: row.start_date,
    endDate: row.end_date,
    status: row.status,
    forRenewal: row.for_renewal,
    renewalYear: row.renewal_year,
    includeDurable: row.include_durable,
    notes: row.notes,
    startedBy: row.started_by,
    counts: countsOf(await repo.detectionCounts(tx, customerCode, row.id)),
    unplaced: await repo.countUnplaced(tx, customerCode, row.id),
    locations,
  };
}

export function locationView(row: repo.LocationRow): RecognitionLocation {
  return {
    idLocation: row.location_id,
    code: row.code,
    description: row.description,
    idSite: row.site_id,
    siteCode: row.site_code,
    siteDescription: row.site_description,
    status: row.status,
    counts: {
      total: row.total,
      undetected: row.undetected,
      detected: row.detected,
      foundElsewhere: row.found_elsewhere,
      correct: row.correct,
      missing: row.missing,
    },
    foundHere: row.found_here,
  };
}

function place(id: number | null, code: string | null, description: string | null, siteCode: string | null) {
  return id === null
    ? null
    : { id, code: code ?? '', description: description ?? '', siteCode: siteCode ?? '' };
}

export function assetView(row: RecognitionAssetRow): RecognitionAsset {
  return {
    idAsset: row.asset_id,
    description: row.description,
    registerKind: row.register_kind as RegisterKind,
    assetClass: row.asset_class,
    inventoryNumber: row.inventory_number,
    durableNumber: row.durable_number,
    universalityId: row.universality_id,
    location: place(row.location_id, row.location_code, row.location_description, row.location_site_code),
    detection: row.detection,
    detectedLocation: place(
      row.detected_location_id,
      row.detected_location_code,
      row.detected_location_description,
      row.detected_location_site_code,
    ),
    detectedAt: row.detected_at === null ? null : new Date(row.detected_at).toISOString(),
    detectedBy: row.detected_by,
    missingProposal:
      row.missing_proposal_id === null
        ? null
        : {
            id: row.missing_proposal_id,
            year: row.missing_proposal_year ?? 0,
            number: row.missing_proposal_number ?? 0,
          },
  };
}
