import { z } from '../zod.ts';

export const newsPaths = {
  list: '/news/:appVersion',
  markRead: '/news/:appVersion/id/:id',
} as const;

export const newsItemSchema = z.object({
  id: z.number().int(),
  codeNews: z.string(),
  title: z.string(),
  text: z.string(),
  date: z.string(),
  version: z.string(),
  read: z.boolean(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsListSchema = z.array(newsItemSchema);

export const newsVersionParamsSchema = z.object({ appVersion: z.string().min(1).max(20) });
export const newsItemParamsSchema = newsVersionParamsSchema.extend({
  id: z.coerce.number().int().positive(),
});
