import type { ReactNode } from 'react';
import { DatePickersProvider } from '@/components/forms/date-pickers-provider.tsx';
import type { MovementStep } from '../model/movement-steps.ts';
import { MovementStepper } from './movement-stepper.tsx';
import type { MovementEditorState } from './use-movement-editor.ts';

export interface MovementEditorFrameProps {
  editor: MovementEditorState;
  /** What each step shows. */
  steps: Record<MovementStep, ReactNode>;
  /** Why a step cannot be left forward (an i18n key). */
  problemOf: (step: MovementStep) => string | undefined;
  /** Instead of only showing the step, when leaving one does more (a discharge fills its details). */
  onStepChange?: (step: MovementStep) => void;
  saving: boolean;
  saveLabel: string;
  onCancel: () => void;
  /** The editor's dialogs (asset choices, asset form): inside the date pickers' provider. */
  children?: ReactNode;
}

/**
 * A movement editor's screen: the stepper on the editor's state (step buttons in edit mode, the
 * details form submitted by the last step) and the editor's dialogs, all with date pickers.
 */
export function MovementEditorFrame({
  editor,
  onStepChange,
  children,
  ...stepper
}: MovementEditorFrameProps) {
  return (
    <DatePickersProvider>
      <MovementStepper
        {...stepper}
        step={editor.step}
        onStepChange={onStepChange ?? editor.setStep}
        nonLinear={editor.editing}
        formId={editor.formId}
      />
      {children}
    </DatePickersProvider>
  );
}
