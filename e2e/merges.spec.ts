/**
 * A merge of schools (issue 19, DOMAIN §9) between this file's copy of the demo school and its own
 * merged school (E2A…, the Milano inventory: one site, 22 goods; e2e/support/schools.ts). The merged
 * school's DSGA goes through the seller's stepper and hands its site over on 31 August; this school's
 * DSGA goes through the receiver's, maps the lists and charges the goods, then finds them in the asset
 * list with the seller's numbers as original ones and a history that says where they came from. Both
 * inventory registers are printed.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { sellerPage } from './support/merges.ts';
import { api } from './support/page-api.ts';
import { documentIds, documentText, latestDocuments, waitForIdle } from './support/prints.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';

// One attempt: a second one on the same server would meet the first one's merge.
test.describe.configure({ retries: 0 });

const next = (page: Page) => page.getByRole('button', { name: 'Avanti' }).click();

/** The inventory register of the movable goods at a date, printed through the API, as text. */
async function printedRegister(page: Page, atDate: string): Promise<string> {
  const registers = await api<{ id: number; kind: string }[]>(page, 'GET', '/register/list');
  const movable = registers.find((r) => r.kind === 'movable');
  const before = await documentIds(page);
  await api(page, 'POST', '/s3documents/publishMessage', {
    documentType: 7,
    conditions: { idRegister: movable?.id, atDate },
  });
  await waitForIdle(page);
  const created = (await latestDocuments(page)).find((d) => !before.has(d.id));
  if (!created) throw new Error('the register was not printed');
  return documentText(page, created.id);
}

async function sellerHandsOver(seller: Page, testInfo: TestInfo, receiverName: string) {
  await seller.goto('/inventario/#/merged');
  await expect(
    seller.getByRole('heading', { level: 1, name: 'Accorpamento (scuola accorpata)' }),
  ).toBeVisible();
  await expect(seller.getByText('Nessun bene in sospeso')).toBeVisible();
  await expectAccessible(seller, testInfo, 'merge seller checks');
  await next(seller);
  await seller.getByRole('checkbox', { name: /Cedi la sede MI01/ }).check();
  await expect(seller.getByText(/1 sede scelta · Beni: 22/)).toBeVisible();
  await next(seller);
  await expect(seller.getByText(/22 beni da cedere/)).toBeVisible();
  await expect(seller.getByRole('grid', { name: 'Beni da cedere' })).toContainText(
    'Oscilloscopio digitale 100 MHz',
  );
  await next(seller);
  await seller.getByRole('button', { name: 'Genera scarico per accorpamento' }).click();
  const confirm = seller.getByRole('dialog', { name: 'Scarico per accorpamento' });
  await expect(confirm).toContainText(`ceduti a ${receiverName}`);
  await confirm.getByRole('button', { name: 'Genera scarico per accorpamento' }).click();
  await expect(seller.getByText(`I beni sono stati ceduti a ${receiverName}.`)).toBeVisible();
  await settledScreenshot(seller, 'merge-seller-handover');
  await expectAccessible(seller, testInfo, 'merge seller handover');
}

test('the merged school hands its site over and this school charges its goods', async ({
  page,
  browser,
  baseURL,
  school,
}, testInfo) => {
  const seller = await sellerPage(browser, baseURL ?? '', school);
  const sellerName = school.seller?.name ?? '';
  await sellerHandsOver(seller, testInfo, school.name);
  // The seller's register the day before the merge discharge still holds the goods it handed over.
  const year = new Date().getFullYear();
  const mergeYear = new Date().getMonth() >= 8 ? year : year - 1;
  expect(await printedRegister(seller, `${mergeYear}-08-30`)).toContain('Oscilloscopio digitale 100 MHz');

  await page.goto('/inventario/#/merger');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accorpamento (scuola accorpante)' }),
  ).toBeVisible();
  await expect(page.getByText('MI01')).toBeVisible();
  await next(page);
  await page.getByRole('button', { name: 'Avvia abbinamento' }).click();
  await expect(page.getByRole('tab', { name: /Sedi/ })).toBeVisible();
  await expectAccessible(page, testInfo, 'merge receiver matching');
  await next(page);
  await expect(page.getByText(/successiva al 1° settembre|il 1° settembre/)).toBeVisible();
  await page.getByRole('button', { name: 'Genera carico per accorpamento' }).click();
  const confirm = page.getByRole('dialog', { name: 'Carico per accorpamento' });
  await expect(confirm).toContainText(`22 beni ricevuti da ${sellerName}`);
  await confirm.getByRole('button', { name: 'Genera carico per accorpamento' }).click();
  await expect(page.getByText('Carico per accorpamento generato').first()).toBeVisible();
  await settledScreenshot(page, 'merge-receiver-done');
  await expectAccessible(page, testInfo, 'merge receiver done');

  const received = await api<{ assets: { id: number; originalInventoryNumber: string | null }[] }>(
    page,
    'POST',
    '/asset/search/1/50',
    { text: 'Oscilloscopio' },
  );
  expect(received.assets.map((a) => a.originalInventoryNumber)).toEqual(['BM 1', 'BM 2']);
  await page.goto('/inventario/#/assets');
  await page.getByLabel('Descrizione, matricola, marca').fill('Oscilloscopio');
  await page.getByRole('button', { name: 'Cerca' }).click();
  await page.getByRole('button', { name: 'Dettaglio di Oscilloscopio digitale 100 MHz' }).first().click();
  const detail = page.getByRole('dialog', { name: 'Bene Oscilloscopio digitale 100 MHz' });
  await expect(detail).toContainText('BM 1');
  const history = detail.getByRole('list', { name: 'Storico del bene' });
  await expect(history).toContainText('Ricevuto per accorpamento');
  await expect(history).toContainText(`Scuola: ${sellerName} → ${school.name}`);
  await settledScreenshot(page, 'merge-received-asset');

  const register = await printedRegister(page, new Date().toISOString().slice(0, 10));
  expect(register).toContain('Oscilloscopio digitale 100 MHz');
  await seller.context().close();
});
