import type { Attachment } from '@inventario/shared/contracts/attachments';
import { CAPTION_MAX_LENGTH } from '@inventario/shared/contracts/attachments';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useSetCaption } from '../api/attachments-api.ts';

/** A caption says what the photo shows ("the serial plate"); empty, the file's name stands for it. */
export function CaptionDialog({ attachment, onClose }: { attachment: Attachment; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const toast = useToast();
  const save = useSetCaption();
  const [caption, setCaption] = useState(attachment.caption);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { id: attachment.id, caption: caption.trim() },
      {
        onSuccess: () => {
          toast.success(t('attachments.captionSaved'));
          onClose();
        },
      },
    );
  };
  return (
    <FormDialog
      open
      title={t('attachments.editCaption')}
      onSubmit={submit}
      onClose={onClose}
      submitting={save.isPending}
      maxWidth="xs"
    >
      <TextField
        autoFocus
        label={t('attachments.caption')}
        value={caption}
        onChange={(event) => setCaption(event.target.value)}
        slotProps={{ htmlInput: { maxLength: CAPTION_MAX_LENGTH } }}
        error={save.isError}
        helperText={save.isError ? errorText(save.error) : t('attachments.captionHelp')}
        fullWidth
      />
    </FormDialog>
  );
}
