import type { LedgerBreak } from '../../contracts/ledger.ts';

/**
 * The record to name first among those the checks found: the earliest entry, since whatever follows a
 * break may be its consequence; a voucher that has no entry comes after every entry; at the same entry,
 * the chain's own problem before the voucher's, as it explains it.
 */
export function firstBroken(breaks: readonly LedgerBreak[]): LedgerBreak | null {
  let first: LedgerBreak | null = null;
  for (const candidate of breaks) {
    if (!first || comesBefore(candidate, first)) first = candidate;
  }
  return first;
}

const CHAIN_PROBLEMS = new Set(['entryAltered', 'chainBroken', 'headMismatch']);

function comesBefore(a: LedgerBreak, b: LedgerBreak): boolean {
  const aSeq = a.seq ?? Number.POSITIVE_INFINITY;
  const bSeq = b.seq ?? Number.POSITIVE_INFINITY;
  if (aSeq !== bSeq) return aSeq < bSeq;
  const aChain = CHAIN_PROBLEMS.has(a.problem);
  if (aChain !== CHAIN_PROBLEMS.has(b.problem)) return aChain;
  return a.movementId < b.movementId;
}
