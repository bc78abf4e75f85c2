import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { YearState, YearStatus } from '@inventario/shared/domain/financial-years/financial-year';
import { useCallback, useId, useMemo, useState } from 'react';
import type { MovementStep } from '../model/movement-steps.ts';

/** A movement not saved yet: everything in it may change. */
const NEW_MOVEMENT_EDITABLE: MovementWithAssets['editable'] = {
  content: true,
  assets: true,
  deletable: true,
};

/** The financial years as the details' date rules read them. */
export function yearStatesOf(years: readonly FinancialYear[]): YearState[] {
  return years.map((year) => ({ year: year.year, status: year.status.code as YearStatus }));
}

export interface MovementEditorOptions {
  /** Edit mode: the saved movement; create mode without it. */
  movement: MovementWithAssets | undefined;
  years: readonly FinancialYear[];
  /** The step the editor opens on. */
  firstStep: MovementStep;
  /** The line problems (by line key) known from the start, such as incomplete lines. */
  initialProblems?: () => Record<string, string>;
}

/**
 * What every movement editor keeps around its stepper: the step shown, the id of its details form,
 * the years its date is checked against, what the movement lets change (a new one everything) and
 * the problems marked on its asset lines by a refused save.
 */
export function useMovementEditor({ movement, years, firstStep, initialProblems }: MovementEditorOptions) {
  const formId = useId();
  const [step, setStep] = useState<MovementStep>(firstStep);
  const [problems, setProblems] = useState<Record<string, string>>(initialProblems ?? {});
  const states = useMemo(() => yearStatesOf(years), [years]);
  const backToAssets = useCallback(() => setStep('assets'), []);
  const clearProblem = useCallback((key: string) => setProblems(({ [key]: _fixed, ...rest }) => rest), []);
  return {
    formId,
    step,
    setStep,
    backToAssets,
    states,
    editing: Boolean(movement),
    editable: movement?.editable ?? NEW_MOVEMENT_EDITABLE,
    problems,
    setProblems,
    clearProblem,
  };
}

export type MovementEditorState = ReturnType<typeof useMovementEditor>;
