import type { Tx } from '../../db/client.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { insertLines } from './ledger-assets.repo.ts';

/** A line of a movement: the asset and the value the movement gives it. */
export interface LedgerLine {
  assetId: number;
  /** A charge's historical price, a proposal's or discharge's actual value, a voucher's new value. */
  valueCents: number;
  /** A value voucher's variation. */
  variationCents?: number;
}

/** A movement's lines, in order. */
export function writeLines(
  tx: Tx,
  customerCode: string,
  movementId: number,
  lines: readonly LedgerLine[],
): Promise<void> {
  return insertLines(
    tx,
    lines.map((l, position) => ({
      customerCode,
      movementId,
      assetId: l.assetId,
      position,
      valueCents: l.valueCents,
      ...(l.variationCents === undefined ? {} : { variationCents: l.variationCents }),
    })),
  );
}

/** A movement's total: the sum of its lines' values. */
export const linesTotal = (lines: readonly { valueCents: number }[]) =>
  lines.reduce((sum, l) => sum + l.valueCents, 0);

/** The history rows of assets a movement moves from one status to another. */
export function statusHistory(
  context: RequestContext,
  movementId: number,
  action: string,
  rows: readonly { assetId: number; from: number; to: number }[],
) {
  return rows.map((r) => ({
    customerCode: context.customerCode,
    assetId: r.assetId,
    actorUsername: context.username,
    action,
    movementId,
    changes: { status: { from: r.from, to: r.to } },
  }));
}
