import type {
  Detect,
  DetectResult,
  MissingProposal,
  Recognition,
  RecognitionAssetSearch,
  RecognitionLocation,
  RecognitionStart,
} from '@inventario/shared/contracts/recognition';
import { recognitionSortKeys } from '@inventario/shared/contracts/recognition';
import { canMarkCorrect, canMoveLocation, canRestore } from '@inventario/shared/domain/recognition/detection';
import { endBlockers } from '@inventario/shared/domain/recognition/ending';
import { toIsoDate } from '@inventario/shared/format/date';
import type { Db, Tx } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { pageWindow } from '../../http/paging.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { moveToLocation } from '../assets/assets.service.ts';
import { recordAudit } from '../audit/index.ts';
import { ongoingRenewal } from '../movement-ledger/index.ts';
import { proposeInTransaction } from '../proposals/index.ts';
import { type ReadAnswer, readBatch } from './reads.ts';
import * as repo from './recognition.repo.ts';
import * as assetsRepo from './recognition-assets.repo.ts';
import { assetView, locationView, recognitionView } from './recognition-view.ts';

/** The missing goods' causal (smarrimento) of the discharge proposals a recognition makes. */
const MISSING_CAUSAL = 'SMA';

async function requireRecognition(tx: Tx, customerCode: string, id: number, lock?: 'share' | 'update') {
  const row = await repo.findRecognition(tx, customerCode, id, lock);
  if (!row) throw new AppError('notFound', 'No such recognition');
  return row;
}

/** An ongoing recognition, locked against its end (`share`) or for it (`update`). */
export async function requireOngoing(
  tx: Tx,
  customerCode: string,
  id: number,
  lock: 'share' | 'update' = 'share',
) {
  const row = await requireRecognition(tx, customerCode, id, lock);
  if (row.status !== 'ongoing') throw new AppError('recognitionEnded', 'The recognition has ended');
  return row;
}

/**
 * `POST /recognition`: counts the goods the registers hold now (charged or in a proposal; durable
 * goods when asked), placed as they are, and the school's locations; one ongoing per school.
 */
export function startRecognition(
  db: Db,
  context: RequestContext,
  start: RecognitionStart,
): Promise<Recognition> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    if (await ongoingRenewal(tx, customerCode))
      throw new AppError('errorOngoingRenewal', 'A renewal is ongoing');
    const id = await repo.insertRecognition(tx, customerCode, start, context.username);
    if (!id) throw new AppError('recognitionOngoing', 'A recognition is ongoing');
    await repo.takeSnapshot(tx, customerCode, id, start.includeDurable);
    const recognition = await recognitionView(
      tx,
      customerCode,
      await requireRecognition(tx, customerCode, id),
    );
    await recordAudit(tx, context, {
      action: 'recognition.start',
      entity: 'recognition',
      entityId: id,
      after: start,
    });
    return recognition;
  });
}

const SORT_COLUMNS = { startDate: 'start_date', endDate: 'end_date', status: 'status' } as const;

export function searchRecognitions(
  db: Db,
  context: RequestContext,
  page: { page: number; size: number },
  search: {
    status?: 'ongoing' | 'completed' | undefined;
    sortBy?: string | undefined;
    sortDesc?: boolean | undefined;
  },
) {
  const sortBy = search.sortBy ?? 'startDate';
  if (!(recognitionSortKeys as readonly string[]).includes(sortBy)) {
    throw new AppError('invalidRequest', `Cannot sort by ${sortBy}`, { sortable: recognitionSortKeys });
  }
  const order = { column: SORT_COLUMNS[sortBy as keyof typeof SORT_COLUMNS], desc: search.sortDesc ?? true };
  return read(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const filter = { status: search.status };
    const rows = await repo.findRecognitions(
      tx,
      customerCode,
      filter,
      order,
      pageWindow(page.page, page.size),
    );
    const recognitions: Recognition[] = [];
    for (const row of rows) recognitions.push(await recognitionView(tx, customerCode, row));
    return { recognitions, total: await repo.countRecognitions(tx, customerCode, filter) };
  });
}

export function getRecognition(db: Db, context: RequestContext, id: number): Promise<Recognition> {
  return read(db, context, async (tx) =>
    recognitionView(tx, context.customerCode, await requireRecognition(tx, context.customerCode, id)),
  );
}

export function recognitionLocations(
  db: Db,
  context: RequestContext,
  id: number,
): Promise<RecognitionLocation[]> {
  return read(db, context, async (tx) => {
    await requireRecognition(tx, context.customerCode, id);
    return (await repo.findLocations(tx, context.customerCode, id)).map(locationView);
  });
}

export async function requireLocation(tx: Tx, customerCode: string, id: number, locationId: number) {
  const [row] = await repo.findLocations(tx, customerCode, id, locationId);
  if (!row) throw new AppError('notFound', 'The location is not in this recognition');
  return row;
}

/**
 * `PUT …/location/{idLocation}/start`: the count of a location begins (again, when it was completed
 * by mistake); `…/complete` ends it, and reads there are refused until it is started again.
 */
export function setLocationStatus(
  db: Db,
  context: RequestContext,
  params: { id: number; idLocation: number },
  status: 'started' | 'completed',
): Promise<RecognitionLocation> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await requireOngoing(tx, customerCode, params.id);
    const location = await requireLocation(tx, customerCode, params.id, params.idLocation);
    if (location.status !== status) {
      await repo.setLocationStatus(tx, customerCode, params.id, params.idLocation, status);
      await recordAudit(tx, context, {
        action: status === 'started' ? 'recognition.locationStart' : 'recognition.locationComplete',
        entity: 'recognition',
        entityId: params.id,
        after: { locationId: params.idLocation },
      });
    }
    return locationView(await requireLocation(tx, customerCode, params.id, params.idLocation));
  });
}

/**
 * `POST /recognition/{id}/detect`: a code read in a location. A location not started starts; a
 * completed one refuses reads. A read the phone sent before (`readId`) answers as it did.
 */
export function detect(db: Db, context: RequestContext, id: number, input: Detect): Promise<DetectResult> {
  return mutate(db, context, async (tx) => {
    await requireOngoing(tx, context.customerCode, id);
    const read = await readInTransaction(tx, context, id, input);
    return {
      ...read,
      location: locationView(await requireLocation(tx, context.customerCode, id, input.idLocation)),
    };
  });
}

/** One read in an ongoing recognition, inside the caller's transaction. */
export async function readInTransaction(
  tx: Tx,
  context: RequestContext,
  id: number,
  input: Detect,
): Promise<ReadAnswer> {
  const [answer] = await readBatch(tx, context, id, [input]);
  if (!answer) throw new Error('a read without its answer');
  return answer;
}

export async function assetsOf(tx: Tx, customerCode: string, id: number, assetIds: readonly number[]) {
  if (assetIds.length === 0) return [];
  const window = { limit: assetIds.length, offset: 0 };
  return (await assetsRepo.findRecognitionAssets(tx, customerCode, id, { assetIds }, {}, window)).map(
    assetView,
  );
}

export function searchAssets(
  db: Db,
  context: RequestContext,
  id: number,
  page: { page: number; size: number },
  search: RecognitionAssetSearch,
) {
  const { sortBy, sortDesc, ...filter } = search;
  return read(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await requireRecognition(tx, customerCode, id);
    const rows = await assetsRepo.findRecognitionAssets(
      tx,
      customerCode,
      id,
      filter,
      { sortBy, sortDesc },
      pageWindow(page.page, page.size),
    );
    return {
      assets: rows.map(assetView),
      total: await assetsRepo.countRecognitionAssets(tx, customerCode, id, filter),
    };
  });
}

async function requireCountedAsset(tx: Tx, customerCode: string, id: number, assetId: number) {
  const [asset] = await assetsOf(tx, customerCode, id, [assetId]);
  if (!asset) throw new AppError('notFound', 'The asset is not counted in this recognition');
  return asset;
}

/** One good's change of status from the list, audited; answers the good as it now stands. */
async function changeDetection(
  tx: Tx,
  context: RequestContext,
  params: { id: number; idAsset: number },
  action: string,
  change: Parameters<typeof repo.setDetection>[4],
) {
  await repo.setDetection(tx, context.customerCode, params.id, [params.idAsset], change);
  await recordAudit(tx, context, {
    action,
    entity: 'recognition',
    entityId: params.id,
    after: { assetId: params.idAsset, detection: change.detection },
  });
  return requireCountedAsset(tx, context.customerCode, params.id, params.idAsset);
}

/** `PUT …/asset/{idAsset}/correct`: an undetected good the user declares present without a read. */
export function markCorrect(db: Db, context: RequestContext, params: { id: number; idAsset: number }) {
  return mutate(db, context, async (tx) => {
    await requireOngoing(tx, context.customerCode, params.id);
    const asset = await requireCountedAsset(tx, context.customerCode, params.id, params.idAsset);
    if (!canMarkCorrect(asset.detection)) {
      throw new AppError('recognitionAssetNotUndetected', 'Only an undetected good can be marked correct');
    }
    return changeDetection(tx, context, params, 'recognition.correct', {
      detection: 'correct',
      detectedLocationId: asset.location?.id ?? null,
      detectedBy: context.username,
    });
  });
}

/**
 * `PUT …/asset/{idAsset}/restore`: the good is to be detected again (a read or a mark undone). A good
 * in the recognition's proposal for missing goods comes back once the proposal no longer holds it.
 */
export function restoreAsset(db: Db, context: RequestContext, params: { id: number; idAsset: number }) {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await requireOngoing(tx, customerCode, params.id);
    const asset = await requireCountedAsset(tx, customerCode, params.id, params.idAsset);
    if (!canRestore(asset.detection)) {
      throw new AppError('recognitionAssetUndetected', 'The good is to be detected already');
    }
    if (
      asset.missingProposal &&
      (await repo.proposalHolds(tx, customerCode, asset.missingProposal.id, asset.idAsset))
    ) {
      throw new AppError('recognitionAssetInProposal', 'The proposal for missing goods still holds it', {
        proposal: asset.missingProposal,
      });
    }
    return changeDetection(tx, context, params, 'recognition.restore', {
      detection: 'undetected',
      detectedLocationId: null,
      detectedBy: null,
    });
  });
}

/**
 * `PUT …/asset/{idAsset}/move`: a good found elsewhere moves to the location it was read in, a
 * location change in its history dated `date` (today by default); the recognition counts it there.
 */
export function moveFoundGood(
  db: Db,
  context: RequestContext,
  params: { id: number; idAsset: number },
  input: { date?: string | undefined },
) {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await requireOngoing(tx, customerCode, params.id);
    const asset = await requireCountedAsset(tx, customerCode, params.id, params.idAsset);
    if (!canMoveLocation(asset.detection) || !asset.detectedLocation) {
      throw new AppError('recognitionAssetNotElsewhere', 'Only a good found elsewhere can move');
    }
    const locationId = asset.detectedLocation.id;
    await moveToLocation(tx, context, {
      assetIds: [asset.idAsset],
      locationId,
      date: input.date ?? toIsoDate(new Date()),
    });
    await repo.placeCountedAsset(tx, customerCode, params.id, asset.idAsset, locationId);
    return changeDetection(tx, context, params, 'recognition.move', {
      detection: 'detected',
      detectedLocationId: locationId,
      detectedBy: asset.detectedBy ?? context.username,
    });
  });
}

/**
 * `POST …/missingProposal`: undetected goods the user chose become one discharge proposal for
 * missing goods, through the proposals' own rules (open year, progressive, no other proposal).
 */
export function proposeMissing(db: Db, context: RequestContext, id: number, input: MissingProposal) {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await requireOngoing(tx, customerCode, id);
    const assetIds = [...new Set(input.assetIds)];
    const assets = await assetsOf(tx, customerCode, id, assetIds);
    const notUndetected = assetIds.filter(
      (assetId) => assets.find((asset) => asset.idAsset === assetId)?.detection !== 'undetected',
    );
    if (notUndetected.length > 0) {
      throw new AppError(
        'recognitionAssetNotUndetected',
        'Only undetected goods can be proposed as missing',
        {
          assetIds: notUndetected,
        },
      );
    }
    const proposal = await proposeInTransaction(tx, context, { ...input, assetIds, causal: MISSING_CAUSAL });
    await repo.setDetection(tx, customerCode, id, assetIds, {
      detection: 'missing',
      detectedLocationId: null,
      detectedBy: null,
      missingProposalId: proposal.id,
    });
    await recordAudit(tx, context, {
      action: 'recognition.missingProposal',
      entity: 'recognition',
      entityId: id,
      after: { assetIds, proposalId: proposal.id },
    });
    return proposal;
  });
}

/**
 * `PUT /recognition/{id}/end`: final. Refused while any rule of §5 stands (every one named in
 * `details.blockers`, with the counts); the locations still open are completed.
 */
export function endRecognition(db: Db, context: RequestContext, id: number): Promise<Recognition> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const recognition = await requireOngoing(tx, customerCode, id, 'update');
    const counts = await repo.endCounts(tx, customerCode, id, recognition.renewal_year);
    const [blocker, ...others] = endBlockers(counts);
    if (blocker) {
      throw new AppError(blocker, 'The recognition cannot end yet', {
        blockers: [blocker, ...others],
        counts,
      });
    }
    await repo.completeOpenLocations(tx, customerCode, id);
    await repo.endRecognition(tx, customerCode, id, toIsoDate(new Date()), context.username);
    await recordAudit(tx, context, { action: 'recognition.end', entity: 'recognition', entityId: id });
    return recognitionView(tx, customerCode, await requireRecognition(tx, customerCode, id));
  });
}
