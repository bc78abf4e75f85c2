import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LabelsSettingPage } from '@inventario/shared/contracts/labels-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, send, signedInSchool, startTestApp, type TestApp } from '../../test/harness.ts';

const layout = {
  description: 'Fogli A4 di prova',
  kind: 'sheet',
  rowsNumber: 3,
  columnsNumber: 2,
  barcodeScale: 1,
};

const searchLayouts = (t: TestApp, c: Credentials) =>
  send<LabelsSettingPage>(t, c, 'POST', '/labelsSetting/search/1/10', {});

/**
 * Spec 01 §4: label settings can be "still processing". Saving a layout renders its sample sheet in
 * the background through the print queue; the layout is processing until the worker has rendered it.
 */
describe('a label layout without a worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('stays processing while its sample sheet waits in the queue, and keeps no print of the user waiting', async () => {
    const s = await signedInSchool(t);
    const before = (await searchLayouts(t, s.credentials)).body;
    expect(before.processing).toBe(0);
    expect(before.labelsSettings.every((setting) => setting.sample === null)).toBe(true);

    const created = await send<{ id: number }>(t, s.credentials, 'POST', '/labelsSetting', layout);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const page = (await searchLayouts(t, s.credentials)).body;
    expect(page.processing).toBe(1);
    const saved = page.labelsSettings.find((setting) => setting.id === created.body.id);
    expect(saved?.sample).toEqual({ id: expect.any(Number), processingStatus: 1 });

    // Saving again queues a new sheet; the layout's state is its latest one's, counted once.
    const changed = { ...layout, id: created.body.id, rowsNumber: 4 };
    expect((await send(t, s.credentials, 'PUT', '/labelsSetting', changed)).status).toBe(200);
    const again = (await searchLayouts(t, s.credentials)).body;
    expect(again.processing).toBe(1);
    expect(
      again.labelsSettings.find((setting) => setting.id === created.body.id)?.sample?.id,
    ).toBeGreaterThan(saved?.sample?.id ?? 0);

    // Another school sees neither the layout nor its processing.
    const other = await signedInSchool(t);
    expect((await searchLayouts(t, other.credentials)).body.processing).toBe(0);

    // The sample is not the user's print: a print of theirs is not refused as still processing.
    const print = await send<{ code?: string }>(t, s.credentials, 'POST', '/s3documents/publishMessage', {
      documentType: 42,
      conditions: { fromDate: '2026-01-01', toDate: '2026-03-31' },
    });
    expect(print.status, JSON.stringify(print.body)).toBe(200);
  });
});

describe('a label layout with the worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WORKER: 'on' });
  });
  afterAll(() => t.close());

  it('is done once the worker has rendered its sample sheet, a downloadable sheet of sample labels', async () => {
    const s = await signedInSchool(t);
    const created = await send<{ id: number }>(t, s.credentials, 'POST', '/labelsSetting', layout);
    let page = (await searchLayouts(t, s.credentials)).body;
    for (let attempt = 0; attempt < 300 && page.processing > 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      page = (await searchLayouts(t, s.credentials)).body;
    }
    expect(page.processing).toBe(0);
    const sample = page.labelsSettings.find((setting) => setting.id === created.body.id)?.sample;
    expect(sample).toEqual({ id: expect.any(Number), processingStatus: 3 });

    const link = await send<{ url: string }>(
      t,
      s.credentials,
      'GET',
      `/s3documents/${sample?.id}/generateUrlForDownload`,
    );
    expect(link.status).toBe(200);
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'inventario-layout-sample-')), 'sample.pdf');
    await writeFile(file, Buffer.from(await (await fetch(link.body.url)).arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    // A whole sheet: 3 rows × 2 columns of sample numbers with the school's code.
    expect([...text.matchAll(/N\. inv\. (\d+)/g)].map((match) => Number(match[1])).sort()).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    expect(text).toContain(s.school.codMin);
  });
});
