import type { Renewal } from '@inventario/shared/contracts/renewal';
import { formatDate } from '@inventario/shared/format/date';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ExplainedButton } from '@/components/actions/explained-button.tsx';
import { useEndRenewal } from '../api/end-renewal.ts';
import { stepActionRefusal } from '../model/renewal-actions.ts';
import { useStepAction } from './use-step-action.ts';

/**
 * The closing: once the registers are renumbered, "Concludi il rinnovo" ends it for good (the school's
 * last renewal becomes this one).
 */
export function ClosingPanel({ renewal }: { renewal: Renewal }) {
  const { t } = useTranslation();
  const end = useEndRenewal(renewal.id);
  const act = useStepAction();
  const refusal = stepActionRefusal(renewal, 'end');
  const date = formatDate(renewal.renewalDate);
  return (
    <Stack spacing={2}>
      {renewal.status === 'completed' ? (
        <Alert severity="success">
          {t('renewal.closing.ended', { date, end: renewal.endDate ? formatDate(renewal.endDate) : '' })}
        </Alert>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <ExplainedButton
            variant="contained"
            startIcon={<TaskAltIcon />}
            loading={end.isPending}
            disabledReason={refusal ? t(`errors.${refusal}`) : undefined}
            onClick={() =>
              void act(end, {
                title: t('renewal.closing.endTitle'),
                question: t('renewal.closing.endQuestion', { date }),
                confirmLabel: t('renewal.closing.end'),
                done: t('renewal.closing.done'),
                failed: t('renewal.closing.endFailed'),
              })
            }
          >
            {t('renewal.closing.end')}
          </ExplainedButton>
        </Stack>
      )}
    </Stack>
  );
}
