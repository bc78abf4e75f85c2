import { useCallback, useState } from 'react';
import type { SelectionDialogProps } from './selection-dialog.tsx';

/**
 * Opens a selection dialog as a promise: `const rows = await locations.request()` resolves with the
 * chosen rows, or undefined on cancel. Spread `dialogProps` on the dialog.
 */
export function useSelectionRequest<R>() {
  const [settle, setSettle] = useState<(rows: R[] | undefined) => void>();
  const request = useCallback(
    () =>
      new Promise<R[] | undefined>((resolve) => {
        setSettle(() => resolve);
      }),
    [],
  );
  const finish = (rows: R[] | undefined) => {
    settle?.(rows);
    setSettle(undefined);
  };
  const dialogProps: SelectionDialogProps<R> = {
    open: settle !== undefined,
    onCancel: () => finish(undefined),
    onConfirm: (rows) => finish(rows),
  };
  return { request, dialogProps };
}
