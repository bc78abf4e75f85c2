import type { Tx } from '../../db/client.ts';
import { type DurableRegisterKind, takeDurableNumbers, takeNumbers } from './numbering.repo.ts';

/** The next voucher number of a movement type in a financial year. */
export function takeVoucherNumber(tx: Tx, customerCode: string, type: number, year: number): Promise<number> {
  return takeNumbers(tx, customerCode, `voucher:${type}:${year}`, 1);
}

/** `count` consecutive inventory numbers of a register; answers the first. */
export function takeInventoryNumbers(
  tx: Tx,
  customerCode: string,
  registerId: number,
  count: number,
): Promise<number> {
  return takeNumbers(tx, customerCode, `inventory:${registerId}`, count);
}

const durableKinds: readonly string[] = ['movable', 'books', 'historic', 'vehicles'];

export function isDurableKind(kind: string): kind is DurableRegisterKind {
  return durableKinds.includes(kind);
}

/** `count` consecutive durable numbers of a register kind's durable register; answers the first. */
export function takeDurableRegisterNumbers(
  tx: Tx,
  customerCode: string,
  kind: DurableRegisterKind,
  count: number,
): Promise<number> {
  return takeDurableNumbers(tx, customerCode, kind, count);
}
