import type { NewsItem } from '@inventario/shared/contracts/news';
import type { Db } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './news.repo.ts';

function readerOf(context: RequestContext) {
  return { customerCode: context.customerCode, username: context.username };
}

export function listNews(db: Db, context: RequestContext, version: string): Promise<NewsItem[]> {
  return read(db, context, (tx) => repo.listNewsWithReadFlag(tx, version, readerOf(context)));
}

/** Marks an item read for the caller; marking it again changes nothing. */
export function markRead(db: Db, context: RequestContext, version: string, id: number): Promise<NewsItem> {
  return mutate(db, context, async (tx) => {
    const item = await repo.findNews(tx, version, id);
    if (!item) throw new AppError('notFound', 'No such news item');
    if (await repo.markNewsRead(tx, { ...readerOf(context), newsId: id })) {
      await recordAudit(tx, context, { action: 'news.read', entity: 'news', entityId: id });
    }
    return {
      id: item.id,
      codeNews: item.code,
      title: item.title,
      text: item.text,
      date: item.date,
      version: item.version,
      read: true,
    };
  });
}
