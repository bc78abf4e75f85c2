import {
  ASSET_STATUS,
  type AssetDetail,
  type AssetFieldsPatch,
  type AssetSearch,
  type AssetSummary,
  type LocationChange,
  type SubcategoryChange,
  type WaitingAssetInput,
} from '@inventario/shared/contracts/assets';
import { type FieldChanges, fieldChanges, hasChanges } from '@inventario/shared/domain/assets/asset-changes';
import {
  ASSET_HISTORY_ACTION,
  checkDeletable,
  checkLegalContentKept,
  checkNotDischarged,
  checkSameRegister,
  editScope,
} from '@inventario/shared/domain/assets/asset-edit';
import { shownInventoryNumber } from '@inventario/shared/domain/renewal/renumbering';
import {
  type Candidate,
  checkComponentsChangeable,
  checkJoin,
} from '@inventario/shared/domain/universalities/universality';
import type { ErrorCode } from '@inventario/shared/errors';
import { centsToEuros, eurosToCents } from '@inventario/shared/format/currency';
import { toIsoDate } from '@inventario/shared/format/date';
import type { Db, RowReader, Tx } from '../../db/client.ts';
import { readEach } from '../../db/one-trip-read.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { orderOf, pageWindow } from '../../http/paging.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import * as searchRepo from './asset-search.repo.ts';
import {
  type AssetValues,
  columnsOf,
  descriptiveKeys,
  pick,
  toDetail,
  valuesOfInput,
  valuesOfPatch,
  valuesOfRow,
} from './asset-values.ts';
import * as repo from './assets.repo.ts';

type Row = searchRepo.AssetListRow;

/** Throws the refusal of a domain check. */
export function accept(check: { ok: true } | { ok: false; code: ErrorCode }): void {
  if (!check.ok) throw new AppError(check.code);
}

function toSummary(row: Row): AssetSummary {
  const {
    historicalPriceCents,
    actualPriceCents,
    locationId,
    locationCode,
    locationDescription,
    siteCode,
    ...rest
  } = row;
  return {
    ...rest,
    inventoryNumber: shownInventoryNumber(rest.inventoryNumber),
    assetClass: rest.assetClass as AssetSummary['assetClass'],
    historicalPrice: centsToEuros(historicalPriceCents),
    actualPrice: centsToEuros(actualPriceCents),
    location:
      locationId === null
        ? null
        : {
            id: locationId,
            code: locationCode ?? '',
            description: locationDescription ?? '',
            siteCode: siteCode ?? '',
          },
  };
}

/**
 * A window of the asset list, by register and inventory number unless sorted otherwise: the list's
 * page, and an export's rows (read in the print worker's transaction).
 */
export async function assetListWindow(
  rowsOf: RowReader,
  customerCode: string,
  search: AssetSearch,
  window: { limit: number; offset: number },
) {
  const { sortBy, sortDesc, ...filters } = search;
  const filter = { ...filters, customerCode };
  const order = orderOf(searchRepo.assetSortColumns, { sortBy, sortDesc }, 'inventoryNumber', [
    searchRepo.assetSortColumns.durableNumber,
    searchRepo.assetSortColumns.description,
  ]);
  const { rows, total } = await searchRepo.findAssetPage(rowsOf, filter, order, window);
  return { assets: rows.map(toSummary), total };
}

/** The asset list's page. */
export function searchAssets(
  db: Db,
  context: RequestContext,
  page: { page: number; size: number },
  search: AssetSearch,
) {
  return assetListWindow(
    readEach(db, context),
    context.customerCode,
    search,
    pageWindow(page.page, page.size),
  );
}

async function detailOf(tx: Tx, customerCode: string, id: number): Promise<AssetDetail> {
  const row = await repo.findAssetDetail(tx, customerCode, id);
  if (!row) throw new AppError('notFound', 'No such asset');
  return toDetail(row);
}

export function getAsset(db: Db, context: RequestContext, id: number): Promise<AssetDetail> {
  return read(db, context, (tx) => detailOf(tx, context.customerCode, id));
}

/** Every movement and change of an asset, oldest first (`GET /movement/history/fromAsset/{id}`). */
export function assetHistory(db: Db, context: RequestContext, id: number) {
  return read(db, context, async (tx) => {
    await detailOf(tx, context.customerCode, id);
    const rows = await repo.findHistory(tx, context.customerCode, id);
    return rows.map((r) => ({
      at: r.at.toISOString(),
      actor: r.actor,
      action: r.action,
      changes: r.changes ?? null,
      movement:
        r.movementId === null
          ? null
          : {
              id: r.movementId,
              type: r.movementType ?? 0,
              year: r.movementYear ?? 0,
              number: r.movementNumber ?? 0,
              date: r.movementDate ?? '',
            },
    }));
  });
}

/** What a location holds, for the placement area's deactivation rule, inside its transaction. */
export function holdingsOfLocation(tx: Tx, customerCode: string, locationId: number) {
  return repo.locationHoldings(tx, customerCode, locationId);
}

/** The assets about to change, every one of the school's, locked; another school's ids are unknown. */
export async function lockAssetsOfSchool(tx: Tx, customerCode: string, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = await repo.lockAssets(tx, customerCode, unique);
  if (rows.length !== unique.length) throw new AppError('notFound', 'No such asset');
  return rows;
}

/** Puts assets in a universality, or takes them out of theirs (`null`), for the universalities area. */
export function setUniversalityOf(
  tx: Tx,
  customerCode: string,
  ids: readonly number[],
  universalityId: number | null,
): Promise<void> {
  return repo.updateAssets(tx, customerCode, ids, { universalityId });
}

async function lockAsset(tx: Tx, customerCode: string, id: number) {
  const row = await repo.lockAsset(tx, customerCode, id);
  if (!row) throw new AppError('notFound', 'No such asset');
  return row;
}

/**
 * Locks the universalities an edit touches, then the asset: the universalities area locks a
 * universality before its components too, so concurrent edits queue instead of deadlocking.
 */
async function lockWithUniversalities(
  tx: Tx,
  customerCode: string,
  id: number,
  requestedUniversalityId: number | null = null,
) {
  const current = await repo.universalityIdOf(tx, customerCode, id);
  if (current === undefined) throw new AppError('notFound', 'No such asset');
  const universalityIds = [current, requestedUniversalityId].filter((u): u is number => u !== null);
  for (const universalityId of [...new Set(universalityIds)].sort((a, b) => a - b)) {
    await repo.lockUniversality(tx, customerCode, universalityId);
  }
  return lockAsset(tx, customerCode, id);
}

async function requireActiveLocation(tx: Tx, customerCode: string, id: number): Promise<void> {
  const location = await repo.findLocation(tx, customerCode, id);
  if (!location) throw new AppError('notFound', 'No such location');
  if (!location.active) throw new AppError('locationInactive');
}

async function requireSubcategory(tx: Tx, customerCode: string, id: number) {
  const subcategory = await repo.findSubcategory(tx, customerCode, id);
  if (!subcategory) throw new AppError('notFound', 'No such subcategory');
  return subcategory;
}

/** Writes one history row per asset, with who did it. */
export function writeHistory(
  tx: Tx,
  context: RequestContext,
  action: string,
  entries: readonly { assetId: number; changes: FieldChanges | Record<string, unknown> }[],
): Promise<void> {
  return repo.insertHistory(
    tx,
    entries.map((e) => ({
      customerCode: context.customerCode,
      assetId: e.assetId,
      actorUsername: context.username,
      action,
      changes: e.changes,
    })),
  );
}

/** The universality an asset leaves must still let components go. */
async function checkLeave(tx: Tx, customerCode: string, universalityId: number): Promise<void> {
  const universality = await repo.lockUniversality(tx, customerCode, universalityId);
  if (universality) accept(checkComponentsChangeable(universality));
}

/** The universality an asset joins (or stays in with another price or register) must take it. */
async function checkMembership(
  tx: Tx,
  customerCode: string,
  universalityId: number,
  asset: Omit<Candidate, 'status' | 'universalityId'> & { id?: number },
): Promise<void> {
  const universality = await repo.lockUniversality(tx, customerCode, universalityId);
  if (!universality) throw new AppError('notFound', 'No such universality');
  const componentRegisterIds = await repo.componentRegisterIds(
    tx,
    customerCode,
    universalityId,
    asset.id === undefined ? [] : [asset.id],
  );
  accept(
    checkJoin({ ...universality, componentRegisterIds }, [
      { ...asset, status: ASSET_STATUS.waiting, universalityId: null },
    ]),
  );
}

/** Records a waiting asset (`POST /asset`): no numbers until a charge takes it. */
export function createWaitingAsset(
  db: Db,
  context: RequestContext,
  input: WaitingAssetInput,
): Promise<AssetDetail> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const values = valuesOfInput(input);
    const cents = eurosToCents(values.historicalPrice);
    const subcategory = await requireSubcategory(tx, customerCode, values.subcategoryId);
    if (values.locationId !== null) await requireActiveLocation(tx, customerCode, values.locationId);
    if (values.universalityId !== null) {
      await checkMembership(tx, customerCode, values.universalityId, {
        historicalPriceCents: cents,
        assetClass: values.assetClass,
        registerId: subcategory.registerId,
      });
    }
    const id = await repo.insertAsset(tx, {
      ...columnsOf(values),
      description: values.description,
      subcategoryId: values.subcategoryId,
      assetClass: values.assetClass,
      historicalPriceCents: cents,
      actualPriceCents: cents,
      customerCode,
      registerId: subcategory.registerId,
      status: ASSET_STATUS.waiting,
      origin: 'waiting',
    });
    await writeHistory(tx, context, ASSET_HISTORY_ACTION.create, [
      { assetId: id, changes: fieldChanges({}, values) },
    ]);
    await recordAudit(tx, context, { action: 'asset.create', entity: 'asset', entityId: id, after: values });
    return detailOf(tx, customerCode, id);
  });
}

/** The checks of a waiting asset's full edit; answers the register it ends up in. */
async function checkWaitingEdit(
  tx: Tx,
  customerCode: string,
  row: repo.AssetRow,
  after: AssetValues,
): Promise<number> {
  const subcategory = await requireSubcategory(tx, customerCode, after.subcategoryId);
  const cents = eurosToCents(after.historicalPrice);
  if (row.universalityId !== null && row.universalityId !== after.universalityId) {
    await checkLeave(tx, customerCode, row.universalityId);
  }
  const componentChanged =
    row.universalityId !== after.universalityId ||
    row.historicalPriceCents !== cents ||
    row.registerId !== subcategory.registerId;
  if (after.universalityId !== null && componentChanged) {
    await checkMembership(tx, customerCode, after.universalityId, {
      id: row.id,
      historicalPriceCents: cents,
      assetClass: after.assetClass,
      registerId: subcategory.registerId,
    });
  }
  return subcategory.registerId;
}

/**
 * `PUT /asset/{id}`: a waiting asset changes wholly; a charged one, or one in a discharge proposal,
 * only in its descriptive fields, since its legal content changes through movements.
 */
export function updateAsset(
  db: Db,
  context: RequestContext,
  id: number,
  input: WaitingAssetInput,
): Promise<AssetDetail> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const row = await lockWithUniversalities(tx, customerCode, id, input.universalityId ?? null);
    const scope = editScope(row.status);
    accept(scope);
    const before = valuesOfRow(row);
    const requested = valuesOfInput(input);
    let after: Partial<AssetValues> = requested;
    let registerId: number | undefined;
    if (scope.ok && scope.scope === 'descriptive') {
      accept(
        checkLegalContentKept(
          {
            historicalPriceCents: row.historicalPriceCents,
            subcategoryId: row.subcategoryId,
            universalityId: row.universalityId,
          },
          {
            historicalPriceCents: eurosToCents(requested.historicalPrice),
            subcategoryId: requested.subcategoryId,
            universalityId: requested.universalityId,
          },
        ),
      );
      after = pick(requested, descriptiveKeys);
    } else {
      registerId = await checkWaitingEdit(tx, customerCode, row, requested);
    }
    if (after.locationId != null && after.locationId !== row.locationId) {
      await requireActiveLocation(tx, customerCode, after.locationId);
    }
    const changes = fieldChanges(before, after);
    if (!hasChanges(changes)) return detailOf(tx, customerCode, id);
    await repo.updateAsset(tx, customerCode, id, {
      ...columnsOf(pick(after, Object.keys(changes) as (keyof AssetValues)[])),
      ...(registerId === undefined ? {} : { registerId }),
    });
    await writeHistory(tx, context, ASSET_HISTORY_ACTION.update, [{ assetId: id, changes }]);
    await recordAudit(tx, context, {
      action: 'asset.update',
      entity: 'asset',
      entityId: id,
      before: Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v.from])),
      after: Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v.to])),
    });
    return detailOf(tx, customerCode, id);
  });
}

/** `DELETE /asset/{id}`: a waiting asset and its history go; the audit keeps the record. */
export function deleteAsset(db: Db, context: RequestContext, id: number): Promise<void> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const row = await lockWithUniversalities(tx, customerCode, id);
    accept(checkDeletable(row.status));
    if (row.universalityId !== null) await checkLeave(tx, customerCode, row.universalityId);
    await repo.deleteAsset(tx, customerCode, id);
    await recordAudit(tx, context, { action: 'asset.delete', entity: 'asset', entityId: id, before: row });
  });
}

/** `PATCH /asset/{id}/fields`: one asset of a multiple edit; only the fields present change. */
export function patchAssetFields(
  db: Db,
  context: RequestContext,
  id: number,
  patch: AssetFieldsPatch,
): Promise<AssetDetail> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const row = await lockAsset(tx, customerCode, id);
    accept(checkNotDischarged(row.status));
    const after = valuesOfPatch(patch);
    if (after.locationId != null) await requireActiveLocation(tx, customerCode, after.locationId);
    const changes = fieldChanges(valuesOfRow(row), after);
    if (!hasChanges(changes)) return detailOf(tx, customerCode, id);
    await repo.updateAsset(tx, customerCode, id, pick(after, Object.keys(changes) as (keyof typeof after)[]));
    await writeHistory(tx, context, ASSET_HISTORY_ACTION.multipleEdit, [{ assetId: id, changes }]);
    await recordAudit(tx, context, {
      action: 'asset.fields',
      entity: 'asset',
      entityId: id,
      before: Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v.from])),
      after: Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v.to])),
    });
    return detailOf(tx, customerCode, id);
  });
}

type MoveField = 'subcategoryId' | 'locationId';

/**
 * Moves assets to another subcategory or location, all or none: one history row per asset that
 * actually moves, with the date the move takes effect, and one audit event for the whole change.
 */
async function moveAssets(
  tx: Tx,
  context: RequestContext,
  rows: readonly repo.AssetRow[],
  field: MoveField,
  target: number,
  date: string | undefined,
): Promise<{ changed: number }> {
  const moving = rows.filter((r) => r[field] !== target);
  if (moving.length === 0) return { changed: 0 };
  const ids = moving.map((r) => r.id);
  await repo.updateAssets(tx, context.customerCode, ids, { [field]: target });
  const effectiveDate = date ?? toIsoDate(new Date());
  const action =
    field === 'subcategoryId' ? ASSET_HISTORY_ACTION.subcategoryChange : ASSET_HISTORY_ACTION.locationChange;
  await writeHistory(
    tx,
    context,
    action,
    moving.map((r) => ({
      assetId: r.id,
      changes: { [field]: { from: r[field], to: target }, effectiveDate },
    })),
  );
  await recordAudit(tx, context, {
    action: `asset.${action}`,
    entity: 'asset',
    after: { assetIds: ids, [field]: target, effectiveDate },
  });
  return { changed: moving.length };
}

/** `POST /asset/subcategoryChange`: within the assets' register, whose numbers they keep. */
export function changeSubcategory(db: Db, context: RequestContext, input: SubcategoryChange) {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const rows = await lockAssetsOfSchool(tx, customerCode, input.assetIds);
    const subcategory = await requireSubcategory(tx, customerCode, input.subcategoryId);
    for (const row of rows) accept(checkNotDischarged(row.status));
    accept(
      checkSameRegister(
        rows.map((r) => r.registerId),
        subcategory.registerId,
      ),
    );
    return moveAssets(tx, context, rows, 'subcategoryId', subcategory.id, input.date);
  });
}

/** `POST /asset/locationChange`: to an active location of the school. */
export function changeLocation(db: Db, context: RequestContext, input: LocationChange) {
  return mutate(db, context, (tx) => moveToLocation(tx, context, input));
}

/** A location change inside the caller's transaction (a recognition moves a good found elsewhere). */
export async function moveToLocation(tx: Tx, context: RequestContext, input: LocationChange) {
  const customerCode = context.customerCode;
  const rows = await lockAssetsOfSchool(tx, customerCode, input.assetIds);
  await requireActiveLocation(tx, customerCode, input.locationId);
  for (const row of rows) accept(checkNotDischarged(row.status));
  return moveAssets(tx, context, rows, 'locationId', input.locationId, input.date);
}
