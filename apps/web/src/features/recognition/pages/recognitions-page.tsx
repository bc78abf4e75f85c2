import type { Recognition } from '@inventario/shared/contracts/recognition';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExplainedButton } from '@/components/actions/explained-button.tsx';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { DatePickersProvider } from '@/components/forms/date-pickers-provider.tsx';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { RECOGNITION_AREA } from '../api/recognition-keys.ts';
import { searchRecognitions, useOngoingRecognition } from '../api/search-recognitions.ts';
import { RecognitionsGrid } from '../components/recognitions-grid.tsx';
import { StartRecognitionDialog } from '../components/start-recognition-dialog.tsx';
import { recognitionRoute } from '../model/recognition-labels.ts';

const NEWEST_FIRST = { sortBy: 'startDate', sortDesc: true };
const NO_FILTERS = {};

/**
 * `#/recognition` (spec 02 §2): the school's recognitions, newest first, with their counts; a new
 * one starts from a dialog (one ongoing at a time) and opens its detail.
 */
export default function RecognitionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { inventory } = useBackendClients();
  const titleId = useId();
  const [starting, setStarting] = useState(false);
  const ongoing = useOngoingRecognition();
  const search = usePagedSearch<object, Recognition>({
    area: RECOGNITION_AREA,
    filters: NO_FILTERS,
    defaultSort: NEWEST_FIRST,
    fetchPage: async ({ page, size, sortBy, sortDesc }) => {
      const found = await searchRecognitions(inventory, page, size, { sortBy, sortDesc });
      return { rows: found.recognitions, total: found.total };
    },
  });
  const ongoingReason = ongoing.data ? t('recognition.start.ongoingReason') : undefined;

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}
      >
        <Stack spacing={0.5}>
          <Typography variant="h4" component="h1">
            {t('routes.recognition')}
          </Typography>
          <Typography color="text.secondary">{t('recognition.intro')}</Typography>
        </Stack>
        <ExplainedButton
          variant="contained"
          startIcon={<AddIcon />}
          disabledReason={ongoingReason}
          disabled={ongoing.isPending}
          onClick={() => setStarting(true)}
          sx={{ flexShrink: 0 }}
        >
          {t('recognition.start.button')}
        </ExplainedButton>
      </Stack>
      <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('recognition.gridLabel')}
        </Typography>
        <Box sx={{ mt: 2 }}>
          <RecognitionsGrid {...search.gridProps} />
        </Box>
      </Paper>
      {starting ? (
        <DatePickersProvider>
          <StartRecognitionDialog
            onClose={() => setStarting(false)}
            onStarted={(started) => {
              setStarting(false);
              void navigate(recognitionRoute(started.id));
            }}
          />
        </DatePickersProvider>
      ) : null}
    </Stack>
  );
}
