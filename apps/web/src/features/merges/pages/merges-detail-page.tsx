import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadFailure } from '@/components/feedback/list-load-failure.tsx';
import { useMergeOverview } from '../api/get-merge-overview.ts';
import { MergeOverviewGrid } from '../components/merge-overview-grid.tsx';
import { filterOverview } from '../model/merge-texts.ts';

/**
 * `#/merges-detail` (vendor staff, spec 02 §2): every merge of the installation, the seller and the
 * receiver, where each stands (waiting, discharged, charged), what went and the two vouchers;
 * filtered by the schools' names or codes as the user types.
 */
export default function MergesDetailPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const overview = useMergeOverview();
  const [text, setText] = useState('');
  const rows = useMemo(() => filterOverview(overview.data ?? [], text), [overview.data, text]);
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('routes.mergesDetail')}
        </Typography>
        <Typography color="text.secondary">{t('merges.overview.intro')}</Typography>
      </Stack>
      <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('merges.overview.title')}
        </Typography>
        <Box sx={{ mt: 2, maxWidth: 420 }}>
          <TextField
            fullWidth
            size="small"
            type="search"
            label={t('merges.overview.filter')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        <Stack spacing={1} sx={{ mt: 2 }}>
          {overview.isError ? (
            <ListLoadFailure
              error={overview.error}
              list={t('merges.overview.gridLabel')}
              onRetry={() => void overview.refetch()}
            />
          ) : null}
          <MergeOverviewGrid
            rows={rows}
            loading={overview.isFetching}
            emptyText={
              overview.isError
                ? ''
                : text.trim()
                  ? t('merges.overview.noMatches')
                  : t('merges.overview.empty')
            }
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
