import { zodResolver } from '@hookform/resolvers/zod';
import type { DocumentType } from '@inventario/shared/contracts/documents';
import type { LabelsSetting } from '@inventario/shared/contracts/labels-settings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type Control, useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLabelsSettingsList } from '@/features/reference-lists';
import { useSchoolData } from '@/features/settings';
import {
  initialLabelsForm,
  type LabelsFormValues,
  labelsDocumentType,
  labelsFormSchema,
  layoutOf,
  resetsAfterChangeOf,
  toLabelsRequest,
} from '../model/labels-form.ts';
import { labelsRefusalOf } from '../model/labels-refusal.ts';
import { LabelsBasisFields } from './labels-basis-fields.tsx';
import { LabelsLayoutFields } from './labels-layout-fields.tsx';
import { LabelsStartPosition } from './labels-start-position.tsx';
import { PrintDialogActions, PrintDialogLoadFailed, PrintDialogLoading } from './print-dialog-parts.tsx';
import { usePublishWithFeedback } from './use-publish-with-feedback.tsx';

export interface LabelsPrintFormProps {
  /** The labels group's types: labels (29) and custom labels (32). */
  types: readonly DocumentType[];
  registers: readonly { id: number; description: string }[];
  onClose: () => void;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

/**
 * The new-document dialog's body for the labels group (spec 01 §2 "Labels"): once the layouts and the
 * school's heading are loaded, the labels form. No type selector: the heading decides it.
 */
export function LabelsPrintForm(props: LabelsPrintFormProps) {
  const layouts = useLabelsSettingsList();
  const school = useSchoolData();
  if (layouts.isError || school.isError) {
    return <PrintDialogLoadFailed onClose={props.onClose} />;
  }
  if (!layouts.data || !school.data) {
    return <PrintDialogLoading />;
  }
  return <LabelsForm {...props} layouts={layouts.data} schoolHeading={school.data.labelHeading} />;
}

interface LabelsFormProps extends LabelsPrintFormProps {
  layouts: readonly LabelsSetting[];
  schoolHeading: string;
}

function LabelsForm({ layouts, schoolHeading, registers, onClose, busy, setBusy }: LabelsFormProps) {
  const { t } = useTranslation();
  const [nothingSelected, setNothingSelected] = useState(false);
  const schema = useMemo(() => labelsFormSchema(layouts), [layouts]);
  const form = useForm<LabelsFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initialLabelsForm(layouts, schoolHeading),
  });
  useDependentResets(form);
  // The refusal was about the choice then made: any change may answer it.
  useEffect(() => {
    const subscription = form.watch(() => setNothingSelected(false));
    return () => subscription.unsubscribe();
  }, [form]);

  const explainRefusal = useCallback(
    (error: unknown) => {
      const refusal = labelsRefusalOf(error);
      if (refusal?.kind === 'nothingSelected') setNothingSelected(true);
      if (refusal?.kind === 'fields') {
        refusal.issues.forEach((issue, index) => {
          form.setError(
            issue.field,
            { type: 'server', message: issue.message },
            { shouldFocus: index === 0 },
          );
        });
      }
      return refusal !== null;
    },
    [form],
  );
  const publish = usePublishWithFeedback(explainRefusal);
  const submit = form.handleSubmit(async (values) => {
    setNothingSelected(false);
    setBusy(true);
    try {
      const type = labelsDocumentType(values.labelsHeading, schoolHeading);
      if (await publish(toLabelsRequest(type, values))) onClose();
    } finally {
      setBusy(false);
    }
  });

  const idLabelsSetting = useWatch({ control: form.control, name: 'idLabelsSetting' });
  const layout = layoutOf(layouts, idLabelsSetting);
  const registerOptions = registers.map((register) => ({ value: register.id, label: register.description }));
  return (
    <form noValidate onSubmit={submit}>
      <DialogContent>
        <Box
          sx={{
            pt: 1,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2}>
            <LabelsLayoutFields
              control={form.control}
              layouts={layouts}
              layout={layout}
              schoolHeading={schoolHeading}
            />
            <LabelsBasisFields control={form.control} registers={registerOptions} />
            <IncludeOriginalNumber control={form.control} />
            {nothingSelected && <Alert severity="warning">{t('printingLabels.nothingSelected')}</Alert>}
          </Stack>
          <LabelsStartPosition control={form.control} layout={layout} />
        </Box>
      </DialogContent>
      <PrintDialogActions onClose={onClose} busy={busy} />
    </form>
  );
}

/**
 * Applies `resetsAfterChangeOf` as the user changes the layout or the site; once the form has been
 * submitted, a new layout also rechecks the heading against its own limit.
 */
function useDependentResets(form: ReturnType<typeof useForm<LabelsFormValues>>) {
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      const shouldValidate = form.formState.isSubmitted;
      for (const [field, value] of Object.entries(resetsAfterChangeOf(name))) {
        form.setValue(field as keyof LabelsFormValues, value, { shouldValidate });
      }
      if (name === 'idLabelsSetting' && shouldValidate) void form.trigger('labelsHeading');
    });
    return () => subscription.unsubscribe();
  }, [form]);
}

function IncludeOriginalNumber({ control }: { control: Control<LabelsFormValues> }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'includeOriginalInventoryNumber' });
  // Wrapped: the Stack's spacing would otherwise cancel the label's negative margin, which lines the
  // box up with the fields' edge.
  return (
    <div>
      <FormControlLabel
        label={t('printingLabels.fields.includeOriginalInventoryNumber')}
        control={
          <Checkbox
            name={field.name}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
          />
        }
      />
    </div>
  );
}
