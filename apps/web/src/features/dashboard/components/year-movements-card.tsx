import type { Dashboard } from '@inventario/shared/contracts/dashboard';
import { formatEuros } from '@inventario/shared/format/currency';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DashboardCard, EmptyCardText } from './dashboard-card.tsx';
import { FiguresTable } from './figures-table.tsx';
import { BarChart } from './lazy-charts.tsx';

type Props = Pick<Dashboard, 'financialYear' | 'yearMovements' | 'inventoryValue'>;

/** The inventory's value now, the durable assets apart (DOMAIN §3: they are not inventory). */
function InventoryValue({ inventoryValue }: Pick<Props, 'inventoryValue'>) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <div>
        <Typography variant="body2" color="text.secondary">
          {t('dashboard.year.inventoryValue')}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatEuros(inventoryValue.inventory.value)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('dashboard.assetCount', { count: inventoryValue.inventory.count })}
        </Typography>
      </div>
      <div>
        <Typography variant="body2" color="text.secondary">
          {t('dashboard.year.durableValue')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatEuros(inventoryValue.durable.value)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('dashboard.assetCount', { count: inventoryValue.durable.count })}
        </Typography>
      </div>
    </Stack>
  );
}

/** Card 2: the current financial year's movements by type, with the inventory's value now. */
export function YearMovementsCard({ financialYear, yearMovements, inventoryValue }: Props) {
  const { t } = useTranslation();
  const rows = yearMovements.map((entry) => ({
    key: String(entry.type),
    label: t(`movements.types.${entry.type}` as ParseKeys),
    count: entry.count,
    value: entry.value,
  }));
  const any = rows.some((row) => row.count > 0);
  const status = financialYear?.status === 1 ? t('dashboard.year.open') : t('dashboard.year.closed');
  return (
    <DashboardCard
      title={
        financialYear
          ? t('dashboard.year.title', { year: financialYear.year })
          : t('dashboard.year.titleNoYear')
      }
      subtitle={financialYear ? status : undefined}
    >
      <InventoryValue inventoryValue={inventoryValue} />
      {!financialYear ? (
        <EmptyCardText>
          {t('dashboard.year.noYear')} <Link href="#/financial-year">{t('dashboard.year.openYear')}</Link>
        </EmptyCardText>
      ) : (
        <>
          {any ? (
            <Box role="img" aria-label={t('dashboard.year.chartLabel', { year: financialYear.year })}>
              <BarChart
                height={200}
                xAxis={[
                  {
                    scaleType: 'band',
                    data: rows.map((row) => t(`dashboard.year.short.${row.key}` as ParseKeys)),
                  },
                ]}
                yAxis={[
                  {
                    valueFormatter: (value: number) => formatEuros(value).replace(/,00 €$/, ' €'),
                    width: 90,
                  },
                ]}
                series={[
                  {
                    data: rows.map((row) => row.value),
                    label: t('dashboard.figures.value'),
                    valueFormatter: (value) => formatEuros(value ?? 0),
                  },
                ]}
                hideLegend
                localeText={{ noData: t('dashboard.noData'), loading: t('common.loading') }}
              />
            </Box>
          ) : (
            <EmptyCardText>{t('dashboard.year.noMovements', { year: financialYear.year })}</EmptyCardText>
          )}
          <FiguresTable
            caption={t('dashboard.year.tableLabel', { year: financialYear.year })}
            nameHeader={t('dashboard.figures.type')}
            rows={rows}
          />
        </>
      )}
    </DashboardCard>
  );
}
