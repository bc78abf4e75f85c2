import { ASSET_HISTORY_ACTION } from '@inventario/shared/domain/assets/asset-edit';
import {
  type ImportPlan,
  locationKey,
  movementKey,
  type PlannedAsset,
  subcategoryKey,
} from '@inventario/shared/domain/imports/import-plan';
import {
  chargeOfAssets,
  chargeOfUniversalities,
  dischargeProposalKeys,
  importedAssetStatus,
  importedMovementStatus,
  importedMovementTotal,
  importedYearStatus,
  MOVEMENT_TYPE_OF,
} from '@inventario/shared/domain/imports/import-writing';
import type { Tx } from '../../../db/client.ts';
import {
  assetHistory,
  assets,
  dischargeProposals,
  financialYears,
  movementAssets,
  movements,
  universalities,
} from '../../../db/schema/index.ts';
import { insertInBatches, reserveIds } from './import-rows.repo.ts';
import type { ListIds } from './list-writer.ts';
import { aggregationIdOf, registerIdOf, type SchoolRefs } from './school-refs.repo.ts';
import { partyIdOf, type VoucherParties } from './voucher-parties.repo.ts';

/**
 * The goods' part of an import: the years, the vouchers with their numbers (pointing at the debtors
 * and administrations they name), the universalities, the goods (each pointing at its charge) and the
 * vouchers' lines, the proposals each discharge came from, and one history row per good saying it
 * was imported. Every id is taken beforehand, so each row is written once, complete.
 */
/** A merge's receipt: the merge, and the two schools a good's first history row names. */
export interface MergeOrigin {
  mergeId: number;
  sellerName: string;
  receiverName: string;
}

interface GoodsWriting {
  tx: Tx;
  customerCode: string;
  plan: ImportPlan;
  refs: SchoolRefs;
  lists: ListIds;
  /** The debtors and administrations the vouchers name, found or created beforehand. */
  parties: VoucherParties;
  actor: string;
  now: Date;
  /** A merge's receipt: its vouchers are the merge's, its goods' history starts with the merge. */
  merge?: MergeOrigin | undefined;
  written: (count: number) => void;
}

function idOf(ids: Map<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`the import has no ${what} ${key}`);
  return id;
}

async function writeYears(w: GoodsWriting) {
  await insertInBatches(
    w.tx,
    financialYears,
    w.plan.years,
    (y) => ({
      customerCode: w.customerCode,
      year: y.year,
      startDate: y.startDate,
      endDate: y.endDate,
      status: importedYearStatus(y.state),
    }),
    w.written,
  );
}

async function writeMovements(w: GoodsWriting): Promise<Map<string, number>> {
  const ids = await reserveIds(w.tx, 'movements', w.plan.movements.length);
  const inventory = new Set(w.plan.assets.filter((a) => a.assetClass === 'inventory').map((a) => a.code));
  const isInventory = (code: string) => inventory.has(code);
  const byKey = new Map(
    w.plan.movements.map((m, i) => [movementKey(m.kind, m.year, m.number), ids[i] as number]),
  );
  await insertInBatches(
    w.tx,
    movements,
    w.plan.movements,
    (m, i) => {
      if (m.number === null) throw new Error('every voucher is numbered before it is written');
      return {
        id: ids[i] as number,
        customerCode: w.customerCode,
        type: MOVEMENT_TYPE_OF[m.kind],
        year: m.year,
        number: m.number,
        date: m.date,
        status: importedMovementStatus(m),
        totalCents: importedMovementTotal(m, isInventory),
        causal: m.causal,
        notes: m.notes,
        creditorId: m.creditorCode ? idOf(w.lists.creditors, m.creditorCode, 'creditor') : null,
        documentType: m.documentType,
        documentNumber: m.documentNumber,
        documentDate: m.documentDate,
        deliveryNumber: m.deliveryNumber,
        deliveryDate: m.deliveryDate,
        orderNumber: m.orderNumber,
        orderDate: m.orderDate,
        progressive: m.progressive,
        protocolDate: m.protocolDate,
        protocolNumber: m.protocolNumber,
        debtorId: partyIdOf(w.parties.debtors, m.debtorName, 'debtor'),
        liability: m.liability,
        liableParty: m.liableParty,
        administrationId: partyIdOf(w.parties.administrations, m.administrationName, 'administration'),
        aggregationId: aggregationIdOf(w.refs, m.aggregationCode),
        voucherType: m.voucherType,
        mergeId: w.merge?.mergeId ?? null,
        createdBy: w.actor,
        createdAt: w.now,
      };
    },
    w.written,
  );
  return byKey;
}

async function writeUniversalities(w: GoodsWriting, chargeIds: Map<string, number>) {
  const charges = chargeOfUniversalities(w.plan, chargeOfAssets(w.plan));
  const ids = await reserveIds(w.tx, 'universalities', w.plan.universalities.length);
  const byCode = new Map(w.plan.universalities.map((u, i) => [u.code, ids[i] as number]));
  await insertInBatches(
    w.tx,
    universalities,
    w.plan.universalities,
    (u, i) => {
      const charge = charges.get(u.code);
      return {
        id: ids[i] as number,
        customerCode: w.customerCode,
        description: u.description,
        imported: true,
        registerId: u.register ? registerIdOf(w.refs, u.register) : null,
        inventoryNumber: u.inventoryNumber,
        chargeMovementId: charge ? idOf(chargeIds, charge, 'charge') : null,
      };
    },
    w.written,
  );
  return byCode;
}

function assetRow(
  w: GoodsWriting,
  asset: PlannedAsset,
  id: number,
  refs: { chargeId: number | null; universalityId: number | null },
) {
  const location =
    asset.siteCode && asset.locationCode
      ? idOf(
          w.lists.locations,
          locationKey({ siteCode: asset.siteCode, code: asset.locationCode }),
          'location',
        )
      : null;
  const subcategory = subcategoryKey({
    register: asset.register,
    categoryCode: asset.categoryCode,
    code: asset.subcategoryCode,
  });
  return {
    id,
    customerCode: w.customerCode,
    description: asset.description,
    registerId: registerIdOf(w.refs, asset.register),
    subcategoryId: idOf(w.lists.subcategories, subcategory, 'subcategory'),
    assetClass: asset.assetClass,
    inventoryNumber: asset.inventoryNumber,
    durableNumber: asset.durableNumber,
    originalInventoryNumber: asset.originalInventoryNumber,
    historicalPriceCents: asset.historicalCents,
    actualPriceCents: asset.actualCents,
    originalPriceCents: asset.originalCents,
    barcode: asset.barcode,
    quantity: asset.quantity,
    purchaseDate: asset.purchaseDate,
    chargeDate: asset.chargeDate,
    locationId: location,
    serialNumber: asset.serialNumber,
    brand: asset.brand,
    chassis: asset.chassis,
    licensePlate: asset.licensePlate,
    editor: asset.editor,
    author: asset.author,
    notes: asset.notes,
    status: importedAssetStatus(asset.state),
    chargeMovementId: refs.chargeId,
    universalityId: refs.universalityId,
  };
}

async function writeAssets(
  w: GoodsWriting,
  chargeIds: Map<string, number>,
  universalityIds: Map<string, number>,
) {
  const charges = chargeOfAssets(w.plan);
  const ids = await reserveIds(w.tx, 'assets', w.plan.assets.length);
  const byCode = new Map(w.plan.assets.map((asset, i) => [asset.code, ids[i] as number]));
  await insertInBatches(
    w.tx,
    assets,
    w.plan.assets,
    (asset, i) => {
      const charge = charges.get(asset.code);
      return assetRow(w, asset, ids[i] as number, {
        chargeId: charge ? idOf(chargeIds, charge, 'charge') : null,
        universalityId: asset.universalityCode
          ? idOf(universalityIds, asset.universalityCode, 'universality')
          : null,
      });
    },
    w.written,
  );
  return { byCode, charges };
}

async function writeLines(w: GoodsWriting, movementIds: Map<string, number>, assetIds: Map<string, number>) {
  const lines = w.plan.movements.flatMap((m) => {
    const movementId = idOf(movementIds, movementKey(m.kind, m.year, m.number), 'voucher');
    return m.lines.map((line, position) => ({ movementId, line, position }));
  });
  await insertInBatches(
    w.tx,
    movementAssets,
    lines,
    ({ movementId, line, position }) => ({
      customerCode: w.customerCode,
      movementId,
      assetId: idOf(assetIds, line.assetCode, 'good'),
      position,
      valueCents: line.valueCents,
      variationCents: line.variationCents,
    }),
    w.written,
  );
}

async function writeProposalLinks(w: GoodsWriting, movementIds: Map<string, number>) {
  await insertInBatches(w.tx, dischargeProposals, dischargeProposalKeys(w.plan), (link) => ({
    customerCode: w.customerCode,
    dischargeId: idOf(movementIds, link.discharge, 'discharge'),
    proposalId: idOf(movementIds, link.proposal, 'proposal'),
  }));
}

/**
 * Each good's history starts with its import, tied to the charge it came in with; a merged good's with
 * the merge, and the seller's number it keeps as its original one.
 */
async function writeHistory(
  w: GoodsWriting,
  assetIds: Map<string, number>,
  charges: Map<string, string>,
  movementIds: Map<string, number>,
) {
  await insertInBatches(
    w.tx,
    assetHistory,
    w.plan.assets,
    (asset) => {
      const charge = charges.get(asset.code);
      return {
        customerCode: w.customerCode,
        assetId: idOf(assetIds, asset.code, 'good'),
        at: w.now,
        actorUsername: w.actor,
        action: w.merge ? ASSET_HISTORY_ACTION.merged : ASSET_HISTORY_ACTION.imported,
        movementId: charge ? idOf(movementIds, charge, 'charge') : null,
        changes: w.merge
          ? {
              school: { from: w.merge.sellerName, to: w.merge.receiverName },
              originalInventoryNumber: { from: null, to: asset.originalInventoryNumber },
            }
          : null,
      };
    },
    w.written,
  );
}

export async function writeGoods(w: GoodsWriting): Promise<void> {
  await writeYears(w);
  const movementIds = await writeMovements(w);
  const universalityIds = await writeUniversalities(w, movementIds);
  const written = await writeAssets(w, movementIds, universalityIds);
  await writeLines(w, movementIds, written.byCode);
  await writeProposalLinks(w, movementIds);
  await writeHistory(w, written.byCode, written.charges, movementIds);
}
