import { useMergeDetail } from '@/features/customer/api/get-merge-details.ts';
import { useUsedCode } from '@/features/school/api/get-used-code.ts';
import { useSession } from './session-context.tsx';

export interface MergeSides {
  merged: boolean;
  merger: boolean;
}

/**
 * Whether the acting school is the merged (seller) or merger (receiver) side of an active merge
 * (spec 01 §4 startup step 1, menu visibility). Both are false until known.
 */
export function useMergeSides(): MergeSides {
  const { isVendor } = useSession();
  const usedCode = useUsedCode({ enabled: isVendor });
  const actingFor = usedCode.data?.impersonating ? usedCode.data.customerCode : undefined;
  const ready = !isVendor || usedCode.isSuccess || usedCode.isError;
  const merged = useMergeDetail('merged', { enabled: ready, actingFor });
  const merger = useMergeDetail('merger', { enabled: ready, actingFor });
  return { merged: merged.data?.active === true, merger: merger.data?.active === true };
}
