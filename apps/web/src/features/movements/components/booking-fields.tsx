import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { useAdministrations, useAggregations } from '@/features/reference-lists';
import type { BookingValues } from '../model/booking.ts';
import { DetailsRow } from './details-form.tsx';
import type { VoucherFact } from './voucher-facts.tsx';

/**
 * A voucher's administration and Model K aggregation (spec 02 §3), each chosen from the school's list
 * or none. Every voucher form names them `administrationId` and `aggregationId`: `V` says so,
 * TypeScript cannot see it through the generic.
 */
export function BookingFields<V extends FieldValues & BookingValues>({ control }: { control: Control<V> }) {
  const { t } = useTranslation();
  const administrations = useAdministrations();
  const aggregations = useAggregations();
  return (
    <DetailsRow>
      <FormSelectField
        control={control}
        name={'administrationId' as FieldPath<V>}
        label={t('movements.booking.administration')}
        options={(administrations.data ?? []).map((a) => ({ value: a.id, label: a.description }))}
        noneLabel={t('movements.booking.none')}
        sx={{ flex: 1 }}
      />
      <FormSelectField
        control={control}
        name={'aggregationId' as FieldPath<V>}
        label={t('movements.booking.aggregation')}
        options={(aggregations.data ?? []).map((a) => ({ value: a.id, label: `${a.code} ${a.description}` }))}
        noneLabel={t('movements.booking.none')}
        sx={{ flex: 1 }}
      />
    </DetailsRow>
  );
}

/** The administration and aggregation of a saved voucher, as facts of its header. */
export function useBookingFacts(
  movement: Pick<MovementWithAssets, 'administration' | 'aggregation'>,
): VoucherFact[] {
  const { t } = useTranslation();
  const aggregation = movement.aggregation;
  return [
    { label: t('movements.booking.administration'), value: movement.administration?.description },
    {
      label: t('movements.booking.aggregation'),
      value: aggregation ? `${aggregation.code} ${aggregation.description}` : null,
    },
  ];
}
