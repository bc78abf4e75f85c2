import type { importIssueSchema } from '@inventario/shared/contracts/imports';
import { formatCents } from '@inventario/shared/format/currency';
import type { z } from 'zod';

export type ImportIssue = z.infer<typeof importIssueSchema>;

/** How the words and numbers inside a message read in the interface language. */
export interface IssueLabels {
  movementKind(kind: string): string;
  register(register: string): string;
  number(value: number): string;
  fileSize(bytes: number): string;
}

type Values = Record<string, string | number>;

/** `imports.issue.<code>`: a cell's problem is `cell.<problem>`, an unreadable file's `file.<problem>`. */
export const issueTextKey = (code: string) => `imports.issue.${code}`;

/** The file problems whose `limit` is a number of bytes (the others count rows, columns, entries, times). */
const BYTE_LIMITS = new Set(['file.importFileTooLarge', 'file.importArchiveTooLarge']);

/** The validator names a voucher `charge 2026/12` and an inventory number `movable 12`: kind and register codes. */
const CODE_AND_REST = /^(\S+) (.+)$/;

function withLabel(
  value: string,
  label: (code: string) => string,
  format: (label: string, rest: string) => string,
) {
  const match = CODE_AND_REST.exec(value);
  return match ? format(label(match[1] ?? ''), match[2] ?? '') : value;
}

function formatParam(
  code: string,
  name: string,
  value: string | number,
  labels: IssueLabels,
): string | number {
  if (typeof value === 'number') {
    if (name.endsWith('Cents')) return formatCents(value);
    if (name === 'limit') return BYTE_LIMITS.has(code) ? labels.fileSize(value) : labels.number(value);
    return value;
  }
  if (name === 'kind') return labels.movementKind(value);
  if (name === 'register') return labels.register(value);
  if (name === 'movement')
    return withLabel(value, labels.movementKind, (kind, number) => `${kind} ${number}`);
  if (name === 'value' && (code === 'duplicateInventoryNumber' || code === 'duplicateDurableNumber'))
    return withLabel(value, labels.register, (register, number) => `${number} (${register})`);
  return value;
}

/**
 * The values a message is written with: the issue's params, amounts in euros, kinds and registers in
 * words, and the issue's sheet and column, which some messages name.
 */
export function issueTextValues(issue: ImportIssue, labels: IssueLabels): Values {
  const values: Values = { code: issue.code };
  if (issue.sheet !== null) values.sheet = issue.sheet;
  if (issue.column !== null) values.column = issue.column;
  for (const [name, value] of Object.entries(issue.params ?? {}))
    values[name] = formatParam(issue.code, name, value, labels);
  return values;
}
