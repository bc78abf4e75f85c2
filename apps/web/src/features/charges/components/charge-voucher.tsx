import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { formatEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MovementLinesGrid,
  MovementTotals,
  useBookingFacts,
  VoucherFacts,
  VoucherSection,
  voucherNumberText,
} from '@/features/movements';
import { useChargeCausals } from '../api/list-charge-causals.ts';
import { lineFromMovementAsset, lineView } from '../model/charge-lines.ts';
import { InvoiceFileButton } from './invoice/invoice-file-button.tsx';

/**
 * A charge voucher as the register records it: number and year, date, causal, supplier, documents,
 * delivery and order, notes and total, then its assets with their inventory or durable numbers.
 */
export function ChargeVoucher({ movement }: { movement: MovementWithAssets }) {
  const { t } = useTranslation();
  const causals = useChargeCausals();
  const causal = causals.data?.find((c) => c.code === movement.causal)?.description ?? movement.causal;
  const lines = useMemo(() => movement.assets.map(lineFromMovementAsset), [movement.assets]);
  const views = useMemo(() => lines.map((line) => lineView(line)), [lines]);
  const date = formatDate;
  const booking = useBookingFacts(movement);
  return (
    <Stack spacing={3}>
      <VoucherSection title={t('charges.detail.voucher')}>
        <VoucherFacts
          facts={[
            { label: t('charges.detail.number'), value: voucherNumberText(movement) },
            { label: t('charges.details.date'), value: date(movement.date) },
            { label: t('charges.details.causal'), value: causal },
            { label: t('charges.details.creditor'), value: movement.creditor?.description },
            { label: t('charges.details.documentType'), value: movement.documentType },
            { label: t('charges.details.documentNumber'), value: movement.documentNumber },
            { label: t('charges.details.documentDate'), value: date(movement.documentDate) },
            { label: t('charges.detail.total'), value: formatEuros(movement.totalValue) },
            { label: t('charges.details.deliveryNumber'), value: movement.deliveryNumber },
            { label: t('charges.details.deliveryDate'), value: date(movement.deliveryDate) },
            { label: t('charges.details.orderNumber'), value: movement.orderNumber },
            { label: t('charges.details.orderDate'), value: date(movement.orderDate) },
            ...booking,
            ...(movement.invoice
              ? [
                  {
                    label: t('charges.invoice.fact'),
                    value: t('charges.invoice.identity', {
                      number: movement.invoice.number,
                      date: date(movement.invoice.date),
                      supplier: movement.invoice.supplierId,
                    }),
                  },
                ]
              : []),
            { label: t('charges.details.notes'), value: movement.notes, wide: true },
          ]}
        />
        <InvoiceFileButton movement={movement} />
      </VoucherSection>
      <VoucherSection title={t('charges.detail.assets')}>
        <Stack spacing={2}>
          <MovementLinesGrid label={t('charges.detail.assets')} lines={views} showNumbers />
          <MovementTotals lines={lines} />
        </Stack>
      </VoucherSection>
    </Stack>
  );
}
