import { type DocumentSummary, PROCESSING_STATUS } from '@inventario/shared/contracts/documents';
import { expect } from 'vitest';
import type { Credentials } from '../../test/harness.ts';
import { sendTo, until } from '../../test/processes.ts';

/** Publishes, over HTTP, a print of the school's first inventory register, and answers its id. */
export async function publishRegisterOver(baseUrl: string, credentials: Credentials): Promise<number> {
  const registers = await sendTo<{ id: number }[]>(baseUrl, credentials, 'GET', '/register/list');
  const published = await sendTo<{ id: number }>(
    baseUrl,
    credentials,
    'POST',
    '/s3documents/publishMessage',
    {
      documentType: 7,
      conditions: { idRegister: registers.body[0]?.id, atDate: '2026-03-31' },
    },
  );
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return published.body.id;
}

/** The print request `id` as its user's list shows it. */
export async function printOver(
  baseUrl: string,
  credentials: Credentials,
  id: number,
): Promise<DocumentSummary> {
  const page = await sendTo<{ s3Documents: DocumentSummary[] }>(
    baseUrl,
    credentials,
    'POST',
    '/s3documents/search/1/50',
    {},
  );
  const found = page.body.s3Documents.find((d) => d.id === id);
  if (!found) throw new Error(`print ${id} not found: ${JSON.stringify(page.body)}`);
  return found;
}

/** Waits until the print request `id` is in one of `statuses` (by default: done or failed). */
export function printReaching(
  baseUrl: string,
  credentials: Credentials,
  id: number,
  statuses: number[] = [PROCESSING_STATUS.done, PROCESSING_STATUS.failed],
  timeoutMs?: number,
): Promise<DocumentSummary> {
  return until(
    `print ${id} to reach status ${statuses.join(' or ')}`,
    async () => {
      const print = await printOver(baseUrl, credentials, id);
      return statuses.includes(print.processingStatus) ? print : undefined;
    },
    timeoutMs,
  );
}
