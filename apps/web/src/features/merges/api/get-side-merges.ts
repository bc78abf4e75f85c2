import { useMergeDetail } from '@/features/customer';
import { useActingSchool } from '@/shell/session/use-acting-school.ts';
import type { MergeSide } from '../model/merge-side.ts';

/**
 * The merges of the school the session acts for on one side, as the shell reads them for the menu
 * (the same query, so the page waits for nothing the menu has not already loaded); idle until that
 * school is known (the user's school, or the one vendor staff chose).
 */
export function useSideMerges(side: MergeSide) {
  const acting = useActingSchool();
  const actingFor = acting?.impersonating ? acting.customerCode : undefined;
  return useMergeDetail(side, { enabled: acting !== undefined, actingFor });
}
