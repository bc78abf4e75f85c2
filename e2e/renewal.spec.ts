/**
 * The inventory renewal (rinnovo inventariale, issue 18, DOMAIN §8) in a school of its own that starts
 * empty (e2e/support/schools.ts): the year, a site with a room, goods of two subcategories and a
 * recognition for the renewal of this year, every good marked as found and ended, all through the API.
 * Then, on the screen, the DSGA starts the renewal from that recognition; maps one subcategory onto the
 * other with another rate and meets the refusal; gives it the same rate and confirms, which takes the
 * renewal to the accounting adjustments; then reopens the mapping. The drawer marks the renewal as in
 * progress.
 */
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { api, uniqueCode } from './support/page-api.ts';
import { documentIds, documentText, latestDocuments, waitForIdle } from './support/prints.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';
import { expectShellFor, signIn } from './support/sign-in.ts';
import { dismissToast } from './support/toasts.ts';

// One attempt: a second one on the same server would meet the first one's renewal.
test.describe.configure({ retries: 0 });

const tag = uniqueCode('RN');
const year = new Date().getFullYear();

function isoToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const displayDate = (iso: string) => iso.split('-').reverse().join('/');

interface SchoolSubcategory {
  id: number;
  code: string;
  description: string;
  category: { code: string };
  rate: { percent: number } | null;
}

/** "03.01 Personal computer, …", as the mapping names a subcategory. */
const subcategoryText = (subcategory: SchoolSubcategory) =>
  `${subcategory.category.code}.${subcategory.code} ${subcategory.description}`;

/**
 * The year, a site with a room, three goods (two computers, a board) and a recognition for the renewal
 * of this year in which every good is marked as found, ended.
 */
async function setUpSchool(page: Page) {
  await api(page, 'POST', '/financialYear', { startDate: `${year}-01-01` });
  const site = await api<{ id: number }>(page, 'POST', '/site', { code: `S${tag}`, description: 'Sede' });
  await api(page, 'POST', '/location', { siteId: site.id, code: 'L01', description: 'Aula', active: true });
  const [room] = await api<{ id: number }[]>(page, 'GET', `/location/${site.id}/list`);
  const subcategories = await api<SchoolSubcategory[]>(page, 'GET', '/subcategory/inventory');
  const find = (start: string) => {
    const found = subcategories.find((one) => one.description.startsWith(start));
    if (!found) throw new Error(`No subcategory "${start}"`);
    return found;
  };
  const computers = find('Personal computer');
  const boards = find('Lavagne interattive');
  await api(page, 'POST', '/movement/charge', {
    date: isoToday(),
    causal: 'ACQ',
    assets: [
      ['Notebook', computers],
      ['Server', computers],
      ['Lavagna', boards],
    ].map(([name, subcategory]) => ({
      description: `${name as string} ${tag}`,
      subcategoryId: (subcategory as SchoolSubcategory).id,
      historicalPrice: 900,
      locationId: room?.id ?? 0,
    })),
  });
  const recognition = await api<{ id: number; startDate: string }>(page, 'POST', '/recognition', {
    date: isoToday(),
    forRenewal: true,
    renewalYear: year,
    includeDurable: false,
  });
  const counted = await api<{ assets: { idAsset: number }[] }>(
    page,
    'POST',
    `/recognition/${recognition.id}/assets/search/1/50`,
    {},
  );
  for (const asset of counted.assets)
    await api(page, 'PUT', `/recognition/${recognition.id}/asset/${asset.idAsset}/correct`);
  await api(page, 'PUT', `/recognition/${recognition.id}/end`);
  return { recognition, computers, boards };
}

/** The figures of a summary's row, as the table shows them: goods, before, after, variation. */
function summaryRow(table: Locator, label: string) {
  return table.getByRole('row', { name: new RegExp(`^${label} `) });
}

/** Records an adjustment of a kind for a good through the dialog, with the kind's own fields. */
async function addAdjustment(
  page: Page,
  kind: string,
  good: string,
  fill: (dialog: Locator) => Promise<void>,
) {
  await section(page, '3. Rettifiche contabili').getByRole('button', { name: 'Nuova rettifica' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuova rettifica contabile' });
  await dialog.getByRole('radio', { name: new RegExp(`^${kind}`) }).check();
  await dialog.getByRole('combobox', { name: 'Bene' }).fill(good);
  await page.getByRole('option', { name: new RegExp(good) }).click();
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Registra la rettifica' }).click();
  await expect(dialog).toBeHidden();
  await dismissToast(page, 'Rettifica registrata');
}

/** Confirms the question a step's button asks. */
async function confirmStep(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** The whole page from its top (a full-page picture of a scrolled page repeats the fixed app bar). */
async function pageShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await settledScreenshot(page, name, { fullPage: true });
}

/** A step's tab, named by the step and where it stands ("Avvio In corso"). */
function stepTab(page: Page, name: string) {
  return page
    .getByRole('tablist', { name: 'Passi del rinnovo' })
    .getByRole('tab', { name: new RegExp(`^${name}`) });
}

/** The section of a step: the panel its tab shows. */
function section(page: Page, title: string) {
  return page.getByRole('tabpanel', { name: title });
}

function mappingGrid(page: Page) {
  return page.getByRole('grid', { name: 'Mappatura delle sottocategorie' });
}

/** A subcategory's row: the one whose own subcategory cell starts with it (its target may name another). */
function rowOf(grid: Locator, subcategory: SchoolSubcategory) {
  const own = `${subcategory.code} ${subcategory.description}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return grid
    .getByRole('row')
    .filter({ has: grid.page().locator('[data-field="subcategory"]', { hasText: new RegExp(`^${own}`) }) });
}

test('a renewal: start it from the ended recognition, map, meet the refusal, confirm, reopen', async ({
  page,
  school,
}, testInfo) => {
  // The whole renewal, step by step: longer than a test of one screen.
  test.setTimeout(360_000);
  await signIn(page, school.dsga);
  // The school has no financial year yet: the startup advice comes first.
  await page.getByRole('dialog', { name: 'Avviso' }).getByRole('button', { name: 'Chiudi' }).click();
  await expectShellFor(page, school.dsga);

  await test.step('0. no recognition to start from: why, and the way to one', async () => {
    await page.goto('/inventario/#/renewal');
    const start = section(page, '1. Avvio');
    await expect(start).toContainText('la scuola non ne ha nessuna da cui partire');
    await expect(start.getByRole('link', { name: 'Vai alle ricognizioni' })).toHaveAttribute(
      'href',
      '#/recognition',
    );
    await expect(start.getByRole('button', { name: 'Avvia il rinnovo' })).toHaveCount(0);
    await pageShot(page, 'renewal-0-none');
  });

  const { recognition, computers, boards } = await setUpSchool(page);
  const drawerEntry = page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: /^Rinnovo inventari/ });

  await test.step('1. start the renewal from the recognition', async () => {
    await page.goto('/inventario/#/renewal');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Rinnovo inventari' })).toBeVisible();
    await expect(drawerEntry).not.toContainText('In corso');
    await expect(stepTab(page, 'Avvio')).toHaveAttribute('aria-current', 'step');
    await expect(stepTab(page, 'Mappatura sottocategorie')).toContainText('Da fare');
    const start = section(page, '1. Avvio');
    // The only recognition there is comes chosen, and gives the year.
    await expect(start.getByRole('combobox', { name: 'Ricognizione per il rinnovo' })).toHaveText(
      new RegExp(
        `^Ricognizione del ${displayDate(recognition.startDate)}, conclusa il .* \\(rinnovo ${year}\\)$`,
      ),
    );
    await expect(start.getByRole('textbox', { name: 'Data del rinnovo' })).toHaveValue(`31/12/${year}`);
    await start.getByRole('textbox', { name: 'Note' }).fill(`Commissione ${tag}`);
    await pageShot(page, 'renewal-1-start');
    await start.getByRole('button', { name: 'Avvia il rinnovo' }).click();
    await expect(page.getByText('Rinnovo avviato')).toBeVisible();

    const summary = page.getByRole('region', { name: 'Riepilogo' });
    await expect(summary).toContainText(`31/12/${year}`);
    await expect(summary).toContainText(school.dsga.username);
    await expect(summary).toContainText(`Commissione ${tag}`);
    await expect(
      summary.getByRole('link', { name: `Ricognizione del ${displayDate(recognition.startDate)}` }),
    ).toHaveAttribute('href', `#/recognition/detail/${recognition.id}`);
    await expect(stepTab(page, 'Avvio')).toContainText('Completato');
    await expect(stepTab(page, 'Mappatura sottocategorie')).toHaveAttribute('aria-current', 'step');
    // The drawer learns it from the same query, reloaded by the start.
    await expect(drawerEntry).toContainText('In corso');
  });

  await test.step('2. map one subcategory onto another with another rate: refused', async () => {
    const grid = mappingGrid(page);
    // Two rows of goods, under the two rows of headers (the groups, then the columns).
    await expect(grid.getByRole('row').filter({ has: page.getByRole('gridcell') })).toHaveCount(2);
    await expect(rowOf(grid, computers)).toContainText('Beni mobili');
    await expect(rowOf(grid, computers).getByRole('gridcell').nth(3)).toHaveText('2');
    await expect(section(page, '2. Mappatura sottocategorie')).toContainText('2 sottocategorie in uso');
    await dismissToast(page, 'Rinnovo avviato');
    await pageShot(page, 'renewal-2-mapping');

    const boardTarget = page.getByRole('combobox', {
      name: `Sottocategoria di destinazione di ${subcategoryText(boards)}`,
    });
    await expect(boardTarget).toHaveValue(subcategoryText(boards));
    await boardTarget.fill('Personal computer');
    await page.getByRole('option', { name: subcategoryText(computers) }).click();
    await expect(boardTarget).toHaveValue(subcategoryText(computers));
    const boardRate = page.getByRole('textbox', {
      name: `Aliquota di destinazione di ${subcategoryText(boards)}`,
    });
    await expect(boardRate).toHaveValue(String(computers.rate?.percent));
    await boardRate.fill('20');
    // The form sees the conflict as it is typed.
    await expect(rowOf(grid, computers)).toContainText('Aliquota in conflitto');
    await expect(rowOf(grid, boards)).toContainText('Aliquota in conflitto');
    await expect(section(page, '2. Mappatura sottocategorie')).toContainText('1 modifica non salvata');

    // Confirming saves what is typed first, then the server refuses and names the rows.
    await page.getByRole('button', { name: 'Conferma mappatura' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'La mappatura non può essere confermata' });
    await expect(refusal).toContainText(
      'La stessa sottocategoria di destinazione deve avere la stessa aliquota',
    );
    await expect(rowOf(grid, computers)).toHaveClass(/row-refused/);
    await expect(rowOf(grid, boards)).toHaveClass(/row-refused/);
    await expect(stepTab(page, 'Mappatura sottocategorie')).toHaveAttribute('aria-current', 'step');
    // The refusal stands for what blocks the next step while it shows.
    const mapping = section(page, '2. Mappatura sottocategorie');
    await expect(mapping).not.toContainText('Per passare al passo successivo');
    await pageShot(page, 'renewal-3-refused');

    // Opened again, the screen says what blocks the next step, as the server counts it (the change
    // was saved before the refusal), and marks the rows.
    await page.reload();
    await expect(
      mapping.getByRole('alert').filter({ hasText: 'Per passare al passo successivo' }),
    ).toContainText('La stessa sottocategoria di destinazione deve avere la stessa aliquota');
    await expect(rowOf(grid, boards)).toContainText('Aliquota in conflitto');
    await expect(rowOf(grid, boards)).toHaveClass(/row-problem/);
  });

  await test.step('3. give it the same rate, save, confirm: the adjustments come next', async () => {
    const grid = mappingGrid(page);
    const boardRate = page.getByRole('textbox', {
      name: `Aliquota di destinazione di ${subcategoryText(boards)}`,
    });
    await boardRate.fill(String(computers.rate?.percent));
    await expect(rowOf(grid, boards)).not.toContainText('Aliquota in conflitto');
    await page.getByRole('button', { name: 'Salva' }).click();
    await dismissToast(page, 'Mappatura salvata');
    await expect(
      page.getByRole('alert').filter({ hasText: 'La mappatura non può essere confermata' }),
    ).toHaveCount(0);
    await expect(section(page, '2. Mappatura sottocategorie')).not.toContainText(
      'Per passare al passo successivo',
    );

    await page.getByRole('button', { name: 'Conferma mappatura' }).click();
    await expect(page.getByText('Mappatura confermata', { exact: true })).toBeVisible();
    await expect(stepTab(page, 'Rettifiche contabili')).toHaveAttribute('aria-current', 'step');
    await expect(stepTab(page, 'Mappatura sottocategorie')).toContainText('Completato');
    const adjustments = section(page, '3. Rettifiche contabili');
    await expect(adjustments.getByRole('button', { name: 'Nuova rettifica' })).toBeVisible();
    await dismissToast(page, 'Mappatura confermata');
    await pageShot(page, 'renewal-4-adjustments');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(stepTab(page, 'Rettifiche contabili')).toBeVisible();
    await pageShot(page, 'renewal-4-adjustments-phone');
    await page.setViewportSize({ width: 1366, height: 850 });
  });

  await test.step('4. reopen the mapping', async () => {
    await stepTab(page, 'Mappatura sottocategorie').click();
    const mapping = section(page, '2. Mappatura sottocategorie');
    await expect(mapping).toContainText('Mappatura confermata il');
    // Read only once confirmed: the targets are text, no field.
    await expect(rowOf(mappingGrid(page), boards)).toContainText(subcategoryText(computers));
    await expect(mapping.getByRole('combobox', { name: /^Sottocategoria di destinazione/ })).toHaveCount(0);
    await expect(mapping.getByRole('button', { name: 'Conferma mappatura' })).toHaveCount(0);
    await pageShot(page, 'renewal-5-confirmed-mapping');
    await mapping.getByRole('button', { name: 'Riapri' }).click();
    await expect(page.getByText('Mappatura riaperta')).toBeVisible();
    await expect(stepTab(page, 'Mappatura sottocategorie')).toHaveAttribute('aria-current', 'step');
    await expect(stepTab(page, 'Rettifiche contabili')).toContainText('Da fare');
    await expect(
      page.getByRole('combobox', { name: `Sottocategoria di destinazione di ${subcategoryText(boards)}` }),
    ).toHaveValue(subcategoryText(computers));
    await dismissToast(page, 'Mappatura riaperta');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(mappingGrid(page)).toBeVisible();
    await pageShot(page, 'renewal-6-mapping-phone');
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    await expect(drawerEntry).toContainText('In corso');
    await settledScreenshot(page, 'renewal-7-drawer-phone');
  });

  await test.step('5. confirm again; the adjustments: an estimate, a missing good, one taken back', async () => {
    await page.setViewportSize({ width: 1366, height: 850 });
    await page.getByRole('button', { name: 'Conferma mappatura' }).click();
    await dismissToast(page, 'Mappatura confermata');
    const adjustments = section(page, '3. Rettifiche contabili');
    await expect(adjustments).toContainText('0 rettifiche registrate');

    await addAdjustment(page, 'Stima prudenziale in diminuzione', `Lavagna ${tag}`, async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Nuovo valore' }).fill('600');
      await expect(dialog).toContainText('variazione -300,00 €');
      await dialog.getByRole('textbox', { name: 'Motivazione' }).fill('Stima prudenziale della commissione');
      await expectAccessible(page, testInfo, 'renewal-adjustment-dialog');
    });
    await addAdjustment(page, 'Bene mancante', `Server ${tag}`, async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Motivazione' }).fill('Non rinvenuto in ricognizione');
    });
    await addAdjustment(page, 'Bene fuori uso', `Notebook ${tag}`, async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Motivazione' }).fill('Schermo rotto');
    });
    await expect(adjustments).toContainText('3 rettifiche registrate');
    const list = adjustments.getByRole('grid', { name: 'Rettifiche contabili del rinnovo' });
    await expect(list.getByRole('row').filter({ hasText: `Server ${tag}` })).toContainText('Scarico n.');
    await pageShot(page, 'renewal-8-adjustments');
    await expectAccessible(page, testInfo, 'renewal-adjustments');

    // The notebook was a mistake: taken back with its discharge.
    await list
      .getByRole('button', { name: new RegExp(`^Annulla la rettifica di .*Notebook ${tag}`) })
      .click();
    await confirmStep(page, 'Annullare la rettifica?', 'Annulla la rettifica');
    await dismissToast(page, 'Rettifica annullata');
    await expect(adjustments).toContainText('2 rettifiche registrate');
    await expect(list).not.toContainText(`Notebook ${tag}`);
    const totals = adjustments.getByRole('table', { name: 'Totali per tipo di rettifica' });
    await expect(summaryRow(totals, 'Stima prudenziale in diminuzione')).toContainText(
      /1\s*900,00 €\s*600,00 €\s*-300,00 €/,
    );
    await expect(summaryRow(totals, 'Totale')).toContainText(/2\s*1\.800,00 €\s*600,00 €\s*-1\.200,00 €/);
  });

  await test.step('6. the revaluation: its preview by register and by adjustment, then run', async () => {
    await stepTab(page, 'Rivalutazione').click();
    const revaluation = section(page, '4. Rivalutazione');
    await expect(revaluation).toContainText('Anteprima: ogni bene dei registri');
    const byRegister = revaluation.getByRole('table', { name: 'Per registro' });
    // The estimate was booked by its adjustment (a value voucher): today's values stand, so nothing varies.
    await expect(summaryRow(byRegister, 'Beni mobili')).toContainText(
      /2\s*1\.500,00 €\s*1\.500,00 €\s*0,00 €/,
    );
    await revaluation.getByRole('tab', { name: 'Per rettifica' }).click();
    const byAdjustment = revaluation.getByRole('table', { name: 'Per rettifica' });
    await expect(summaryRow(byAdjustment, 'Stima prudenziale in diminuzione')).toContainText('600,00 €');
    const goods = revaluation.getByRole('grid', { name: 'Beni della rivalutazione' });
    await expect(goods.getByRole('row').filter({ hasText: `Lavagna ${tag}` })).toContainText('600,00 €');
    await pageShot(page, 'renewal-9-revaluation-preview');
    await expectAccessible(page, testInfo, 'renewal-revaluation');

    await revaluation.getByRole('button', { name: 'Esegui la rivalutazione' }).click();
    await confirmStep(page, 'Eseguire la rivalutazione?', 'Esegui la rivalutazione');
    await dismissToast(page, 'Rivalutazione eseguita');
    await expect(stepTab(page, 'Rinumerazione')).toHaveAttribute('aria-current', 'step');
    await stepTab(page, 'Rivalutazione').click();
    await expect(revaluation).toContainText('Rivalutazione eseguita il');
    await expect(revaluation).toContainText(
      'Nessun valore è cambiato: la rivalutazione non ha scritto buoni.',
    );
    await pageShot(page, 'renewal-10-revalued');
  });

  await test.step('7. the renumbering: previewed, run, taken back and run again', async () => {
    await stepTab(page, 'Rinumerazione').click();
    const renumbering = section(page, '5. Rinumerazione');
    const registers = renumbering.getByRole('table', { name: 'Numerazione per registro' });
    // The notebook keeps 1, the board goes from 3 to 2: the missing server leaves the numbering.
    await expect(summaryRow(registers, 'Beni mobili')).toContainText(/2\s*1\s*3\s*2/);
    const goods = renumbering.getByRole('grid', { name: 'Beni della rinumerazione' });
    await expect(goods.getByRole('row').filter({ hasText: `Lavagna ${tag}` })).toContainText(/BM 3\s*BM 2/);
    await pageShot(page, 'renewal-11-renumbering-preview');
    await expectAccessible(page, testInfo, 'renewal-renumbering');
    await renumbering.getByRole('button', { name: 'Esegui la rinumerazione' }).click();
    await confirmStep(page, 'Eseguire la rinumerazione?', 'Esegui la rinumerazione');
    await dismissToast(page, 'Rinumerazione eseguita');
    await expect(stepTab(page, 'Chiusura')).toHaveAttribute('aria-current', 'step');

    await stepTab(page, 'Rinumerazione').click();
    await expect(renumbering).toContainText('Rinumerazione eseguita il');
    await expect(renumbering.getByRole('button', { name: 'Stampa etichette' })).toBeVisible();
    await renumbering.getByRole('button', { name: 'Annulla la rinumerazione' }).click();
    await confirmStep(page, 'Annullare la rinumerazione?', 'Annulla la rinumerazione');
    await dismissToast(page, 'Rinumerazione annullata');
    await expect(stepTab(page, 'Rinumerazione')).toHaveAttribute('aria-current', 'step');
    await expect(renumbering).toContainText('Anteprima: ogni registro');
    await renumbering.getByRole('button', { name: 'Esegui la rinumerazione' }).click();
    await confirmStep(page, 'Eseguire la rinumerazione?', 'Esegui la rinumerazione');
    await dismissToast(page, 'Rinumerazione eseguita');
  });

  await test.step('8. the end: final, and the renewal shows as completed', async () => {
    const closing = section(page, '6. Chiusura');
    await pageShot(page, 'renewal-12-closing');
    await closing.getByRole('button', { name: 'Concludi il rinnovo' }).click();
    await confirmStep(page, 'Concludere il rinnovo?', 'Concludi il rinnovo');
    await dismissToast(page, 'Rinnovo concluso');
    await expect(page.getByText(`Il rinnovo al 31/12/${year} è concluso.`)).toBeVisible();
    await expect(closing).toContainText(`Il rinnovo al 31/12/${year} è concluso il`);
    await expect(drawerEntry).not.toContainText('In corso');
    await pageShot(page, 'renewal-13-completed');
    await expectAccessible(page, testInfo, 'renewal-completed');
  });

  await test.step('9. PV/1 printed: the goods kept, with their new numbers and values', async () => {
    const before = await documentIds(page);
    const prints = page.getByRole('region', { name: 'Stampe del rinnovo' });
    await prints.getByRole('button', { name: 'PV/Base – Verbale di rinnovo' }).click();
    const commission = page.getByRole('dialog', { name: 'Commissione del verbale PV/Base' });
    await commission.getByRole('textbox', { name: 'Nome e cognome' }).first().fill(`Anna Neri ${tag}`);
    await commission.getByRole('textbox', { name: 'Ruolo' }).first().fill('Presidente');
    await expectAccessible(page, testInfo, 'renewal-commission-dialog');
    await commission.getByRole('button', { name: 'Stampa' }).click();
    await expect(commission).toBeHidden();
    await waitForIdle(page);
    await prints.getByRole('button', { name: 'PV/1 – Beni rinvenuti e mantenuti' }).click();
    await waitForIdle(page);
    const added = (await latestDocuments(page)).filter((doc) => !before.has(doc.id));
    expect(added.map((doc) => [doc.documentType.id, doc.processingStatus]).sort()).toEqual([
      [11, 3],
      [12, 3],
    ]);
    const minutes = await documentText(page, added.find((doc) => doc.documentType.id === 11)?.id ?? 0);
    expect(minutes).toMatch(new RegExp(`Anna Neri ${tag}\\s+Presidente`));
    const printed = added.find((doc) => doc.documentType.id === 12);
    const text = await documentText(page, printed?.id ?? 0);
    expect(text).not.toContain('BOZZA');
    expect(text).toMatch(new RegExp(`BM/3\\s+2\\s+Lavagna ${tag}`));
    expect(text).toMatch(new RegExp(`BM/1\\s+1\\s+Notebook ${tag}`));
    expect(text).toContain('600,00');
    expect(text).not.toContain(`Server ${tag}`);
    await pageShot(page, 'renewal-14-prints');
  });
});
