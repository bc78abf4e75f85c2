import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Universality,
  type UniversalityInput,
  universalityInputSchema,
} from '@inventario/shared/contracts/universalities';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import { maxLengthOf } from '@/components/forms/text-limit.ts';
import { useSaveForm } from '@/components/forms/use-save-form.ts';
import { useCreateUniversality } from '../api/create-universality.ts';
import { useRenameUniversality } from '../api/rename-universality.ts';

export interface UniversalityDialogProps {
  /** The universality to rename; undefined to create one. */
  universality: Universality | undefined;
  onClose: () => void;
  onSaved?: (id: number) => void;
}

/** Create a universality, or rename one: its description is all it has of its own. Mount it to open it. */
export function UniversalityDialog({ universality, onClose, onSaved }: UniversalityDialogProps) {
  const { t } = useTranslation();
  const create = useCreateUniversality();
  const rename = useRenameUniversality();
  const { form, submit } = useSaveForm<UniversalityInput, number>({
    form: {
      resolver: zodResolver(universalityInputSchema),
      defaultValues: { description: universality?.description ?? '' },
    },
    fields: ['description'],
    save: async (values) => {
      if (!universality) return (await create.mutateAsync(values)).id;
      await rename.mutateAsync({ id: universality.id, ...values });
      return universality.id;
    },
    savedMessage: universality ? t('universalities.form.renamed') : t('universalities.form.created'),
    failedMessage: t('universalities.form.saveFailed'),
    onSaved: (id) => {
      onSaved?.(id);
      onClose();
    },
  });
  return (
    <FormDialog
      open
      title={
        universality
          ? t('universalities.form.renameTitle', { description: universality.description })
          : t('universalities.form.newTitle')
      }
      onSubmit={submit}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
    >
      <FormTextField
        control={form.control}
        name="description"
        label={t('universalities.form.description')}
        helperText={universality ? undefined : t('universalities.form.hint')}
        required
        autoFocus
        maxLength={maxLengthOf(universalityInputSchema.shape.description)}
      />
    </FormDialog>
  );
}
