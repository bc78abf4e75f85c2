import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { ValueVoucherKind } from '@inventario/shared/domain/movements/value-voucher';
import { formatCents } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookingFacts, VoucherFacts, VoucherSection, voucherNumberText } from '@/features/movements';
import { useVoucherTypes } from '../api/list-voucher-types.ts';
import { savedVoucherTotals, voucherLineView } from '../model/variation-lines.ts';
import { kindOf } from '../model/voucher-kind.ts';
import { typeDescription } from '../model/voucher-types.ts';
import { VoucherLinesGrid } from './voucher-lines-grid.tsx';

/**
 * A value voucher as the register records it: kind, number and year, date, reason, notes and totals,
 * then its assets with their values before and after the variation.
 */
export function ValueVoucherView({
  kind,
  movement,
}: {
  kind: ValueVoucherKind;
  movement: MovementWithAssets;
}) {
  const { t } = useTranslation();
  const types = useVoucherTypes();
  const lines = useMemo(
    () => movement.assets.map((asset) => voucherLineView(kind, asset)),
    [kind, movement.assets],
  );
  const totals = savedVoucherTotals(lines);
  const booking = useBookingFacts(movement);
  return (
    <Stack spacing={3}>
      <VoucherSection title={t('valueVouchers.detail.voucher')}>
        <VoucherFacts
          facts={[
            {
              label: t('valueVouchers.detail.kind'),
              value: t(`valueVouchers.names.${kindOf(kind) ?? 'decrease'}`),
            },
            { label: t('valueVouchers.detail.number'), value: voucherNumberText(movement) },
            { label: t('valueVouchers.details.date'), value: formatDate(movement.date) },
            {
              label: t('valueVouchers.type.voucherType'),
              value: typeDescription(types.data, movement.voucherType ?? null),
            },
            { label: t('valueVouchers.columns.assetCount'), value: String(totals.count) },
            { label: t('valueVouchers.detail.total'), value: formatCents(totals.variationCents) },
            { label: t('valueVouchers.detail.before'), value: formatCents(totals.beforeCents) },
            { label: t('valueVouchers.detail.after'), value: formatCents(totals.afterCents) },
            ...booking,
            { label: t('valueVouchers.details.notes'), value: movement.notes, wide: true },
          ]}
        />
      </VoucherSection>
      <VoucherSection title={t('valueVouchers.detail.assets')}>
        <VoucherLinesGrid lines={lines} />
      </VoucherSection>
    </Stack>
  );
}
