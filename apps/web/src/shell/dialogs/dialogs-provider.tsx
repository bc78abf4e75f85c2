import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { AlertDialogProps } from './alert-dialog.tsx';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';

// MUI's dialog (modal, focus trap, transitions) loads with the first alert or question, not before
// the first screen.
const AlertDialog = lazy(async () => ({ default: (await import('./alert-dialog.tsx')).AlertDialog }));
const ConfirmDialog = lazy(async () => ({ default: (await import('./confirm-dialog.tsx')).ConfirmDialog }));

export type AlertOptions = Omit<AlertDialogProps, 'open' | 'onClose'>;
export type ConfirmOptions = Omit<ConfirmDialogProps, 'open' | 'onConfirm' | 'onCancel'>;

export interface Dialogs {
  /** Shows an alert and resolves when the user closes it. */
  alert(options: AlertOptions): Promise<void>;
  /** Asks a question: `if (await confirm({ title, message })) …`. Resolves false on cancel. */
  confirm(options: ConfirmOptions): Promise<boolean>;
}

type Pending =
  | { kind: 'alert'; id: number; options: AlertOptions; settle: () => void }
  | { kind: 'confirm'; id: number; options: ConfirmOptions; settle: (ok: boolean) => void };

const DialogsContext = createContext<Dialogs | undefined>(undefined);

/**
 * Hosts the promise-based alert and confirm dialogs. Requests queue up: one dialog shows at a time,
 * in the order they were asked.
 */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Pending[]>([]);
  const nextId = useRef(0);

  const settleFirst = useCallback(() => setQueue((current) => current.slice(1)), []);

  const alert = useCallback(
    (options: AlertOptions) =>
      new Promise<void>((resolve) => {
        const id = ++nextId.current;
        setQueue((current) => [...current, { kind: 'alert', id, options, settle: resolve }]);
      }),
    [],
  );
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        const id = ++nextId.current;
        setQueue((current) => [...current, { kind: 'confirm', id, options, settle: resolve }]);
      }),
    [],
  );
  const dialogs = useMemo(() => ({ alert, confirm }), [alert, confirm]);
  const current = queue[0];

  return (
    <DialogsContext value={dialogs}>
      {children}
      <Suspense fallback={null}>
        {current?.kind === 'alert' && (
          <AlertDialog
            key={current.id}
            open
            {...current.options}
            onClose={() => {
              current.settle();
              settleFirst();
            }}
          />
        )}
        {current?.kind === 'confirm' && (
          <ConfirmDialog
            key={current.id}
            open
            {...current.options}
            onConfirm={() => {
              current.settle(true);
              settleFirst();
            }}
            onCancel={() => {
              current.settle(false);
              settleFirst();
            }}
          />
        )}
      </Suspense>
    </DialogsContext>
  );
}

/** The alert and confirm dialogs with a promise API. */
export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs needs a DialogsProvider');
  return dialogs;
}
