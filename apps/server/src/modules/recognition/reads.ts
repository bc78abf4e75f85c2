import type { Detect, RecognitionAsset } from '@inventario/shared/contracts/recognition';
import {
  chooseGood,
  type DetectionStatus,
  type MatchedAsset,
  type ReadOutcome,
  readOutcome,
  statusAfterRead,
} from '@inventario/shared/domain/recognition/detection';
import {
  codeNames,
  parseScannedCode,
  type ScannedCode,
} from '@inventario/shared/domain/recognition/scanned-code';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './reads.repo.ts';
import * as assetsRepo from './recognition-assets.repo.ts';
import { assetView } from './recognition-view.ts';

export interface ReadAnswer {
  outcome: ReadOutcome;
  assets: RecognitionAsset[];
}

/** A location read in must be the recognition's, and not completed for a read not answered before. */
async function openLocations(
  tx: Tx,
  context: RequestContext,
  id: number,
  reads: readonly Detect[],
  answered: ReadonlySet<string>,
) {
  const statuses = new Map(
    (await repo.locationStatuses(tx, context.customerCode, id)).map((row) => [row.location_id, row.status]),
  );
  for (const read of reads) {
    const status = statuses.get(read.idLocation);
    if (!status) throw new AppError('notFound', 'The location is not in this recognition');
    if (status === 'completed' && !(read.readId && answered.has(read.readId))) {
      throw new AppError('recognitionLocationCompleted', 'The location is completed: start it again to read');
    }
  }
  const notStarted = [...new Set(reads.map((r) => r.idLocation))].filter(
    (l) => statuses.get(l) === 'notStarted',
  );
  await repo.startLocations(tx, context.customerCode, id, notStarted);
}

/** The goods the batch's codes may name, and their detection as the reads change it one by one. */
class Candidates {
  private readonly detection = new Map<number, DetectionStatus>();

  private readonly rows: readonly repo.MatchRow[];

  constructor(rows: readonly repo.MatchRow[]) {
    // An asset named both by its number and its barcode comes back from two queries.
    this.rows = [...new Map(rows.map((row) => [row.asset_id, row])).values()];
    for (const row of this.rows)
      if (row.counted) this.detection.set(row.asset_id, row.detection ?? 'undetected');
  }

  named(code: ScannedCode | null): MatchedAsset[] {
    if (!code) return [];
    return this.rows
      .filter((row) =>
        codeNames(code, {
          assetId: row.asset_id,
          inventoryNumber: row.inventory_number,
          registerKind: row.register_kind,
          barcode: row.barcode,
        }),
      )
      .map((row) => ({
        assetId: row.asset_id,
        status: row.status,
        universalityId: row.universality_id,
        locationId: row.counted_location_id,
        counted: row.counted
          ? {
              assetId: row.asset_id,
              locationId: row.counted_location_id,
              universalityId: row.universality_id,
              detection: this.detection.get(row.asset_id) ?? 'undetected',
            }
          : null,
      }));
  }

  set(assetId: number, detection: DetectionStatus) {
    this.detection.set(assetId, detection);
  }
}

/**
 * Reads of an ongoing recognition, in order, in the caller's transaction: each code names a good (or
 * says why none), the good's detection follows the read, a read answered before (same `readId`)
 * answers the same and changes nothing. Set-based: the whole batch is a few statements.
 */
export async function readBatch(
  tx: Tx,
  context: RequestContext,
  id: number,
  reads: readonly Detect[],
  /** The app's origin: a QR label linking to another host names no asset. */
  options: { appOrigin?: string } = {},
): Promise<ReadAnswer[]> {
  const customerCode = context.customerCode;
  const readIds = reads.flatMap((r) => (r.readId ? [r.readId] : []));
  const earlier = new Map(
    (await repo.findReads(tx, customerCode, id, readIds)).map((r) => [r.read_id, r.outcome]),
  );
  await openLocations(tx, context, id, reads, new Set(earlier.keys()));
  const codes = reads.map((read) => parseScannedCode(read.code, { appOrigin: options.appOrigin }));
  const candidates = new Candidates(
    await repo.findCandidates(
      tx,
      customerCode,
      id,
      codes.filter((c): c is ScannedCode => c !== null),
    ),
  );
  const changes = new Map<number, repo.DetectionChange>();
  const newReads: repo.NewRead[] = [];
  const answers: { outcome: ReadOutcome; assetIds: number[] }[] = [];
  for (const [i, read] of reads.entries()) {
    const choice = chooseGood(candidates.named(codes[i] ?? null), read.idLocation);
    const good = 'good' in choice ? choice.good : [];
    const before = read.readId ? earlier.get(read.readId) : undefined;
    let outcome: ReadOutcome;
    if (before !== undefined) outcome = before as ReadOutcome;
    else if ('outcome' in choice) outcome = choice.outcome;
    else {
      const statuses = good.map((asset) => {
        const next = statusAfterRead(asset.detection, asset.locationId === read.idLocation);
        if (next !== asset.detection) {
          candidates.set(asset.assetId, next);
          changes.set(asset.assetId, {
            assetId: asset.assetId,
            detection: next,
            locationId: read.idLocation,
          });
        }
        return next;
      });
      outcome = readOutcome(statuses[0] ?? 'detected');
    }
    if (read.readId && before === undefined) {
      earlier.set(read.readId, outcome);
      newReads.push({ readId: read.readId, code: read.code, locationId: read.idLocation, outcome });
    }
    answers.push({ outcome, assetIds: good.map((asset) => asset.assetId) });
  }
  await repo.applyDetections(tx, customerCode, id, [...changes.values()], context.username);
  await repo.insertReads(tx, customerCode, id, newReads, context.username);
  if (changes.size > 0) {
    await recordAudit(tx, context, {
      action: 'recognition.detect',
      entity: 'recognition',
      entityId: id,
      after: { reads: reads.length, changes: [...changes.values()] },
    });
  }
  const views = await viewsOf(
    tx,
    customerCode,
    id,
    answers.flatMap((a) => a.assetIds),
  );
  return answers.map((answer) => ({
    outcome: answer.outcome,
    assets: answer.assetIds.flatMap((assetId) => views.get(assetId) ?? []),
  }));
}

async function viewsOf(tx: Tx, customerCode: string, id: number, assetIds: readonly number[]) {
  const distinct = [...new Set(assetIds)];
  if (distinct.length === 0) return new Map<number, RecognitionAsset>();
  const rows = await assetsRepo.findRecognitionAssets(
    tx,
    customerCode,
    id,
    { assetIds: distinct },
    {},
    { limit: distinct.length, offset: 0 },
  );
  return new Map(rows.map((row) => [row.asset_id, assetView(row)]));
}
