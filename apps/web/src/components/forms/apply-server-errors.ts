import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { type CodeFields, fieldMessagesOf } from './server-field-errors.ts';

/**
 * Puts a failed save's field messages on the form's fields (the first one focused). Answers whether
 * every message found a field of `fields`; when not, the caller shows the failure another way.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  codeFields: CodeFields = {},
): boolean {
  const messages = fieldMessagesOf(error, codeFields);
  const known = (field: string): field is FieldPath<T> => (fields as readonly string[]).includes(field);
  const placed = messages.filter((message) => known(message.field));
  placed.forEach((message, index) => {
    setError(
      message.field as FieldPath<T>,
      { type: 'server', message: message.message },
      { shouldFocus: index === 0 },
    );
  });
  return messages.length > 0 && placed.length === messages.length;
}
