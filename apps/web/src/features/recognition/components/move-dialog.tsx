import { zodResolver } from '@hookform/resolvers/zod';
import type { RecognitionAsset } from '@inventario/shared/contracts/recognition';
import { toIsoDate } from '@inventario/shared/format/date';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/forms/form-date-field.tsx';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { useSaveForm } from '@/components/forms/use-save-form.ts';
import { useMoveAsset } from '../api/move-asset.ts';
import { type MoveValues, moveFormSchema } from '../model/move-form.ts';
import { goodText, placeText } from '../model/recognition-labels.ts';

/** "Sposta qui": a good found elsewhere moves to the location it was read in, on the date given (today). */
export function MoveDialog(props: { recognitionId: number; asset: RecognitionAsset; onClose: () => void }) {
  const { t } = useTranslation();
  const move = useMoveAsset(props.recognitionId);
  const good = goodText(props.asset);
  const from = placeText(props.asset.location) || t('recognition.moveDialog.nowhere');
  const to = placeText(props.asset.detectedLocation);
  const { form, submit } = useSaveForm<MoveValues>({
    form: { resolver: zodResolver(moveFormSchema), defaultValues: { date: toIsoDate(new Date()) } },
    fields: ['date'],
    save: (values) => move.mutateAsync({ idAsset: props.asset.idAsset, date: values.date ?? '' }),
    savedMessage: t('recognition.moveDialog.moved', { good, to }),
    failedMessage: t('recognition.goods.failed'),
    onSaved: props.onClose,
  });
  return (
    <FormDialog
      open
      title={t('recognition.moveDialog.title', { good })}
      onSubmit={submit}
      onClose={props.onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={t('recognition.moveDialog.submit')}
    >
      <Typography>{t('recognition.moveDialog.message', { from, to })}</Typography>
      <FormDateField control={form.control} name="date" label={t('recognition.moveDialog.date')} required />
    </FormDialog>
  );
}
