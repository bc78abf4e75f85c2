import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import type { NewAsset } from '@inventario/shared/contracts/charges';
import { type AssetClass, classify } from '@inventario/shared/domain/assets/threshold';
import { checkChargeSize } from '@inventario/shared/domain/movements/charge-rules';
import { missingMandatoryFields } from '@inventario/shared/domain/movements/mandatory-data';
import type { NumberingLine } from '@inventario/shared/domain/movements/renumbering';
import { checkUniversalityCharge } from '@inventario/shared/domain/movements/universality-charge';
import { eurosToCents } from '@inventario/shared/format/currency';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { isDurableKind } from '../numbering/numbering.service.ts';
import * as sources from './charge-sources.repo.ts';
import * as repo from './charges.repo.ts';

/** The asset fields a charge line sets, as the database stores them. */
export interface AssetFields {
  description: string;
  subcategoryId: number;
  historicalPriceCents: number;
  purchaseDate: string | null;
  locationId: number | null;
  originalInventoryNumber: string | null;
  originalPriceCents: number | null;
  barcode: string | null;
  serialNumber: string | null;
  brand: string | null;
  chassis: string | null;
  licensePlate: string | null;
  editor: string | null;
  author: string | null;
  notes: string | null;
}

export interface LineRegister {
  id: number;
  kind: string;
  hasDurableRegister: boolean;
}

/** One asset line of a charge being created or edited, before it is written. */
export interface ChargeLine {
  /** The asset's id when it exists already (waiting, or in the charge); null for one entered now. */
  assetId: number | null;
  origin: 'charge' | 'waiting';
  /** Set on the components of the universality charged with the voucher. */
  universalityId: number | null;
  fields: AssetFields;
  quantity: number;
  register: LineRegister;
  assetClass: AssetClass;
  /** The class the asset had before this charge (a waiting asset's), null for one entered now. */
  storedClass: string | null;
}

const blankToNull = (value: string | null | undefined): string | null => (value?.trim() ? value : null);

export function fieldsFromInput(input: NewAsset): AssetFields {
  return {
    description: input.description,
    subcategoryId: input.subcategoryId,
    historicalPriceCents: eurosToCents(input.historicalPrice),
    purchaseDate: input.purchaseDate ?? null,
    locationId: input.locationId ?? null,
    originalInventoryNumber: blankToNull(input.originalInventoryNumber),
    originalPriceCents:
      input.originalPrice === null || input.originalPrice === undefined
        ? null
        : eurosToCents(input.originalPrice),
    barcode: blankToNull(input.barcode),
    serialNumber: blankToNull(input.serialNumber),
    brand: blankToNull(input.brand),
    chassis: blankToNull(input.chassis),
    licensePlate: blankToNull(input.licensePlate),
    editor: blankToNull(input.editor),
    author: blankToNull(input.author),
    notes: blankToNull(input.notes),
  };
}

export function fieldsFromRow(asset: sources.SourceAsset['asset']): AssetFields {
  return {
    description: asset.description,
    subcategoryId: asset.subcategoryId,
    historicalPriceCents: asset.historicalPriceCents,
    purchaseDate: asset.purchaseDate,
    locationId: asset.locationId,
    originalInventoryNumber: asset.originalInventoryNumber,
    originalPriceCents: asset.originalPriceCents,
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

/** A component is charged under its universality's inventory number whatever its own price. */
export function lineClass(priceCents: number, universalityId: number | null): AssetClass {
  return universalityId ? 'inventory' : classify(priceCents);
}

export function registerOf(source: sources.SourceAsset): LineRegister {
  return { id: source.registerId, kind: source.registerKind, hasDurableRegister: source.hasDurableRegister };
}

export function sourceLine(source: sources.SourceAsset, universalityId: number | null): ChargeLine {
  return {
    assetId: source.asset.id,
    origin: source.asset.origin === 'waiting' ? 'waiting' : 'charge',
    universalityId,
    fields: fieldsFromRow(source.asset),
    quantity: source.asset.quantity,
    register: registerOf(source),
    assetClass: lineClass(source.asset.historicalPriceCents, universalityId),
    storedClass: source.asset.assetClass,
  };
}

/** The subcategories the lines use, with their registers; an unknown one (or another school's) is a 404. */
export async function subcategoryRegisters(
  tx: Tx,
  customerCode: string,
  subcategoryIds: readonly number[],
): Promise<Map<number, LineRegister>> {
  const ids = [...new Set(subcategoryIds)];
  if (ids.length === 0) return new Map();
  const found = await repo.subcategoriesWithRegister(tx, customerCode, ids);
  if (found.length !== ids.length) throw new AppError('notFound', 'No such subcategory');
  return new Map(
    found.map((s) => [
      s.id,
      { id: s.registerId, kind: s.registerKind, hasDurableRegister: s.hasDurableRegister },
    ]),
  );
}

export function newLine(input: NewAsset, registers: Map<number, LineRegister>): ChargeLine {
  const fields = fieldsFromInput(input);
  const register = registers.get(fields.subcategoryId);
  if (!register) throw new AppError('notFound', 'No such subcategory');
  return {
    assetId: null,
    origin: 'charge',
    universalityId: null,
    fields,
    quantity: 1,
    register,
    assetClass: classify(fields.historicalPriceCents),
    storedClass: null,
  };
}

/**
 * Waiting assets taken into a charge: the school's (another school's id is a 404), still waiting,
 * and not a universality's component (components come with their universality).
 */
export async function waitingLines(
  tx: Tx,
  customerCode: string,
  ids: readonly number[],
): Promise<ChargeLine[]> {
  const found = await sources.lockAssets(tx, customerCode, ids);
  if (found.length !== ids.length) throw new AppError('notFound', 'No such asset');
  const byId = new Map(found.map((s) => [s.asset.id, s]));
  return ids.map((id) => {
    const source = byId.get(id);
    if (!source) throw new AppError('notFound', 'No such asset');
    if (source.asset.status !== ASSET_STATUS.waiting)
      throw new AppError('assetNotWaiting', undefined, { assetId: id });
    if (source.asset.universalityId !== null) {
      throw new AppError('assetInUniversality', undefined, {
        assetId: id,
        universalityId: source.asset.universalityId,
      });
    }
    return sourceLine(source, null);
  });
}

/**
 * A universality to charge, locked with its components: it must be the school's, not imported, not
 * charged, complete, its components waiting, below the threshold each and of one register.
 */
export async function universalityLines(tx: Tx, customerCode: string, id: number) {
  const universality = await sources.lockUniversality(tx, customerCode, id);
  if (!universality) throw new AppError('notFound', 'No such universality');
  const components = await sources.lockComponents(tx, customerCode, id);
  const check = checkUniversalityCharge({
    imported: universality.imported,
    charged: universality.chargeMovementId !== null,
    components: components.map((c) => ({
      historicalPriceCents: c.asset.historicalPriceCents,
      registerId: c.registerId,
    })),
  });
  if (!check.ok) throw new AppError(check.code, undefined, { universalityId: id });
  const notWaiting = components.find((c) => c.asset.status !== ASSET_STATUS.waiting);
  if (notWaiting) throw new AppError('assetNotWaiting', undefined, { assetId: notWaiting.asset.id });
  return { universality, registerId: check.registerId, lines: components.map((c) => sourceLine(c, id)) };
}

/** 1 to 600 assets, each with its mandatory data (new ones by position, existing ones by id). */
export function checkLines(lines: readonly ChargeLine[]): void {
  const size = checkChargeSize(lines.length);
  if (!size.ok) throw new AppError(size.code, undefined, { assetCount: lines.length });
  const incomplete = lines.flatMap((line, position) => {
    const fields = missingMandatoryFields({ ...line.fields, quantity: line.quantity });
    return fields.length === 0 ? [] : [{ position, assetId: line.assetId, fields }];
  });
  if (incomplete.length > 0) throw new AppError('assetIncomplete', undefined, { assets: incomplete });
}

/** Locations the lines set must be the school's and active. */
export async function checkLocations(tx: Tx, customerCode: string, ids: readonly number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  const states = await sources.locationStates(tx, customerCode, wanted);
  for (const id of wanted) {
    const active = states.get(id);
    if (active === undefined) throw new AppError('notFound', 'No such location');
    if (!active) throw new AppError('locationInactive', undefined, { locationId: id });
  }
}

export function numberingLine(line: ChargeLine): NumberingLine {
  return {
    assetClass: line.assetClass,
    registerId: line.register.id,
    durableKind:
      isDurableKind(line.register.kind) && line.register.hasDurableRegister ? line.register.kind : null,
    universalityId: line.universalityId,
  };
}

/** The voucher's total: its inventory assets, a universality's components included (DOMAIN §3). */
export function inventoryTotalCents(lines: readonly ChargeLine[]): number {
  return lines
    .filter((l) => l.assetClass === 'inventory')
    .reduce((sum, l) => sum + l.fields.historicalPriceCents, 0);
}
