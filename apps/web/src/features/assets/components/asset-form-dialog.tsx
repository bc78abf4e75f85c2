import { zodResolver } from '@hookform/resolvers/zod';
import type { AssetDetail } from '@inventario/shared/contracts/assets';
import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import type { Site } from '@inventario/shared/contracts/placement';
import { eurosToCents, formatCents } from '@inventario/shared/format/currency';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/components/forms/apply-server-errors.ts';
import { DatePickersProvider } from '@/components/forms/date-pickers-provider.tsx';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useCreateAsset } from '../api/create-asset.ts';
import { useAsset } from '../api/get-asset.ts';
import { useUniversality } from '../api/get-universality.ts';
import { useUpdateAsset } from '../api/update-asset.ts';
import {
  ASSET_FORM_FIELDS,
  type AssetFormValues,
  assetFormDefaults,
  assetFormSchema,
  assetStartOf,
  priceCents,
  toChargedAssetEdit,
  toWaitingAssetInput,
} from '../model/asset-form.ts';
import { editScopeOf } from '../model/asset-status.ts';
import { type SaveConfirmation, saveConfirmations } from '../model/asset-threshold.ts';
import { AssetFormFields } from './asset-form-fields.tsx';
import { assetName } from './asset-name.ts';

export interface AssetFormDialogProps {
  /** The asset to edit; undefined to record a new waiting asset. */
  assetId: number | undefined;
  /** The universality a new asset joins (a new component). */
  universality?: { id: number; description: string };
  subcategories: readonly Subcategory[];
  sites: readonly Site[];
  onClose: () => void;
  onSaved?: (id: number) => void;
}

/**
 * Record a waiting asset, or edit one: every field while it waits; once charged only the descriptive
 * ones, the others shown read-only with the reason. Mount it to open it.
 */
export function AssetFormDialog(props: AssetFormDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const asset = useAsset(props.assetId);
  // The form starts from the asset's values once: wait for fresh ones, not a cached copy a multiple
  // edit or a change made stale.
  if (props.assetId !== undefined && (!asset.data || asset.isFetching)) {
    return (
      <Dialog open onClose={props.onClose} aria-label={t('assets.form.editTitleLoading')}>
        <DialogContent>
          {asset.isError ? (
            <Alert severity="error">{errorText(asset.error)}</Alert>
          ) : (
            <CircularProgress aria-label={t('common.loading')} />
          )}
        </DialogContent>
      </Dialog>
    );
  }
  return <AssetForm {...props} asset={asset.data} />;
}

function confirmationText(confirmation: SaveConfirmation, t: TFunction): string {
  switch (confirmation.kind) {
    case 'toInventory':
      return t('assets.form.confirm.toInventory');
    case 'toDurable':
      return t('assets.form.confirm.toDurable');
    case 'universalityIncomplete':
      return t('assets.form.confirm.universalityIncomplete', { total: formatCents(confirmation.totalCents) });
  }
}

function AssetForm(props: AssetFormDialogProps & { asset: AssetDetail | undefined }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { confirm } = useDialogs();
  const { asset } = props;
  const scope = asset ? (editScopeOf(asset.status) ?? 'descriptive') : 'full';
  const universalityId = asset ? asset.universalityId : (props.universality?.id ?? null);
  const universality = useUniversality(universalityId);
  const create = useCreateAsset();
  const update = useUpdateAsset();
  const siteId = props.sites.find((site) => site.code === asset?.location?.siteCode)?.id ?? null;
  const form = useForm<AssetFormValues>({
    resolver: zodResolver(
      assetFormSchema({ legal: scope === 'full', inUniversality: universalityId !== null }),
    ),
    mode: 'onTouched',
    defaultValues: assetFormDefaults(asset && assetStartOf(asset), {
      categoryId: asset?.category.id ?? null,
      siteId,
    }),
  });

  const confirmed = async (values: AssetFormValues) => {
    if (scope !== 'full') return true;
    const totals = universality.data;
    const confirmations = saveConfirmations(priceCents(values.price) ?? 0, {
      ...(asset ? { originalPriceCents: eurosToCents(asset.historicalPrice) } : {}),
      ...(totals
        ? {
            universality: {
              totalCents: eurosToCents(totals.totalHistoricalValue),
              includesAsset: asset?.universalityId === totals.id,
            },
          }
        : {}),
    });
    for (const confirmation of confirmations) {
      const ok = await confirm({
        title: t('assets.form.confirm.title'),
        message: confirmationText(confirmation, t),
      });
      if (!ok) return false;
    }
    return true;
  };

  const save = async (values: AssetFormValues): Promise<number> => {
    if (!asset) return (await create.mutateAsync(toWaitingAssetInput(values, universalityId))).id;
    const body =
      scope === 'full'
        ? toWaitingAssetInput(values, asset.universalityId)
        : toChargedAssetEdit(values, asset);
    await update.mutateAsync({ id: asset.id, body });
    return asset.id;
  };

  const submit = form.handleSubmit(async (values) => {
    if (!(await confirmed(values))) return;
    try {
      const id = await save(values);
      toast.success(asset ? t('assets.form.saved') : t('assets.form.created'));
      props.onSaved?.(id);
      props.onClose();
    } catch (error) {
      const placed = applyServerErrors(error, form.setError, ASSET_FORM_FIELDS, {
        priceCrossesThreshold: { field: 'price' },
        componentReachesThreshold: { field: 'price' },
        locationInactive: { field: 'locationId' },
        subcategoryOtherRegister: { field: 'subcategoryId' },
      });
      if (!placed) toast.error(t('assets.form.saveFailed'), error);
    }
  });

  const title = asset
    ? t('assets.form.editTitle', { name: assetName(asset, t) })
    : props.universality
      ? t('assets.form.newComponentTitle', { universality: props.universality.description })
      : t('assets.form.newTitle');

  return (
    <DatePickersProvider>
      <FormDialog
        open
        title={title}
        onSubmit={submit}
        onClose={props.onClose}
        submitting={form.formState.isSubmitting}
        maxWidth="md"
      >
        {asset ? null : (
          <Alert severity="info">
            {props.universality ? t('assets.form.componentInfo') : t('assets.form.thresholdInfo')}
          </Alert>
        )}
        {scope === 'descriptive' ? <Alert severity="info">{t('assets.form.chargedHint')}</Alert> : null}
        <AssetFormFields
          form={form}
          lists={{ subcategories: props.subcategories, sites: props.sites }}
          legalLocked={scope !== 'full'}
        />
      </FormDialog>
    </DatePickersProvider>
  );
}
