import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { news, newsReads } from '../../db/schema/index.ts';

/** The items of one application version, newest first, with whether this user has read each. */
export function listNewsWithReadFlag(
  tx: Tx,
  version: string,
  reader: { customerCode: string; username: string },
) {
  return tx
    .select({
      id: news.id,
      codeNews: news.code,
      title: news.title,
      text: news.text,
      date: news.date,
      version: news.version,
      read: sql<boolean>`${newsReads.newsId} is not null`,
    })
    .from(news)
    .leftJoin(
      newsReads,
      and(
        eq(newsReads.newsId, news.id),
        eq(newsReads.customerCode, reader.customerCode),
        eq(newsReads.username, reader.username),
      ),
    )
    .where(eq(news.version, version))
    .orderBy(desc(news.date), desc(news.id));
}

export async function findNews(tx: Tx, version: string, id: number) {
  const [row] = await tx
    .select()
    .from(news)
    .where(and(eq(news.id, id), eq(news.version, version)));
  return row;
}

/** True when the item was not read before. */
export async function markNewsRead(tx: Tx, read: { customerCode: string; username: string; newsId: number }) {
  const inserted = await tx
    .insert(newsReads)
    .values(read)
    .onConflictDoNothing()
    .returning({ id: newsReads.newsId });
  return inserted.length > 0;
}
