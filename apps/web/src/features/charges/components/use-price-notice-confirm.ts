import { formatCents } from '@inventario/shared/format/currency';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceClassNotice } from '@/features/assets';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';

/**
 * The 200-euro confirms of spec 02 §5: before an asset is added, whether its price makes it an
 * inventory or a durable asset (and so which register numbers it); before a price change, when it
 * crosses the threshold. Resolves whether the user goes on.
 */
export function usePriceNoticeConfirm() {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  return useCallback(
    (notice: NonNullable<PriceClassNotice>, cents: number, register: string) => {
      const assetClass = notice.kind === 'new' ? notice.assetClass : notice.to;
      const values = { price: formatCents(cents), register };
      return confirm({
        title: t(`charges.threshold.${assetClass}.title`),
        message:
          notice.kind === 'new'
            ? t(`charges.threshold.${assetClass}.new`, values)
            : t(`charges.threshold.${assetClass}.crosses`, values),
        confirmLabel: t('common.actions.confirm'),
      });
    },
    [confirm, t],
  );
}
