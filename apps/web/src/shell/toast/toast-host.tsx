import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { Toast } from './toast.tsx';
import type { ShowToast } from './toast-request.ts';

/** Spec 01 §9: toasts last 3000 ms. */
export const TOAST_DURATION_MS = 3000;

const toastComponents = { default: Toast, info: Toast, success: Toast, warning: Toast, error: Toast };

/** Hands notistack's `enqueueSnackbar` to the provider once it is mounted. */
function Connect({ onReady }: { onReady: (show: ShowToast) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    onReady(({ message, variant, autoHideDuration }) => {
      enqueueSnackbar(message, { variant, ...(autoHideDuration ? { autoHideDuration } : {}) });
    });
  }, [enqueueSnackbar, onReady]);
  return null;
}

/** The stacked toasts (notistack), loaded with the first toast by the ToastProvider. */
export default function ToastHost({ onReady }: { onReady: (show: ShowToast) => void }) {
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={toastComponents}
    >
      <Connect onReady={onReady} />
    </SnackbarProvider>
  );
}
