import { zodResolver } from '@hookform/resolvers/zod';
import { type Site, siteSaveSchema } from '@inventario/shared/contracts/placement';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { emptyAsNull, FormTextField } from '@/components/forms/form-text-field.tsx';
import { textLimits } from '@/components/forms/text-limit.ts';
import { useSaveForm } from '@/components/forms/use-save-form.ts';
import { useSaveSite } from '../api/save-site.ts';

const siteFormSchema = siteSaveSchema.omit({ id: true });
type SiteForm = z.input<typeof siteFormSchema>;
const SITE_LIMITS = textLimits(siteSaveSchema);
const SITE_FIELDS = ['code', 'description', 'address', 'city'] as const;

export interface SiteDialogProps {
  /** The site to edit; undefined to add one. */
  site: Site | undefined;
  onClose: () => void;
  onSaved: (site: Site) => void;
}

function valuesOf(site: Site | undefined): SiteForm {
  return {
    code: site?.code ?? '',
    description: site?.description ?? '',
    address: site?.address ?? null,
    city: site?.city ?? null,
  };
}

/** Add or edit a site: code (unique in the school), description, address, city. Mount it to open it. */
export function SiteDialog({ site, onClose, onSaved }: SiteDialogProps) {
  const { t } = useTranslation();
  const save = useSaveSite();
  const { form, submit } = useSaveForm({
    form: { resolver: zodResolver(siteFormSchema), defaultValues: valuesOf(site) },
    fields: SITE_FIELDS,
    codeFields: {
      siteCodeExists: { field: 'code', message: 'rules.siteCodeExists' },
    },
    save: (values) => save.mutateAsync({ ...values, id: site?.id }),
    savedMessage: t('placement.sites.saved'),
    failedMessage: t('forms.saveFailed'),
    onSaved,
  });

  return (
    <FormDialog
      open
      title={site ? t('placement.sites.editTitle', { code: site.code }) : t('placement.sites.addTitle')}
      onSubmit={submit}
      onClose={onClose}
      submitting={save.isPending}
    >
      <FormTextField
        control={form.control}
        name="code"
        label={t('placement.sites.fields.code')}
        helperText={t('placement.sites.fields.codeHelper')}
        required
        autoFocus
        maxLength={SITE_LIMITS.code}
      />
      <FormTextField
        control={form.control}
        name="description"
        label={t('placement.sites.fields.description')}
        required
        maxLength={SITE_LIMITS.description}
      />
      <FormTextField
        control={form.control}
        name="address"
        label={t('placement.sites.fields.address')}
        toValue={emptyAsNull}
        maxLength={SITE_LIMITS.address}
      />
      <FormTextField
        control={form.control}
        name="city"
        label={t('placement.sites.fields.city')}
        toValue={emptyAsNull}
        maxLength={SITE_LIMITS.city}
      />
    </FormDialog>
  );
}
