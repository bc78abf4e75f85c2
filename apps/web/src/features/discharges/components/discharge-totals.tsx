import { formatCents } from '@inventario/shared/format/currency';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { lineTotals } from '@/features/movements/model/movement-lines.ts';
import type { DischargeLine } from '../model/discharge-lines.ts';

/** "3 beni · inventariabili 1.234,56 € · durevoli 150,00 €": what the voucher discharges. */
export function DischargeTotals({ lines }: { lines: readonly DischargeLine[] }) {
  const { t } = useTranslation();
  const totals = lineTotals(lines);
  return (
    <Typography variant="body2" color="text.secondary" aria-live="polite">
      {t('movements.lines.totals', {
        count: totals.count,
        inventory: formatCents(totals.inventoryCents),
        durable: formatCents(totals.durableCents),
      })}
    </Typography>
  );
}
