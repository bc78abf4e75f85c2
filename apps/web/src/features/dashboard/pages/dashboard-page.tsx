import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAreaTexts } from '@/app/i18n/area-texts.ts';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useActingSchool, useUserFullName } from '@/shell/session/use-acting-school.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { CategoriesCard } from '../components/categories-card.tsx';
import { LastMovementsCard } from '../components/last-movements-card.tsx';
import { PendingCard } from '../components/pending-card.tsx';
import { SubcategoriesCard } from '../components/subcategories-card.tsx';
import { YearMovementsCard } from '../components/year-movements-card.tsx';
import { isEmptySchool } from '../model/dashboard-view.ts';

/**
 * The compliance card's code and texts (the `compliance` area) load after the first screen, whose bundle
 * budget is full (scripts/bundle-figures.mjs); its place shows a progress bar meanwhile.
 */
const ComplianceCard = lazy(() =>
  Promise.all([import('../components/compliance-card.tsx'), loadAreaTexts('compliance')]).then(
    ([card]) => card,
  ),
);

/**
 * `#/dashboard`: the welcome and the five cards of spec 02 §2: the last three movements; the year's
 * movements with the inventory's value; the assets by category; the movable-assets register by
 * subcategory; the waiting assets and those in discharge proposals; then the deadlines and obligations
 * (loaded after the first screen). A new school sees where to start.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fullName = useUserFullName();
  const school = useActingSchool();
  const dashboard = useDashboard();
  const data = dashboard.data;

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {t('dashboard.welcome', { name: fullName })}
        </Typography>
        {school && (
          <Typography color="text.secondary">
            {t('dashboard.school', { name: school.name, city: school.city })}
          </Typography>
        )}
      </div>
      <Typography variant="h6" component="h2">
        {t('dashboard.cardsTitle')}
      </Typography>
      {dashboard.isError && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void dashboard.refetch()}>
              {t('common.actions.retry')}
            </Button>
          }
        >
          {`${t('dashboard.loadFailed')}: ${errorText(dashboard.error)}`}
        </Alert>
      ) : null}
      {!data && !dashboard.isError ? (
        <Stack sx={{ alignItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Stack>
      ) : null}
      {data ? (
        <>
          {isEmptySchool(data) ? <Alert severity="info">{t('dashboard.newSchool')}</Alert> : null}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              // minmax(0, …): a track of 1fr grows to its widest card's content, 2 px wider than a phone.
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
              alignItems: 'stretch',
            }}
          >
            <LastMovementsCard movements={data.lastMovements} />
            <PendingCard pending={data.pending} />
            <YearMovementsCard
              financialYear={data.financialYear}
              yearMovements={data.yearMovements}
              inventoryValue={data.inventoryValue}
            />
            <CategoriesCard categories={data.categories} />
            <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
              <SubcategoriesCard subcategories={data.movableSubcategories} />
            </Box>
            <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
              <Suspense fallback={<CircularProgress aria-label={t('common.loading')} />}>
                <ComplianceCard />
              </Suspense>
            </Box>
          </Box>
        </>
      ) : null}
    </Stack>
  );
}
