import Link from '@mui/material/Link';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useShowToast } from '@/shell/toast/toast-provider.tsx';
import { useToast } from '@/shell/toast/use-toast.ts';
import { failureTextKey } from '../model/document-status.ts';
import type { SettledDocuments } from '../model/processing-poll.ts';

/** Long enough to reach the link: the documents page is where the file is. */
const READY_TOAST_MS = 8000;

/**
 * Tells the user, away from the documents page, that a document is ready (with a link to the page) or
 * that it failed (with the reason). On the documents page the list itself shows it.
 */
export function useSettledAnnouncer(): (settled: SettledDocuments) => void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const show = useShowToast();
  const toast = useToast();
  const onDocumentsPage = pathname === '/documents';
  return useCallback(
    ({ ready, failed }) => {
      if (onDocumentsPage) return;
      for (const document of ready) {
        const message = (
          <span>
            {t('documents.toast.ready', { type: document.documentType.description })}{' '}
            <Link href="#/documents" color="inherit" underline="always">
              {t('documents.toast.open')}
            </Link>
          </span>
        );
        show({ message, variant: 'success', autoHideDuration: READY_TOAST_MS });
      }
      for (const document of failed) {
        const reason = t(failureTextKey(document.failureCode));
        toast.warning(t('documents.toast.failed', { type: document.documentType.description, reason }));
      }
    },
    [show, onDocumentsPage, t, toast],
  );
}
