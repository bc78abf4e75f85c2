import { giveBackNumbers, inventoryScope } from '@inventario/shared/domain/movements/renumbering';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  counterLast,
  type DurableRegisterKind,
  durableLast,
  numbersTaken,
  raiseCounterLast,
  raiseDurableLast,
  setCounterLast,
  setDurableLast,
  takeDurableNumbers,
  takeNumbers,
} from './numbering.repo.ts';

function voucherScope(type: number, year: number): string {
  return `voucher:${type}:${year}`;
}

/** The next voucher number of a movement type in a financial year. */
export function takeVoucherNumber(tx: Tx, customerCode: string, type: number, year: number): Promise<number> {
  return takeNumbers(tx, customerCode, voucherScope(type, year), 1);
}

/**
 * `count` voucher numbers of a movement type in a financial year, taken inside a statement of their
 * vouchers (`with counter as (${voucherNumbersTaken(…)})`, which answers the counter's new last number;
 * see `numbersTaken`).
 */
export function voucherNumbersTaken(customerCode: string, type: number, year: number, count: SQL): SQL {
  return numbersTaken(customerCode, voucherScope(type, year), count);
}

const durableKinds: readonly string[] = ['movable', 'books', 'historic', 'vehicles'];

export function isDurableKind(kind: string): kind is DurableRegisterKind {
  return durableKinds.includes(kind);
}

/** The durable register kind of a `durable:<kind>` scope (renumbering's scopes), or null. */
function durableKindOf(scope: string): DurableRegisterKind | null {
  const kind = scope.startsWith('durable:') ? scope.slice('durable:'.length) : null;
  return kind !== null && isDurableKind(kind) ? kind : null;
}

/**
 * `count` consecutive numbers of a scope of `domain/movements/renumbering` (`inventory:<register>`
 * kept in the counters, `durable:<kind>` continuing the school's settings); answers the first.
 */
export function takeScopeNumbers(
  tx: Tx,
  customerCode: string,
  scope: string,
  count: number,
): Promise<number> {
  const kind = durableKindOf(scope);
  return kind
    ? takeDurableNumbers(tx, customerCode, kind, count)
    : takeNumbers(tx, customerCode, scope, count);
}

/**
 * Gives numbers of a scope back: they must be its tail (only the school's latest charge holds it),
 * else the registers would get a gap and the answer is `chargeNotLatest`.
 */
export async function giveBackScopeNumbers(
  tx: Tx,
  customerCode: string,
  scope: string,
  held: readonly number[],
): Promise<void> {
  if (held.length === 0) return;
  const kind = durableKindOf(scope);
  const last = kind ? await durableLast(tx, customerCode, kind) : await counterLast(tx, customerCode, scope);
  const plan = giveBackNumbers(held, last);
  if (!plan.ok) throw new AppError(plan.code, undefined, { scope });
  if (kind) await setDurableLast(tx, customerCode, kind, plan.last);
  else await setCounterLast(tx, customerCode, scope, plan.last);
}

/** Gives a voucher number back: the voucher must be the last of its type and year. */
export function giveBackVoucherNumber(
  tx: Tx,
  customerCode: string,
  voucher: { type: number; year: number; number: number },
): Promise<void> {
  return giveBackScopeNumbers(tx, customerCode, voucherScope(voucher.type, voucher.year), [voucher.number]);
}

/**
 * Where an import leaves the counters: each voucher type and year, each register's inventory numbers
 * and each durable register go on after the highest number the import brought.
 */
export async function continueAfterImported(
  tx: Tx,
  customerCode: string,
  counters: {
    vouchers: readonly { type: number; year: number; last: number }[];
    inventory: readonly { registerId: number; last: number }[];
    durable: readonly { kind: string; last: number }[];
  },
): Promise<void> {
  for (const v of counters.vouchers)
    await raiseCounterLast(tx, customerCode, voucherScope(v.type, v.year), v.last);
  for (const i of counters.inventory)
    await raiseCounterLast(tx, customerCode, inventoryScope(i.registerId), i.last);
  for (const d of counters.durable) {
    if (!isDurableKind(d.kind)) throw new Error(`register ${d.kind} has no durable register`);
    await raiseDurableLast(tx, customerCode, d.kind, d.last);
  }
}
