import { z } from 'zod';

export const externalMovementPaths = {
  count: '/movement/external/count',
} as const;

export const externalMovementCountSchema = z.object({ count: z.number().int().min(0) });
export type ExternalMovementCount = z.infer<typeof externalMovementCountSchema>;
