import type { ParseKeys } from 'i18next';
import { useMemo } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useToast } from '@/shell/toast/use-toast.ts';
import { type MovementStep, SHOWN_ON_FIELD } from '../model/movement-steps.ts';

/** A refusal's message (a translation key) for one field of a movement's details. */
export interface FieldRefusal<V extends FieldValues> {
  field: FieldPath<V>;
  message: string;
}

/** Puts a refused save's messages on the details' fields, the first one focused. */
export function showFieldRefusals<V extends FieldValues>(
  form: UseFormReturn<V>,
  refusals: readonly FieldRefusal<V>[],
) {
  refusals.forEach(({ field, message }, index) => {
    form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
  });
}

export interface LineRefusalHandlers {
  /** Marks lines with the server's messages (by line key). */
  onLineProblems: (problems: Record<string, string>) => void;
  onBackToAssets: () => void;
}

/**
 * How a movement editor stops or shows a refused save beyond its fields (spec 01 §8): an "attention"
 * alert with the refusal's message, the earlier steps' problems before saving, and refusals on asset
 * lines (marked, said in a toast, and back to the assets step to fix them).
 */
export function useSaveFeedback() {
  const { t } = useTranslation();
  const { alert } = useDialogs();
  const toast = useToast();
  return useMemo(() => {
    const attention = (message: string) =>
      alert({ title: t('common.attention'), message: t(message as ParseKeys), severity: 'warning' });
    return {
      attention,
      /**
       * Before saving from the details: a problem of the type or assets step (a key) is alerted and
       * that step shown. Answers whether the save may go on.
       */
      earlierStepsReady: async (
        problemOf: (step: MovementStep) => string | undefined,
        goTo: (step: MovementStep) => void,
      ) => {
        const typeProblem = problemOf('type');
        const problem = typeProblem ?? problemOf('assets');
        if (!problem) return true;
        if (problem !== SHOWN_ON_FIELD) await attention(problem);
        goTo(typeProblem ? 'type' : 'assets');
        return false;
      },
      /** Refusals on lines, if any: `toastKey` says the lines were refused. */
      refusedLines: (lines: Record<string, string>, toastKey: ParseKeys, handlers: LineRefusalHandlers) => {
        if (Object.keys(lines).length === 0) return;
        handlers.onLineProblems(lines);
        toast.error(t(toastKey));
        handlers.onBackToAssets();
      },
    };
  }, [alert, t, toast]);
}
