import { formatCents } from '@inventario/shared/format/currency';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { voucherWorth } from '../model/voucher-worth.ts';

/**
 * What a voucher is worth, inventory and durable assets together, with the durable part named under
 * it ("di cui durevoli 2.560,00 €"), in the lists and the dashboard.
 */
export function VoucherWorth({
  voucher,
  align = 'right',
}: {
  voucher: { inventoryValue: number; durableValue: number };
  align?: 'left' | 'right';
}) {
  const { t } = useTranslation();
  const { totalCents, durableCents } = voucherWorth(voucher);
  return (
    <Box sx={{ textAlign: align, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        {formatCents(totalCents)}
      </Typography>
      {durableCents > 0 ? (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {t('movements.worth.durablePart', { value: formatCents(durableCents) })}
        </Typography>
      ) : null}
    </Box>
  );
}
