import type { DocumentSummary } from '@inventario/shared/contracts/documents';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { describeSubject } from '../model/document-subject.ts';

/** The document's type, and under it what the print asked for (two registers printed at two dates differ). */
export function DocumentTypeCell({ document }: { document: DocumentSummary }) {
  const { t } = useTranslation();
  const type = document.documentType.description;
  const subject = describeSubject(document.subject, t);
  return (
    <Stack sx={{ height: '100%', justifyContent: 'center', minWidth: 0, lineHeight: 1.3 }}>
      <Typography variant="body2" noWrap title={type}>
        {type}
      </Typography>
      {subject ? (
        <Typography variant="caption" color="text.secondary" noWrap title={subject}>
          {subject}
        </Typography>
      ) : null}
    </Stack>
  );
}
