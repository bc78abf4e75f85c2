import type { ImportState, ImportSummary } from '@inventario/shared/contracts/imports';
import { seedDemoInventory } from '../../seed/demo.ts';
import { buildUser, type Credentials, call, send, signedInSchool, type TestApp } from '../../test/harness.ts';
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

/**
 * The round trip of docs/IMPORTS.md: a school with the demo school's history, exported in the type-1
 * format, and an empty school that imported the file. Answers both schools' codes.
 */
export async function exportedAndImported(t: TestApp): Promise<{ source: string; target: string }> {
  const { school: source, credentials } = await signedInSchool(t);
  const dsga = await buildUser(t.db, source);
  await seedDemoInventory(
    t.database.db,
    source.customerCode,
    { heading: 'Istituto di prova', labelHeading: 'IC Prova' },
    { ...dsga, givenName: 'Maria', familyName: 'Rossi', note: 'DSGA' },
  );
  const exported = await call(t, { method: 'GET', url: '/inventario/api/import/type/1/export' }, credentials);
  if (exported.statusCode !== 200) throw new Error(`the export answered ${exported.statusCode}`);
  const { school: target, credentials: targetCredentials } = await signedInSchool(t);
  const ready = await validatedImport(t, targetCredentials, {
    type: 1,
    fileName: 'export.xlsx',
    payload: exported.rawPayload,
  });
  if (ready.state !== 'ready') throw new Error(`the export did not validate: ${JSON.stringify(ready)}`);
  await send(t, targetCredentials, 'POST', `/import/${ready.id}/confirm`);
  const done = await importLeaving(t, targetCredentials, ready.id, ['importing']);
  if (done.state !== 'imported') throw new Error(`the import ended ${done.state} (${done.failureCode})`);
  return { source: source.customerCode, target: target.customerCode };
}
