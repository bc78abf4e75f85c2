import { checkMovementYear, type YearStatus } from '@inventario/shared/domain/financial-years/financial-year';
import { checkChargeSize, checkMovementDate } from '@inventario/shared/domain/movements/charge-rules';
import { checkEditDate } from '@inventario/shared/domain/movements/date-window';
import type { ErrorCode } from '@inventario/shared/errors';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { lastMovementDate, neighbourDates, shareYears } from './ledger.repo.ts';
import { assetsHeldLater, lockAssets } from './ledger-assets.repo.ts';

/**
 * The checks every kind of voucher makes on the registers (DOMAIN §4): the pure rules of
 * `packages/shared/src/domain/movements` applied to what the school's movements hold, refused with
 * their error code.
 */

/** Throws a rule's refusal, with details for the client. */
export function refuse(
  check: { ok: true } | { ok: false; code: ErrorCode },
  details?: Record<string, unknown>,
): void {
  if (!check.ok) throw new AppError(check.code, undefined, details);
}

/** The ids once each, in the order first given. */
export function distinctIds(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/** The school's years, held so that nobody closes one while a movement is dated in it. */
export async function yearStates(tx: Tx, customerCode: string) {
  return (await shareYears(tx, customerCode)).map((y) => ({ year: y.year, status: y.status as YearStatus }));
}

/** The year of a voucher's date must exist and be open. */
export async function checkYearOpen(tx: Tx, customerCode: string, date: string): Promise<void> {
  refuse(checkMovementYear(await yearStates(tx, customerCode), date));
}

/** A new movement is not dated before the school's latest one (art. 31 c.2: registers are chronological). */
export async function checkAfterLastMovement(tx: Tx, customerCode: string, date: string): Promise<void> {
  const last = await lastMovementDate(tx, customerCode);
  refuse(checkMovementDate(date, last), { lastMovementDate: last });
}

/** A movement's new date stays in its year and between the movements before and after it. */
export async function checkNewDate(
  tx: Tx,
  customerCode: string,
  movement: { id: number; date: string },
  date: string,
): Promise<void> {
  if (date === movement.date) return;
  const window = { originalDate: movement.date, ...(await neighbourDates(tx, customerCode, movement)) };
  refuse(checkEditDate(date, window), window);
}

/** A voucher holds at least one asset and at most 600. */
export function refuseSize(count: number): void {
  refuse(checkChargeSize(count), { count });
}

/** The assets asked for, locked; one that is not the school's is a 404 naming it. */
export async function lockKnownAssets(tx: Tx, customerCode: string, ids: readonly number[]) {
  const found = await lockAssets(tx, customerCode, ids);
  const known = new Set(found.map((a) => a.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) throw new AppError('notFound', 'No such asset', { assetIds: missing });
  return found;
}

/** Assets joining a movement must not be held by a movement after it (registers are chronological). */
export async function refuseHeldLater(
  tx: Tx,
  customerCode: string,
  movement: { id: number; date: string },
  assetIds: readonly number[],
): Promise<void> {
  const held = await assetsHeldLater(tx, customerCode, movement, assetIds);
  if (held.length > 0) throw new AppError('movementHasLaterMovements', undefined, { assetIds: held });
}
