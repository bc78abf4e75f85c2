/**
 * The recognition's phone page (issue 17) in a school of its own that starts empty (E2V05,
 * e2e/support/schools.ts): the year, a site with a room and four goods, the recognition, a zebra
 * label of one good and the room's QR link are made through the API as the desktop page makes them;
 * then a phone, in Playwright's emulation of a Pixel 7 whose camera is Chromium's fake one showing
 * that printed label, opens the link: it reads the label by camera (ZXing in WebAssembly: Chromium on
 * Linux has no BarcodeDetector), then by typed number, goes on without network (its reads kept in
 * IndexedDB, the page itself from its service worker after a reload), and once the network returns
 * the reads arrive, each once.
 */
import { type Browser, type BrowserContext, devices, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signedInState } from './support/api-sign-in.ts';
import { expectAccessible } from './support/axe.ts';
import { pdfAsCameraVideo } from './support/fake-camera.ts';
import { api, uniqueCode } from './support/page-api.ts';
import { expect, type TestSchool, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';

test.describe.configure({ retries: 0 });

const tag = uniqueCode('RP');
const year = new Date().getFullYear();

function isoToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface Room {
  recognitionId: number;
  idLocation: number;
  numbers: number[];
  ids: number[];
}

/** The DSGA's desktop, signed in over HTTP: the school's data and the QR links come from its API calls. */
async function desktopOf(browser: Browser, baseURL: string, school: TestSchool): Promise<Page> {
  const context = await browser.newContext({ storageState: await signedInState(baseURL, school.dsga) });
  const page = await context.newPage();
  await page.goto('/inventario/scan/');
  return page;
}

/** The year, a site with one room holding three goods, and a recognition started. */
async function setUpRoom(desk: Page): Promise<Room> {
  await api(desk, 'POST', '/financialYear', { startDate: `${year}-01-01` });
  const site = await api<{ id: number }>(desk, 'POST', '/site', { code: `S${tag}`, description: 'Sede' });
  await api(desk, 'POST', '/location', {
    siteId: site.id,
    code: 'LAB',
    description: 'Laboratorio',
    active: true,
  });
  const [room] = await api<{ id: number }[]>(desk, 'GET', `/location/${site.id}/list`);
  const subcategories = await api<{ id: number; description: string }[]>(
    desk,
    'GET',
    '/subcategory/inventory',
  );
  const computers = subcategories.find((one) => one.description.startsWith('Personal computer'))?.id ?? 0;
  const charge = await api<{ assets: { id: number; inventoryNumber: number }[] }>(
    desk,
    'POST',
    '/movement/charge',
    {
      date: isoToday(),
      causal: 'ACQ',
      assets: ['Notebook', 'Proiettore', 'Lavagna', 'Stampante 3D'].map((name) => ({
        description: `${name} ${tag}`,
        subcategoryId: computers,
        historicalPrice: 300,
        locationId: room?.id,
      })),
    },
  );
  const recognition = await api<{ id: number }>(desk, 'POST', '/recognition', {
    date: isoToday(),
    forRenewal: false,
    includeDurable: false,
  });
  return {
    recognitionId: recognition.id,
    idLocation: room?.id ?? 0,
    numbers: charge.assets.map((asset) => asset.inventoryNumber),
    ids: charge.assets.map((asset) => asset.id),
  };
}

/** The room's QR link, as the detail page asks for it; the phone opens the path after the host. */
async function scanLinkOf(desk: Page, room: Room): Promise<string> {
  const link = await api<{ url: string }>(desk, 'POST', `/recognition/${room.recognitionId}/scanLink`, {
    idLocation: room.idLocation,
  });
  const url = new URL(link.url);
  return `${url.pathname}${url.hash}`;
}

/** The zebra label (one per page) of a good, printed by the app: its PDF. */
async function printedLabel(desk: Page, inventoryNumber: number): Promise<Buffer> {
  const registers = await api<{ id: number; description: string }[]>(desk, 'GET', '/register/list');
  const idRegister = registers.find((register) => /mobili/i.test(register.description))?.id;
  const basis = {
    kind: 'inventoryNumber',
    idRegister,
    fromInventoryNumber: inventoryNumber,
    toInventoryNumber: inventoryNumber,
  };
  const published = await api<{ id: number }>(desk, 'POST', '/s3documents/publishMessage', {
    documentType: 29,
    conditions: {
      idLabelsSetting: 4,
      labelsHeading: 'Istituto',
      labelsStartRow: 1,
      labelsStartColumn: 1,
      includeOriginalInventoryNumber: false,
      basis,
    },
  });
  await expect
    .poll(
      async () => {
        const page = await api<{ s3Documents: { id: number; processingStatus: number }[] }>(
          desk,
          'POST',
          '/s3documents/search/1/10',
          {},
        );
        return page.s3Documents.find((doc) => doc.id === published.id)?.processingStatus;
      },
      { timeout: 60_000 },
    )
    .toBe(3);
  const link = await api<{ url: string }>(desk, 'GET', `/s3documents/${published.id}/generateUrlForDownload`);
  return (await desk.request.get(link.url)).body();
}

/** A phone: a Pixel 7's screen and touch, whose camera films `video`, allowed to use it. */
async function phoneOf(browser: Browser): Promise<BrowserContext> {
  const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'];
  return browser.newContext({ ...pixel, locale: 'it-IT', permissions: ['camera'] });
}

/** A label read by its typed number, as when the camera cannot read it. */
async function typeRead(phone: Page, code: string) {
  const field = phone.getByLabel('Numero di inventario');
  await field.fill(code);
  await phone.getByRole('button', { name: 'Rileva' }).click();
  await expect(field).toHaveValue('');
}

function tally(phone: Page) {
  return phone.getByRole('region', { name: "Conteggio dell'ubicazione" });
}

async function locationCounts(desk: Page, room: Room) {
  const locations = await api<{ idLocation: number; counts: { detected: number } }[]>(
    desk,
    'GET',
    `/recognition/${room.recognitionId}/locations`,
  );
  return locations.find((location) => location.idLocation === room.idLocation)?.counts;
}

test('a phone reads labels by camera and typed number, goes on without network, and its reads arrive once', async ({
  browser,
  baseURL,
  playwright,
  school,
}, testInfo) => {
  test.setTimeout(180_000);
  const desk = await desktopOf(browser, baseURL ?? '', school);
  const room = await setUpRoom(desk);
  const [notebook, projector, board, printer] = room.numbers;
  const video = await pdfAsCameraVideo(await printedLabel(desk, printer ?? 0));
  const launch = testInfo.project.use.launchOptions ?? {};
  const cameraBrowser = await playwright.chromium.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const phoneContext = await phoneOf(cameraBrowser);
  const phone = await phoneContext.newPage();

  await test.step('the QR link signs the phone in, with nothing typed', async () => {
    await phone.goto(await scanLinkOf(desk, room));
    await expect(phone.getByRole('heading', { level: 1, name: /^Ricognizione del / })).toBeVisible();
    await expect(phone.getByText(`S${tag} · LAB Laboratorio`)).toBeVisible();
    // The one-time code leaves the address bar: a reload signs in with the kept token.
    expect(new URL(phone.url()).hash).toBe('');
    await expect(tally(phone)).toContainText('0trovati su 4');
    await expect(phone.getByRole('list', { name: "Beni dell'ubicazione non ancora trovati" })).toContainText(
      `BM ${notebook} – Notebook ${tag}`,
    );
  });

  await test.step('the camera reads the printed label', async () => {
    await phone.getByRole('button', { name: 'Leggi con la fotocamera' }).click();
    await expect(phone.getByRole('list', { name: 'Letture in questa ubicazione' })).toContainText(
      `Rilevato: BM ${printer} – Stampante 3D ${tag}`,
      { timeout: 30_000 },
    );
    await expect(tally(phone)).toContainText('1trovati su 4');
    await settledScreenshot(phone, 'recognition-phone-camera');
    await phone.getByRole('button', { name: 'Ferma la fotocamera' }).click();
    await expect.poll(async () => (await locationCounts(desk, room))?.detected).toBe(1);
  });

  await test.step('a typed read is found on the phone and counted by the server', async () => {
    await typeRead(phone, `BM/${notebook}`);
    await expect(tally(phone)).toContainText('2trovati su 4');
    await expect(
      phone.getByRole('status').filter({ hasText: 'Tutte le letture sono state inviate' }),
    ).toBeVisible();
    await expect(phone.getByRole('list', { name: 'Letture in questa ubicazione' })).toContainText(
      `Rilevato: BM ${notebook} – Notebook ${tag}`,
    );
    await expect.poll(async () => (await locationCounts(desk, room))?.detected).toBe(2);
  });

  await test.step('a found good is photographed with the phone, and the photo is on its record', async () => {
    const good = `BM ${notebook} – Notebook ${tag}`;
    await expect(phone.getByRole('button', { name: `Fotografa ${good}` })).toBeEnabled();
    await phone.locator(`input[type="file"][aria-label="Fotografa ${good}"]`).setInputFiles({
      name: 'foto.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({
        create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 140, b: 60 } },
      })
        .jpeg()
        .toBuffer(),
    });
    await expect(phone.getByRole('status').filter({ hasText: 'Foto allegata' })).toBeVisible();
    const attached = await api<{ attachments: { kind: string; fileName: string }[] }>(
      desk,
      'GET',
      `/attachments/asset/${room.ids[0]}`,
    );
    expect(attached.attachments.map((a) => [a.kind, a.fileName])).toEqual([['photo', 'foto.jpg']]);
  });

  await test.step('without network the reads stay on the phone, and the page reopens from its cache', async () => {
    await phone.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await phoneContext.setOffline(true);
    await expect(phone.getByText('Senza rete', { exact: true })).toBeVisible();
    // A photo is too large to keep with the reads: the camera waits for the network.
    await expect(
      phone.getByRole('button', { name: `Per fotografare BM ${notebook} – Notebook ${tag} serve la rete` }),
    ).toBeDisabled();
    await typeRead(phone, `${projector}`);
    await typeRead(phone, `BM/${projector}`);
    await typeRead(phone, '99999');
    await expect(tally(phone)).toContainText('3trovati su 4');
    await expect(
      phone.getByRole('status').filter({ hasText: 'Senza rete: 3 letture restano sul telefono' }),
    ).toBeVisible();
    await phone.reload();
    await expect(phone.getByRole('heading', { level: 1, name: /^Ricognizione del / })).toBeVisible();
    await expect(tally(phone)).toContainText('3trovati su 4');
    await expect(phone.getByRole('status').filter({ hasText: '3 letture' })).toBeVisible();
    await settledScreenshot(phone, 'recognition-phone-offline', { fullPage: true });
  });

  await test.step('back online, the reads are sent in order and each counts once', async () => {
    await phoneContext.setOffline(false);
    await expect(
      phone.getByRole('status').filter({ hasText: 'Tutte le letture sono state inviate' }),
    ).toBeVisible({
      timeout: 20_000,
    });
    const reads = phone.getByRole('list', { name: 'Letture in questa ubicazione' });
    await expect(reads).toContainText('Nessun bene con il codice 99999');
    await expect.poll(async () => (await locationCounts(desk, room))?.detected).toBe(3);
    const goods = await api<{ assets: { inventoryNumber: number; detection: string }[] }>(
      desk,
      'POST',
      `/recognition/${room.recognitionId}/assets/search/1/10`,
      {},
    );
    const detection = Object.fromEntries(
      goods.assets.map((asset) => [asset.inventoryNumber, asset.detection]),
    );
    expect(detection).toEqual({
      [notebook ?? 0]: 'detected',
      [projector ?? 0]: 'detected',
      [board ?? 0]: 'undetected',
      [printer ?? 0]: 'detected',
    });
    await expect(phone.getByRole('list', { name: "Beni dell'ubicazione non ancora trovati" })).toHaveText(
      `BM ${board} – Lavagna ${tag}`,
    );
    await settledScreenshot(phone, 'recognition-phone', { fullPage: true });
    await expectAccessible(phone, testInfo, 'recognition-phone');
  });

  await test.step('a revoked phone keeps its reads; a new QR code of the whole recognition sends them', async () => {
    const links = await api<{ id: string; used: boolean }[]>(
      desk,
      'GET',
      `/recognition/${room.recognitionId}/scanLinks`,
    );
    for (const link of links.filter((one) => one.used))
      await api(desk, 'DELETE', `/recognition/${room.recognitionId}/scanLink/${link.id}`);
    await typeRead(phone, `BM/${board}`);
    await expect(
      phone
        .getByRole('status')
        .filter({ hasText: "1 lettura non inviata: L'accesso di questo telefono è stato revocato" }),
    ).toBeVisible();
    await expect(tally(phone)).toContainText('4trovati su 4');
    expect((await locationCounts(desk, room))?.detected).toBe(3);

    const whole = await api<{ url: string }>(desk, 'POST', `/recognition/${room.recognitionId}/scanLink`, {});
    const url = new URL(whole.url);
    await phone.goto(`${url.pathname}${url.hash}`);
    await expect.poll(async () => (await locationCounts(desk, room))?.detected).toBe(4);
    await phone.getByRole('combobox', { name: 'Ubicazione in cui leggi' }).click();
    await phone.getByRole('option', { name: `S${tag} · LAB Laboratorio` }).click();
    await expect(tally(phone)).toContainText('4trovati su 4');
    await expect(
      phone.getByRole('status').filter({ hasText: 'Tutte le letture sono state inviate' }),
    ).toBeVisible();
  });

  await phoneContext.close();
  await cameraBrowser.close();
  await desk.context().close();
});

test('a phone without a QR code is told where to find one, in English too', async ({ browser }, testInfo) => {
  for (const [locale, advice] of [
    ['it-IT', 'inquadrando con il telefono il codice QR'],
    ['en-US', 'scanning with the phone the QR code'],
  ] as const) {
    const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'];
    const context = await browser.newContext({ ...pixel, locale });
    const phone = await context.newPage();
    await phone.goto('/inventario/scan/');
    await expect(phone.getByText(advice)).toBeVisible();
    await expectAccessible(phone, testInfo, `recognition-phone-no-link-${locale}`);
    await context.close();
  }
});
