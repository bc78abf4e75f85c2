import { AVAILABLE_IMPORT_TYPES, type ImportSummary } from '@inventario/shared/contracts/imports';
import type { ImportType } from '@inventario/shared/domain/imports/import-format';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading, PageProblem, RetryButton } from '@/components/feedback/page-state.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { usePendingImport } from '../api/get-pending-import.ts';
import { CurrentImport } from './current-import.tsx';
import { ImportUploadPanel } from './import-upload-panel.tsx';
import { OtherPendingImport } from './other-pending-import.tsx';
import { type DiscardPurpose, useDiscardFlow } from './use-discard-flow.ts';

/**
 * Where the school is with its import: nothing pending (the upload; a notice for a type the server
 * does not take yet, whose template is already there), this type's import pending (resumed where it
 * is), or another type's (one import at a time).
 */
export function ImportSteps({ type }: { type: ImportType }) {
  const { t } = useTranslation();
  const pending = usePendingImport();
  const discard = useDiscardFlow();
  const errorText = useErrorText();
  // After "Carica un altro file" the chooser takes the focus, for the corrected file.
  const [chooseNext, setChooseNext] = useState(false);

  const discardThen = async (summary: ImportSummary, purpose: DiscardPurpose) => {
    if (await discard.run(summary, purpose)) setChooseNext(purpose === 'another');
  };

  if (pending.isPending) return <PageLoading />;
  if (pending.isError)
    return (
      <PageProblem
        message={errorText(pending.error)}
        action={<RetryButton onRetry={() => void pending.refetch()} />}
      />
    );
  const current = pending.data.import;
  if (!current)
    return AVAILABLE_IMPORT_TYPES.includes(type) ? (
      <ImportUploadPanel type={type} autoFocus={chooseNext} />
    ) : (
      <Alert severity="info">{t('imports.upload.notAvailable')}</Alert>
    );
  if (current.type !== type)
    return (
      <OtherPendingImport
        summary={current}
        busy={discard.busy}
        onDiscard={() => void discardThen(current, 'discard')}
      />
    );
  return (
    <CurrentImport
      pending={current}
      busy={discard.busy}
      onDiscard={(summary, purpose) => void discardThen(summary, purpose)}
    />
  );
}
