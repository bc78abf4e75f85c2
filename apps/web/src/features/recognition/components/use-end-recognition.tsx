import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/api-error.ts';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useEndRecognition } from '../api/end-recognition.ts';
import { endBlockersOf } from '../model/end-failure.ts';

/**
 * "Concludi ricognizione": asks first (it is final), then ends it. A refusal says every rule that
 * stands in the way (`details.blockers`), each in its own words; another 4xx its reason; a failure
 * to reach the server a toast. Resolves whether it ended.
 */
export function useEndRecognitionCommand(id: number) {
  const { t } = useTranslation();
  const { confirm, alert } = useDialogs();
  const toast = useToast();
  const errorText = useErrorText();
  const end = useEndRecognition(id);

  const run = useCallback(async () => {
    const agreed = await confirm({
      title: t('recognition.end.title'),
      message: t('recognition.end.message'),
      confirmLabel: t('recognition.end.confirm'),
      destructive: true,
    });
    if (!agreed) return false;
    try {
      await end.mutateAsync();
      toast.success(t('recognition.end.done'));
      return true;
    } catch (error) {
      const blockers = endBlockersOf(error);
      if (blockers.length > 0) {
        await alert({
          title: t('recognition.end.refused'),
          severity: 'warning',
          message: (
            <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
              {blockers.map((blocker) => (
                <li key={blocker}>{t(`errors.${blocker}`)}</li>
              ))}
            </ul>
          ),
        });
      } else if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) {
        await alert({ title: t('common.attention'), message: errorText(error), severity: 'warning' });
      } else {
        toast.error(t('recognition.goods.failed'), error);
      }
      return false;
    }
  }, [alert, confirm, end, errorText, t, toast]);

  return { run, pending: end.isPending };
}
