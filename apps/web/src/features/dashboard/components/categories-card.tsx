import type { Dashboard } from '@inventario/shared/contracts/dashboard';
import { formatEuros } from '@inventario/shared/format/currency';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { categorySlices, largestSlices } from '../model/dashboard-view.ts';
import { DashboardCard, EmptyCardText } from './dashboard-card.tsx';
import { FiguresTable } from './figures-table.tsx';
import { PieChart } from './lazy-charts.tsx';

/** Slices a pie shows before the rest goes into "others". */
const PIE_SLICES = 6;

/** Card 3: the assets in the inventory by category, value shares as a pie and every figure below. */
export function CategoriesCard({ categories }: Pick<Dashboard, 'categories'>) {
  const { t } = useTranslation();
  const all = categorySlices(categories);
  const slices = largestSlices(all, PIE_SLICES, t('dashboard.categories.others'));
  const pie = slices.filter((slice) => slice.value > 0);
  return (
    <DashboardCard
      title={t('dashboard.categories.title')}
      subtitle={t('dashboard.categories.subtitle')}
      action={<Link href="#/assets">{t('dashboard.categories.open')}</Link>}
    >
      {all.length === 0 ? (
        <EmptyCardText>{t('dashboard.categories.empty')}</EmptyCardText>
      ) : (
        <>
          {pie.length > 0 ? (
            <Box role="img" aria-label={t('dashboard.categories.chartLabel')}>
              <PieChart
                height={220}
                series={[
                  {
                    data: pie.map((slice) => ({ id: slice.key, value: slice.value, label: slice.label })),
                    innerRadius: 45,
                    paddingAngle: 1,
                    cornerRadius: 3,
                    valueFormatter: (item) => formatEuros(item.value),
                  },
                ]}
                slotProps={{
                  legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
                }}
                localeText={{ noData: t('dashboard.noData'), loading: t('common.loading') }}
              />
            </Box>
          ) : null}
          <FiguresTable
            caption={t('dashboard.categories.tableLabel')}
            nameHeader={t('dashboard.figures.category')}
            rows={all}
          />
        </>
      )}
    </DashboardCard>
  );
}
