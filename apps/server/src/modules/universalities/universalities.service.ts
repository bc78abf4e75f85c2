import type {
  Universality,
  UniversalityInput,
  UniversalitySearch,
} from '@inventario/shared/contracts/universalities';
import { universalitySortKeys } from '@inventario/shared/contracts/universalities';
import { ASSET_HISTORY_ACTION } from '@inventario/shared/domain/assets/asset-edit';
import { missingMandatoryFields } from '@inventario/shared/domain/movements/mandatory-data';
import { shownInventoryNumber } from '@inventario/shared/domain/renewal/renumbering';
import {
  checkComponentsChangeable,
  checkJoin,
  statusOfTotal,
} from '@inventario/shared/domain/universalities/universality';
import { centsToEuros } from '@inventario/shared/format/currency';
import type { Db, Tx } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { orderOf, pageWindow } from '../../http/paging.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { accept, lockAssetsOfSchool, setUniversalityOf, writeHistory } from '../assets/assets.service.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './universalities.repo.ts';

function toUniversality(row: repo.UniversalityRow): Universality {
  return {
    id: row.id,
    description: row.description,
    status: statusOfTotal(row.historicalCents, row.imported),
    totalHistoricalValue: centsToEuros(row.historicalCents),
    totalActualValue: centsToEuros(row.actualCents),
    assetCount: row.assetCount,
    register:
      row.registerId === null ? null : { id: row.registerId, description: row.registerDescription ?? '' },
    inventoryNumber: shownInventoryNumber(row.inventoryNumber),
    chargeMovement:
      row.chargeMovementId === null
        ? null
        : {
            id: row.chargeMovementId,
            year: row.chargeYear ?? 0,
            number: row.chargeNumber ?? 0,
            date: row.chargeDate ?? '',
          },
  };
}

type Sort = Pick<UniversalitySearch, 'sortBy' | 'sortDesc'>;

function orderBy(sort: Sort) {
  if (sort.sortBy !== undefined && !(universalitySortKeys as readonly string[]).includes(sort.sortBy)) {
    throw new AppError('invalidRequest', `Cannot sort by ${sort.sortBy}`, { sortable: universalitySortKeys });
  }
  return (totals: Parameters<typeof repo.sortColumns>[0]) => {
    const columns = repo.sortColumns(totals);
    return orderOf(columns, sort, 'description', [columns.description]);
  };
}

/** The universality list, by description unless sorted otherwise, with totals from the components. */
/** A window of the universalities list: the list's page, and an export's rows. */
export async function universalityListWindow(
  tx: Tx,
  customerCode: string,
  search: UniversalitySearch,
  window: { limit: number; offset: number },
) {
  const { sortBy, sortDesc, ...filters } = search;
  const filter = { ...filters, customerCode };
  const order = orderBy({ sortBy, sortDesc });
  return {
    universalities: (await repo.findUniversalities(tx, filter, order, window)).map(toUniversality),
    total: await repo.countUniversalities(tx, filter),
  };
}

export function searchUniversalities(
  db: Db,
  context: RequestContext,
  page: { page: number; size: number },
  search: UniversalitySearch,
) {
  return read(db, context, (tx) =>
    universalityListWindow(tx, context.customerCode, search, pageWindow(page.page, page.size)),
  );
}

async function universalityOf(tx: Tx, customerCode: string, id: number): Promise<Universality> {
  const [row] = await repo.findUniversalities(tx, { customerCode, id }, () => [], { limit: 1, offset: 0 });
  if (!row) throw new AppError('notFound', 'No such universality');
  return toUniversality(row);
}

export function getUniversality(db: Db, context: RequestContext, id: number): Promise<Universality> {
  return read(db, context, (tx) => universalityOf(tx, context.customerCode, id));
}

async function lockUniversality(tx: Tx, customerCode: string, id: number) {
  const row = await repo.lockUniversality(tx, customerCode, id);
  if (!row) throw new AppError('notFound', 'No such universality');
  return { ...row, charged: row.chargeMovementId !== null };
}

export function createUniversality(
  db: Db,
  context: RequestContext,
  input: UniversalityInput,
): Promise<Universality> {
  return mutate(db, context, async (tx) => {
    const id = await repo.insertUniversality(tx, context.customerCode, input.description);
    await recordAudit(tx, context, {
      action: 'universality.create',
      entity: 'universality',
      entityId: id,
      after: input,
    });
    return universalityOf(tx, context.customerCode, id);
  });
}

/** A charged universality keeps its components but may be renamed; an imported one is left as imported. */
export function renameUniversality(
  db: Db,
  context: RequestContext,
  id: number,
  input: UniversalityInput,
): Promise<Universality> {
  return mutate(db, context, async (tx) => {
    const universality = await lockUniversality(tx, context.customerCode, id);
    if (universality.imported) throw new AppError('universalityImported');
    if (universality.description !== input.description) {
      await repo.renameUniversality(tx, context.customerCode, id, input.description);
      await recordAudit(tx, context, {
        action: 'universality.update',
        entity: 'universality',
        entityId: id,
        before: { description: universality.description },
        after: input,
      });
    }
    return universalityOf(tx, context.customerCode, id);
  });
}

/** Deletes a universality not charged yet: its components stay, as plain waiting assets. */
export function deleteUniversality(db: Db, context: RequestContext, id: number): Promise<void> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const universality = await lockUniversality(tx, customerCode, id);
    accept(checkComponentsChangeable(universality));
    const components = await repo.componentIds(tx, customerCode, id);
    await leave(tx, context, id, components);
    await repo.deleteUniversality(tx, customerCode, id);
    await recordAudit(tx, context, {
      action: 'universality.delete',
      entity: 'universality',
      entityId: id,
      before: { description: universality.description, assetIds: components },
    });
  });
}

async function leave(tx: Tx, context: RequestContext, universalityId: number, assetIds: number[]) {
  await lockAssetsOfSchool(tx, context.customerCode, assetIds);
  await setUniversalityOf(tx, context.customerCode, assetIds, null);
  await writeHistory(
    tx,
    context,
    ASSET_HISTORY_ACTION.universalityLeave,
    assetIds.map((assetId) => ({ assetId, changes: { universalityId: { from: universalityId, to: null } } })),
  );
}

/** `PUT /universality/{id}/assets`: waiting durable assets of one register join the universality. */
export function addAssets(
  db: Db,
  context: RequestContext,
  id: number,
  assetIds: readonly number[],
): Promise<Universality> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const universality = await lockUniversality(tx, customerCode, id);
    const rows = await lockAssetsOfSchool(tx, customerCode, assetIds);
    const componentRegisterIds = await repo.componentRegisterIds(tx, customerCode, id);
    accept(
      checkJoin(
        { ...universality, componentRegisterIds },
        rows.map((r) => ({ ...r, assetClass: r.assetClass as 'inventory' | 'durable' })),
      ),
    );
    const incomplete = rows.flatMap((r) => {
      const fields = missingMandatoryFields(r);
      return fields.length === 0 ? [] : [{ assetId: r.id, fields }];
    });
    if (incomplete.length > 0) throw new AppError('assetIncomplete', undefined, { assets: incomplete });
    const joining = rows.filter((r) => r.universalityId !== id).map((r) => r.id);
    if (joining.length > 0) {
      await setUniversalityOf(tx, customerCode, joining, id);
      await writeHistory(
        tx,
        context,
        ASSET_HISTORY_ACTION.universalityJoin,
        joining.map((assetId) => ({ assetId, changes: { universalityId: { from: null, to: id } } })),
      );
      await recordAudit(tx, context, {
        action: 'universality.addAssets',
        entity: 'universality',
        entityId: id,
        after: { assetIds: joining },
      });
    }
    return universalityOf(tx, customerCode, id);
  });
}

/** `DELETE /universality/{id}/assets/{assetId}`: the component goes back to the waiting assets. */
export function removeAsset(
  db: Db,
  context: RequestContext,
  id: number,
  assetId: number,
): Promise<Universality> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const universality = await lockUniversality(tx, customerCode, id);
    const [asset] = await lockAssetsOfSchool(tx, customerCode, [assetId]);
    if (asset?.universalityId !== id) throw new AppError('notFound', 'No such component');
    accept(checkComponentsChangeable(universality));
    await leave(tx, context, id, [assetId]);
    await recordAudit(tx, context, {
      action: 'universality.removeAsset',
      entity: 'universality',
      entityId: id,
      before: { assetIds: [assetId] },
    });
    return universalityOf(tx, customerCode, id);
  });
}
