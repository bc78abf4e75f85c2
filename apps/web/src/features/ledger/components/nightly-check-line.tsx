import NightsStayIcon from '@mui/icons-material/NightsStay';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListLoadFailure } from '@/components/feedback/list-load-failure.tsx';
import { useLatestLedgerCheck } from '../api/get-latest-ledger-check.ts';
import { brokenRecordText, nightlyCheckText, problemTextKey } from '../model/ledger-words.ts';

/**
 * The nightly check's latest run in a line ("Ultimo controllo notturno: 28/11/2026 02:30:04 — 120 scuole,
 * 1 con la catena interrotta"), each broken school below it with where its chain first broke; before
 * the first run, that none ran yet.
 */
export function NightlyCheckLine({ schoolNames }: { schoolNames: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const latest = useLatestLedgerCheck();
  if (latest.isError) {
    return (
      <ListLoadFailure
        error={latest.error}
        list={t('ledger.nightly.title')}
        onRetry={() => void latest.refetch()}
      />
    );
  }
  const run = latest.data;
  const broken = run ? run.broken > 0 : false;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <NightsStayIcon color={broken ? 'error' : 'action'} sx={{ mt: 0.25 }} />
      <Stack spacing={0.5}>
        <Typography sx={{ fontWeight: 500 }} color={broken ? 'error' : 'textPrimary'}>
          {latest.isPending ? t('ledger.nightly.loading') : nightlyCheckText(t, run ?? null)}
        </Typography>
        {run?.brokenSchools.map((school) => (
          <Typography key={school.customerCode} variant="body2" color="text.secondary">
            {t('ledger.nightly.brokenSchool', {
              school: schoolNames.get(school.customerCode) ?? school.customerCode,
              code: school.customerCode,
              problem: school.firstBroken ? t(problemTextKey(school.firstBroken.problem)) : '',
              record: school.firstBroken ? brokenRecordText(t, school.firstBroken) : '',
            })}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}
