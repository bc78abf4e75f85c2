import { z } from '../zod.ts';

export const schoolPaths = {
  usedCode: '/school/codMin',
  impersonate: '/school/codMin/:code',
  codeList: '/school/codMin/list',
} as const;

/** The school a session acts for: its own, or the one vendor staff impersonate. */
export const usedCodeSchema = z.object({
  customerCode: z.string(),
  impersonating: z.boolean(),
});
export type UsedCode = z.infer<typeof usedCodeSchema>;

export const schoolSummarySchema = z.object({
  customerCode: z.string(),
  codMin: z.string(),
  name: z.string(),
  city: z.string(),
});
export type SchoolSummary = z.infer<typeof schoolSummarySchema>;

export const schoolCodeParamsSchema = z.object({ code: z.string().min(1).max(32) });
