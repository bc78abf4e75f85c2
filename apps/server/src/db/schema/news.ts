import { bigint, bigserial, date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** News items are published for every school and a version of the application. */
export const news = pgTable(
  'news',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull().unique(),
    version: text('version').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [index('news_version_idx').on(t.version)],
);

/** Which user of which school has read which item. */
export const newsReads = pgTable(
  'news_reads',
  {
    customerCode: text('customer_code').notNull(),
    username: text('username').notNull(),
    newsId: bigint('news_id', { mode: 'number' })
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerCode, t.username, t.newsId] })],
);
