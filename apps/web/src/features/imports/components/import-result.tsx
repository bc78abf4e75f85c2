import type { ImportSummary } from '@inventario/shared/contracts/imports';
import { formatDateTime } from '@inventario/shared/format/date';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { resultLinks, resultSections } from '../model/import-result.ts';
import { ResultCounts } from './result-counts.tsx';

export interface ImportResultProps {
  summary: ImportSummary;
  onAnother: () => void;
}

/**
 * The import is written: what it created in the school's lists and what it brought (years, goods,
 * vouchers by kind), and the lists where the user finds them.
 */
export function ImportResult({ summary, onAnother }: ImportResultProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const linksId = useId();
  const result = summary.result ?? {};
  const links = resultLinks(result);
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={3}>
        <Stack spacing={2}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('imports.result.title')}
          </Typography>
          <Alert severity="success">
            {t('imports.result.done', {
              fileName: summary.fileName,
              finishedAt: formatDateTime(summary.finishedAt),
            })}
          </Alert>
        </Stack>
        {resultSections(result).map(({ section, rows }) => (
          <ResultCounts key={section} section={section} rows={rows} />
        ))}
        {links.length > 0 ? (
          <Stack component="nav" aria-labelledby={linksId} spacing={1}>
            <Typography id={linksId} variant="subtitle1" component="h3">
              {t('imports.result.where')}
            </Typography>
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
              {links.map(({ link, path }) => (
                <Button
                  key={link}
                  variant="outlined"
                  component={RouterLink}
                  to={path}
                  endIcon={<ArrowForwardIcon />}
                >
                  {t(`imports.result.links.${link}`)}
                </Button>
              ))}
            </Stack>
          </Stack>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }}>
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={onAnother}>
            {t('imports.result.another')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
