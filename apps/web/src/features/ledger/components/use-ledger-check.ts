import type { LedgerVerdict } from '@inventario/shared/contracts/ledger';
import { useState } from 'react';
import { useVerifyAllLedgers } from '../api/verify-all-ledgers.ts';
import { useVerifySchoolLedger } from '../api/verify-school-ledger.ts';

/** What the user last asked to check: one school (by code) or every school. */
export type LedgerCheckRun = { scope: 'school'; customerCode: string } | { scope: 'all' };

/**
 * The page's two checks as one: the verdicts of the last run (one school's, or every school's), whether
 * a run is going, and its failure; a new run replaces the last one's verdicts.
 */
export function useLedgerCheck() {
  const one = useVerifySchoolLedger();
  const all = useVerifyAllLedgers();
  const [last, setLast] = useState<LedgerCheckRun | null>(null);

  const run = (next: LedgerCheckRun) => {
    setLast(next);
    one.reset();
    all.reset();
    if (next.scope === 'school') one.mutate(next.customerCode);
    else all.mutate();
  };

  const verdicts: LedgerVerdict[] = one.data ? [one.data] : (all.data?.schools ?? []);
  return {
    run,
    /** Runs the last check again (after a failure). */
    retry: () => {
      if (last) run(last);
    },
    last,
    running: one.isPending || all.isPending,
    error: one.error ?? all.error,
    /** Whether the last run answered: its verdicts are the ones shown. */
    done: one.isSuccess || all.isSuccess,
    verdicts,
  };
}
