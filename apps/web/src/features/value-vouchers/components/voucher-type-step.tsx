import type { ValueVoucherKind } from '@inventario/shared/domain/movements/value-voucher';
import { formatDate } from '@inventario/shared/format/date';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { VoucherFacts, voucherNumberText } from '@/features/movements';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useVoucherTypes } from '../api/list-voucher-types.ts';
import type { VoucherDetailsValues } from '../model/voucher-details-form.ts';
import { kindOf } from '../model/voucher-kind.ts';
import { choosableTypes, typeDescription } from '../model/voucher-types.ts';

export interface VoucherTypeStepProps {
  kind: ValueVoucherKind;
  form: UseFormReturn<VoucherDetailsValues>;
  /** A later movement holds the voucher's assets: its reason no longer changes. */
  locked: boolean;
  /** Edit mode: the saved voucher. */
  voucher?: { number: number; year: number; date: string };
}

/**
 * The first step: the movement type (set by the route: decrease or increase) and the reason of the
 * variation, from the type list: those of this kind, never the yearly depreciation's.
 */
export function VoucherTypeStep({ kind, form, locked, voucher }: VoucherTypeStepProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const types = useVoucherTypes();
  const name = t(`valueVouchers.names.${kindOf(kind) ?? 'decrease'}`);
  const options = choosableTypes(types.data ?? [], kind).map((type) => ({
    value: type.code,
    label: type.description,
  }));
  return (
    <Stack spacing={3}>
      {voucher ? (
        <VoucherFacts
          facts={[
            { label: t('valueVouchers.type.movementType'), value: name },
            { label: t('valueVouchers.detail.number'), value: voucherNumberText(voucher) },
            { label: t('valueVouchers.details.date'), value: formatDate(voucher.date) },
          ]}
        />
      ) : (
        <TextField
          label={t('valueVouchers.type.movementType')}
          value={name}
          slotProps={{ input: { readOnly: true } }}
          sx={{ maxWidth: 360 }}
        />
      )}
      {types.isError ? <Alert severity="error">{errorText(types.error)}</Alert> : null}
      {locked ? (
        <Stack spacing={2}>
          <Alert severity="info">{t('valueVouchers.type.locked')}</Alert>
          <VoucherFacts
            facts={[
              {
                label: t('valueVouchers.type.voucherType'),
                value: typeDescription(types.data, form.getValues('voucherType')),
              },
            ]}
          />
        </Stack>
      ) : (
        <FormSelectField
          control={form.control}
          name="voucherType"
          label={t('valueVouchers.type.voucherType')}
          helperText={t('valueVouchers.type.voucherTypeHelp')}
          options={options}
          required
          disabled={!types.isSuccess}
          sx={{ maxWidth: 480 }}
        />
      )}
    </Stack>
  );
}
