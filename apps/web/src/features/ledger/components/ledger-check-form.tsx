import type { SchoolSummary } from '@inventario/shared/contracts/school';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadFailure } from '@/components/feedback/list-load-failure.tsx';
import { filterSchools, useSchoolList } from '@/features/school/index.ts';
import type { LedgerCheckRun } from './use-ledger-check.ts';

const schoolLabel = (school: SchoolSummary) => `${school.customerCode} – ${school.name}`;

/**
 * What to check: a school the vendor's staff may act for, typed to search (code, ministerial code,
 * name or city), with "Verifica"; or every school at once. While a check runs both wait, and a bar says
 * which check is going.
 */
export function LedgerCheckForm({
  running,
  current,
  onRun,
}: {
  running: boolean;
  /** The run going on, to say what is being checked. */
  current: LedgerCheckRun | null;
  onRun: (run: LedgerCheckRun) => void;
}) {
  const { t } = useTranslation();
  const schools = useSchoolList();
  const [school, setSchool] = useState<SchoolSummary | null>(null);
  const runningName =
    current?.scope === 'school'
      ? (schools.data?.find((candidate) => candidate.customerCode === current.customerCode)?.name ??
        current.customerCode)
      : '';
  return (
    <Stack spacing={2}>
      {schools.isError ? (
        <ListLoadFailure
          error={schools.error}
          list={t('ledger.check.schoolList')}
          onRetry={() => void schools.refetch()}
        />
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Autocomplete<SchoolSummary>
          sx={{ flex: 1, maxWidth: { sm: 520 } }}
          size="small"
          options={schools.data ?? []}
          value={school}
          onChange={(_event, chosen) => setSchool(chosen)}
          loading={schools.isPending}
          loadingText={t('ledger.check.schoolsLoading')}
          noOptionsText={t('ledger.check.noSchools')}
          getOptionLabel={schoolLabel}
          isOptionEqualToValue={(option, value) => option.customerCode === value.customerCode}
          filterOptions={(options, state) => filterSchools(options, state.inputValue)}
          renderInput={(params) => <TextField {...params} label={t('ledger.check.school')} />}
        />
        <Box>
          <Button
            variant="contained"
            startIcon={<VerifiedUserIcon />}
            disabled={running || !school}
            onClick={() => school && onRun({ scope: 'school', customerCode: school.customerCode })}
          >
            {t('ledger.check.one')}
          </Button>
        </Box>
        <Box>
          <Button
            variant="outlined"
            startIcon={<PlaylistAddCheckIcon />}
            disabled={running}
            onClick={() => onRun({ scope: 'all' })}
          >
            {t('ledger.check.all')}
          </Button>
        </Box>
      </Stack>
      {running && current ? (
        <Stack spacing={1}>
          <Typography role="status" variant="body2" color="text.secondary">
            {current.scope === 'all'
              ? t('ledger.check.runningAll')
              : t('ledger.check.runningOne', { name: runningName })}
          </Typography>
          <LinearProgress aria-label={t('ledger.check.progress')} />
        </Stack>
      ) : null}
    </Stack>
  );
}
