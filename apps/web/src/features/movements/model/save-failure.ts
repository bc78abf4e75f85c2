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

/** The details' field an issue is about, by the request's name (or an alias: `creditorId` → `creditor`). */
export function detailsFieldOf<F extends string>(
  fields: readonly F[],
  name: string | undefined,
  aliases: Readonly<Record<string, F>> = {},
): F | undefined {
  const field = aliases[name ?? ''] ?? name ?? '';
  return (fields as readonly string[]).includes(field) ? (field as F) : undefined;
}

/** A validation refusal's issues placed on the details' fields and on the movement's lines. */
export interface PlacedIssues<F extends string> {
  fields: { field: F; message: string }[];
  /** By line key: the first message about a line. */
  lines: Record<string, string>;
}

/**
 * Places each issue of a refused request on the line (`lineOf` its path's parts) or the details' field
 * (`fieldOf` the path's first part) it is about. Undefined when one is about neither, or there are
 * none: the refusal is then said in a toast.
 */
export function placeIssues<F extends string>(
  issues: readonly ValidationIssue[],
  fieldOf: (name: string | undefined) => F | undefined,
  lineOf: (parts: readonly string[]) => string | undefined = () => undefined,
): PlacedIssues<F> | undefined {
  const placed: PlacedIssues<F> = { fields: [], lines: {} };
  for (const issue of issues) {
    const parts = issuePathParts(issue);
    const lineKey = lineOf(parts);
    const field = fieldOf(parts[0]);
    if (lineKey) placed.lines[lineKey] ??= issue.message;
    else if (field) placed.fields.push({ field, message: issue.message });
    else return undefined;
  }
  return placed.fields.length + Object.keys(placed.lines).length > 0 ? placed : undefined;
}
