import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';
import type { ShowToast, ToastRequest } from './toast-request.ts';

/**
 * notistack and the toasts' look load with the first toast: no first screen waits for them. What is
 * asked before they arrive shows as soon as they have.
 */
const ToastHost = lazy(() => import('./toast-host.tsx'));

const ShowToastContext = createContext<ShowToast>(() => undefined);

/** Hosts the stacked toasts of the whole application (notistack). Use {@link useToast} to show one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [needed, setNeeded] = useState(false);
  const host = useRef<ShowToast | null>(null);
  const waiting = useRef<ToastRequest[]>([]);
  const show = useCallback<ShowToast>((toast) => {
    if (host.current) {
      host.current(toast);
      return;
    }
    waiting.current.push(toast);
    setNeeded(true);
  }, []);
  const onReady = useCallback((ready: ShowToast) => {
    host.current = ready;
    for (const toast of waiting.current.splice(0)) ready(toast);
  }, []);
  return (
    <ShowToastContext value={show}>
      {children}
      {needed ? (
        <Suspense fallback={null}>
          <ToastHost onReady={onReady} />
        </Suspense>
      ) : null}
    </ShowToastContext>
  );
}

/** Shows any toast, a message with a link say; {@link useToast} covers the plain ones. */
export function useShowToast(): ShowToast {
  return useContext(ShowToastContext);
}
