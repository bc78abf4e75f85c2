import type { ImportState, ImportSummary } from '@inventario/shared/contracts/imports';
import { type Credentials, call, send, type TestApp } from '../../test/harness.ts';
import { buildImportTemplate } from './templates/import-template.ts';

/** Asks `GET /import/{id}` until the import has left `passing` (validating, importing…). */
export async function importLeaving(
  t: TestApp,
  credentials: Credentials,
  id: string,
  passing: readonly ImportState[],
): Promise<ImportSummary> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const { body } = await send<ImportSummary>(t, credentials, 'GET', `/import/${id}`);
    if (!passing.includes(body.state)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${id} still ${passing.join(' or ')}`);
}

/** Uploads a file (the type-1 template unless given) and answers the import once validated. */
export async function validatedImport(
  t: TestApp,
  credentials: Credentials,
  file?: { type: number; fileName: string; payload: Buffer },
): Promise<ImportSummary> {
  const { type, fileName, payload } = file ?? {
    type: 1,
    fileName: 'inventario.xlsx',
    payload: await buildImportTemplate(1),
  };
  const answer = await call(
    t,
    {
      method: 'POST',
      url: `/inventario/api/import/type/${type}?fileName=${encodeURIComponent(fileName)}`,
      headers: { 'content-type': 'application/octet-stream' },
      payload,
    },
    credentials,
  );
  if (answer.statusCode !== 202) throw new Error(`upload answered ${answer.statusCode}: ${answer.body}`);
  return importLeaving(t, credentials, answer.json<ImportSummary>().id, ['validating']);
}
