const SQLSTATE = /^[0-9A-Z]{5}$/;

/** PostgreSQL's SQLSTATE of a failed statement, through drizzle's wrapping. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The name of the violated constraint, when PostgreSQL reports one. */
export function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const FOREIGN_KEY_VIOLATION = '23503';
export const UNIQUE_VIOLATION = '23505';

/** Unique constraints whose violation is a user's mistake with its own message. */
const uniqueConstraintCodes = {
  sites_tenant_code: 'siteCodeExists',
  locations_site_code: 'locationCodeExists',
  aggregations_tenant_code: 'aggregationCodeExists',
  categories_register_code: 'categoryCodeExists',
  subcategories_category_code: 'subcategoryCodeExists',
  financial_years_tenant_year: 'yearAlreadyExists',
  imports_one_pending: 'importPending',
} as const;

export type ConstraintErrorCode =
  | (typeof uniqueConstraintCodes)[keyof typeof uniqueConstraintCodes]
  | 'errorFK';

/**
 * The error code for a statement refused by a constraint: deleting a row still referenced is
 * `errorFK` ("the element is in use"); a known duplicate has its own code.
 */
export function constraintErrorCode(error: unknown): ConstraintErrorCode | undefined {
  const state = sqlState(error);
  if (state === FOREIGN_KEY_VIOLATION) return 'errorFK';
  if (state !== UNIQUE_VIOLATION) return undefined;
  const name = violatedConstraint(error);
  return name && Object.hasOwn(uniqueConstraintCodes, name)
    ? uniqueConstraintCodes[name as keyof typeof uniqueConstraintCodes]
    : undefined;
}

/** The SQLSTATE class of data exceptions, whose messages quote the value refused (`"abc"`). */
const DATA_EXCEPTION = '22';

/**
 * What a log may keep of a driver's error: the failed statement's text without its parameters, and
 * PostgreSQL's diagnosis without the values it quotes (a data exception's message; any `detail`, such
 * as the row a constraint refused). Undefined for an error that carries neither.
 */
export function databaseDiagnosis(error: object): { message: string; [field: string]: string } | undefined {
  const fields = error as Record<string, unknown>;
  const statement =
    typeof fields.query === 'string' && Array.isArray(fields.params) ? fields.query : undefined;
  const code = typeof fields.code === 'string' && SQLSTATE.test(fields.code) ? fields.code : undefined;
  if (!statement && !(code && typeof fields.severity === 'string')) return undefined;
  const diagnosis: { message: string; [field: string]: string } = { message: 'Failed query' };
  if (code && typeof fields.message === 'string') {
    diagnosis.message = code.startsWith(DATA_EXCEPTION)
      ? 'Data exception (its message, which quotes the value, is left out)'
      : fields.message;
  }
  if (statement) diagnosis.statement = statement;
  if (code) diagnosis.code = code;
  for (const key of ['table', 'column', 'constraint', 'dataType', 'routine']) {
    if (typeof fields[key] === 'string') diagnosis[key] = fields[key];
  }
  return diagnosis;
}
