import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { NewDocumentDialog } from './new-document-dialog.tsx';

const OpenPrintDialog = createContext<(group: number) => void>(() => undefined);

/**
 * Holds the new-document dialog above the drawer that opens it: the drawer changes with the window's
 * width (permanent or a phone's temporary panel) and would take an open dialog with it.
 */
export function PrintDialogProvider({ children }: { children: ReactNode }) {
  // The group stays while the dialog closes, so its title does not change during the transition.
  const [state, setState] = useState<{ group: number; open: boolean }>({ group: 1, open: false });
  const open = useCallback((group: number) => setState({ group, open: true }), []);
  return (
    <OpenPrintDialog.Provider value={open}>
      {children}
      <NewDocumentDialog
        group={state.group}
        open={state.open}
        onClose={() => setState((current) => ({ ...current, open: false }))}
      />
    </OpenPrintDialog.Provider>
  );
}

/** Opens the new-document dialog of a group of the Prints menu (spec 01 §2). */
export function useOpenPrintDialog() {
  return useContext(OpenPrintDialog);
}
