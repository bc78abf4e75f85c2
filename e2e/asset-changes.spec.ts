import type { Page } from '@playwright/test';
import { tickRow } from './support/grids.ts';
import { api, subcategoryId, uniqueCode } from './support/page-api.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';

/** Today as the screens write it: DD/MM/YYYY. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;
}

async function toggleTheme(page: Page, to: 'scuro' | 'chiaro') {
  await page.getByRole('button', { name: `Passa al tema ${to}` }).click();
  await page.mouse.move(700, 840);
}

async function chooseOption(page: Page, label: string, option: RegExp) {
  await page.getByRole('main').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function addLocation(page: Page, code: string, description: string) {
  await page.getByRole('button', { name: 'Nuova ubicazione' }).click();
  const dialog = page.getByRole('dialog', { name: /^Nuova ubicazione della sede/ });
  await dialog.getByLabel('Codice').fill(code);
  await dialog.getByLabel('Descrizione').fill(description);
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
}

test('location change: a new site and its locations, chosen in the site locations dialog (search and paging), assets moved, history kept', async ({
  page,
}) => {
  test.slow();
  const siteCode = uniqueCode('LC');
  await page.goto('/inventario/#/admin-lists/placement');
  await expect(page.getByRole('heading', { level: 1, name: 'Sedi e ubicazioni' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuova sede' }).click();
  const site = page.getByRole('dialog', { name: 'Nuova sede' });
  await site.getByLabel('Codice').fill(siteCode);
  await site.getByLabel('Descrizione').fill('Succursale traslochi');
  await site.getByRole('button', { name: 'Salva' }).click();
  await expect(site).toBeHidden();
  await addLocation(page, 'L01', 'Aula partenza');
  await addLocation(page, 'L02', 'Aula arrivo');

  const sites = await api<{ id: number; code: string }[]>(page, 'GET', '/site/list');
  const siteId = sites.find((candidate) => candidate.code === siteCode)?.id ?? 0;
  for (let index = 3; index <= 12; index += 1) {
    const code = `L${String(index).padStart(2, '0')}`;
    await api(page, 'POST', '/location', { siteId, code, description: `Deposito ${index}`, active: true });
  }
  const locations = await api<{ id: number; code: string }[]>(page, 'GET', `/location/${siteId}/list`);
  const start = locations.find((location) => location.code === 'L01')?.id;
  const machines = await subcategoryId(page, 'Macchine per ufficio');
  for (const description of [`Stampante ${siteCode}`, `Scanner ${siteCode}`]) {
    await api(page, 'POST', '/asset', {
      description,
      subcategoryId: machines,
      historicalPrice: 300,
      locationId: start,
    });
  }

  await page.goto('/inventario/#/configuration/location-change');
  await expect(page.getByRole('heading', { level: 1, name: 'Cambio ubicazione' })).toBeVisible();
  await settledScreenshot(page, 'location-change-empty-light');
  await chooseOption(page, 'Sede', new RegExp(`^${siteCode}`));
  await page.getByRole('button', { name: 'Scegli le ubicazioni' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ubicazioni di partenza' });
  await expect(dialog.getByText('1–10 di 12')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Righe per pagina:' }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(dialog.getByText('1–5 di 12')).toBeVisible();
  await dialog.getByRole('button', { name: 'Vai alla pagina successiva' }).click();
  await expect(dialog.getByText('6–10 di 12')).toBeVisible();
  await expect(dialog.getByRole('row', { name: /L06/ })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Righe per pagina:' }).click();
  await page.getByRole('option', { name: '15', exact: true }).click();
  await expect(dialog.getByText('1–12 di 12')).toBeVisible();
  await settledScreenshot(page, 'location-change-dialog-light');

  await dialog.getByLabel('Descrizione').fill('arrivo');
  await dialog.getByRole('button', { name: 'Cerca' }).click();
  await expect(dialog.getByText('1–1 di 1')).toBeVisible();
  await expect(dialog.getByRole('row', { name: /L02/ })).toBeVisible();
  await dialog.getByLabel('Descrizione').fill('');
  await dialog.getByLabel('Codice').fill('L01');
  await dialog.getByRole('button', { name: 'Cerca' }).click();
  await expect(dialog.getByText('1–1 di 1')).toBeVisible();
  await tickRow(dialog.getByRole('row', { name: /L01/ }));
  await expect(dialog.getByText('1 elemento selezionato')).toBeVisible();
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('button', { name: 'L01 – Aula partenza' })).toBeVisible();
  const assets = page.getByRole('region', { name: "2. Beni dell'ubicazione L01 – Aula partenza" });
  const grid = assets.getByRole('grid', { name: 'Beni da spostare' });
  await expect(assets.getByText('1–2 di 2')).toBeVisible();
  await tickRow(grid.getByRole('row', { name: new RegExp(`Stampante ${siteCode}`) }));
  await tickRow(grid.getByRole('row', { name: new RegExp(`Scanner ${siteCode}`) }));
  await chooseOption(page, 'Sede di arrivo', new RegExp(`^${siteCode}`));
  await chooseOption(page, 'Ubicazione di arrivo', /^L02/);
  await expect(page.getByText('2 beni selezionati')).toBeVisible();
  await page.getByRole('button', { name: 'Cambia ubicazione' }).scrollIntoViewIfNeeded();
  await settledScreenshot(page, 'location-change-ready-light');
  await page.getByRole('button', { name: 'Cambia ubicazione' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confermare il cambio?' });
  await expect(confirm).toContainText(`Spostare 2 beni nell'ubicazione ${siteCode} / L02?`);
  await confirm.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText(`2 beni spostati nell'ubicazione ${siteCode} / L02`)).toBeVisible();
  await expect(assets.getByText('Nessun bene in questa ubicazione')).toBeVisible();

  await toggleTheme(page, 'scuro');
  await settledScreenshot(page, 'location-change-done-dark');
  await page.getByRole('button', { name: 'Scegli le ubicazioni' }).click();
  await expect(dialog.getByText('1–10 di 12')).toBeVisible();
  await settledScreenshot(page, 'location-change-dialog-dark');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await toggleTheme(page, 'chiaro');

  await page.goto('/inventario/#/assets');
  await page.getByLabel('Descrizione, matricola, marca').fill(`Scanner ${siteCode}`);
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByRole('grid', { name: 'Beni' }).getByRole('row', { name: /Scanner/ })).toContainText(
    `${siteCode}/L02`,
  );
  await page.getByRole('button', { name: `Dettaglio di Scanner ${siteCode}` }).click();
  const history = page.getByRole('dialog', { name: `Bene Scanner ${siteCode}` }).getByRole('list', {
    name: 'Storico del bene',
  });
  await expect(history).toContainText('Cambio ubicazione');
  await expect(history).toContainText(
    `Ubicazione: ${siteCode} / L01 – Aula partenza → ${siteCode} / L02 – Aula arrivo`,
  );
  await expect(history).toContainText(`Con effetto dal ${today()}`);
  await settledScreenshot(page, 'location-change-history-light');
});

test('subcategory change: assets of one register move to another of its subcategories, history kept', async ({
  page,
}) => {
  test.slow();
  const tag = uniqueCode('SC');
  await page.goto('/inventario/#/configuration/subcategory-change');
  await expect(page.getByRole('heading', { level: 1, name: 'Cambio sottocategoria' })).toBeVisible();
  const machines = await subcategoryId(page, 'Macchine per ufficio');
  for (const description of [`Fotocopiatrice ${tag}`, `Fax ${tag}`]) {
    await api(page, 'POST', '/asset', { description, subcategoryId: machines, historicalPrice: 400 });
  }

  await expect(
    page.getByText(
      'Scegliere il registro dei beni: la nuova sottocategoria deve essere dello stesso registro.',
    ),
  ).toBeVisible();
  await chooseOption(page, 'Registro', /^Beni mobili$/);
  await page.getByLabel('Descrizione, matricola, marca').fill(tag);
  await page.getByRole('button', { name: 'Cerca' }).click();
  const grid = page.getByRole('grid', { name: 'Beni da spostare' });
  await tickRow(grid.getByRole('row', { name: new RegExp(`Fotocopiatrice ${tag}`) }));
  await tickRow(grid.getByRole('row', { name: new RegExp(`Fax ${tag}`) }));

  await page.getByRole('button', { name: 'Cambia sottocategoria' }).click();
  const missing = page.getByRole('dialog', { name: 'Attenzione' });
  await expect(missing).toContainText('Scegliere la nuova sottocategoria');
  await missing.getByRole('button', { name: 'OK' }).click();

  await page.getByRole('combobox', { name: 'Nuova sottocategoria' }).fill('Mobili e arredi per uff');
  await page.getByRole('option', { name: /Mobili e arredi per ufficio/ }).click();
  await settledScreenshot(page, 'subcategory-change-ready-light');
  await page.getByRole('button', { name: 'Cambia sottocategoria' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confermare il cambio?' });
  await expect(confirm).toContainText(
    'Spostare 2 beni nella sottocategoria 01.01 Mobili e arredi per ufficio?',
  );
  await confirm.getByRole('button', { name: 'Conferma' }).click();
  await expect(
    page.getByText('2 beni spostati nella sottocategoria 01.01 Mobili e arredi per ufficio'),
  ).toBeVisible();
  await expect(grid.getByRole('row', { name: new RegExp(`Fax ${tag}`) })).toContainText(
    'Mobili e arredi per ufficio',
  );

  await toggleTheme(page, 'scuro');
  await settledScreenshot(page, 'subcategory-change-done-dark');
  await toggleTheme(page, 'chiaro');

  await page.getByRole('button', { name: `Dettaglio di Fax ${tag}` }).click();
  const history = page.getByRole('dialog', { name: `Bene Fax ${tag}` }).getByRole('list', {
    name: 'Storico del bene',
  });
  await expect(history).toContainText('Cambio sottocategoria');
  await expect(history).toContainText(
    'Sottocategoria: 02.01 Macchine per ufficio → 01.01 Mobili e arredi per ufficio',
  );
});
