import { readFile } from 'node:fs/promises';
import {
  chooseDocumentType,
  documentIds,
  latestDocuments,
  openPrintDialog,
  takeNewDocuments,
  waitForIdle,
} from './support/prints.ts';
import { expect, test } from './support/schools.ts';

test.use({ viewport: { width: 1366, height: 768 } });

test('prints an inventory register from the Prints menu, follows it to the documents and downloads it', async ({
  page,
}) => {
  await page.goto('/inventario/#/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForIdle(page);
  const before = await documentIds(page);

  const dialog = await openPrintDialog(page, 'Registri');
  await chooseDocumentType(page, dialog, 'Registro di inventario');
  await expect(dialog.getByRole('combobox', { name: 'Registro' })).toBeVisible();

  // Generating without a register shows the required-field message.
  await dialog.getByRole('button', { name: 'Genera' }).click();
  await expect(dialog.getByText('Dato obbligatorio')).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Registro' }).click();
  await page.getByRole('option').first().click();
  const year = new Date().getFullYear();
  await expect(dialog.getByText(`GG/MM/AAAA, dal 01/01/${year} al 31/12/${year}`)).toBeVisible();
  await page.screenshot({ path: '/tmp/w2-register-dialog.png' });

  await dialog.getByRole('button', { name: 'Genera' }).click();
  await expect(page.getByText('Stampa in coda')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.screenshot({ path: '/tmp/w2-register-queued.png' });
  const added = (await latestDocuments(page)).filter((doc) => !before.has(doc.id));
  expect(added.map((doc) => doc.documentType.id)).toEqual([7]);
  const id = added[0]?.id;

  await page.getByRole('link', { name: 'Vai ai documenti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documenti generati' })).toBeVisible();
  const row = page.getByRole('grid', { name: 'Documenti generati' }).locator(`[role="row"][data-id="${id}"]`);
  await expect(row).toContainText('Registro di inventario');
  await expect(row.getByText('Pronto', { exact: true })).toBeVisible({ timeout: 60_000 });
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Scarica il PDF di Registro di inventario' }).click();
  const bytes = await readFile(await (await downloading).path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(await takeNewDocuments(page, before)).toEqual([[7, 3]]);
});

test('shows the Register field for every type but Model K, every register by default in a list', async ({
  page,
}) => {
  // Stubbed: the test checks the request the dialog builds, and must not queue a real print.
  const sent: unknown[] = [];
  await page.route('**/inventario/api/s3documents/publishMessage', (route) => {
    sent.push(route.request().postDataJSON());
    return route.fulfill({ status: 200, json: { id: 999_999, url: null } });
  });
  await page.goto('/inventario/#/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const registers = await openPrintDialog(page, 'Registri');
  await chooseDocumentType(page, registers, 'Modello K');
  await expect(registers.getByRole('combobox', { name: 'Esercizio' })).toBeVisible();
  await expect(registers.getByRole('combobox', { name: 'Registro' })).toHaveCount(0);
  await registers.getByRole('button', { name: 'Annulla' }).click();
  await expect(registers).toBeHidden();

  // The drawer's "Nuova stampa" group is still open.
  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('button', { name: 'Elenchi e altro' })
    .click();
  const lists = page.getByRole('dialog', { name: 'Elenchi e altro' });
  await chooseDocumentType(page, lists, 'Elenco degli spostamenti');
  const register = lists.getByRole('combobox', { name: 'Registro' });
  await expect(register).toHaveText('Tutti i registri');
  await page.screenshot({ path: '/tmp/w2-list-register-all.png' });
  await register.click();
  await page.getByRole('option', { name: 'Beni mobili', exact: true }).click();
  await expect(register).toHaveText('Beni mobili');
  await page.screenshot({ path: '/tmp/w2-list-register-chosen.png' });
  await lists.getByRole('button', { name: 'Genera' }).click();
  await expect(page.getByText('Stampa in coda')).toBeVisible();
  const registerId = expect.any(Number);
  expect(sent).toEqual([
    expect.objectContaining({
      documentType: { id: 42, description: 'Elenco degli spostamenti' },
      register: { id: registerId, description: 'Beni mobili' },
      requestMessage: {
        requestMessageDetail: expect.objectContaining({
          variables: expect.objectContaining({ REGISTRO: 'Beni mobili' }),
          conditions: expect.objectContaining({ idRegister: registerId }),
        }),
      },
    }),
  ]);
});

test('shows the still-processing advice and the refusal of a print', async ({ page }) => {
  // The answers are stubbed: which types the server renders, and whether a print is pending, change.
  const refusals = [
    { status: 409, code: 'stillProcessing' },
    { status: 422, code: 'documentTypeNotAvailable' },
  ];
  await page.route('**/inventario/api/s3documents/publishMessage', (route) => {
    const refusal = refusals.shift() ?? { status: 500, code: 'internal' };
    return route.fulfill({ status: refusal.status, json: { code: refusal.code, message: refusal.code } });
  });
  await page.goto('/inventario/#/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const dialog = await openPrintDialog(page, 'Registri');
  await chooseDocumentType(page, dialog, 'Registro di inventario');
  await dialog.getByRole('combobox', { name: 'Registro' }).click();
  await page.getByRole('option').first().click();

  await dialog.getByRole('button', { name: 'Genera' }).click();
  const advice = page.getByRole('dialog', { name: 'Avviso' });
  await expect(advice).toContainText('La stampa precedente è ancora in elaborazione');
  await page.screenshot({ path: '/tmp/w2-register-still-processing.png' });
  await advice.getByRole('button', { name: 'OK' }).click();

  await dialog.getByRole('button', { name: 'Genera' }).click();
  // The toast sits outside the open dialog, which hides the rest of the page from the accessibility tree.
  await expect(
    page.getByText(
      'Errore nella generazione della stampa: Questo tipo di documento non è ancora disponibile',
    ),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: '/tmp/w2-register-refused.png' });
});

test('asks whether to close the year for a register dated 31 December, and prints on No', async ({
  page,
}) => {
  // Stubbed: the test must neither close the school's year nor queue a real print.
  let closes = 0;
  await page.route('**/inventario/api/financialYear/close', (route) => {
    closes += 1;
    return route.abort();
  });
  await page.route('**/inventario/api/s3documents/publishMessage', (route) =>
    route.fulfill({ status: 200, json: { id: 999_999, url: null } }),
  );
  await page.goto('/inventario/#/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const dialog = await openPrintDialog(page, 'Registri');
  await chooseDocumentType(page, dialog, 'Registro di inventario');
  await dialog.getByRole('combobox', { name: 'Registro' }).click();
  await page.getByRole('option').first().click();
  const year = new Date().getFullYear();
  await dialog.getByRole('group', { name: 'Alla data' }).getByRole('spinbutton', { name: 'Giorno' }).click();
  await page.keyboard.type(`3112${year}`, { delay: 50 });

  await dialog.getByRole('button', { name: 'Genera' }).click();
  const question = page.getByRole('dialog', { name: `Chiusura dell'esercizio ${year}` });
  await expect(question).toContainText(`31/12/${year}`);
  await page.screenshot({ path: '/tmp/w2-register-close-question.png' });
  await question.getByRole('button', { name: 'No' }).click();
  await expect(page.getByText('Stampa in coda')).toBeVisible();
  expect(closes).toBe(0);
});

test('opens the dialog from the phone menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/inventario/#/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  const dialog = await openPrintDialog(page, 'Registri');
  await chooseDocumentType(page, dialog, 'Registro di inventario');
  await expect(dialog.getByRole('button', { name: 'Genera' })).toBeInViewport();
  await page.screenshot({ path: '/tmp/w2-register-phone.png' });
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
});

test('keeps the dialog and its choices when the window narrows to a phone', async ({ page }) => {
  await page.goto('/inventario/#/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const dialog = await openPrintDialog(page, 'Registri');
  await chooseDocumentType(page, dialog, 'Modello K');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByRole('combobox', { name: 'Tipo di documento' })).toHaveText('Modello K');
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(dialog.getByRole('combobox', { name: 'Tipo di documento' })).toHaveText('Modello K');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
});
