import { type ImportSummary, PENDING_IMPORT_STATES } from '@inventario/shared/contracts/imports';
import { IMPORT_TYPE, type ImportType } from '@inventario/shared/domain/imports/import-format';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PageLoading } from '@/components/feedback/page-state.tsx';
import { useImport } from '../api/get-import.ts';
import { importKeys } from '../api/import-keys.ts';
import { type ReadyStage, stepperState } from '../model/import-progress.ts';
import { ImportColumnsStep } from './import-columns.tsx';
import { ImportFailed } from './import-failed.tsx';
import { ImportMapping } from './import-mapping.tsx';
import { ImportReport } from './import-report.tsx';
import { ImportResult } from './import-result.tsx';
import { ImportRunning } from './import-running.tsx';
import { ImportStepper } from './import-stepper.tsx';
import { ImportValidating } from './import-validating.tsx';
import type { DiscardPurpose } from './use-discard-flow.ts';

/** `GET /import/pending`'s answer, as the cache holds it. */
type PendingImport = { import: ImportSummary | null };

export interface CurrentImportProps {
  pending: ImportSummary;
  busy: boolean;
  onDiscard: (summary: ImportSummary, purpose: DiscardPurpose) => void;
  /** The import ended (imported or failed): it is no longer the school's pending one. */
  onEnded: (summary: ImportSummary) => void;
  /** "Importa un altro file": the upload again. */
  onAnother: () => void;
}

/**
 * The import of this screen's type, step by step: its file being checked, the report, the mapping
 * of its lists (once the user goes on from a file without errors), its run, then its result.
 */
export function CurrentImport({ pending, busy, onDiscard, onEnded, onAnother }: CurrentImportProps) {
  const queryClient = useQueryClient();
  const summary = useImport(pending).data;
  const [stage, setStage] = useState<ReadyStage>('report');
  const stillPending = PENDING_IMPORT_STATES.includes(summary.state);
  useEffect(() => {
    if (stillPending) return;
    // Ended, or discarded meanwhile (another tab, a colleague): it is no longer the pending import,
    // and the screen asks what is pending now; an ended import stays on screen.
    if (summary.state === 'imported' || summary.state === 'failed') onEnded(summary);
    // What the import wrote (lists, goods, vouchers, years) is read again wherever the user goes next.
    if (summary.state === 'imported')
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== importKeys.all[0] });
    queryClient.setQueryData<PendingImport>(importKeys.pending(), (known) =>
      known?.import?.id === summary.id ? { import: null } : known,
    );
    void queryClient.invalidateQueries({ queryKey: importKeys.pending() });
  }, [stillPending, summary, onEnded, queryClient]);

  useEffect(() => {
    // Columns given again: the new check's report comes first.
    if (summary.state === 'validating') setStage('report');
  }, [summary.state]);

  const discard = (purpose: DiscardPurpose) => onDiscard(summary, purpose);
  // Another product's file checked already can be checked again with other columns.
  const onColumns = summary.type === IMPORT_TYPE.schoolSoftware ? () => setStage('columns') : undefined;
  const columnsStep = (onBack?: () => void) => (
    <ImportColumnsStep summary={summary} busy={busy} onDiscard={() => discard('discard')} onBack={onBack} />
  );
  const view = () => {
    if (stage === 'columns' && (summary.state === 'invalid' || summary.state === 'ready'))
      return columnsStep(() => setStage('report'));
    switch (summary.state) {
      case 'validating':
        return <ImportValidating summary={summary} />;
      case 'columns':
        return columnsStep();
      case 'invalid':
        return <ImportReport summary={summary} busy={busy} onDiscard={discard} onColumns={onColumns} />;
      case 'ready':
        return stage === 'mapping' ? (
          <ImportMapping
            summary={summary}
            busy={busy}
            onBack={() => setStage('report')}
            onDiscard={() => discard('discard')}
          />
        ) : (
          <ImportReport
            summary={summary}
            busy={busy}
            onDiscard={discard}
            onContinue={() => setStage('mapping')}
            onColumns={onColumns}
          />
        );
      case 'importing':
        return <ImportRunning summary={summary} />;
      case 'imported':
        return <ImportResult summary={summary} onAnother={onAnother} />;
      case 'failed':
        return <ImportFailed summary={summary} onAgain={onAnother} />;
      case 'discarded':
        return <PageLoading />;
    }
  };
  return (
    <Stack spacing={3}>
      <ImportStepper state={stepperState(summary.type as ImportType, summary.state, stage)} />
      {view()}
    </Stack>
  );
}
