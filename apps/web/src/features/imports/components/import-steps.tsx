import type { ImportSummary } from '@inventario/shared/contracts/imports';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { PageLoading, PageProblem, RetryButton } from '@/components/feedback/page-state.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useLastImport } from '../api/get-last-import.ts';
import { usePendingImport } from '../api/get-pending-import.ts';
import { stepperState } from '../model/import-progress.ts';
import { type ImportTarget, isImportOf } from '../model/import-target.ts';
import { CurrentImport } from './current-import.tsx';
import { ImportStepper } from './import-stepper.tsx';
import { ImportUploadPanel } from './import-upload-panel.tsx';
import { LastImport } from './last-import.tsx';
import { OtherPendingImport } from './other-pending-import.tsx';
import { type DiscardPurpose, useDiscardFlow } from './use-discard-flow.ts';

/**
 * Where the school is with its import: nothing pending (the upload), this type's import pending
 * (resumed where it is: its columns, check, report, mapping or run), or another type's (one import at
 * a time). An import this screen followed to its end is no longer pending, yet stays shown (its
 * result, or why it failed) until the user starts another.
 */
export function ImportSteps({ target }: { target: ImportTarget }) {
  const pending = usePendingImport();
  const discard = useDiscardFlow();
  const errorText = useErrorText();
  // After "Carica un altro file" the chooser takes the focus, for the corrected file.
  const [chooseNext, setChooseNext] = useState(false);
  // The import followed here once it ended: the school's pending import is none then.
  const [ended, setEnded] = useState<ImportSummary>();

  const discardThen = async (summary: ImportSummary, purpose: DiscardPurpose) => {
    if (await discard.run(summary, purpose)) setChooseNext(purpose === 'another');
  };
  const startAnother = () => {
    setEnded(undefined);
    setChooseNext(true);
  };

  const current = pending.data?.import ?? null;
  const shown = ended ?? (current && isImportOf(current, target) ? current : undefined);
  const last = useLastImport(target, !shown && pending.data?.import === null).data?.import;
  if (shown)
    return (
      <CurrentImport
        key={shown.id}
        pending={shown}
        busy={discard.busy}
        onDiscard={(summary, purpose) => void discardThen(summary, purpose)}
        onEnded={setEnded}
        onAnother={startAnother}
      />
    );
  if (pending.isPending) return <PageLoading />;
  if (pending.isError)
    return (
      <PageProblem
        message={errorText(pending.error)}
        action={<RetryButton onRetry={() => void pending.refetch()} />}
      />
    );
  if (current)
    return (
      <OtherPendingImport
        summary={current}
        busy={discard.busy}
        onDiscard={() => void discardThen(current, 'discard')}
      />
    );
  return (
    <Stack spacing={3}>
      <ImportStepper state={stepperState(target.type, null)} />
      {last && !chooseNext ? <LastImport summary={last} onShow={() => setEnded(last)} /> : null}
      <ImportUploadPanel target={target} autoFocus={chooseNext} />
    </Stack>
  );
}
