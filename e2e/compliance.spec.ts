import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { api } from './support/page-api.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';
import { screenshotPath } from './support/users.ts';

/**
 * The dashboard's compliance card ("Scadenze e adempimenti", issue 20) on a copy of the demo school
 * (e2e/support/schools.ts): what its data asks of it, each item with why and where it is done, and items
 * that come and go as the school's data changes (set up through the API).
 */

// The tests change the same school's general data: one after the other.
test.describe.configure({ mode: 'serial' });

interface ComplianceItem {
  kind: string;
  severity: string;
  dueDate: string | null;
  since: string | null;
  year: number | null;
  count: number | null;
  route: string;
}

interface SchoolData {
  heading: string;
  labelHeading: string;
  manager: string | null;
  consignee: string | null;
  lastRenewalDate: string | null;
  firstYearDepreciation: string;
  lastDurableProgressive: Record<string, number>;
}

/** `DD/MM/YYYY`, as the application writes an ISO date. */
const shown = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const card = (page: Page) => page.getByRole('region', { name: 'Scadenze e adempimenti' });

/** The card's entry whose first line (its severity and title) is `title`: exactly, or matching. */
const entry = (page: Page, title: string | RegExp) =>
  card(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });

/** Opens the dashboard, or reads it again when it is open (a same-address navigation keeps the page). */
async function openDashboard(page: Page) {
  if (page.url().endsWith('#/dashboard')) await page.reload();
  else await page.goto('/inventario/#/dashboard');
  await expect(card(page)).toBeVisible();
  await expect(
    card(page).getByText(/^Calcolati dai dati della scuola al \d{2}\/\d{2}\/\d{4}$/),
  ).toBeVisible();
}

async function saveSchoolData(page: Page, changes: Partial<SchoolData>) {
  const current = await api<SchoolData>(page, 'GET', '/school/data');
  await api(page, 'POST', '/school/data', {
    heading: current.heading,
    labelHeading: current.labelHeading,
    manager: current.manager,
    consignee: current.consignee,
    lastRenewalDate: current.lastRenewalDate,
    firstYearDepreciation: current.firstYearDepreciation,
    lastDurableProgressive: current.lastDurableProgressive,
    ...changes,
  });
}

test("the demo school's obligations, each with why and where it is done", async ({ page }, testInfo) => {
  const year = new Date().getFullYear();
  await openDashboard(page);
  const { today, items } = await api<{ today: string; items: ComplianceItem[] }>(
    page,
    'GET',
    '/dashboard/compliance',
  );
  // The demo copy: a recognition started on seeding, no renewal date recorded, last year closed without
  // depreciation, an incomplete universality; its DS and DSGA are in its data, its waiting goods recent.
  expect(items.map((item) => item.kind)).toEqual([
    'recognitionOngoing',
    'renewalDateMissing',
    'depreciationMissing',
    'incompleteUniversalities',
  ]);
  const recognition = items[0];
  expect(recognition?.dueDate).toBeNull();
  await expect(card(page).getByRole('listitem')).toHaveCount(4);

  const ongoing = entry(page, 'Da fare – Ricognizione in corso');
  await expect(ongoing).toContainText(
    `Ricognizione in corso dal ${shown(recognition?.since ?? '')}: va conclusa.`,
  );
  const renewal = entry(page, 'Da fare – Rinnovo inventariale');
  await expect(renewal).toContainText(
    "La data dell'ultimo rinnovo inventariale non è registrata nei dati generali della scuola (per la maggior parte delle scuole è il 31/12/2021)",
  );
  await expect(renewal.getByRole('link', { name: 'Indica la data nei dati generali' })).toHaveAttribute(
    'href',
    '#/settings',
  );
  const depreciation = entry(page, `Da fare – Ammortamento dell'esercizio ${year - 1}`);
  await expect(depreciation).toContainText(
    `L'esercizio finanziario ${year - 1} è stato chiuso senza ammortamento: per calcolarlo va riaperto e chiuso con l'ammortamento.`,
  );
  await expect(depreciation.getByRole('link', { name: "Vai all'ammortamento annuale" })).toHaveAttribute(
    'href',
    '#/annual-amortization',
  );
  const universalities = entry(page, 'Da fare – Universalità incomplete');
  await expect(universalities).toContainText(
    '1 universalità è incompleta: i suoi componenti insieme non raggiungono 200 € e non può essere caricata.',
  );
  await expect(card(page).getByText(`Calcolati dai dati della scuola al ${shown(today)}`)).toBeVisible();

  await card(page).scrollIntoViewIfNeeded();
  await expectAccessible(page, testInfo, 'dashboard-compliance');
  await settledScreenshot(page, 'compliance-it', { fullPage: true });

  // The ongoing recognition's link opens it.
  await ongoing.getByRole('link', { name: 'Apri la ricognizione in corso' }).click();
  await expect(page).toHaveURL(new RegExp(`#${recognition?.route.slice(1)}$`));
  expect(recognition?.route).toMatch(/^#\/recognition\/detail\/\d+$/);
});

test('items come and go with the school data', async ({ page, school }) => {
  // As seeded (a retry starts from there too): no renewal date, the customer area's DS.
  await page.goto('/inventario/#/dashboard');
  await saveSchoolData(page, { lastRenewalDate: null, manager: school.ds });
  await openDashboard(page);
  await expect(entry(page, 'Da fare – Rinnovo inventariale')).toHaveCount(1);
  await expect(entry(page, /DS e DSGA nei dati della scuola$/)).toHaveCount(0);

  // The last renewal recorded (the national one): the next is ten years on, nothing to do yet. The DS
  // taken out of the school data: the prints would lack the name.
  await saveSchoolData(page, { lastRenewalDate: '2021-12-31', manager: null });
  await openDashboard(page);
  await expect(entry(page, /Rinnovo inventariale$/)).toHaveCount(0);
  const heads = entry(page, 'Da fare – DS e DSGA nei dati della scuola');
  await expect(heads).toContainText(
    'Nei dati generali della scuola manca il nome del dirigente scolastico (DS), che le stampe riportano.',
  );
  await expect(heads.getByRole('link', { name: 'Vai ai dati generali' })).toHaveAttribute(
    'href',
    '#/settings',
  );

  // A renewal more than ten years ago: overdue, with its date.
  await saveSchoolData(page, { lastRenewalDate: '2015-12-31' });
  await openDashboard(page);
  const overdue = entry(page, 'Scaduto – Rinnovo inventariale');
  await expect(overdue).toContainText(
    'Ultimo rinnovo inventariale al 31/12/2015: il prossimo è dovuto entro il 31/12/2025.',
  );
  // The most pressing first.
  await expect(card(page).getByRole('listitem').first()).toContainText('Scaduto – Rinnovo inventariale');
  await card(page).scrollIntoViewIfNeeded();
  await card(page).screenshot({ path: screenshotPath('compliance-overdue') });

  // Back as seeded: the DS is there again, the renewal date missing again.
  await saveSchoolData(page, { lastRenewalDate: null, manager: school.ds });
  await openDashboard(page);
  await expect(entry(page, /DS e DSGA nei dati della scuola$/)).toHaveCount(0);
  await expect(entry(page, 'Da fare – Rinnovo inventariale')).toHaveCount(1);
});

test.describe('in English, dark', () => {
  test.use({ locale: 'en-US' });

  test('the card speaks English and stays accessible', async ({ page }, testInfo) => {
    await page.addInitScript(() => localStorage.setItem('inventario.themeMode', 'dark'));
    await page.goto('/inventario/#/dashboard');
    const english = page.getByRole('region', { name: 'Deadlines and obligations' });
    await expect(english).toBeVisible();
    await expect(english.getByText('To do – Incomplete universalities')).toBeVisible();
    await expect(english.getByRole('link', { name: 'Go to the universalities' })).toHaveAttribute(
      'href',
      '#/universalities',
    );
    await english.scrollIntoViewIfNeeded();
    await expectAccessible(page, testInfo, 'dashboard-compliance-en');
    await settledScreenshot(page, 'compliance-en', { fullPage: true });
  });
});
