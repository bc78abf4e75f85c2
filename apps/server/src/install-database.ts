import type { Database } from './db/client.ts';
import { installPrintQueue } from './modules/documents/print-queue.ts';

/**
 * Makes a database ready to serve: the schema's migrations, then the print queue's tables and grants,
 * so a new database has both before the first request (the queue is a business module's, so the
 * database layer itself does not know it).
 */
export async function installDatabase(database: Database): Promise<void> {
  await database.migrate();
  await installPrintQueue(database);
}
