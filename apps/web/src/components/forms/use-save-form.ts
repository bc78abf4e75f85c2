import {
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useToast } from '@/shell/toast/use-toast.ts';
import { applyServerErrors } from './apply-server-errors.ts';
import type { CodeFields } from './server-field-errors.ts';

export interface SaveFormOptions<TValues extends FieldValues, TSaved> {
  /** `resolver`, `defaultValues` and any other option of react-hook-form's `useForm`. */
  form: UseFormProps<TValues>;
  /** The fields a server message may land on; a message for any other field becomes a toast. */
  fields: readonly FieldPath<TValues>[];
  /** Error codes that belong to a field (`siteCodeExists` → `code`). */
  codeFields?: CodeFields;
  save: (values: TValues) => Promise<TSaved>;
  savedMessage: string;
  failedMessage: string;
  onSaved?: (saved: TSaved) => void;
}

/**
 * A form that saves through the API: on success a toast and `onSaved`; on failure the server's field
 * messages on their fields, or one toast with the translated error when they do not all fit.
 */
export function useSaveForm<TValues extends FieldValues, TSaved = unknown>(
  options: SaveFormOptions<TValues, TSaved>,
): { form: UseFormReturn<TValues>; submit: () => Promise<void> } {
  const toast = useToast();
  const form = useForm<TValues>(options.form);
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await options.save(values);
      toast.success(options.savedMessage);
      options.onSaved?.(saved);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, options.fields, options.codeFields)) {
        toast.error(options.failedMessage, error);
      }
    }
  });
  return { form, submit };
}
