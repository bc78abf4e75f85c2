import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { centsToEuros } from '@inventario/shared/format/currency';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { type FoundMovement, findMovement, type MovementRow } from './ledger.repo.ts';
import { findMovementLines, type MovementLineRow } from './movement-lines.repo.ts';
import { isRenewalMovement } from './renewal-limits.ts';

/** A movement the renewal or a merge wrote changes only through them (`renewal-limits.ts`, `merge-limits.ts`). */
const HELD_READ_ONLY = { content: false, assets: false, deletable: false } as const;
/** What the detail screen may change of a movement. */
export type MovementEditable = MovementWithAssets['editable'];

/** What a kind adds to the detail: a proposal's protocol, a discharge's destination, a voucher's type, a charge's invoice. */
export type KindPart = Partial<
  Pick<MovementWithAssets, 'proposal' | 'discharge' | 'voucherType' | 'invoice'>
>;

/**
 * What a kind of voucher tells the generic detail (`GET /movement/{id}/withAssets`) about its
 * movements. Each kind passes its own; the ledger knows no kind.
 */
export interface KindDetail {
  editable(tx: Tx, customerCode: string, movement: MovementRow): Promise<MovementEditable>;
  part?(
    tx: Tx,
    customerCode: string,
    movement: MovementRow,
    lines: readonly MovementLineRow[],
  ): KindPart | Promise<KindPart>;
}

/** The detail of a movement no kind lets change here. */
export const READ_ONLY_DETAIL: KindDetail = {
  editable: async () => ({ content: false, assets: false, deletable: false }),
};

export function toMovementAsset({
  historicalPriceCents,
  actualPriceCents,
  originalPriceCents,
  valueCents,
  variationCents,
  locationId,
  locationCode,
  locationDescription,
  ...line
}: MovementLineRow): MovementWithAssets['assets'][number] {
  return {
    ...line,
    register: { ...line.register, kind: line.register.kind as RegisterKind },
    assetClass: line.assetClass as 'inventory' | 'durable',
    originalPrice: originalPriceCents === null ? null : centsToEuros(originalPriceCents),
    origin: line.origin as 'charge' | 'waiting',
    historicalPrice: centsToEuros(historicalPriceCents),
    actualPrice: centsToEuros(actualPriceCents),
    value: centsToEuros(valueCents),
    ...(variationCents === null ? {} : { variation: centsToEuros(variationCents) }),
    location:
      locationId === null
        ? null
        : { id: locationId, code: locationCode ?? '', description: locationDescription ?? '' },
  };
}

/** A movement of the school, or a 404 (another school's too: its existence is not revealed). */
export async function requireMovement(tx: Tx, customerCode: string, id: number): Promise<FoundMovement> {
  const found = await findMovement(tx, customerCode, id);
  if (!found) throw new AppError('notFound', 'No such movement');
  return found;
}

/** A found movement with its asset lines and what may change of it, as its kind describes it. */
export async function describeMovement(
  tx: Tx,
  customerCode: string,
  found: FoundMovement,
  kind: KindDetail,
): Promise<MovementWithAssets> {
  const movement = found.movement;
  const lines = await findMovementLines(tx, customerCode, movement.id);
  return {
    id: movement.id,
    type: movement.type,
    year: movement.year,
    number: movement.number,
    date: movement.date,
    causal: movement.causal,
    creditor:
      movement.creditorId === null
        ? null
        : { id: movement.creditorId, description: found.creditorDescription ?? '' },
    documentType: movement.documentType,
    documentDate: movement.documentDate,
    documentNumber: movement.documentNumber,
    deliveryDate: movement.deliveryDate,
    deliveryNumber: movement.deliveryNumber,
    orderDate: movement.orderDate,
    orderNumber: movement.orderNumber,
    notes: movement.notes,
    administration:
      movement.administrationId === null
        ? null
        : { id: movement.administrationId, description: found.administrationDescription ?? '' },
    aggregation:
      movement.aggregationId === null
        ? null
        : {
            id: movement.aggregationId,
            code: found.aggregationCode ?? '',
            description: found.aggregationDescription ?? '',
          },
    status: movement.status,
    totalValue: centsToEuros(movement.totalCents),
    assets: lines.map(toMovementAsset),
    editable:
      movement.mergeId !== null || (await isRenewalMovement(tx, customerCode, movement.id))
        ? HELD_READ_ONLY
        : await kind.editable(tx, customerCode, movement),
    ...(kind.part ? await kind.part(tx, customerCode, movement, lines) : {}),
  };
}

/** A movement of one kind with its asset lines and what may change of it; another school's is a 404. */
export async function getMovementWithAssets(
  tx: Tx,
  customerCode: string,
  id: number,
  kind: KindDetail,
): Promise<MovementWithAssets> {
  return describeMovement(tx, customerCode, await requireMovement(tx, customerCode, id), kind);
}
