import { expect, type Locator, type Page } from '@playwright/test';
import { api } from './page-api.ts';

/**
 * The steps every import screen shares (the whole file's, another product's, one list's): a school
 * without a pending import to start from, the file chosen, the confirm, and the result's counts.
 */

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Starts from a school without a pending import, whatever an earlier attempt left: one at a time. */
export async function discardPendingImport(page: Page) {
  const { import: pending } = await api<{ import: { id: string } | null }>(page, 'GET', '/import/pending');
  if (pending) await api(page, 'DELETE', `/import/${pending.id}`);
}

/** Chooses the file in the upload panel, as a user does with "Scegli il file". */
export async function chooseImportFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Scegli il file' }).click();
  await (await choosing).setFiles(file);
}

/** "Importa" under the mapping, confirmed in its dialog: answers the result once written. */
export async function confirmImport(page: Page): Promise<Locator> {
  const mapping = page.getByRole('region', { name: 'Abbinamento delle liste' });
  await mapping.getByRole('button', { name: 'Importa', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Importare il file?' })
    .getByRole('button', { name: 'Importa' })
    .click();
  const result = page.getByRole('region', { name: 'Importazione completata' });
  await expect(result).toBeVisible({ timeout: 30_000 });
  return result;
}

/** The count the result gives a kind (`Beni`, `Sedi create`…). */
export function resultCount(result: Locator, label: string): Locator {
  return result
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}
