import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import type {
  ChargeAssetLine,
  ChargeCreate,
  ChargeUpdate,
  NewAsset,
} from '@inventario/shared/contracts/charges';
import type { ChargeInvoice } from '@inventario/shared/contracts/invoices';
import type { MovementAsset } from '@inventario/shared/contracts/movements';
import { classify } from '@inventario/shared/domain/assets/threshold';
import { eurosToCents } from '@inventario/shared/format/currency';
import { type LineSource, locationText, type MovementLineView, subcategoryText } from '@/features/movements';

/** What a line shows besides the asset's own fields: names of its subcategory, register and location. */
export interface LineLabels {
  subcategory: string;
  register: string;
  location: string | null;
}

/**
 * One asset line of a charge being built or edited. `new` lines are entered here; `existing` ones are
 * already in the saved charge (edit mode); `waiting` ones are waiting assets taken in; `component` ones
 * are the components of the universality being charged. New and existing lines carry every field of
 * the asset, which the dialog edits; waiting and component lines are charged as they are.
 */
export interface ChargeLine {
  key: string;
  source: LineSource;
  /** The asset's id; absent only on new lines. */
  id?: number;
  /** Every field of the asset (new and existing lines). */
  asset?: NewAsset;
  description: string;
  labels: LineLabels;
  assetClass: MovementLineView['assetClass'];
  valueCents: number;
  inventoryNumber: number | null;
  durableNumber: number | null;
  /** The register the numbers count in, once the asset exists. */
  registerKind?: RegisterKind;
  /** Existing lines: the asset was a waiting asset before this charge (removing sends it back). */
  origin?: 'charge' | 'waiting';
  /** Existing lines: the universality the asset is a component of (it leaves only with it). */
  universalityId?: number | null;
  /** New lines from an external movement's good still lacking its subcategory (chosen in the dialog). */
  incomplete?: boolean;
}

/** A new line (or the new version of one) from the dialog's asset. */
export function lineFromNewAsset(key: string, asset: NewAsset, labels: LineLabels): ChargeLine {
  const valueCents = eurosToCents(asset.historicalPrice);
  return {
    key,
    source: 'new',
    asset,
    description: asset.description,
    labels,
    assetClass: classify(valueCents),
    valueCents,
    inventoryNumber: null,
    durableNumber: null,
  };
}

/** An existing line edited in the dialog: same asset, new fields; its numbers stay until saved. */
export function withEditedAsset(line: ChargeLine, asset: NewAsset, labels: LineLabels): ChargeLine {
  const valueCents = eurosToCents(asset.historicalPrice);
  return {
    ...line,
    asset,
    description: asset.description,
    labels,
    valueCents,
    assetClass: classify(valueCents),
  };
}

/**
 * A waiting asset taken into the charge, or a component of the universality charged: components are
 * charged as the universality's inventory (one number for all), whatever each is worth alone.
 */
export function lineFromWaitingAsset(asset: AssetSummary, source: 'waiting' | 'component'): ChargeLine {
  const valueCents = eurosToCents(asset.historicalPrice);
  return {
    key: `asset-${asset.id}`,
    source,
    id: asset.id,
    description: asset.description,
    labels: {
      subcategory: subcategoryText(asset.subcategory),
      register: asset.register.description,
      location: asset.location ? locationText(asset.location) : null,
    },
    assetClass: source === 'component' ? 'inventory' : asset.assetClass,
    valueCents,
    inventoryNumber: asset.inventoryNumber,
    durableNumber: asset.durableNumber,
    registerKind: asset.register.kind,
  };
}

/** The contract's new-asset fields of an asset already in a charge. */
function newAssetOf(asset: MovementAsset): NewAsset {
  return {
    description: asset.description,
    subcategoryId: asset.subcategory.id,
    historicalPrice: asset.historicalPrice,
    purchaseDate: asset.purchaseDate,
    locationId: asset.location?.id ?? null,
    originalInventoryNumber: asset.originalInventoryNumber,
    originalPrice: asset.originalPrice,
    barcode: asset.barcode,
    serialNumber: asset.serialNumber,
    brand: asset.brand,
    chassis: asset.chassis,
    licensePlate: asset.licensePlate,
    editor: asset.editor,
    author: asset.author,
    notes: asset.notes,
  };
}

/** A line of the saved charge, for its edit. */
export function lineFromMovementAsset(asset: MovementAsset): ChargeLine {
  return {
    key: `asset-${asset.id}`,
    source: 'existing',
    id: asset.id,
    asset: newAssetOf(asset),
    description: asset.description,
    labels: {
      subcategory: subcategoryText(asset.subcategory),
      register: asset.register.description,
      location: asset.location ? locationText(asset.location) : null,
    },
    assetClass: asset.assetClass,
    valueCents: eurosToCents(asset.historicalPrice),
    inventoryNumber: asset.inventoryNumber,
    durableNumber: asset.durableNumber,
    registerKind: asset.register.kind,
    origin: asset.origin,
    universalityId: asset.universalityId,
  };
}

/** A line as the movement screen's grid shows it, with the server's message about it if any. */
export function lineView(line: ChargeLine, problem?: string): MovementLineView {
  return {
    key: line.key,
    source: line.source,
    description: line.description,
    subcategory: line.labels.subcategory,
    register: line.labels.register,
    assetClass: line.assetClass,
    valueCents: line.valueCents,
    location: line.labels.location,
    inventoryNumber: line.inventoryNumber,
    durableNumber: line.durableNumber,
    ...(line.registerKind ? { registerKind: line.registerKind } : {}),
    ...(line.universalityId ? { inUniversality: true } : {}),
    ...(problem ? { problem } : {}),
  };
}

export type ChargeHeader = Omit<
  ChargeCreate,
  'assets' | 'waitingAssetIds' | 'universalityId' | 'externalMovementIds'
>;

/** A request and, for each entry of its `assets`, the key of the line it came from (to place server messages). */
export interface ChargeRequest<T> {
  body: T;
  assetLineKeys: string[];
}

function idsOf(lines: readonly ChargeLine[], source: LineSource): number[] {
  return lines.flatMap((line) => (line.source === source && line.id !== undefined ? [line.id] : []));
}

/**
 * `POST /movement/charge`: new assets in `assets`, waiting ones by id, the universality by id, and the
 * external movements the assets come from (`#/charge/new/external`), which the charge marks charged.
 */
export function toChargeCreate(
  header: ChargeHeader,
  lines: readonly ChargeLine[],
  universalityId: number | null,
  externalMovementIds: readonly number[] = [],
  invoice?: ChargeInvoice,
): ChargeRequest<ChargeCreate> {
  const entered = lines.filter((line) => line.source === 'new' && line.asset);
  return {
    body: {
      ...header,
      assets: entered.map((line) => line.asset as NewAsset),
      waitingAssetIds: idsOf(lines, 'waiting'),
      universalityId,
      ...(externalMovementIds.length > 0 ? { externalMovementIds: [...externalMovementIds] } : {}),
      ...(invoice ? { invoice } : {}),
    },
    assetLineKeys: entered.map((line) => line.key),
  };
}

/** `PUT /movement/charge`: every line kept (existing ones with their id) plus the waiting assets added. */
export function toChargeUpdate(
  id: number,
  header: ChargeHeader,
  lines: readonly ChargeLine[],
): ChargeRequest<ChargeUpdate> {
  const withFields = lines.filter(
    (line) => (line.source === 'new' || line.source === 'existing') && line.asset,
  );
  const assets: ChargeAssetLine[] = withFields.map((line) =>
    line.source === 'existing' && line.id !== undefined
      ? { ...(line.asset as NewAsset), id: line.id }
      : (line.asset as NewAsset),
  );
  return {
    body: { ...header, id, assets, waitingAssetIds: idsOf(lines, 'waiting') },
    assetLineKeys: withFields.map((line) => line.key),
  };
}

/** Adds waiting assets not already among the lines; answers the lines and how many were new. */
export function addWaitingLines(
  lines: readonly ChargeLine[],
  assets: readonly AssetSummary[],
): { lines: ChargeLine[]; added: number } {
  const present = new Set(lines.flatMap((line) => (line.id === undefined ? [] : [line.id])));
  const fresh = assets
    .filter((asset) => !present.has(asset.id))
    .map((asset) => lineFromWaitingAsset(asset, 'waiting'));
  return { lines: [...lines, ...fresh], added: fresh.length };
}
