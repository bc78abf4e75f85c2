import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportDialog, type ExportDraft } from './export-dialog.tsx';

/**
 * "Esporta" beside a list: exports what the list shows (its filters, its sort and its columns, which
 * `draft` gives when asked) to a spreadsheet.
 */
export function ExportButton(props: { draft: () => ExportDraft; rows: number; disabled?: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ExportDraft>();
  return (
    <>
      <Button
        startIcon={<FileDownloadOutlinedIcon />}
        onClick={() => setDraft(props.draft())}
        disabled={props.disabled || props.rows === 0}
      >
        {t('exports.button')}
      </Button>
      {draft ? <ExportDialog draft={draft} rows={props.rows} onClose={() => setDraft(undefined)} /> : null}
    </>
  );
}
