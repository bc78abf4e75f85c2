import { formatCents } from '@inventario/shared/format/currency';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { lineTotals, type MovementLineView } from '../model/movement-lines.ts';

/**
 * "3 beni · inventariabili 1.234,56 € · durevoli 150,00 €": what a charge, discharge or proposal
 * holds, on its assets and details steps and on its voucher.
 */
export function MovementTotals({
  lines,
}: {
  lines: readonly Pick<MovementLineView, 'assetClass' | 'valueCents'>[];
}) {
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
