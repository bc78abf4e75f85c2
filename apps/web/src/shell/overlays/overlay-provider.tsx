import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { BlockingError, BlockingLoader } from './blocking-loader.tsx';
import { SpinnerOverlay } from './spinner-overlay.tsx';

type OverlayState =
  | { kind: 'none' }
  | { kind: 'loader'; title: string; message?: string }
  | { kind: 'error'; title: string; message: string; onExit: () => void }
  | { kind: 'spinner' };

export interface Overlay {
  /** Shows the blocking loader with a title and a message, until `hide()`. */
  showLoader(title: string, message?: string): void;
  /** Shows the blocking error with its Exit button; it stays until the user exits. */
  showError(title: string, message: string, onExit: () => void): void;
  showSpinner(): void;
  hide(): void;
}

const OverlayContext = createContext<Overlay | undefined>(undefined);

/** Hosts the global overlays of spec 01 §2, driven from anywhere through {@link useOverlay}. */
export function OverlayProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<OverlayState>({ kind: 'none' });
  const overlay = useMemo<Overlay>(
    () => ({
      showLoader: (title, message) => setState({ kind: 'loader', title, message }),
      showError: (title, message, onExit) => setState({ kind: 'error', title, message, onExit }),
      showSpinner: () => setState({ kind: 'spinner' }),
      hide: () => setState({ kind: 'none' }),
    }),
    [],
  );
  return (
    <OverlayContext value={overlay}>
      {children}
      {state.kind === 'loader' && <BlockingLoader title={state.title} message={state.message} />}
      {state.kind === 'error' && (
        <BlockingError title={state.title} message={state.message} onExit={state.onExit} />
      )}
      {state.kind === 'spinner' && <SpinnerOverlay />}
    </OverlayContext>
  );
}

export function useOverlay(): Overlay {
  const overlay = useContext(OverlayContext);
  if (!overlay) throw new Error('useOverlay needs an OverlayProvider');
  return overlay;
}
