import type { ReactNode } from 'react';

export type ToastVariant = 'info' | 'success' | 'warning' | 'error';

export interface ToastRequest {
  message: ReactNode;
  variant: ToastVariant;
  /** How long it stays, when not the usual 3000 ms (spec 01 §9). */
  autoHideDuration?: number;
}

export type ShowToast = (toast: ToastRequest) => void;
