import { z } from '../zod.ts';

export const ledgerPaths = {
  verifyAll: '/ledger/verify',
  verifySchool: '/ledger/verify/:code',
  latestCheck: '/ledger/checks/latest',
} as const;

/**
 * What breaks a school's ledger (DOMAIN §4, issue 21):
 * - `entryAltered`: an entry's content no longer gives its hash;
 * - `chainBroken`: an entry is missing, added or moved (its previous hash or its number is wrong);
 * - `headMismatch`: the school's head does not name the last entry (entries removed at the end);
 * - `voucherChanged`: a voucher or its lines differ from its last entry (changed outside the application);
 * - `voucherUnrecorded`: a voucher with no entry, or back after its deletion;
 * - `voucherRemoved`: a voucher gone without a deletion entry.
 */
export const ledgerProblemSchema = z.enum([
  'entryAltered',
  'chainBroken',
  'headMismatch',
  'voucherChanged',
  'voucherUnrecorded',
  'voucherRemoved',
]);
export type LedgerProblem = z.infer<typeof ledgerProblemSchema>;

/** A broken record: the entry (null when the voucher has none) and the voucher it is about. */
export const ledgerBreakSchema = z.object({
  problem: ledgerProblemSchema,
  seq: z.number().int().nullable(),
  movementId: z.number().int(),
  voucher: z.object({ type: z.number().int(), year: z.number().int(), number: z.number().int() }).nullable(),
});
export type LedgerBreak = z.infer<typeof ledgerBreakSchema>;

/** The last entry of a school's chain: what a printed register carries to be checked later. */
export const ledgerHeadSchema = z.object({
  seq: z.number().int(),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  recordedAt: z.string(),
});
export type LedgerHead = z.infer<typeof ledgerHeadSchema>;

export const ledgerVerdictSchema = z.object({
  customerCode: z.string(),
  intact: z.boolean(),
  entries: z.number().int(),
  vouchers: z.number().int(),
  head: ledgerHeadSchema.nullable(),
  /** The earliest broken record, and how many records are broken in all. */
  firstBroken: ledgerBreakSchema.nullable(),
  broken: z.number().int(),
  checkedMs: z.number(),
});
export type LedgerVerdict = z.infer<typeof ledgerVerdictSchema>;

export const ledgerVerdictsSchema = z.object({
  intact: z.boolean(),
  schools: z.array(ledgerVerdictSchema),
});
export type LedgerVerdicts = z.infer<typeof ledgerVerdictsSchema>;

export const ledgerSchoolParamsSchema = z.object({ code: z.string().min(1).max(32) });

/** A school the nightly check found broken: its earliest broken record, and how many are broken. */
export const ledgerCheckBrokenSchoolSchema = z.object({
  customerCode: z.string(),
  firstBroken: ledgerBreakSchema.nullable(),
  broken: z.number().int(),
});
export type LedgerCheckBrokenSchool = z.infer<typeof ledgerCheckBrokenSchoolSchema>;

/**
 * A run of the nightly ledger check (every school, one after the other): when it started and ended,
 * how many schools it checked, how many it found broken, and which.
 */
export const ledgerCheckSchema = z.object({
  id: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string(),
  schools: z.number().int(),
  broken: z.number().int(),
  brokenSchools: z.array(ledgerCheckBrokenSchoolSchema),
});
export type LedgerCheck = z.infer<typeof ledgerCheckSchema>;
