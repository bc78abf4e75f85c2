import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useToast } from '@/shell/toast/use-toast.ts';
import { type AttachmentRecord, useUploadAttachment } from '../api/attachments-api.ts';
import { localRefusal } from '../model/attachment-files.ts';

export interface UploadProgress {
  name: string;
  fraction: number;
}

export interface UploadFailure {
  name: string;
  reason: string;
}

/**
 * Sends chosen files one after the other (a school's server has few cores and photos take it a
 * moment each), with the progress of the one being sent; the refused ones are listed with their
 * reason and the others go on.
 */
export function useAttachmentUploads(record: AttachmentRecord) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const toast = useToast();
  const upload = useUploadAttachment(record);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failures, setFailures] = useState<UploadFailure[]>([]);

  async function send(files: readonly File[]) {
    const failed: UploadFailure[] = [];
    let attached = 0;
    for (const file of files) {
      const refusal = localRefusal(file);
      if (refusal) {
        failed.push({ name: file.name, reason: t(`errors.${refusal}`) });
        continue;
      }
      setProgress({ name: file.name, fraction: 0 });
      try {
        await upload.mutateAsync({
          file,
          fileName: file.name,
          onProgress: (fraction) => setProgress({ name: file.name, fraction }),
        });
        attached += 1;
      } catch (error) {
        failed.push({ name: file.name, reason: errorText(error) });
      }
    }
    setProgress(null);
    setFailures(failed);
    if (attached > 0) toast.success(t('attachments.uploaded', { count: attached }));
  }

  return { send, progress, failures, dismissFailures: () => setFailures([]) };
}
