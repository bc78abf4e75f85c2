import { zodResolver } from '@hookform/resolvers/zod';
import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import {
  type ExternalMovementDetail,
  externalMovementCompletionSchema,
} from '@inventario/shared/contracts/external-movements';
import type { Site } from '@inventario/shared/contracts/placement';
import { formatEuros } from '@inventario/shared/format/currency';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { type ReactNode, useId } from 'react';
import { type Control, type UseFormReturn, useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import { maxLengthOf } from '@/components/forms/text-limit.ts';
import { useFieldErrorText } from '@/components/forms/use-field-error-text.ts';
import { FormCreditorField } from '@/features/parties';
import { useAllSubcategories, useSiteLocations, useSites } from '@/features/reference-lists';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useCompleteExternalMovement } from '../api/complete-external-movement.ts';
import {
  type CompletionValues,
  completionDefaults,
  completionSchema,
  statusAfter,
  toCompletion,
} from '../model/completion-form.ts';
import { statusKey } from '../model/external-labels.ts';

const DESCRIPTION_MAX = maxLengthOf(externalMovementCompletionSchema.shape.lines.element.shape.description);

/** "03.01 Personal computer": the category code comes along, since subcategory codes repeat. */
const subcategoryLabel = (s: Subcategory) => `${s.category.code}.${s.code} ${s.description}`;

function SubcategoryField(props: {
  control: Control<CompletionValues>;
  index: number;
  subcategories: Subcategory[];
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({
    control: props.control,
    name: `lines.${props.index}.subcategoryId`,
  });
  const message = useFieldErrorText()(fieldState.error?.message);
  const selected = props.subcategories.find((s) => s.id === field.value) ?? null;
  return (
    <Autocomplete<Subcategory>
      options={props.subcategories}
      value={selected}
      groupBy={(s) => s.register.description}
      getOptionLabel={subcategoryLabel}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_event, subcategory) => field.onChange(subcategory?.id ?? null)}
      onBlur={field.onBlur}
      sx={{ flex: 2, minWidth: 240 }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={t('externalMovements.completion.subcategory')}
          error={Boolean(fieldState.error)}
          helperText={message ?? (field.value === null ? t('externalMovements.detail.missing') : undefined)}
        />
      )}
    />
  );
}

function PlaceFields(props: { form: UseFormReturn<CompletionValues>; index: number; sites: Site[] }) {
  const { t } = useTranslation();
  const { control, setValue } = props.form;
  const { field: site } = useController({ control, name: `lines.${props.index}.siteId` });
  const siteId = site.value;
  const locations = useSiteLocations(siteId).data ?? [];
  const current = useWatch({ control, name: `lines.${props.index}.locationId` });
  return (
    <>
      <TextField
        select
        label={t('externalMovements.completion.site')}
        value={site.value === null ? '' : String(site.value)}
        onChange={(event) => {
          // Another site: the location chosen belongs to the previous one.
          site.onChange(event.target.value === '' ? null : Number(event.target.value));
          setValue(`lines.${props.index}.locationId`, null);
        }}
        sx={{ flex: 1, minWidth: 160 }}
      >
        <MenuItem value="">
          <em>{t('externalMovements.completion.noneSite')}</em>
        </MenuItem>
        {props.sites.map((one) => (
          <MenuItem key={one.id} value={String(one.id)}>{`${one.code} ${one.description}`}</MenuItem>
        ))}
      </TextField>
      <FormSelectField
        control={control}
        name={`lines.${props.index}.locationId`}
        label={t('externalMovements.completion.location')}
        noneLabel={t('externalMovements.completion.noneLocation')}
        disabled={siteId === null}
        options={locations
          .filter((location) => location.active || location.id === current)
          .map((location) => ({ value: location.id, label: `${location.code} ${location.description}` }))}
        sx={{ flex: 1, minWidth: 160 }}
      />
    </>
  );
}

/** One good of the movement: a region named by its heading (which good, how many, at what price). */
function GoodSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id={titleId} variant="subtitle2" component="h3">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

export interface CompletionDialogProps {
  movement: ExternalMovementDetail;
  onClose: () => void;
  onSaved: (movement: ExternalMovementDetail) => void;
}

/**
 * Completes a movement's data (spec 02 §2 warehouse movements): the creditor and each good's
 * description, subcategory and location; the status it will have once saved is shown as it changes.
 */
export function CompletionDialog(props: CompletionDialogProps) {
  const { t } = useTranslation();
  const subcategories = useAllSubcategories();
  const sites = useSites();
  if (sites.data && subcategories.data) {
    return <CompletionForm {...props} sites={sites.data} subcategories={subcategories.data} />;
  }
  return (
    <Dialog open onClose={props.onClose} aria-label={t('externalMovements.actions.complete')}>
      <DialogContent>
        {sites.isError || subcategories.isError ? (
          <Alert severity="error">{t('externalMovements.completion.loadFailed')}</Alert>
        ) : (
          <CircularProgress aria-label={t('common.loading')} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CompletionForm({
  movement,
  onClose,
  onSaved,
  sites: siteList,
  subcategories,
}: CompletionDialogProps & { sites: Site[]; subcategories: Subcategory[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useCompleteExternalMovement();
  const form = useForm<CompletionValues>({
    resolver: zodResolver(completionSchema),
    mode: 'onTouched',
    defaultValues: completionDefaults(
      movement,
      (location) => siteList.find((site) => site.code === location.siteCode)?.id ?? null,
    ),
  });
  const values = useWatch({ control: form.control }) as CompletionValues;
  const status = statusAfter(movement, values);

  const sorted = [...subcategories].sort(
    (a, b) =>
      a.register.description.localeCompare(b.register.description) ||
      subcategoryLabel(a).localeCompare(subcategoryLabel(b)),
  );

  const submit = form.handleSubmit(async (formValues) => {
    try {
      const saved = await save.mutateAsync({ id: movement.id, completion: toCompletion(formValues) });
      toast.success(t('externalMovements.completion.saved'));
      onSaved(saved);
    } catch (error) {
      toast.error(t('externalMovements.completion.saveFailed'), error);
    }
  });

  return (
    <FormDialog
      open
      title={t('externalMovements.completion.title', { name: movement.description })}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitting={save.isPending}
      submitLabel={t('externalMovements.completion.save')}
      maxWidth="md"
    >
      <FormCreditorField
        control={form.control}
        name="creditor"
        label={t('externalMovements.completion.creditor')}
      />
      {movement.lines.map((line, index) => (
        <GoodSection
          // biome-ignore lint/suspicious/noArrayIndexKey: a good's place in the document is its identity
          key={index}
          title={t('externalMovements.completion.good', {
            index: index + 1,
            total: movement.lines.length,
            quantity: line.quantity,
            price: formatEuros(line.unitPrice),
          })}
        >
          <FormTextField
            control={form.control}
            name={`lines.${index}.description`}
            label={t('externalMovements.completion.description')}
            required
            maxLength={DESCRIPTION_MAX}
          />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <SubcategoryField control={form.control} index={index} subcategories={sorted} />
            <PlaceFields form={form} index={index} sites={siteList} />
          </Stack>
        </GoodSection>
      ))}
      {statusKey(status) ? (
        <Alert severity={status === 2 ? 'success' : 'warning'}>
          {t('externalMovements.completion.statusAfter', { status: t(statusKey(status) as ParseKeys) })}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
