import type { AssetClass } from '../assets/threshold.ts';

/**
 * How a charge's lines take their numbers (DOMAIN §2–§3): inventory assets take consecutive numbers
 * of their register, durable ones of their register kind's durable register, in the order of the
 * lines; the components of a universality share one inventory number, taken where its first
 * component stands. A new charge and an edited latest charge number their lines the same way, so an
 * edit that gives its numbers back and takes them again leaves the registers gapless.
 */
export interface NumberingLine {
  assetClass: AssetClass;
  registerId: number;
  /** The durable register's kind (movable, books…); needed for durable lines. */
  durableKind: string | null;
  /** Set on the components of the universality charged with the voucher. */
  universalityId?: number | null | undefined;
}

export interface LineNumbers {
  inventoryNumber: number | null;
  durableNumber: number | null;
}

export function inventoryScope(registerId: number): string {
  return `inventory:${registerId}`;
}

export function durableScope(kind: string): string {
  return `durable:${kind}`;
}

function scopeOf(line: NumberingLine): string {
  if (line.assetClass === 'inventory' || line.universalityId) return inventoryScope(line.registerId);
  if (!line.durableKind) throw new Error('a durable line needs its durable register');
  return durableScope(line.durableKind);
}

/** How many numbers each counter must give, a universality counting once. */
export function countNumbers(lines: readonly NumberingLine[]): Map<string, number> {
  const counts = new Map<string, number>();
  const universalities = new Set<number>();
  for (const line of lines) {
    if (line.universalityId) {
      if (universalities.has(line.universalityId)) continue;
      universalities.add(line.universalityId);
    }
    const scope = scopeOf(line);
    counts.set(scope, (counts.get(scope) ?? 0) + 1);
  }
  return counts;
}

/** The numbers of the lines, given the first number each counter gave (`countNumbers` of them). */
export function assignNumbers(
  lines: readonly NumberingLine[],
  firstNumbers: ReadonlyMap<string, number>,
): LineNumbers[] {
  const next = new Map(firstNumbers);
  const universalityNumbers = new Map<number, number>();
  const take = (scope: string): number => {
    const value = next.get(scope);
    if (value === undefined) throw new Error(`no numbers taken for ${scope}`);
    next.set(scope, value + 1);
    return value;
  };
  return lines.map((line) => {
    const scope = scopeOf(line);
    if (line.universalityId) {
      const shared = universalityNumbers.get(line.universalityId) ?? take(scope);
      universalityNumbers.set(line.universalityId, shared);
      return { inventoryNumber: shared, durableNumber: null };
    }
    const value = take(scope);
    return line.assetClass === 'inventory'
      ? { inventoryNumber: value, durableNumber: null }
      : { inventoryNumber: null, durableNumber: value };
  });
}

/**
 * Giving a charge's numbers of one counter back: they must be the counter's tail, one unbroken run
 * ending at its last number, which only the school's latest charge holds. The counter then ends
 * right before them, and the next charge (or the edit itself) takes them again.
 */
export function giveBackNumbers(
  held: readonly number[],
  counterLast: number,
): { ok: true; last: number } | { ok: false; code: 'chargeNotLatest' } {
  const distinct = [...new Set(held)].sort((a, b) => a - b);
  const first = distinct[0];
  if (first === undefined) return { ok: true, last: counterLast };
  const isTail = distinct.at(-1) === counterLast && counterLast - first + 1 === distinct.length;
  return isTail ? { ok: true, last: first - 1 } : { ok: false, code: 'chargeNotLatest' };
}
