import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';

/**
 * The dialog's code (its fields, selection grids, date pickers) loads when it is first opened: the
 * first screen of every page holds this provider and must not wait for it.
 */
const NewDocumentDialog = lazy(async () => ({
  default: (await import('./new-document-dialog.tsx')).NewDocumentDialog,
}));

/** Opens the dialog of a group, with one of its document types chosen already when given. */
type OpenPrintDialogFn = (group: number, documentType?: number) => void;

const OpenPrintDialog = createContext<OpenPrintDialogFn>(() => undefined);

/**
 * Holds the new-document dialog above the drawer that opens it: the drawer changes with the window's
 * width (permanent or a phone's temporary panel) and would take an open dialog with it.
 */
export function PrintDialogProvider({ children }: { children: ReactNode }) {
  // The group stays while the dialog closes, so its title does not change during the transition; once
  // opened, the dialog stays mounted for the same reason.
  const [state, setState] = useState<{
    group: number;
    documentType: number | undefined;
    open: boolean;
    opened: boolean;
  }>({ group: 1, documentType: undefined, open: false, opened: false });
  const open = useCallback<OpenPrintDialogFn>(
    (group, documentType) => setState({ group, documentType, open: true, opened: true }),
    [],
  );
  return (
    <OpenPrintDialog.Provider value={open}>
      {children}
      {state.opened ? (
        <Suspense fallback={null}>
          <NewDocumentDialog
            group={state.group}
            documentType={state.documentType}
            open={state.open}
            onClose={() => setState((current) => ({ ...current, open: false }))}
          />
        </Suspense>
      ) : null}
    </OpenPrintDialog.Provider>
  );
}

/**
 * Opens the new-document dialog of a group of the Prints menu (spec 01 §2); with a document type of
 * that group, the dialog opens on it (a merge's seller opens the minutes on the DSGA handover).
 */
export function useOpenPrintDialog() {
  return useContext(OpenPrintDialog);
}
