import type { LabelsSettingPage } from '@inventario/shared/contracts/labels-settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IDLE_POLL, nextPollState, type PollState, pollInterval } from '@/features/documents';
import { labelsSettingsKeys } from '@/features/reference-lists';
import { LABELS_SETTINGS_POLL } from '../model/samples-poll.ts';

export interface LabelsSettingsPollOptions {
  /** The check: page 1, size 10 (spec 01 §9); its `processing` counts the samples still rendering. */
  fetchCheck: () => Promise<LabelsSettingPage>;
  enabled: boolean;
}

interface CheckAnswer {
  processing: number;
  poll: PollState;
}

/**
 * The label layouts' processing poll (spec 01 §4, "with the same pattern" as the documents'): the check
 * runs once, then every 2 s while a layout's sample sheet is queued or rendering, for at most 20 s;
 * when the count falls the layouts' lists reload. Saving a layout invalidates `['labels-settings']`,
 * which runs the check again and so starts the poll. Its state lives in the query's data, so a
 * remount of the shell does not restart it.
 */
export function useLabelsSettingsPoll({ fetchCheck, enabled }: LabelsSettingsPollOptions) {
  const queryClient = useQueryClient();
  useQuery({
    queryKey: labelsSettingsKeys.processing(),
    queryFn: async (): Promise<CheckAnswer> => {
      const previous = queryClient.getQueryData<CheckAnswer>(labelsSettingsKeys.processing());
      const found = await fetchCheck();
      const step = nextPollState(
        previous?.poll ?? IDLE_POLL,
        found.processing,
        Date.now(),
        LABELS_SETTINGS_POLL,
      );
      if (step.reload) {
        void queryClient.invalidateQueries({
          queryKey: labelsSettingsKeys.all,
          predicate: (query) => query.queryKey[1] !== labelsSettingsKeys.processing()[1],
        });
      }
      return { processing: found.processing, poll: step.next };
    },
    refetchInterval: (query) =>
      pollInterval(query.state.data?.poll ?? IDLE_POLL, Date.now(), LABELS_SETTINGS_POLL),
    refetchIntervalInBackground: true,
    enabled,
  });
}
