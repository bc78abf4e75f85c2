import type { Renewal } from '@inventario/shared/contracts/renewal';
import type { RenewalRevaluation } from '@inventario/shared/contracts/renewal-values';
import { formatEuros } from '@inventario/shared/format/currency';
import { formatDate, formatDateTime } from '@inventario/shared/format/date';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NumberCell } from '@/components/data/number-cell.tsx';
import { PageLoading, PageProblem, RetryButton } from '@/components/feedback/page-state.tsx';
import { movementDetailRoute, voucherNumberText } from '@/features/movements';
import { useRevalue, useRevertRevaluation } from '../api/change-revaluation.ts';
import { useRevaluation } from '../api/get-revaluation.ts';
import { adjustmentKey } from '../model/renewal-actions.ts';
import { RevaluationGoods } from './revaluation-goods.tsx';
import { StepActions } from './step-actions.tsx';
import { ValueSummaryTable } from './value-summary-table.tsx';

const SUMMARIES = ['byRegister', 'byCategory', 'bySubcategory', 'byAdjustment'] as const;
type Summary = (typeof SUMMARIES)[number];

/** The summaries of the revaluation, one at a time behind tabs: by register, category, subcategory, adjustment. */
function Summaries({ revaluation }: { revaluation: RenewalRevaluation }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Summary>('byRegister');
  const adjustmentText = (key: ReturnType<typeof adjustmentKey>) =>
    key === 'none' ? t('renewal.values.noAdjustment') : t(`renewalAdjustments.kinds.${key}`);
  const tabsId = useId();
  return (
    <Box>
      <Tabs
        value={shown}
        onChange={(_event, value: Summary) => setShown(value)}
        aria-label={t('renewal.revaluation.summariesLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {SUMMARIES.map((summary) => (
          <Tab
            key={summary}
            value={summary}
            label={t(`renewal.revaluation.summaries.${summary}`)}
            id={`${tabsId}-${summary}`}
            aria-controls={`${tabsId}-panel`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${shown}`} sx={{ pt: 1 }}>
        <ValueSummaryTable
          label={t(`renewal.revaluation.summaries.${shown}`)}
          heading={t(`renewal.revaluation.headings.${shown}`)}
          rows={revaluation.summaries[shown]}
          total={revaluation.summaries.total}
          labelOf={shown === 'byAdjustment' ? (row) => adjustmentText(adjustmentKey(row.key)) : undefined}
        />
      </Box>
    </Box>
  );
}

/** The value vouchers the revaluation wrote, one per register and direction, each opening its detail. */
function RevaluationVouchers({ revaluation }: { revaluation: RenewalRevaluation }) {
  const { t } = useTranslation();
  if (revaluation.vouchers.length === 0) {
    return <Typography color="text.secondary">{t('renewal.revaluation.noVouchers')}</Typography>;
  }
  return (
    <Table size="small" aria-label={t('renewal.revaluation.vouchersLabel')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('renewal.revaluation.voucher')}</TableCell>
          <TableCell>{t('renewal.revaluation.register')}</TableCell>
          <TableCell align="right">{t('renewal.values.assets')}</TableCell>
          <TableCell align="right">{t('renewal.revaluation.voucherTotal')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {revaluation.vouchers.map((voucher) => (
          <TableRow key={voucher.movementId}>
            <TableCell>
              <Link
                component={RouterLink}
                to={movementDetailRoute({ id: voucher.movementId, type: voucher.type }) ?? '#'}
              >
                {t(`renewal.revaluation.voucherKind.${voucher.type === 6 ? 'increase' : 'decrease'}`, {
                  number: voucherNumberText(voucher),
                })}
              </Link>
            </TableCell>
            <TableCell>{t(`catalogue.registerKinds.${voucher.registerKind}`)}</TableCell>
            <NumberCell>{voucher.assets}</NumberCell>
            <NumberCell>{formatEuros(voucher.total)}</NumberCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The revaluation: before it, the preview of what it will do (today's values or the commission's
 * estimates, under the mapping) and "Esegui la rivalutazione"; after it, what it did, its value vouchers
 * and "Annulla la rivalutazione" until the registers are renumbered.
 */
export function RevaluationPanel({
  renewal,
  onStepChanged,
}: {
  renewal: Renewal;
  onStepChanged: () => void;
}) {
  const { t } = useTranslation();
  const query = useRevaluation(renewal.id);
  const run = useRevalue(renewal.id);
  const revert = useRevertRevaluation(renewal.id);
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <PageProblem
        message={t('renewal.revaluation.loadFailed')}
        action={<RetryButton onRetry={() => void query.refetch()} />}
      />
    );
  }
  const revaluation = query.data;
  const date = formatDate(renewal.renewalDate);
  return (
    <Stack spacing={2}>
      {revaluation.revalued && revaluation.revaluedAt ? (
        <Alert severity="success">
          {t('renewal.revaluation.doneAt', { date: formatDateTime(revaluation.revaluedAt) })}
        </Alert>
      ) : (
        <Alert severity="info">{t('renewal.revaluation.preview', { date })}</Alert>
      )}
      <Summaries revaluation={revaluation} />
      {revaluation.revalued ? (
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h3">
            {t('renewal.revaluation.vouchersTitle')}
          </Typography>
          <RevaluationVouchers revaluation={revaluation} />
        </Stack>
      ) : null}
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3">
          {t('renewal.revaluation.goodsTitle')}
        </Typography>
        <RevaluationGoods renewalId={renewal.id} revalued={revaluation.revalued} />
      </Stack>
      <StepActions
        renewal={renewal}
        step="revaluation"
        done={revaluation.revalued}
        run={{
          action: 'revalue',
          change: run,
          icon: <TrendingUpIcon />,
          questionValues: {
            date,
            assets: revaluation.summaries.total.assets,
            after: formatEuros(revaluation.summaries.total.after),
          },
        }}
        revert={{ action: 'revertRevaluation', change: revert }}
        onStepChanged={onStepChanged}
      />
    </Stack>
  );
}
