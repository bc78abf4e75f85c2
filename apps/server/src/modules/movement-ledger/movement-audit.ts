import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { Tx } from '../../db/client.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import { getMovementWithAssets, type KindDetail } from './movement-detail.ts';

export interface MovementChange {
  /** `<area>.<verb>`, as `proposal.confirm`. */
  action: string;
  movementId: number;
  /** The movement before the change; none for a creation. */
  before?: object;
  /** What the detail does not show but the audit should keep (a discharge's proposals). */
  afterExtra?: object;
}

/**
 * Ends a change of a movement: reads it as it now stands, records the change in the audit trail
 * (before and after) and answers it, as every movement call answers the movement it changed.
 */
export async function auditedMovement(
  tx: Tx,
  context: RequestContext,
  change: MovementChange,
  kind: KindDetail,
): Promise<MovementWithAssets> {
  const result = await getMovementWithAssets(tx, context.customerCode, change.movementId, kind);
  await recordAudit(tx, context, {
    action: change.action,
    entity: 'movement',
    entityId: change.movementId,
    ...(change.before ? { before: change.before } : {}),
    after: { ...result, ...change.afterExtra },
  });
  return result;
}
