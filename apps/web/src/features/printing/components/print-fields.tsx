import { originalNumberBoundSchema } from '@inventario/shared/contracts/documents';
import { type ReactNode, useMemo } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/forms/form-date-field.tsx';
import { FormRadioGroup } from '@/components/forms/form-radio-group.tsx';
import { FormSelectField, type SelectOption } from '@/components/forms/form-select-field.tsx';
import { FormSwitch } from '@/components/forms/form-switch.tsx';
import { FormTextField, numberToText, textToNumber } from '@/components/forms/form-text-field.tsx';
import { maxLengthOf } from '@/components/forms/text-limit.ts';
import { FormCreditorField } from '@/features/parties';
import {
  datesBoundToYear,
  fieldSetOf,
  fieldsOf,
  type PrintField,
  registerRequired,
} from '../model/print-fields.ts';
import { MODEL_24_TYPES, type PrintFormValues } from '../model/print-form.ts';

/** The width of the date fields, for the short fields beside them. */
const NARROW = { width: { xs: '100%', sm: 320 } } as const;

export interface PrintFieldsProps {
  control: Control<PrintFormValues>;
  registers: readonly SelectOption[];
  years: readonly SelectOption[];
  subConsignees: readonly SelectOption[];
  sites: readonly SelectOption[];
  /** The school is on either side of a merge: the DSGA handover offers the merge option. */
  inMerge: boolean;
}

/** The fields of the chosen document type (spec 01 §2), in their order. */
export function PrintFields({ control, registers, years, subConsignees, sites, inMerge }: PrintFieldsProps) {
  const { t } = useTranslation();
  const [documentType, year] = useWatch({ control, name: ['documentType', 'year'] });
  const set = fieldSetOf(documentType);
  const dateHelp = datesBoundToYear(set) && year !== null ? t('printing.dateHelp', { year }) : undefined;
  const renderers = useMemo<Record<PrintField, () => ReactNode>>(
    () => ({
      idRegister: () => (
        <FormSelectField
          control={control}
          name="idRegister"
          label={t('printing.fields.idRegister')}
          options={registers}
          fullWidth
          {...(registerRequired(set)
            ? { required: true }
            : {
                noneLabel: t('printing.fields.allRegisters'),
                slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
              })}
        />
      ),
      year: () => (
        <FormSelectField
          control={control}
          name="year"
          label={t('printing.fields.year')}
          options={years}
          sx={NARROW}
          required
        />
      ),
      atDate: () => (
        <FormDateField
          control={control}
          name="atDate"
          label={t('printing.fields.atDate')}
          required
          {...help(dateHelp)}
        />
      ),
      fromDate: () => (
        <FormDateField
          control={control}
          name="fromDate"
          label={t('printing.fields.fromDate')}
          required
          {...help(dateHelp)}
        />
      ),
      toDate: () => (
        <FormDateField
          control={control}
          name="toDate"
          label={t('printing.fields.toDate')}
          required
          {...help(dateHelp)}
        />
      ),
      startPage: () => (
        <FormTextField
          control={control}
          name="startPage"
          type="number"
          label={t('printing.fields.startPage')}
          toValue={textToNumber}
          fromValue={numberToText}
          slotProps={{ htmlInput: { min: 1 } }}
          sx={NARROW}
          required
        />
      ),
      model24Type: () => (
        <FormRadioGroup
          control={control}
          name="model24Type"
          label={t('printing.fields.model24Type')}
          options={MODEL_24_TYPES.map((value) => ({ value, label: t(`printing.model24.${value}`) }))}
        />
      ),
      creditor: () => (
        <FormCreditorField control={control} name="creditor" label={t('printing.fields.creditor')} required />
      ),
      idSubConsignee: () => (
        <FormSelectField
          control={control}
          name="idSubConsignee"
          label={t('printing.fields.idSubConsignee')}
          options={subConsignees}
          helperText={t('printing.subConsigneeHelp')}
          fullWidth
          required
        />
      ),
      idSite: () => (
        <FormSelectField
          control={control}
          name="idSite"
          label={t('printing.fields.idSite')}
          options={sites}
          fullWidth
          required
        />
      ),
      allLocations: () => (
        <FormSwitch
          control={control}
          name="allLocations"
          label={t('printing.fields.allLocations')}
          helperText={t('printing.allLocationsHelp')}
        />
      ),
      merge: () => (
        <FormSwitch
          control={control}
          name="merge"
          label={t('printing.fields.merge')}
          helperText={t('printing.mergeHelp')}
        />
      ),
      originalNumberFrom: () => (
        <FormTextField
          control={control}
          name="originalNumberFrom"
          label={t('printing.fields.originalNumberFrom')}
          required
          maxLength={maxLengthOf(originalNumberBoundSchema)}
        />
      ),
      originalNumberTo: () => (
        <FormTextField
          control={control}
          name="originalNumberTo"
          label={t('printing.fields.originalNumberTo')}
          required
          maxLength={maxLengthOf(originalNumberBoundSchema)}
        />
      ),
    }),
    [control, dateHelp, registers, set, sites, subConsignees, t, years],
  );
  return (
    <>
      {fieldsOf(set, { inMerge }).map((field) => (
        <div key={field}>{renderers[field]()}</div>
      ))}
    </>
  );
}

/** `exactOptionalPropertyTypes`: leave the helper text out rather than passing undefined. */
function help(text: string | undefined): { helperText?: string } {
  return text === undefined ? {} : { helperText: text };
}
