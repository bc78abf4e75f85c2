/**
 * The recognition (ricognizione, spec 02 §2–§5) in a school of its own that starts empty (E2V04,
 * e2e/support/schools.ts): the year, a site with two rooms and five goods placed in them are made
 * through the API; then, on the screens, the DSGA starts a recognition, reads codes as a scanner
 * types them, moves a good found elsewhere, marks one as detected, proposes the rest as missing and
 * ends it, and prints its report. Then the phones (issue 17), in a second recognition: a location's QR code, its link
 * listed and revoked; and a phone's read, made through the API as the phone page makes it, showing
 * in the detail page's counts within seconds, without a reload, until its access is revoked.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { tickRow } from './support/grids.ts';
import { api, uniqueCode } from './support/page-api.ts';
import { documentIds, takeNewDocuments } from './support/prints.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';
import { expectShellFor, signIn } from './support/sign-in.ts';
import { dismissToast } from './support/toasts.ts';
import { screenshotPath } from './support/users.ts';

// One attempt: a second one on the same server would meet the first one's recognition, ended or not.
test.describe.configure({ retries: 0 });

const tag = uniqueCode('RC');
const year = new Date().getFullYear();

function isoToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface Charged {
  assets: { description: string; inventoryNumber: number | null }[];
}

/** The school's year, its site with two rooms, and five goods: three in the first room, two in the second. */
async function setUpSchool(page: Page) {
  await api(page, 'POST', '/financialYear', { startDate: `${year}-01-01` });
  const site = await api<{ id: number }>(page, 'POST', '/site', {
    code: `S${tag}`,
    description: 'Sede centrale',
  });
  await api(page, 'POST', '/location', {
    siteId: site.id,
    code: 'L01',
    description: 'Aula uno',
    active: true,
  });
  await api(page, 'POST', '/location', {
    siteId: site.id,
    code: 'L02',
    description: 'Aula due',
    active: true,
  });
  const locations = await api<{ id: number; code: string }[]>(page, 'GET', `/location/${site.id}/list`);
  const room = (code: string) => locations.find((location) => location.code === code)?.id ?? 0;
  const subcategories = await api<{ id: number; description: string }[]>(
    page,
    'GET',
    '/subcategory/inventory',
  );
  const computers = subcategories.find((one) => one.description.startsWith('Personal computer'))?.id ?? 0;
  const goods = [
    ['Notebook', 'L01'],
    ['Stampante', 'L02'],
    ['Proiettore', 'L01'],
    ['Scanner', 'L02'],
    ['Monitor', 'L02'],
  ] as const;
  const charge = await api<Charged>(page, 'POST', '/movement/charge', {
    date: isoToday(),
    causal: 'ACQ',
    assets: goods.map(([name, code]) => ({
      description: `${name} ${tag}`,
      subcategoryId: computers,
      historicalPrice: 450,
      locationId: room(code),
    })),
  });
  const numberOf = (name: string) =>
    charge.assets.find((asset) => asset.description === `${name} ${tag}`)?.inventoryNumber ?? 0;
  return { site: `S${tag}`, numberOf };
}

function goodsGrid(page: Page) {
  return page.getByRole('grid', { name: 'Beni della ricognizione' });
}

function rowOf(grid: Locator, description: string) {
  return grid.getByRole('row', { name: new RegExp(description) });
}

/** A read as a keyboard-wedge scanner makes it: the code typed, then Enter. */
async function read(page: Page, code: string) {
  const field = page.getByLabel('Codice del bene');
  await field.fill(code);
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
}

test('a recognition: start, read, move what was found elsewhere, mark, propose the missing, end', async ({
  page,
  school,
}) => {
  test.setTimeout(240_000);
  await signIn(page, school.dsga);
  // The school has no financial year yet: the startup advice comes first.
  await page.getByRole('dialog', { name: 'Avviso' }).getByRole('button', { name: 'Chiudi' }).click();
  await expectShellFor(page, school.dsga);
  const { site, numberOf } = await setUpSchool(page);
  const status = page.getByRole('region', { name: 'Rileva' }).getByRole('status');

  await test.step('1. start a recognition', async () => {
    await page.goto('/inventario/#/recognition');
    await expect(page.getByRole('heading', { level: 1, name: 'Ricognizione' })).toBeVisible();
    await expect(page.getByText('Nessuna ricognizione')).toBeVisible();
    await page.getByRole('button', { name: 'Nuova ricognizione' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuova ricognizione' });
    await dialog.getByLabel('Per il rinnovo inventariale').check();
    await expect(dialog.getByLabel('Anno del rinnovo')).toHaveValue(String(year - 1));
    await dialog.getByLabel('Per il rinnovo inventariale').uncheck();
    await settledScreenshot(page, 'recognition-1-new');
    await dialog.getByRole('button', { name: 'Avvia' }).click();
    await expect(page).toHaveURL(/#\/recognition\/detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Ricognizione del /);
    await expect(page.getByRole('list', { name: 'Riepilogo' })).toContainText('Totale 5');
    await expect(page.getByRole('list', { name: 'Riepilogo' })).toContainText('Da rilevare 5');
  });

  await test.step('2. read codes in the first room', async () => {
    await page.getByRole('button', { name: `Avvia la rilevazione in ${site} · L01 Aula uno` }).click();
    await expect(page.getByRole('combobox', { name: 'Ubicazione corrente' })).toHaveText(
      `${site} · L01 Aula uno`,
    );
    const notebook = numberOf('Notebook');
    await read(page, `BM/${notebook}`);
    await expect(status).toHaveText(`Rilevato: BM ${notebook} – Notebook ${tag}`);
    const printer = numberOf('Stampante');
    await read(page, String(printer));
    await expect(status).toHaveText(
      `Rilevato in altra ubicazione: BM ${printer} – Stampante ${tag} (registrato in ${site} · L02 Aula due)`,
    );
    await read(page, 'ZZ999999');
    await expect(status).toHaveText('Nessun bene con il codice ZZ999999');
    await expect(rowOf(goodsGrid(page), `Notebook ${tag}`)).toContainText('Rilevato');
    await expect(rowOf(goodsGrid(page), `Stampante ${tag}`)).toContainText('Rilevato altrove');
    await settledScreenshot(page, 'recognition-2-reads', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByLabel('Codice del bene')).toBeVisible();
    await settledScreenshot(page, 'recognition-2-reads-phone', { fullPage: true });
    await page.setViewportSize({ width: 1366, height: 850 });
  });

  await test.step('3. move the good found elsewhere, mark one as detected', async () => {
    const printer = `BM ${numberOf('Stampante')} – Stampante ${tag}`;
    await page
      .getByRole('button', { name: `Sposta ${printer} nell'ubicazione in cui è stato rilevato` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Sposta ${printer}` });
    await expect(dialog).toContainText(`da ${site} · L02 Aula due a ${site} · L01 Aula uno`);
    await dialog.getByRole('button', { name: 'Sposta' }).click();
    await expect(dialog).toBeHidden();
    const grid = goodsGrid(page);
    await expect(rowOf(grid, `Stampante ${tag}`)).toContainText(`${site} · L01 Aula uno`);
    await expect(rowOf(grid, `Stampante ${tag}`)).not.toContainText('Rilevato altrove');

    const projector = `BM ${numberOf('Proiettore')} – Proiettore ${tag}`;
    await page.getByRole('button', { name: `Segna come rilevato ${projector}` }).click();
    await expect(rowOf(grid, `Proiettore ${tag}`)).toContainText('Segnato come rilevato');
    await expect(page.getByRole('list', { name: 'Riepilogo' })).toContainText('Da rilevare 2');
  });

  await test.step('4. propose the goods not found as missing', async () => {
    const grid = goodsGrid(page);
    await tickRow(rowOf(grid, `Scanner ${tag}`));
    await tickRow(rowOf(grid, `Monitor ${tag}`));
    await expect(page.getByText('2 beni scelti')).toBeVisible();
    await page.getByRole('button', { name: 'Proposta di scarico per beni mancanti' }).click();
    const dialog = page.getByRole('dialog', { name: 'Proposta di scarico per beni mancanti' });
    await expect(dialog.getByLabel('Progressivo')).toHaveValue('1');
    await dialog.getByLabel('Numero di protocollo').fill('123/A');
    await settledScreenshot(page, 'recognition-3-missing');
    await dialog.getByRole('button', { name: 'Genera la proposta' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/Proposta di scarico 1\/\d{4} generata/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Apri la proposta 1\/\d{4}/ })).toHaveAttribute(
      'href',
      /#\/outdated\/detail\/\d+$/,
    );
    await expect(rowOf(grid, `Monitor ${tag}`)).toContainText('Mancante');
    await expect(rowOf(grid, `Monitor ${tag}`).getByRole('link', { name: /^1\/\d{4}$/ })).toBeVisible();
  });

  await test.step('5. end it', async () => {
    await page.getByRole('button', { name: 'Concludi ricognizione' }).click();
    const confirm = page.getByRole('dialog', { name: 'Concludere la ricognizione?' });
    await expect(confirm).toContainText('definitiva');
    await confirm.getByRole('button', { name: 'Concludi' }).click();
    await expect(page.getByText('La ricognizione è conclusa')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Concludi ricognizione' })).toBeHidden();
    await expect(page.getByLabel('Codice del bene')).toBeHidden();
    await expect(page.getByRole('button', { name: /^Ripristina / })).toHaveCount(0);
    await settledScreenshot(page, 'recognition-4-concluded', { fullPage: true });

    // The commission signs the printed report: it comes out of the print pipeline as a PDF.
    const before = await documentIds(page);
    await page.getByRole('button', { name: 'Stampa verbale' }).click();
    await expect(page.getByText('Verbale di ricognizione in coda')).toBeVisible();
    expect(await takeNewDocuments(page, before)).toEqual([[4, 3]]);

    await page.goto('/inventario/#/recognition');
    const row = page.getByRole('grid', { name: 'Elenco delle ricognizioni' }).getByRole('row').nth(1);
    await expect(row).toContainText('Conclusa');
    await expect(page.getByRole('button', { name: 'Nuova ricognizione' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await settledScreenshot(page, 'recognition-5-list');
    await page.setViewportSize({ width: 390, height: 844 });
    await settledScreenshot(page, 'recognition-5-list-phone', { fullPage: true });
  });
});

interface OngoingRecognition {
  id: number;
  /** A good still to detect, in its location (as the tables write it). */
  good: { description: string; inventoryNumber: number; idLocation: number; place: string };
  detected: number;
}

interface RecognitionFacts {
  id: number;
  counts: { detected: number };
}

interface CountedGood {
  description: string;
  inventoryNumber: number | null;
  location: { id: number; code: string; description: string; siteCode: string } | null;
}

const phoneSite = `P${tag}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Signs in and opens the ongoing recognition's page: the one there is (the flow above ended its own),
 * else a new one over a room of its own with two goods, made through the API with the year if the
 * school has none. The page is loaded again once the year exists, so no startup advice covers it.
 */
async function openOngoingRecognition(page: Page, school: { dsga: { username: string; fullName: string } }) {
  await signIn(page, school.dsga);
  const advice = page.getByRole('dialog', { name: 'Avviso' });
  const shell = page.getByRole('button', { name: `Menu utente di ${school.dsga.fullName}` });
  await expect(advice.or(shell).first()).toBeVisible();
  const years = await api<number[]>(page, 'GET', '/financialYear/yearList');
  if (!years.includes(year)) await api(page, 'POST', '/financialYear', { startDate: `${year}-01-01` });
  const ongoing = await api<{ recognitions: RecognitionFacts[] }>(page, 'POST', '/recognition/search/1/5', {
    status: 'ongoing',
  });
  let recognition = ongoing.recognitions[0];
  if (!recognition) {
    const site = await api<{ id: number }>(page, 'POST', '/site', {
      code: phoneSite,
      description: 'Sede telefoni',
    });
    await api(page, 'POST', '/location', {
      siteId: site.id,
      code: 'T01',
      description: 'Aula telefoni',
      active: true,
    });
    const [room] = await api<{ id: number }[]>(page, 'GET', `/location/${site.id}/list`);
    const subcategories = await api<{ id: number; description: string }[]>(
      page,
      'GET',
      '/subcategory/inventory',
    );
    const computers = subcategories.find((one) => one.description.startsWith('Personal computer'))?.id ?? 0;
    await api(page, 'POST', '/movement/charge', {
      date: isoToday(),
      causal: 'ACQ',
      assets: ['Tablet', 'Lavagna'].map((name) => ({
        description: `${name} ${tag}`,
        subcategoryId: computers,
        historicalPrice: 300,
        locationId: room?.id ?? 0,
      })),
    });
    recognition = await api<RecognitionFacts>(page, 'POST', '/recognition', {
      date: isoToday(),
      forRenewal: false,
      includeDurable: false,
    });
  }
  const { id } = recognition;
  const undetected = await api<{ assets: CountedGood[] }>(
    page,
    'POST',
    `/recognition/${id}/assets/search/1/50`,
    {
      detection: ['undetected'],
    },
  );
  const placed = undetected.assets.filter((asset) => asset.location && asset.inventoryNumber);
  const good = placed.find((asset) => asset.location?.siteCode === phoneSite) ?? placed[0];
  if (!good?.location || !good.inventoryNumber)
    throw new Error('The ongoing recognition has no good to detect');
  const { location } = good;
  await page.goto(`/inventario/#/recognition/detail/${id}`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Ricognizione del /);
  return {
    id,
    good: {
      description: good.description,
      inventoryNumber: good.inventoryNumber,
      idLocation: location.id,
      place: `${location.siteCode} · ${location.code} ${location.description}`,
    },
    detected: recognition.counts.detected,
  } satisfies OngoingRecognition;
}

function phonesGrid(page: Page) {
  return page.getByRole('grid', { name: 'Codici QR dei telefoni' });
}

/** A screenshot of one part of the page once it has stopped moving. */
async function settledShot(page: Page, part: Locator, name: string) {
  // In the middle of the window, clear of the fixed app bar.
  await part.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await part.screenshot({ path: screenshotPath(name) });
}

/** The phone page's calls: the QR code's one-time code for a token, then a batch of reads with it. */
async function phoneSignIn(request: APIRequestContext, url: string): Promise<string> {
  const code = decodeURIComponent(new URL(url).hash.replace(/^#code=/, ''));
  const response = await request.post('/inventario/api/recognition/scan/session', { data: { code } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

function phoneRead(request: APIRequestContext, token: string, code: string, idLocation: number) {
  return request.post('/inventario/api/recognition/scan/detect', {
    headers: { 'x-scan-token': token },
    data: { reads: [{ readId: crypto.randomUUID(), code, idLocation }] },
  });
}

test('a phone’s QR code for a location: shown, listed, revoked', async ({ page, school }) => {
  test.slow();
  const { good } = await openOngoingRecognition(page, school);
  const phones = page.getByRole('region', { name: 'Telefoni' });
  await expect(phones).toContainText('senza nome utente né password');

  await page.getByRole('button', { name: `Codice QR per un telefono in ${good.place}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Codice QR per un telefono' });
  await expect(dialog).toContainText(`Ubicazione: ${good.place}`);
  const image = dialog.getByRole('img', {
    name: `Codice QR da inquadrare con il telefono per rilevare in ${good.place}`,
  });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml;/);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(dialog.getByRole('status')).toContainText(
    /Valido fino alle \d{2}:\d{2} \(ancora 1[45] minuti\)/,
  );
  const link = dialog.getByRole('textbox', { name: 'Link per il telefono' });
  await expect(link).toHaveValue(/\/inventario\/scan\/#code=/);
  await expect(dialog.getByRole('button', { name: 'Nuovo codice' })).toBeHidden();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: 'Copia il link' }).click();
  await expect(page.getByText('Link copiato')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await settledScreenshot(page, 'recognition-6-phone-qr');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(image).toBeInViewport();
  await settledScreenshot(page, 'recognition-6-phone-qr-phone');
  await page.setViewportSize({ width: 1366, height: 850 });
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(dialog).toBeHidden();
  await dismissToast(page, 'Link copiato');

  const row = phonesGrid(page)
    .getByRole('row', { name: new RegExp(escapeRegExp(good.place)) })
    .first();
  await expect(row).toContainText(/Codice in attesa fino alle \d{2}:\d{2}/);
  await expect(row).toContainText(school.dsga.username);
  await settledShot(page, phones, 'recognition-7-phones');
  await page.setViewportSize({ width: 390, height: 844 });
  await settledShot(page, phones, 'recognition-7-phones-phone');
  await page.setViewportSize({ width: 1366, height: 850 });
  await row.getByRole('button', { name: /^Revoca il codice QR per / }).click();
  const confirm = page.getByRole('dialog', { name: "Revocare l'accesso del telefono?" });
  await expect(confirm).toContainText(good.place);
  await confirm.getByRole('button', { name: 'Revoca' }).click();
  await expect(row).toContainText(/Revocato alle \d{2}:\d{2}/);
  await expect(row.getByRole('button', { name: /^Revoca il codice QR per / })).toHaveCount(0);
  await dismissToast(page, `Accesso revocato (${good.place})`);
  await settledShot(page, phones, 'recognition-7-phones-revoked');
});

test('a phone’s read shows in the counts within seconds, until its access is revoked', async ({
  page,
  request,
  school,
}) => {
  test.slow();
  const { good, detected } = await openOngoingRecognition(page, school);
  const summary = page.getByRole('list', { name: 'Riepilogo' });
  await expect(summary).toContainText(`Rilevati ${detected}`);

  await page.getByRole('button', { name: 'Codice QR per tutte le ubicazioni' }).click();
  const dialog = page.getByRole('dialog', { name: 'Codice QR per un telefono' });
  await expect(dialog).toContainText('Ubicazione: Tutte le ubicazioni');
  const url = await dialog.getByRole('textbox', { name: 'Link per il telefono' }).inputValue();
  const token = await phoneSignIn(request, url);
  // The page learns that a phone took the code: the code is gone, a new one is offered.
  await expect(dialog.getByRole('status')).toContainText(
    /Un telefono ha usato questo codice: rileva fino al/,
  );
  await expect(dialog.getByRole('img')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Nuovo codice' })).toBeVisible();
  await settledScreenshot(page, 'recognition-8-phone-connected');
  // Another phone gets a code of its own.
  await dialog.getByRole('button', { name: 'Nuovo codice' }).click();
  await expect(dialog.getByRole('img')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Link per il telefono' })).not.toHaveValue(url);
  await expect(dialog.getByRole('button', { name: 'Nuovo codice' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Chiudi' }).click();

  // The location's "Rilevati" cell (after location, status and total).
  const locationDetected = page
    .getByRole('grid', { name: 'Ubicazioni della ricognizione' })
    .getByRole('row', { name: new RegExp(escapeRegExp(good.place)) })
    .getByRole('gridcell')
    .nth(3);
  const locationBefore = Number(await locationDetected.textContent());

  const read = await phoneRead(request, token, String(good.inventoryNumber), good.idLocation);
  expect(read.status()).toBe(200);
  expect(((await read.json()) as { results: { outcome: string }[] }).results[0]?.outcome).toBe('detected');
  // No reload: the page's own reads every few seconds bring the phone's read.
  await expect(summary).toContainText(`Rilevati ${detected + 1}`, { timeout: 10_000 });
  const goodRow = rowOf(goodsGrid(page), good.description);
  await expect(goodRow).toContainText('Rilevato', { timeout: 10_000 });
  await expect(goodRow).toContainText(`${school.dsga.username} (telefono)`);
  await expect(locationDetected).toHaveText(String(locationBefore + 1));
  // Newest first: the second code's row, then the one the phone took.
  const linkRow = phonesGrid(page)
    .getByRole('row', { name: /Tutte le ubicazioni/ })
    .nth(1);
  await expect(linkRow).toContainText(/Il telefono rileva fino al/);
  await linkRow.getByRole('button', { name: /^Revoca il codice QR per Tutte le ubicazioni/ }).click();
  await page
    .getByRole('dialog', { name: "Revocare l'accesso del telefono?" })
    .getByRole('button', { name: 'Revoca' })
    .click();
  await expect(linkRow).toContainText(/Revocato alle/);
  const refused = await phoneRead(request, token, String(good.inventoryNumber), good.idLocation);
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { code: string }).code).toBe('scanLinkRevoked');
});
