import type { SchoolSummary } from '@inventario/shared/contracts/school';
import SearchIcon from '@mui/icons-material/Search';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useUsedCode } from '../api/get-used-code.ts';
import { useImpersonateSchool } from '../api/impersonate-school.ts';
import { useSchoolList } from '../api/list-schools.ts';
import { useResetSchool } from '../api/reset-school.ts';
import { CurrentSchoolCard } from '../components/current-school-card.tsx';
import { filterSchools } from '../components/school-filter.ts';
import { SchoolTable } from '../components/school-table.tsx';

/**
 * `#/school-selection` (vendor staff): the school in use, and the list to act for another one. After a
 * selection or a reset every query reloads, so the whole application answers for the chosen school.
 */
export default function SchoolSelectionPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const usedCode = useUsedCode({ enabled: true });
  const schools = useSchoolList();
  const impersonate = useImpersonateSchool();
  const reset = useResetSchool();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const visible = filterSchools(schools.data ?? [], deferredSearch);

  const select = (school: SchoolSummary) =>
    impersonate.mutate(school.customerCode, {
      onSuccess: () => toast.success(t('school.selected', { name: school.name })),
      onError: (error) => toast.error(undefined, error),
    });
  const resetToOwn = () =>
    reset.mutate(undefined, {
      onSuccess: () => toast.success(t('school.resetDone')),
      onError: (error) => toast.error(undefined, error),
    });

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('routes.schoolSelection')}
      </Typography>
      {usedCode.data && (
        <CurrentSchoolCard usedCode={usedCode.data} resetting={reset.isPending} onReset={resetToOwn} />
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <TextField
          label={t('school.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
          size="small"
          sx={{ mb: 2 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        {schools.isPending ? (
          <Stack sx={{ alignItems: 'center', p: 3 }}>
            <CircularProgress aria-label={t('common.loading')} />
          </Stack>
        ) : visible.length === 0 ? (
          <Typography color="text.secondary">{t('school.noResults')}</Typography>
        ) : (
          <SchoolTable
            schools={visible}
            currentCode={usedCode.data?.customerCode}
            selectingCode={impersonate.isPending ? impersonate.variables : undefined}
            onSelect={select}
          />
        )}
      </Paper>
    </Stack>
  );
}
