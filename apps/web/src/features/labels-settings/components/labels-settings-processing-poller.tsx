import { useCallback } from 'react';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { useSessionLifecycle } from '@/shell/session/session-lifecycle.tsx';
import { searchLabelsSettings } from '../api/search-labels-settings.ts';
import { useLabelsSettingsPoll } from './use-labels-settings-poll.ts';

/**
 * Spec 01 §4 "Startup after login" step 4, for the label settings: mounted once in the session, it
 * checks whether a layout's sample sheet is still processing and polls while one is.
 */
export function LabelsSettingsProcessingPoller() {
  const { inventory } = useBackendClients();
  const { phase } = useSessionLifecycle();
  const fetchCheck = useCallback(() => searchLabelsSettings(inventory, 1, 10, {}), [inventory]);
  useLabelsSettingsPoll({ fetchCheck, enabled: phase === 'active' });
  return null;
}
