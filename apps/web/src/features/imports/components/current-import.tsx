import { type ImportSummary, PENDING_IMPORT_STATES } from '@inventario/shared/contracts/imports';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useImport } from '../api/get-import.ts';
import { importKeys } from '../api/import-keys.ts';
import { ImportReport } from './import-report.tsx';
import { ImportValidating } from './import-validating.tsx';
import type { DiscardPurpose } from './use-discard-flow.ts';

export interface CurrentImportProps {
  pending: ImportSummary;
  busy: boolean;
  onDiscard: (summary: ImportSummary, purpose: DiscardPurpose) => void;
}

/** The school's pending import of this screen's type: its file being checked, then the report. */
export function CurrentImport({ pending, busy, onDiscard }: CurrentImportProps) {
  const queryClient = useQueryClient();
  const summary = useImport(pending).data;
  const stillPending = PENDING_IMPORT_STATES.includes(summary.state);
  useEffect(() => {
    // Discarded or imported meanwhile (another tab, a colleague): the screen asks what is pending now.
    if (!stillPending) void queryClient.invalidateQueries({ queryKey: importKeys.pending() });
  }, [stillPending, queryClient]);

  if (summary.state === 'validating') return <ImportValidating summary={summary} />;
  return <ImportReport summary={summary} busy={busy} onDiscard={(purpose) => onDiscard(summary, purpose)} />;
}
