import { fieldIssueSchema } from '@inventario/shared/contracts/common';
import type { ErrorCode } from '@inventario/shared/errors';
import { z } from 'zod';
import { isApiError } from '@/lib/api/api-error.ts';

/** A message to show under one field: an i18n key (`rules.*`, `errors.*`) or a server text. */
export interface FieldMessage {
  field: string;
  message: string;
}

/** Where a conflict code (409) belongs: the field, and the text key if not `errors.<code>`. */
export type CodeFields = Partial<Record<ErrorCode, { field: string; message?: string }>>;

const issuesSchema = z.object({ issues: z.array(fieldIssueSchema) });

/**
 * The field messages a failed save carries: the `details.issues` of `validationFailed`, or the one
 * field a conflict code is about. Empty when the failure is not about fields (the caller toasts it).
 */
export function fieldMessagesOf(error: unknown, codeFields: CodeFields = {}): FieldMessage[] {
  if (!isApiError(error)) return [];
  if (error.code === 'validationFailed') {
    const parsed = issuesSchema.safeParse(error.details);
    return parsed.success ? parsed.data.issues : [];
  }
  const target = codeFields[error.code as ErrorCode];
  return target ? [{ field: target.field, message: target.message ?? `errors.${error.code}` }] : [];
}
