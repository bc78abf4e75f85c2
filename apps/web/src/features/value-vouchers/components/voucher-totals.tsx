import type { ValueVoucherKind } from '@inventario/shared/domain/movements/value-voucher';
import { formatCents } from '@inventario/shared/format/currency';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type VariationLine, voucherTotals } from '../model/variation-lines.ts';

/** "2 beni · variazioni 150,00 € · valore da 1.000,00 € a 850,00 €": what the voucher does. */
export function VoucherTotals({ kind, lines }: { kind: ValueVoucherKind; lines: readonly VariationLine[] }) {
  const { t } = useTranslation();
  const totals = voucherTotals(kind, lines);
  return (
    <Typography variant="body2" color="text.secondary" aria-live="polite">
      {t('valueVouchers.totals.summary', {
        count: totals.count,
        variation: formatCents(totals.variationCents),
        before: formatCents(totals.beforeCents),
        after: formatCents(totals.afterCents),
      })}
    </Typography>
  );
}
