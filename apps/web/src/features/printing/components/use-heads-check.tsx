import type { SchoolData } from '@inventario/shared/contracts/school-data';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSchoolData, HeadsSyncDialog, schoolDataQueryKey, useSyncHeads } from '@/features/settings';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { useToast } from '@/shell/toast/use-toast.ts';
import { headsSyncOffered } from '../model/print-selections.ts';

/**
 * Spec 01 §4 step 3: before a print signed by the DS or the DSGA, the names the print would carry are
 * compared with the customer area's; when they differ or are missing the sync dialog offers to copy
 * them (yes syncs, no keeps them), then the print goes on either way. `check` resolves when done.
 */
export function useHeadsCheck(): {
  check: (documentType: number | null) => Promise<void>;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  const toast = useToast();
  const sync = useSyncHeads();
  const [offer, setOffer] = useState<{ data: SchoolData; done: () => void }>();

  const check = useCallback(
    async (documentType: number | null) => {
      const data = await queryClient.fetchQuery({
        queryKey: schoolDataQueryKey,
        queryFn: () => getSchoolData(inventory),
        staleTime: 0,
      });
      if (!headsSyncOffered(documentType, data)) return;
      await new Promise<void>((resolve) => setOffer({ data, done: resolve }));
    },
    [inventory, queryClient],
  );

  const finish = () => {
    offer?.done();
    setOffer(undefined);
  };
  const syncHeads = () =>
    sync.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('settings.heads.synced'));
        finish();
      },
      onError: (error) => toast.error(t('settings.heads.syncFailed'), error),
    });

  const dialog = offer ? (
    <HeadsSyncDialog open data={offer.data} syncing={sync.isPending} onSync={syncHeads} onClose={finish} />
  ) : null;
  return { check, dialog };
}
