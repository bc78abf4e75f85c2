import type { Renewal } from '@inventario/shared/contracts/renewal';
import UndoIcon from '@mui/icons-material/Undo';
import Stack from '@mui/material/Stack';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExplainedButton } from '@/components/actions/explained-button.tsx';
import { type StepAction, stepActionRefusal } from '../model/renewal-actions.ts';
import { useStepAction } from './use-step-action.ts';

type Change = UseMutationResult<unknown, Error, void>;

/**
 * The button of a revertible step (the revaluation, the renumbering): before it, run it; after it,
 * take it back. Each asks first, says why it cannot be pressed now, and its texts are the step's own
 * (`renewal.<step>.run`, `runTitle`, `runQuestion`, `done`, `runFailed`, `revert`…).
 */
export function StepActions(props: {
  renewal: Renewal;
  step: 'revaluation' | 'renumbering';
  done: boolean;
  run: {
    action: StepAction;
    change: Change;
    icon: ReactNode;
    questionValues?: Record<string, string | number>;
  };
  revert: { action: StepAction; change: Change };
  onStepChanged: () => void;
}) {
  const { t } = useTranslation();
  const act = useStepAction();
  const { renewal, step, run, revert } = props;
  const refusal = stepActionRefusal(renewal, props.done ? revert.action : run.action);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
      {props.done ? (
        <ExplainedButton
          variant="outlined"
          color="warning"
          startIcon={<UndoIcon />}
          loading={revert.change.isPending}
          disabledReason={refusal ? t(`errors.${refusal}`) : undefined}
          onClick={() =>
            void act(
              revert.change,
              {
                title: t(`renewal.${step}.revertTitle`),
                question: t(`renewal.${step}.revertQuestion`),
                confirmLabel: t(`renewal.${step}.revert`),
                destructive: true,
                done: t(`renewal.${step}.reverted`),
                failed: t(`renewal.${step}.revertFailed`),
              },
              props.onStepChanged,
            )
          }
        >
          {t(`renewal.${step}.revert`)}
        </ExplainedButton>
      ) : (
        <ExplainedButton
          variant="contained"
          startIcon={run.icon}
          loading={run.change.isPending}
          disabledReason={refusal ? t(`errors.${refusal}`) : undefined}
          onClick={() =>
            void act(
              run.change,
              {
                title: t(`renewal.${step}.runTitle`),
                question: t(`renewal.${step}.runQuestion`, run.questionValues ?? {}),
                confirmLabel: t(`renewal.${step}.run`),
                done: t(`renewal.${step}.done`),
                failed: t(`renewal.${step}.runFailed`),
              },
              props.onStepChanged,
            )
          }
        >
          {t(`renewal.${step}.run`)}
        </ExplainedButton>
      )}
    </Stack>
  );
}
