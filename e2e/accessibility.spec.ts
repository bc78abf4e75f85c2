import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  browserLocale,
  expectAccessible,
  type Language,
  settle,
  type ThemeMode,
  text,
  variants,
} from './support/axe.ts';
import { api } from './support/page-api.ts';
import { demoUsers, storageStateOf } from './support/users.ts';

/**
 * Every screen and dialog built so far, in Italian and English, light and dark, checked with axe
 * against WCAG 2.2 AA: no serious or critical violation. It only reads the demo installation (dialogs
 * are opened and closed, never saved). A screen added to the route table joins the list below, or the
 * first test fails naming it.
 */

test.describe.configure({ mode: 'parallel' });

const routeTable = path.join(
  import.meta.dirname,
  '..',
  'apps',
  'web',
  'src',
  'app',
  'router',
  'route-table.ts',
);

/** Screens the school's DSGA reaches; `:id` routes get the id of a demo record of that kind. */
const schoolScreens = [
  '/dashboard',
  '/news',
  '/charge',
  '/charge/new',
  '/charge/new/invoice',
  '/charge/detail/:id',
  '/outdated',
  '/outdated/new',
  '/outdated/detail/:id',
  '/discharge',
  '/discharge/new',
  '/discharge/detail/:id',
  '/value-voucher',
  '/value-voucher/decrease/new',
  '/value-voucher/increase/new',
  '/value-voucher/decrease/detail/:id',
  '/external-movements',
  '/assets',
  '/universalities',
  '/documents',
  '/financial-year',
  '/annual-amortization',
  '/recognition',
  '/recognition/detail/:id',
  // The demo school has no renewal and no ended recognition for renewal: the start, and why it waits.
  '/renewal',
  // The demo school receives the Milano school's merge: the receiver's stepper, waiting for the package.
  '/merger',
  '/admin-lists',
  '/admin-lists/placement',
  '/admin-lists/categories',
  '/admin-lists/subconsignees',
  '/admin-lists/administrations',
  '/admin-lists/debtors',
  '/admin-lists/creditors',
  '/admin-lists/aggregations',
  '/admin-lists/import/locations',
  '/configuration/labels',
  '/configuration/subcategory-change',
  '/configuration/location-change',
  '/configuration/import/client-server',
  '/settings',
  '/activity',
  '/help',
  '/authorizations',
  '/publications',
];

/** Screens of the vendor's staff. */
const vendorScreens = ['/school-selection', '/imports-detail', '/merges-detail', '/ledger-check'];

/** Routes that show a screen checked above under another path: the same component on other data. */
const sameScreenAs: Record<string, string> = {
  '/merged': '/merger',
  '/charge/new/universality/:idUniversality': '/charge/new',
  '/charge/new/asset/:idAsset': '/charge/new',
  '/charge/new/external': '/charge/new',
  '/discharge/new/from-out/:idOut': '/discharge/new',
  '/value-voucher/increase/detail/:id': '/value-voucher/decrease/detail/:id',
  '/help/:topic': '/help',
  '/configuration/import/durable': '/configuration/import/client-server',
  '/configuration/import/inventory': '/configuration/import/client-server',
  '/configuration/import/spaggiari': '/configuration/import/client-server',
  '/admin-lists/import/:list': '/admin-lists/import/locations',
};

/** What each screen's `:id` is: the newest demo voucher of that movement type. */
const detailType: Record<string, number> = {
  '/charge/detail/:id': 1,
  '/outdated/detail/:id': 3,
  '/discharge/detail/:id': 2,
  '/value-voucher/decrease/detail/:id': 5,
};

test('every screen of the route table is on the list', () => {
  const source = readFileSync(routeTable, 'utf8');
  const routes = [...source.matchAll(/\bscreen\(\s*'([^']+)'/g)].map((m) => m[1]);
  const checked = new Set([...schoolScreens, ...vendorScreens, ...Object.keys(sameScreenAs)]);
  expect(routes.length).toBeGreaterThan(40);
  expect(routes.filter((route) => !checked.has(route ?? ''))).toEqual([]);
});

async function openAs(page: Page, theme: ThemeMode, route: string) {
  await page.addInitScript((mode) => localStorage.setItem('inventario.themeMode', mode), theme);
  await page.goto(`/inventario/#${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Moves inside the running client, as a user following links does (a full reload per screen is slow). */
async function goTo(page: Page, route: string) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, route);
  await expect(page).toHaveURL(new RegExp(`#${route.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function detailIds(page: Page): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const [route, type] of Object.entries(detailType)) {
    const { movements } = await api<{ movements: { id: number }[] }>(page, 'POST', '/movement/search/1/1', {
      type,
    });
    const first = movements[0];
    if (!first) throw new Error(`The demo school has no movement of type ${type}`);
    ids[route] = route.replace(':id', String(first.id));
  }
  const { recognitions } = await api<{ recognitions: { id: number }[] }>(
    page,
    'POST',
    '/recognition/search/1/1',
    {},
  );
  const recognition = recognitions[0];
  if (!recognition) throw new Error('The demo school has no recognition');
  ids['/recognition/detail/:id'] = `/recognition/detail/${recognition.id}`;
  return ids;
}

/**
 * The long walks are checked in two of the four variants each, so that every screen and every dialog is
 * still seen in both languages and in both themes: contrast depends on the theme and not on the language,
 * names and `lang` on the language and not on the theme. The screens go it-light and en-dark, the dialogs
 * it-dark and en-light (the short checks below run in all four).
 */
const walksScreens = (language: Language, theme: ThemeMode) => (language === 'it') === (theme === 'light');

for (const { language, theme } of variants) {
  test.describe(`${language}, ${theme}`, () => {
    test.use({ locale: browserLocale[language], reducedMotion: 'reduce' });

    test.describe('the school', () => {
      test.use({ storageState: storageStateOf(demoUsers.dsga) });

      if (walksScreens(language, theme))
        test('screens', async ({ page }, testInfo) => {
          test.setTimeout(600_000);
          await openAs(page, theme, '/dashboard');
          const ids = await detailIds(page);
          for (const screen of schoolScreens) {
            await goTo(page, ids[screen] ?? screen);
            await expectAccessible(page, testInfo, `${language}-${theme}${screen}`);
          }
        });

      if (!walksScreens(language, theme))
        test('dialogs and menus', async ({ page }, testInfo) => {
          test.setTimeout(600_000);
          await openAs(page, theme, '/dashboard');
          for (const dialog of dialogs) {
            await goTo(page, dialog.route);
            const opened = await dialog.open(page, language);
            await expectAccessible(page, testInfo, `${language}-${theme}-${dialog.name}`);
            await page.keyboard.press('Escape');
            await expect(opened).toBeHidden();
          }
        });

      test('the import report of a file with errors', async ({ page }, testInfo) => {
        // The demo school is only read here: its pending import is the API's answer, played back.
        await playBackInvalidImport(page);
        await openAs(page, theme, '/configuration/import/client-server');
        const grid = page.getByRole('grid', { name: text(language, 'imports:issues.gridLabel') });
        await expect(grid.getByRole('row')).toHaveCount(1 + invalidReport.issues.length);
        await expectAccessible(page, testInfo, `${language}-${theme}-import-report`);
      });

      test('the phone drawer', async ({ page }, testInfo) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await openAs(page, theme, '/dashboard');
        await page.getByRole('button', { name: text(language, 'shell:toolbar.openMenu') }).click();
        await expect(
          page.getByRole('navigation', { name: text(language, 'shell:drawer.label') }),
        ).toBeVisible();
        await expectAccessible(page, testInfo, `${language}-${theme}-phone-drawer`);
      });
    });

    test.describe('the vendor staff', () => {
      test.use({ storageState: storageStateOf(demoUsers.support) });

      test('screens', async ({ page }, testInfo) => {
        await openAs(page, theme, vendorScreens[0] ?? '/school-selection');
        for (const screen of vendorScreens) {
          await goTo(page, screen);
          await expectAccessible(page, testInfo, `${language}-${theme}${screen}`);
        }
      });
    });

    test.describe('the vendor staff, on imports', () => {
      test.use({ storageState: storageStateOf(demoUsers.support) });

      test("every school's imports, one in each state", async ({ page }, testInfo) => {
        // The overview's answer, played back: the real list may be empty, and every state's chip is checked.
        await page.route('**/inventario/api/import/overview/search/**', (route) =>
          route.fulfill({ json: overviewPage }),
        );
        await openAs(page, theme, '/imports-detail');
        const grid = page.getByRole('grid', { name: text(language, 'imports:overview.gridLabel') });
        await expect(grid.getByRole('row')).toHaveCount(1 + overviewPage.imports.length);
        await expectAccessible(page, testInfo, `${language}-${theme}-imports-overview`);
      });
    });

    test.describe('signed out', () => {
      test.use({ storageState: { cookies: [], origins: [] } });

      test('the login page, not found and the error page', async ({ page }, testInfo) => {
        await page.addInitScript((mode) => localStorage.setItem('inventario.themeMode', mode), theme);
        await page.goto('/inventario/');
        await expect(
          page.getByRole('button', { name: language === 'it' ? 'Accedi' : 'Sign in' }),
        ).toBeVisible();
        await expectAccessible(page, testInfo, `${language}-${theme}-login`);
        for (const route of ['/404', '/error/unauthorized']) {
          await page.goto(`/inventario/#${route}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectAccessible(page, testInfo, `${language}-${theme}${route}`);
        }
      });
    });
  });
}

const invalidImport = {
  id: '0b9f7c1e-3d5a-4c8e-9f10-2a3b4c5d6e7f',
  type: 1,
  listKind: null,
  state: 'invalid',
  fileName: 'inventario.xlsx',
  sizeBytes: 24_576,
  createdBy: demoUsers.dsga.fullName,
  createdAt: '2026-03-02T09:15:00.000Z',
  validatedAt: '2026-03-02T09:15:03.000Z',
  errorCount: 2,
  warningCount: 1,
  counts: { sites: 1, locations: 2, subcategories: 3, assets: 2, movements: 1, lines: 2 },
  progress: { done: 0, total: 0 },
  finishedAt: null,
  result: null,
  failureCode: null,
};

const invalidReport = {
  issues: [
    { severity: 'error', code: 'cell.notAnAmount', sheet: 'Beni', row: 4, column: 'Valore storico' },
    {
      severity: 'error',
      code: 'unknownSite',
      sheet: 'Ubicazioni',
      row: 3,
      column: 'Codice sede',
      params: { code: 'RM09' },
    },
    {
      severity: 'warning',
      code: 'actualValueDiffers',
      sheet: 'Beni',
      row: 5,
      column: 'Valore attuale',
      params: { expectedCents: 120000, actualCents: 100000 },
    },
  ],
  total: 3,
  truncated: false,
};

/** Every school's imports, one in each state (`#/imports-detail`), as the vendor's overview answers. */
const overviewPage = {
  imports: (
    ['validating', 'columns', 'invalid', 'ready', 'importing', 'imported', 'failed', 'discarded'] as const
  ).map((state, i) => ({
    ...invalidImport,
    id: `${invalidImport.id.slice(0, -1)}${i}`,
    state,
    type: 1 + (i % 4),
    failureCode: state === 'failed' ? 'importSchoolChanged' : null,
    finishedAt: state === 'imported' || state === 'failed' ? '2026-03-02T09:20:00.000Z' : null,
    result: state === 'imported' ? { assets: 7, charge: 3, proposal: 1, discharge: 1, increase: 1 } : null,
    customerCode: i % 2 ? 'DEMO002' : 'DEMO001',
    schoolName: i % 2 ? 'Istituto Tecnico Demo' : null,
    confirmedBy: state === 'imported' ? demoUsers.support.fullName : null,
  })),
  total: 8,
};

/** The import screen's answers for a school whose pending import is a file with errors. */
async function playBackInvalidImport(page: Page) {
  await page.route('**/inventario/api/import/pending', (route) =>
    route.fulfill({ json: { import: invalidImport } }),
  );
  await page.route('**/inventario/api/import/*/issues/**', (route) => route.fulfill({ json: invalidReport }));
}

interface DialogCheck {
  name: string;
  route: string;
  open: (page: Page, language: Language) => Promise<Locator>;
}

/** A button that opens a dialog, whose title is the button's text unless `titleKey` says otherwise. */
function dialogOf(route: string, key: string, titleKey = key): DialogCheck {
  return {
    name: key,
    route,
    open: async (page, language) => {
      await page
        .getByRole('button', { name: text(language, key), exact: true })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: text(language, titleKey) });
      await expect(dialog).toBeVisible();
      await settle(page);
      return dialog;
    },
  };
}

/** A print group's dialog, from the drawer's "Nuova stampa". */
function printDialog(group: number): DialogCheck {
  return {
    name: `print-${group}`,
    route: '/dashboard',
    open: async (page, language) => {
      const drawer = page.getByRole('navigation', { name: text(language, 'shell:drawer.label') });
      const newPrint = drawer.getByRole('button', { name: text(language, 'shell:drawer.items.newPrint') });
      if ((await newPrint.getAttribute('aria-expanded')) !== 'true') await newPrint.click();
      await settle(page);
      const name = text(language, `printing:groups.${group}`);
      await drawer.getByRole('button', { name }).click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await settle(page);
      return dialog;
    },
  };
}

const dialogs: DialogCheck[] = [
  dialogOf('/financial-year', 'financialYear:actions.create'),
  dialogOf('/assets', 'assets:actions.newWaiting'),
  dialogOf('/universalities', 'universalities:actions.new'),
  dialogOf('/admin-lists/placement', 'placement:sites.add'),
  dialogOf('/admin-lists/categories', 'catalogue:subcategories.actions.add'),
  dialogOf('/admin-lists/subconsignees', 'subconsignees:add'),
  dialogOf('/admin-lists/administrations', 'parties:administrations.actions.add'),
  dialogOf('/admin-lists/debtors', 'parties:debtors.actions.add'),
  dialogOf('/admin-lists/creditors', 'parties:creditors.actions.add'),
  dialogOf('/admin-lists/aggregations', 'catalogue:aggregations.actions.add'),
  dialogOf('/configuration/labels', 'labelsSettings:actions.add', 'labelsSettings:form.addTitle'),
  printDialog(1),
  printDialog(2),
  printDialog(3),
  printDialog(4),
  {
    name: 'user-menu',
    route: '/dashboard',
    open: async (page, language) => {
      const name = text(language, 'shell:toolbar.userMenu', { name: demoUsers.dsga.fullName });
      await page.getByRole('button', { name }).click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await settle(page);
      return menu;
    },
  },
];
