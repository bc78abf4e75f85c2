import type { DocumentSummary } from '@inventario/shared/contracts/documents';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { documentFileKind } from '../model/document-files.ts';

export interface DocumentFilesButtonsProps {
  document: DocumentSummary;
  onDownload: (document: DocumentSummary, position: number) => unknown;
}

/** One download button per file of a finished document: the PDF, the ZPL for the zebra printer. */
export function DocumentFilesButtons({ document, onDownload }: DocumentFilesButtonsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ height: '100%', alignItems: 'center' }}>
      {document.files.map((file) => {
        const kind = documentFileKind(file);
        return (
          <Button
            key={file.position}
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon fontSize="small" />}
            aria-label={t(`documents.download.${kind}Of`, { type: document.documentType.description })}
            onClick={(event) => {
              event.stopPropagation();
              void onDownload(document, file.position);
            }}
          >
            {t(`documents.download.${kind}`)}
          </Button>
        );
      })}
    </Stack>
  );
}
