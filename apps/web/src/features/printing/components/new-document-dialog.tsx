import { zodResolver } from '@hookform/resolvers/zod';
import { DOCUMENT_GROUP, DOCUMENT_TYPE, type DocumentType } from '@inventario/shared/contracts/documents';
import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import { toIsoDate } from '@inventario/shared/format/date';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DatePickersProvider } from '@/components/forms/date-pickers-provider.tsx';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { useAllYears, useRegisters } from '@/features/reference-lists';
import { useDocumentTypes } from '../api/document-types.ts';
import { selectableTypes } from '../model/print-fields.ts';
import {
  datesForYear,
  defaultYearOf,
  emptyPrintForm,
  type PrintFormValues,
  printedTypeOf,
  printFormSchema,
} from '../model/print-form.ts';
import { LabelsPrintForm } from './labels-print-form.tsx';
import { PrintDialogActions, PrintDialogLoadFailed, PrintDialogLoading } from './print-dialog-parts.tsx';
import { PrintFields } from './print-fields.tsx';
import { usePrintFlow } from './use-print-flow.tsx';
import { usePrintReferences } from './use-print-references.ts';

export interface NewDocumentDialogProps {
  /** 1 registers, 2 minutes, 3 lists and other, 4 labels (spec 01 §2). */
  group: number;
  /** The type chosen when the dialog opens, if the group has it; else the group's only type, or none. */
  documentType?: number | undefined;
  open: boolean;
  onClose: () => void;
}

/** The new-document dialog of spec 01 §2: titled with the group, its types and their fields. */
export function NewDocumentDialog({ group, documentType, open, onClose }: NewDocumentDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const dismiss = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={dismiss}
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { maxWidth: 800 } } }}
    >
      <DialogTitle id={titleId}>{t(`printing.groups.${groupKey(group)}`)}</DialogTitle>
      {open && (
        <DialogBody
          group={group}
          documentType={documentType}
          onClose={onClose}
          busy={busy}
          setBusy={setBusy}
        />
      )}
    </Dialog>
  );
}

function groupKey(group: number): '1' | '2' | '3' | '4' {
  return (['1', '2', '3', '4'] as const).find((key) => Number(key) === group) ?? '1';
}

interface BodyProps {
  group: number;
  documentType?: number | undefined;
  onClose: () => void;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

function DialogBody(props: BodyProps) {
  const types = useDocumentTypes(props.group);
  const registers = useRegisters();
  const years = useAllYears();
  if (types.isError || registers.isError || years.isError) {
    return <PrintDialogLoadFailed onClose={props.onClose} />;
  }
  if (!types.data || !registers.data || !years.data) {
    return <PrintDialogLoading />;
  }
  if (props.group === DOCUMENT_GROUP.labels) {
    return <LabelsPrintForm {...props} types={types.data} registers={registers.data} />;
  }
  return <PrintForm {...props} types={types.data} registers={registers.data} years={years.data} />;
}

interface PrintFormProps extends BodyProps {
  types: readonly DocumentType[];
  registers: readonly { id: number; description: string }[];
  years: readonly FinancialYear[];
}

function PrintForm({
  types,
  registers,
  years,
  documentType: preferredType,
  onClose,
  busy,
  setBusy,
}: PrintFormProps) {
  const { t } = useTranslation();
  const facts = useMemo(
    () => years.map((year) => ({ year: year.year, status: year.status.code, endDate: year.endDate })),
    [years],
  );
  const today = useMemo(() => toIsoDate(new Date()), []);
  const initial = useMemo((): PrintFormValues => {
    const year = defaultYearOf(facts);
    const preferred = types.find((type) => type.id === preferredType)?.id;
    const documentType = preferred ?? (types.length === 1 ? (types[0]?.id ?? null) : null);
    return {
      ...emptyPrintForm(),
      documentType,
      year,
      ...datesForYear(
        facts.find((f) => f.year === year),
        today,
      ),
    };
  }, [facts, types, today, preferredType]);
  const form = useForm<PrintFormValues>({ resolver: zodResolver(printFormSchema), defaultValues: initial });
  const { print, dialogs } = usePrintFlow(facts);

  // A new year brings its own dates (spec 01 §5 default date, and the whole year for ranges).
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name !== 'year') return;
      const dates = datesForYear(
        facts.find((fact) => fact.year === values.year),
        today,
      );
      for (const [field, value] of Object.entries(dates)) {
        form.setValue(field as keyof typeof dates, value, { shouldValidate: form.formState.isSubmitted });
      }
    });
    return () => subscription.unsubscribe();
  }, [facts, form, today]);

  const [documentType, model24Type] = useWatch({
    control: form.control,
    name: ['documentType', 'model24Type'],
  });
  const references = usePrintReferences(printedTypeOf({ documentType, model24Type }));
  const blocked = references.noSubConsigneeWithLocations;
  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      if (await print(values)) onClose();
    } finally {
      setBusy(false);
    }
  });
  const typeOptions = selectableTypes(types).map((type) => ({
    value: type.id,
    label: type.id === DOCUMENT_TYPE.model24Consignee ? t('printing.model24.title') : type.description,
  }));
  const registerOptions = registers.map((register) => ({ value: register.id, label: register.description }));
  const yearOptions = facts.map((fact) => ({ value: fact.year, label: String(fact.year) }));
  return (
    <DatePickersProvider>
      <form noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormSelectField
              control={form.control}
              name="documentType"
              label={t('printing.fields.documentType')}
              options={typeOptions}
              required
            />
            <PrintFields
              control={form.control}
              registers={registerOptions}
              years={yearOptions}
              subConsignees={references.subConsignees}
              sites={references.sites}
              inMerge={references.inMerge}
            />
            {blocked && (
              <Typography color="error" role="alert">
                {t('printing.noSubConsigneeWithLocations')}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <PrintDialogActions onClose={onClose} busy={busy} disabled={blocked} />
      </form>
      {dialogs}
    </DatePickersProvider>
  );
}
