import type { ChargeAssetLine, ChargeUpdate } from '@inventario/shared/contracts/charges';
import { type FieldChanges, fieldChanges } from '@inventario/shared/domain/assets/asset-changes';
import { DESCRIPTIVE_ASSET_FIELDS, LEGAL_ASSET_FIELDS } from '@inventario/shared/domain/assets/asset-fields';
import { pickFields } from '@inventario/shared/domain/movements/charge-edit';
import { centsToEuros } from '@inventario/shared/format/currency';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { MovementRow } from '../movement-ledger/index.ts';
import type { ChargeHeader } from './charge-header.ts';
import {
  type ChargeLine,
  fieldsFromInput,
  lineClass,
  newLine,
  subcategoryRegisters,
  universalityLines,
  waitingLines,
} from './charge-lines.ts';
import type * as sources from './charge-sources.repo.ts';
import type { SourceAsset } from './charge-sources.repo.ts';

export type Movement = MovementRow;
export type Universality = NonNullable<Awaited<ReturnType<typeof sources.lockUniversality>>>;

/** A line the charge keeps, with the asset as it is now and what the edit changes of it. */
export interface KeptLine {
  line: ChargeLine;
  source: SourceAsset;
  changes: FieldChanges;
  legalChanged: boolean;
  registerChanged: boolean;
}

const assetFields = [...LEGAL_ASSET_FIELDS, ...DESCRIPTIVE_ASSET_FIELDS] as const;

/** An asset as the wire names it, to compare with the edited line and record the changes. */
function wireAsset(asset: SourceAsset['asset']) {
  return {
    ...asset,
    historicalPrice: centsToEuros(asset.historicalPriceCents),
    originalPrice: asset.originalPriceCents === null ? null : centsToEuros(asset.originalPriceCents),
  };
}

function keptLine(
  input: ChargeAssetLine,
  source: SourceAsset,
  registers: Map<number, ChargeLine['register']>,
): KeptLine {
  const fields = fieldsFromInput(input);
  const register = registers.get(fields.subcategoryId);
  if (!register) throw new AppError('notFound', 'No such subcategory');
  const universalityId = source.asset.universalityId;
  const edited = fieldChanges(
    pickFields(wireAsset(source.asset), assetFields),
    pickFields(input, assetFields),
  );
  return {
    source,
    line: {
      assetId: source.asset.id,
      origin: source.asset.origin === 'waiting' ? 'waiting' : 'charge',
      universalityId,
      fields,
      quantity: source.asset.quantity,
      register,
      assetClass: lineClass(fields.historicalPriceCents, universalityId),
      storedClass: source.asset.assetClass,
    },
    changes: edited,
    legalChanged: LEGAL_ASSET_FIELDS.some((field) => field in edited),
    registerChanged: register.id !== source.asset.registerId,
  };
}

/** The charge's lines after the edit, in voucher order, and how they differ from the lines it holds. */
export async function planLines(
  tx: Tx,
  customerCode: string,
  input: ChargeUpdate,
  held: readonly SourceAsset[],
  currentOrder: readonly number[],
  currentUniversality: Universality | undefined,
) {
  const heldById = new Map(held.map((s) => [s.asset.id, s]));
  const registers = await subcategoryRegisters(
    tx,
    customerCode,
    input.assets.map((a) => a.subcategoryId),
  );
  const kept: KeptLine[] = [];
  const entered: ChargeLine[] = [];
  const ordered: ChargeLine[] = [];
  for (const line of input.assets) {
    if (line.id === undefined) {
      const created = newLine(line, registers);
      entered.push(created);
      ordered.push(created);
      continue;
    }
    const source = heldById.get(line.id);
    if (!source) throw new AppError('notFound', 'No such asset in this charge', { assetId: line.id });
    if (kept.some((k) => k.source.asset.id === line.id)) {
      throw new AppError('invalidRequest', 'An asset is listed twice', { assetId: line.id });
    }
    const edited = keptLine(line, source, registers);
    kept.push(edited);
    ordered.push(edited.line);
  }
  const keptIds = new Set(kept.map((k) => k.source.asset.id));
  const keepsUniversality =
    currentUniversality !== undefined && input.universalityId === currentUniversality.id;
  if (currentUniversality) {
    const components = held.filter((s) => s.asset.universalityId === currentUniversality.id);
    const listed = components.filter((s) => keptIds.has(s.asset.id)).length;
    if (keepsUniversality && listed !== components.length) {
      throw new AppError('universalityCharged', 'A charged universality keeps all its components');
    }
    if (!keepsUniversality && listed > 0) {
      throw new AppError('invalidRequest', 'The components of a universality leaving the charge cannot stay');
    }
  }
  const joining =
    input.universalityId && !keepsUniversality
      ? await universalityLines(tx, customerCode, input.universalityId)
      : null;
  const components = new Set(joining?.lines.map((l) => l.assetId));
  const waitingIds = [...new Set(input.waitingAssetIds)].filter((id) => !components.has(id));
  const waiting = await waitingLines(tx, customerCode, waitingIds);
  const added = [...entered, ...waiting, ...(joining?.lines ?? [])];
  const removed = held.filter((s) => !keptIds.has(s.asset.id));
  const keptOrder = kept.map((k) => k.source.asset.id);
  const reordered = keptOrder.some((id, i) => currentOrder.filter((c) => keptIds.has(c))[i] !== id);
  return {
    lines: [...ordered, ...waiting, ...(joining?.lines ?? [])],
    kept,
    added,
    removed,
    joining,
    keepsUniversality,
    linesChanged: removed.length > 0 || added.length > 0 || reordered,
  };
}

export type Plan = Awaited<ReturnType<typeof planLines>>;

export function headerOf(movement: Movement): ChargeHeader {
  return {
    date: movement.date,
    causal: movement.causal ?? '',
    creditorId: movement.creditorId,
    documentType: movement.documentType,
    documentDate: movement.documentDate,
    documentNumber: movement.documentNumber,
    deliveryDate: movement.deliveryDate,
    deliveryNumber: movement.deliveryNumber,
    orderDate: movement.orderDate,
    orderNumber: movement.orderNumber,
    administrationId: movement.administrationId,
    aggregationId: movement.aggregationId,
    notes: movement.notes,
  };
}

/** The whole header is sent: a field left out is cleared. */
export function storedHeader(header: ChargeHeader) {
  return {
    date: header.date,
    causal: header.causal,
    creditorId: header.creditorId ?? null,
    documentType: header.documentType ?? null,
    documentDate: header.documentDate ?? null,
    documentNumber: header.documentNumber ?? null,
    deliveryDate: header.deliveryDate ?? null,
    deliveryNumber: header.deliveryNumber ?? null,
    orderDate: header.orderDate ?? null,
    orderNumber: header.orderNumber ?? null,
    administrationId: header.administrationId ?? null,
    aggregationId: header.aggregationId ?? null,
    notes: header.notes ?? null,
  };
}
