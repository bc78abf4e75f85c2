import type { Dashboard } from '@inventario/shared/contracts/dashboard';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { subcategoryBars, totalOf } from '../model/dashboard-view.ts';
import { DashboardCard, EmptyCardText } from './dashboard-card.tsx';
import { FiguresTable } from './figures-table.tsx';
import { BarChart } from './lazy-charts.tsx';

/** Bars the chart shows: the subcategories holding most assets. */
const BARS = 8;

/** A long subcategory name cut for the chart's axis; the table below has it whole. */
function short(label: string): string {
  return label.length > 30 ? `${label.slice(0, 29)}…` : label;
}

/** Card 4: the movable-assets register by subcategory: how many assets, inventory and durable. */
export function SubcategoriesCard({ subcategories }: { subcategories: Dashboard['movableSubcategories'] }) {
  const { t } = useTranslation();
  const bars = subcategoryBars(subcategories, BARS);
  const rows = subcategories.map((subcategory) => ({
    key: `subcategory-${subcategory.id}`,
    label: `${subcategory.category.code}.${subcategory.code} ${subcategory.description}`,
    ...totalOf(subcategory),
  }));
  return (
    <DashboardCard
      title={t('dashboard.subcategories.title')}
      subtitle={t('dashboard.subcategories.subtitle')}
    >
      {bars.length === 0 ? (
        <EmptyCardText>{t('dashboard.subcategories.empty')}</EmptyCardText>
      ) : (
        <>
          <Box role="img" aria-label={t('dashboard.subcategories.chartLabel')}>
            <BarChart
              layout="horizontal"
              height={Math.max(160, 40 + bars.length * 34)}
              yAxis={[{ scaleType: 'band', data: bars.map((bar) => short(bar.label)), width: 190 }]}
              xAxis={[{ tickMinStep: 1 }]}
              series={[
                {
                  data: bars.map((bar) => bar.inventory),
                  label: t('movements.assetClass.inventory'),
                  stack: 'assets',
                },
                {
                  data: bars.map((bar) => bar.durable),
                  label: t('movements.assetClass.durable'),
                  stack: 'assets',
                },
              ]}
              localeText={{ noData: t('dashboard.noData'), loading: t('common.loading') }}
            />
          </Box>
          <FiguresTable
            caption={t('dashboard.subcategories.tableLabel')}
            nameHeader={t('dashboard.figures.subcategory')}
            rows={rows}
          />
        </>
      )}
    </DashboardCard>
  );
}
