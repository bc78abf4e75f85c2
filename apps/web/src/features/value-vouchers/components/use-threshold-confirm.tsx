import { classify, reclassification } from '@inventario/shared/domain/assets/threshold';
import type { ValueVoucherKind } from '@inventario/shared/domain/movements/value-voucher';
import { formatCents } from '@inventario/shared/format/currency';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { lineOutcome, type VariationLine } from '../model/variation-lines.ts';

/**
 * The reclassification confirm of spec 02 §5 for the assets the server named: each with its value
 * before and after and the side of the 200-euro threshold it lands on. Resolves whether the user agrees.
 */
export function useThresholdConfirm() {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  return useCallback(
    (kind: ValueVoucherKind, lines: readonly VariationLine[], assetIds: readonly number[]) => {
      const named = lines.filter((line) => assetIds.includes(line.assetId));
      const items = named.map((line) => {
        const after = lineOutcome(kind, line).afterCents ?? line.baseCents;
        const change = reclassification(line.baseCents, after);
        // The server may see a crossing the screen does not (values changed meanwhile): the new value tells the side.
        const side =
          change === 'same' ? (classify(after) === 'inventory' ? 'toInventory' : 'toDurable') : change;
        return (
          <li key={line.key}>
            {t(`valueVouchers.threshold.${side}`, {
              name: line.description,
              before: formatCents(line.baseCents),
              after: formatCents(after),
            })}
          </li>
        );
      });
      return confirm({
        title: t('valueVouchers.threshold.title'),
        message: (
          <>
            <Typography>
              {t('valueVouchers.threshold.intro', { count: Math.max(named.length, 1) })}
            </Typography>
            <Box component="ul" sx={{ my: 1, pl: 3 }}>
              {items}
            </Box>
            <Typography>{t('valueVouchers.threshold.outro')}</Typography>
          </>
        ),
        confirmLabel: t('valueVouchers.threshold.confirm'),
      });
    },
    [confirm, t],
  );
}
