import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { Toast } from './toast.tsx';

/** Spec 01 §9: toasts last 3000 ms. */
export const TOAST_DURATION_MS = 3000;

const toastComponents = { default: Toast, info: Toast, success: Toast, warning: Toast, error: Toast };

/** Hosts the stacked toasts of the whole application (notistack). Use {@link useToast} to show one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={toastComponents}
    >
      {children}
    </SnackbarProvider>
  );
}
