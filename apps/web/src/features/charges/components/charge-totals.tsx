import { formatCents } from '@inventario/shared/format/currency';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type LineTotals, lineTotals } from '@/features/movements/model/movement-lines.ts';
import type { ChargeLine } from '../model/charge-lines.ts';

/** "3 beni · inventariabili 1.234,56 € · durevoli 150,00 €": what the voucher will hold. */
export function ChargeTotals({ lines }: { lines: readonly ChargeLine[] }) {
  const { t } = useTranslation();
  const totals: LineTotals = lineTotals(lines);
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
