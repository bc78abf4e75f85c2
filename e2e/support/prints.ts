import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { api } from './page-api.ts';

export interface DocumentRow {
  id: number;
  documentType: { id: number };
  processingStatus: number;
}

/** The newest ten documents of the school. */
export async function latestDocuments(page: Page): Promise<DocumentRow[]> {
  return (await api<{ s3Documents: DocumentRow[] }>(page, 'POST', '/s3documents/search/1/10', {}))
    .s3Documents;
}

/** Waits until no document is queued or rendering, so the next print is not refused (`stillProcessing`). */
export async function waitForIdle(page: Page) {
  await expect
    .poll(async () => (await latestDocuments(page)).filter((doc) => doc.processingStatus < 3).length, {
      timeout: 60_000,
    })
    .toBe(0);
}

/** Opens the new-document dialog of a group from the drawer's Prints menu ("Nuova stampa"). */
export async function openPrintDialog(page: Page, group: string) {
  const drawer = page.getByRole('navigation', { name: 'Menu principale' });
  await drawer.getByRole('button', { name: 'Nuova stampa' }).click();
  // The group opens with a transition that can scroll the drawer between a click's press and release.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await drawer.getByRole('button', { name: group }).click();
  const dialog = page.getByRole('dialog', { name: group });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Chooses the document type in the dialog's selector. */
export async function chooseDocumentType(page: Page, dialog: ReturnType<Page['getByRole']>, type: string) {
  await dialog.getByRole('combobox', { name: 'Tipo di documento' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
}

/**
 * The documents queued since `before` (ids), once the worker is done: their types and final statuses
 * (3 ready, 4 failed); they are then deleted, so the school's newest documents are again those the
 * next test of the file finds.
 */
export async function takeNewDocuments(page: Page, before: ReadonlySet<number>): Promise<[number, number][]> {
  await waitForIdle(page);
  const added = (await latestDocuments(page)).filter((doc) => !before.has(doc.id));
  for (const doc of added) await api(page, 'DELETE', `/s3documents/${doc.id}`);
  return added.map((doc) => [doc.documentType.id, doc.processingStatus]);
}

export async function documentIds(page: Page): Promise<Set<number>> {
  return new Set((await latestDocuments(page)).map((doc) => doc.id));
}

/** A ready document's first file, downloaded through its signed link. */
export async function documentBytes(page: Page, id: number): Promise<Buffer> {
  const link = await api<{ url: string }>(page, 'GET', `/s3documents/${id}/generateUrlForDownload`);
  return (await page.request.get(link.url)).body();
}

/** A ready PDF document's text as poppler's pdftotext lays it out (the columns of a line kept apart). */
export async function documentText(page: Page, id: number): Promise<string> {
  return execFileSync('pdftotext', ['-layout', '-', '-'], {
    input: await documentBytes(page, id),
  }).toString();
}
