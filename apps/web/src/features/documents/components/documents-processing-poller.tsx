import { useCallback } from 'react';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { searchDocuments } from '../api/search-documents.ts';
import { useDocumentsPoll } from './use-documents-poll.ts';
import { useSettledAnnouncer } from './use-settled-announcer.tsx';

/**
 * Spec 01 §4 "Startup after login" step 4: mounted once in the session, it checks whether the school's
 * documents are still processing and polls while they are (see `useDocumentsPoll`), while the session
 * is `enabled` (active: not expired, nor signing out).
 */
export function DocumentsProcessingPoller({ enabled }: { enabled: boolean }) {
  const { inventory } = useBackendClients();
  const announce = useSettledAnnouncer();
  const fetchCheck = useCallback(() => searchDocuments(inventory, 1, 10, {}), [inventory]);
  useDocumentsPoll({ fetchCheck, announce, enabled });
  return null;
}
