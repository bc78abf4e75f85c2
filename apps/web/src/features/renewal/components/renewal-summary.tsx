import type { Renewal } from '@inventario/shared/contracts/renewal';
import { formatDate } from '@inventario/shared/format/date';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRenewalRecognition } from '../api/get-renewal-recognition.ts';

/** A fact of the renewal: its label above, its value below. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="div" spacing={0.25} sx={{ minWidth: 120 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The recognition the renewal comes from, as a link to its page: by its date once read. */
function RecognitionLink({ id }: { id: number }) {
  const { t } = useTranslation();
  const recognition = useRenewalRecognition(id).data;
  return (
    <Link component={RouterLink} to={`/recognition/detail/${id}`}>
      {recognition
        ? t('renewal.summary.recognitionOf', { date: formatDate(recognition.startDate) })
        : t('renewal.summary.recognitionNumber', { id })}
    </Link>
  );
}

/** The renewal's year and date, the recognition it comes from, who started it and when, its status. */
export function RenewalSummary({ renewal }: { renewal: Renewal }) {
  const { t } = useTranslation();
  return (
    <Stack component="dl" direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', m: 0 }}>
      <Fact label={t('renewal.summary.year')}>{renewal.year}</Fact>
      <Fact label={t('renewal.summary.renewalDate')}>{formatDate(renewal.renewalDate)}</Fact>
      <Fact label={t('renewal.summary.recognition')}>
        <RecognitionLink id={renewal.recognitionId} />
      </Fact>
      <Fact label={t('renewal.summary.startedBy')}>{renewal.startedBy}</Fact>
      <Fact label={t('renewal.summary.startDate')}>{formatDate(renewal.startDate)}</Fact>
      {renewal.endDate ? (
        <Fact label={t('renewal.summary.endDate')}>{formatDate(renewal.endDate)}</Fact>
      ) : null}
      <Fact label={t('renewal.summary.status')}>
        <Chip
          component="span"
          size="small"
          color={renewal.status === 'completed' ? 'success' : 'primary'}
          label={t(`renewal.status.${renewal.status}`)}
        />
      </Fact>
      {renewal.notes ? <Fact label={t('renewal.summary.notes')}>{renewal.notes}</Fact> : null}
    </Stack>
  );
}
