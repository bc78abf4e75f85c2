import type { ImportColumns, ImportSummary } from '@inventario/shared/contracts/imports';
import type { ColumnMapping } from '@inventario/shared/domain/imports/column-mapping';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { useId } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageLoading, PageProblem, RetryButton } from '@/components/feedback/page-state.tsx';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useImportColumns, useSaveImportColumns } from '../api/import-columns.ts';
import { COLUMN_FIELDS, columnFormErrors, columnFormValues, sampleOf } from '../model/column-form.ts';
import { ColumnPreview } from './column-preview.tsx';

export interface ImportColumnsStepProps {
  summary: ImportSummary;
  busy: boolean;
  onDiscard: () => void;
  /** Back to the report of the check done with the columns given before (a file checked already). */
  onBack?: (() => void) | undefined;
}

function ColumnField({
  control,
  columns,
  field,
}: {
  control: Control<ColumnMapping>;
  columns: ImportColumns;
  field: (typeof COLUMN_FIELDS)[number];
}) {
  const { t } = useTranslation();
  const header = useWatch({ control, name: field.key }) ?? null;
  const sample = sampleOf(columns, header);
  return (
    <FormSelectField
      control={control}
      name={field.key}
      label={t(`imports.columns.fields.${field.key}` as ParseKeys)}
      required={field.required}
      fullWidth
      size="small"
      options={columns.headers.map((h) => ({ value: h, label: h }))}
      noneLabel={t('imports.columns.none')}
      helperText={sample === undefined ? ' ' : t('imports.columns.sample', { value: sample })}
    />
  );
}

function ColumnsForm({
  summary,
  columns,
  busy,
  onDiscard,
  onBack,
}: ImportColumnsStepProps & { columns: ImportColumns }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveImportColumns(summary.id);
  const form = useForm<ColumnMapping>({ defaultValues: columnFormValues(columns.mapping) });
  const submit = form.handleSubmit(async (values) => {
    const errors = [...columnFormErrors(columns.headers, values)];
    errors.forEach(([field, message], index) => {
      form.setError(field, { type: 'columns', message }, { shouldFocus: index === 0 });
    });
    if (errors.length > 0) return;
    try {
      await save.mutateAsync({ mapping: values });
    } catch (error) {
      toast.error(t('imports.columns.saveFailed'), error);
    }
  });
  const disabled = busy || save.isPending;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      {columns.remembered ? <Alert severity="info">{t('imports.columns.remembered')}</Alert> : null}
      <ColumnPreview columns={columns} />
      <Typography variant="subtitle1" component="h3">
        {t('imports.columns.fieldsTitle')}
      </Typography>
      <Grid container columnSpacing={2} rowSpacing={1}>
        {COLUMN_FIELDS.map((field) => (
          <Grid key={field.key} size={{ xs: 12, sm: 6, lg: 4 }}>
            <ColumnField control={form.control} columns={columns} field={field} />
          </Grid>
        ))}
      </Grid>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button type="submit" variant="contained" disabled={disabled}>
          {t('imports.columns.check')}
        </Button>
        {onBack ? (
          <Button variant="outlined" disabled={disabled} onClick={onBack}>
            {t('imports.columns.back')}
          </Button>
        ) : null}
        <Button variant="outlined" color="error" disabled={disabled} onClick={onDiscard}>
          {t('imports.actions.discard')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * Another product's file names its columns its own way: the user says which column holds which field
 * (the school's last answer, or the headers that name a field, proposed), seeing the file's first rows;
 * then the file is checked with it.
 */
export function ImportColumnsStep(props: ImportColumnsStepProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const errorText = useErrorText();
  const columns = useImportColumns(props.summary.id);
  const body = () => {
    if (columns.isPending) return <PageLoading />;
    if (columns.isError)
      return (
        <PageProblem
          message={errorText(columns.error)}
          action={<RetryButton onRetry={() => void columns.refetch()} />}
        />
      );
    return <ColumnsForm {...props} columns={columns.data} />;
  };
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('imports.columns.title')}
        </Typography>
        <Typography color="text.secondary">{t('imports.columns.intro')}</Typography>
        {body()}
      </Stack>
    </Paper>
  );
}
