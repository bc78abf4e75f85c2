import { z } from 'zod';
import type { ApiError } from '@/lib/api/api-error.ts';

/** Refusals about a voucher's date (the movement year's rules), shown under its date field. */
export const MOVEMENT_DATE_CODES: ReadonlySet<string> = new Set([
  'movementDateBeforeLast',
  'financialYearMissing',
  'financialYearClosed',
  'movementDateAfterNext',
  'movementYearChanged',
]);

const issueSchema = z.object({
  field: z.string().optional(),
  path: z.string().optional(),
  message: z.string(),
});
const issuesSchema = z.object({ issues: z.array(issueSchema) });

/** One refused field of a request, as `validationFailed`/`invalidRequest` details list them. */
export type ValidationIssue = z.infer<typeof issueSchema>;

/** The issues of a request the server found not valid, or undefined for any other refusal. */
export function validationIssues(error: ApiError): ValidationIssue[] | undefined {
  if (error.code !== 'validationFailed' && error.code !== 'invalidRequest') return undefined;
  const parsed = issuesSchema.safeParse(error.details);
  return parsed.success ? parsed.data.issues : undefined;
}

/** The parts of what an issue names: `assets.2.price`, `/assets/2/price` or `assets[2].price`. */
export function issuePathParts(issue: ValidationIssue): string[] {
  return (issue.field ?? issue.path ?? '')
    .replace(/\[(\d+)\]/g, '.$1')
    .split(/[./]/)
    .filter(Boolean);
}
