import type { DocumentSummary } from '@inventario/shared/contracts/documents';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { documentStatusChip, failureTextKey } from '../model/document-status.ts';

/** The processing status as a chip; a failed document's reason shows as its tooltip. */
export function DocumentStatusChip({ document }: { document: DocumentSummary }) {
  const { t } = useTranslation();
  const { key, color } = documentStatusChip(document.processingStatus);
  const chip = (
    <Chip
      size="small"
      color={color}
      variant={key === 'done' ? 'filled' : 'outlined'}
      label={t(`documents.status.${key}`)}
    />
  );
  if (key !== 'failed') return chip;
  const reason = t(failureTextKey(document.failureCode));
  return (
    <Tooltip title={reason} describeChild>
      {chip}
    </Tooltip>
  );
}
