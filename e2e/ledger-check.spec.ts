import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { api } from './support/page-api.ts';
import { settledScreenshot } from './support/screens.ts';
import { demoSchools, demoUsers, storageStateOf } from './support/users.ts';

/**
 * `#/ledger-check` (issue 21): vendor staff check the tamper-evident ledger of movements of one school
 * or of every school, and read the same verdicts the API gives; above the check, the latest nightly
 * check's outcome. The file only reads: the check writes nothing, and DEMO001 is the demo
 * installation's, which no spec changes.
 */

interface Verdict {
  customerCode: string;
  intact: boolean;
  entries: number;
  vouchers: number;
  head: { seq: number; hash: string; recordedAt: string } | null;
  broken: number;
}

/** The broken record the played-back answers name: charge 12/2026 changed behind the ledger. */
const changedVoucher = {
  problem: 'voucherChanged' as const,
  seq: 12,
  movementId: 40,
  voucher: { type: 1, year: 2026, number: 12 },
};

const grid = (page: Page) => page.getByRole('grid', { name: 'Esiti della verifica delle catene' });

/** A SHA-256 as the registers print it: 64 hex digits in eight groups of eight. */
const groupedByEight = (hash: string) => (hash.match(/.{8}/g) ?? []).join(' ');

const italianCount = (value: number) => new Intl.NumberFormat('it-IT').format(value);

interface NightlyRun {
  finishedAt: string;
  schools: number;
  broken: number;
}

/** The nightly check's latest run as the API gives it, or null before the first (`noLedgerCheckYet`). */
async function latestNightlyRun(page: Page): Promise<NightlyRun | null> {
  try {
    return await api<NightlyRun>(page, 'GET', '/ledger/checks/latest');
  } catch (error) {
    if (String(error).includes(': 404 ') && String(error).includes('noLedgerCheckYet')) return null;
    throw error;
  }
}

/** A time in Italy as the screen writes it: `28/11/2026 02:30:04`. */
const italianTime = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .format(new Date(iso))
    .replace(',', '');

/** The nightly line the screen shows for the API's latest run, in Italian or in English. */
function nightlyLine(run: NightlyRun | null, language: 'it' | 'en'): string {
  if (language === 'en') {
    if (!run) return 'No nightly check has run yet';
    const schools = `${run.schools} ${run.schools === 1 ? 'school' : 'schools'}`;
    return `Last nightly check: ${italianTime(run.finishedAt)} — ${schools}, ${run.broken} with a broken chain`;
  }
  if (!run) return 'Nessun controllo notturno ancora eseguito';
  const schools = `${run.schools} ${run.schools === 1 ? 'scuola' : 'scuole'}`;
  return `Ultimo controllo notturno: ${italianTime(run.finishedAt)} — ${schools}, ${run.broken} con la catena interrotta`;
}

async function chooseSchool(page: Page, label: string, code: string) {
  await page.getByRole('combobox', { name: label }).fill(code);
  await page.getByRole('option', { name: new RegExp(code) }).click();
}

test.describe('vendor staff', () => {
  test.use({ storageState: storageStateOf(demoUsers.support) });

  // The support user's backend session is shared with the impersonation spec, which may leave it
  // acting for the second demo school: its startup notice (no financial year) is closed when it shows.
  test.beforeEach(async ({ page }) => {
    const notice = page.getByRole('dialog', { name: 'Avviso' });
    await page.addLocatorHandler(notice, () => notice.getByRole('button', { name: 'Chiudi' }).click());
  });

  test("check the demo school from the user menu: intact, with the API's entries and head", async ({
    page,
  }, testInfo) => {
    await page.goto('/inventario/#/dashboard');
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Menu utente di ${demoUsers.support.fullName}` })
      .click();
    await page.getByRole('menuitem', { name: 'Verifica della catena dei movimenti' }).click();
    await expect(page).toHaveURL(/#\/ledger-check$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Verifica della catena dei movimenti' }),
    ).toBeVisible();
    await expect(grid(page).getByText(/Nessuna verifica eseguita/)).toBeVisible();
    // The latest nightly check above the manual one, as the API has it (none yet on a fresh server).
    const nightly = nightlyLine(await latestNightlyRun(page), 'it');
    await expect(
      page.getByRole('region', { name: 'Controllo notturno' }).getByText(nightly, { exact: true }),
    ).toBeVisible();

    await chooseSchool(page, 'Scuola da verificare', demoSchools.main.code);
    await page.getByRole('button', { name: 'Verifica', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'verificata' })).toHaveText(
      '1 scuola verificata, 0 alterate',
    );

    const verdict = await api<Verdict>(page, 'GET', `/ledger/verify/${demoSchools.main.code}`);
    expect(verdict.intact).toBe(true);
    expect(verdict.entries).toBeGreaterThan(0);
    const head = verdict.head;
    if (!head) throw new Error('The demo school has no head');
    const row = grid(page).getByRole('row', { name: new RegExp(demoSchools.main.name) });
    await expect(row.getByText('Integro', { exact: true })).toBeVisible();
    await expect(row.getByRole('gridcell').nth(2)).toHaveText(italianCount(verdict.entries));
    await expect(row.getByRole('gridcell').nth(3)).toHaveText(italianCount(verdict.vouchers));
    await expect(
      row.getByText(new RegExp(`^Voce ${head.seq} del \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d:\\d\\d$`)),
    ).toBeVisible();
    await expect(row.getByText(`SHA-256 ${groupedByEight(head.hash)}`, { exact: true })).toBeVisible();
    await expect(row.getByRole('gridcell').nth(6)).toHaveText('0');
    await expect(row.getByRole('gridcell').nth(7)).toHaveText(/^\d+ ms$|^\d+,\d s$/);
    await settledScreenshot(page, 'ledger-check-one', { fullPage: true });
    await expectAccessible(page, testInfo, 'ledger-check-one');
  });

  test("check all schools: the button waits while it runs, and the summary counts the API's verdicts", async ({
    page,
  }, testInfo) => {
    // The check is held until the busy state has been seen, however fast the server answers.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/inventario/api/ledger/verify', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/inventario/#/ledger-check');
    const all = page.getByRole('button', { name: 'Verifica tutte le scuole' });
    await all.click();
    await expect(all).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Verifica', exact: true })).toBeDisabled();
    await expect(page.getByRole('progressbar', { name: 'Verifica in corso' })).toBeVisible();
    await expect(page.getByText(/Verifica di tutte le scuole in corso/)).toBeVisible();
    release();
    const summary = page.getByRole('status').filter({ hasText: 'verificat' });
    await expect(summary).toHaveText(/^\d+ scuole verificate, \d+ alterat[ae]$/, { timeout: 120_000 });
    await expect(all).toBeEnabled();

    const answer = await api<{ intact: boolean; schools: Verdict[] }>(page, 'GET', '/ledger/verify');
    const altered = answer.schools.filter((school) => !school.intact).length;
    expect(answer.schools.length).toBeGreaterThan(2);
    await expect(summary).toHaveText(
      `${answer.schools.length} scuole verificate, ${altered} ${altered === 1 ? 'alterata' : 'alterate'}`,
    );
    const demo = answer.schools.find((school) => school.customerCode === demoSchools.main.code);
    expect(demo?.intact).toBe(true);
    // The grid's pages hold every verdict: "1–10 di N".
    await expect(page.getByText(new RegExp(`di ${answer.schools.length}$`))).toBeVisible();
    await settledScreenshot(page, 'ledger-check-all', { fullPage: true });
    await expectAccessible(page, testInfo, 'ledger-check-all');
  });

  test("see the nightly check's latest run: when, how many schools, and the broken one in words", async ({
    page,
  }, testInfo) => {
    // No spec may alter a chain, nor wait for the night: the API's answer for a run that found one
    // broken ledger, played back.
    await page.route('**/inventario/api/ledger/checks/latest', (route) =>
      route.fulfill({
        json: {
          id: 12,
          startedAt: '2026-11-28T01:30:00.000Z',
          finishedAt: '2026-11-28T01:30:04.000Z',
          schools: 42,
          broken: 1,
          brokenSchools: [
            {
              customerCode: demoSchools.second.code,
              firstBroken: changedVoucher,
              broken: 3,
            },
          ],
        },
      }),
    );
    await page.goto('/inventario/#/ledger-check');
    const nightly = page.getByRole('region', { name: 'Controllo notturno' });
    await expect(
      nightly.getByText(
        'Ultimo controllo notturno: 28/11/2026 02:30:04 — 42 scuole, 1 con la catena interrotta',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(
      nightly.getByText(
        `${demoSchools.second.name} (${demoSchools.second.code}): Buono modificato fuori dall'applicazione, Voce 12 · Carico n. 12/2026`,
        { exact: true },
      ),
    ).toBeVisible();
    await settledScreenshot(page, 'ledger-check-nightly', { fullPage: true });
    await expectAccessible(page, testInfo, 'ledger-check-nightly');
  });

  test('see an altered ledger in words: first, with its broken record and how many', async ({
    page,
  }, testInfo) => {
    // No spec may alter a chain (only a change made by hand in the database does): the API's answer
    // for an altered school, played back beside an intact one.
    const head = (seq: number, hash: string) => ({
      seq,
      hash: hash.repeat(4),
      recordedAt: '2026-11-27T18:07:44.000Z',
    });
    await page.route('**/inventario/api/ledger/verify', (route) =>
      route.fulfill({
        json: {
          intact: false,
          schools: [
            {
              customerCode: demoSchools.main.code,
              intact: true,
              entries: 1234,
              vouchers: 410,
              head: head(1234, '9c951574d468d547'),
              firstBroken: null,
              broken: 0,
              checkedMs: 87,
            },
            {
              customerCode: demoSchools.second.code,
              intact: false,
              entries: 20,
              vouchers: 9,
              head: head(20, '0123456789abcdef'),
              firstBroken: changedVoucher,
              broken: 3,
              checkedMs: 1250,
            },
          ],
        },
      }),
    );
    await page.goto('/inventario/#/ledger-check');
    await page.getByRole('button', { name: 'Verifica tutte le scuole' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'verificat' })).toHaveText(
      '2 scuole verificate, 1 alterata',
    );
    const rows = grid(page).getByRole('row');
    await expect(rows.nth(1)).toContainText(demoSchools.second.name);
    const broken = rows.nth(1);
    await expect(broken.getByText('Alterato', { exact: true })).toBeVisible();
    await expect(broken.getByText("Buono modificato fuori dall'applicazione")).toBeVisible();
    await expect(broken.getByText('Voce 12 · Carico n. 12/2026')).toBeVisible();
    await expect(broken.getByRole('gridcell').nth(6)).toHaveText('3');
    await expect(broken.getByRole('gridcell').nth(7)).toHaveText('1,3 s');
    await expect(rows.nth(2)).toContainText(demoSchools.main.name);
    await settledScreenshot(page, 'ledger-check-altered', { fullPage: true });
    await expectAccessible(page, testInfo, 'ledger-check-altered');
  });
});

test.describe('vendor staff, in English', () => {
  test.use({ storageState: storageStateOf(demoUsers.support), locale: 'en-US' });

  test('check the demo school: the same screen in English', async ({ page }, testInfo) => {
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await page.addLocatorHandler(notice, () => notice.getByRole('button', { name: 'Close' }).click());
    await page.goto('/inventario/#/ledger-check');
    await expect(page.getByRole('heading', { level: 1, name: 'Movement chain check' })).toBeVisible();
    const nightly = nightlyLine(await latestNightlyRun(page), 'en');
    await expect(
      page.getByRole('region', { name: 'Nightly check' }).getByText(nightly, { exact: true }),
    ).toBeVisible();
    await chooseSchool(page, 'School to check', demoSchools.main.code);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'checked' })).toHaveText(
      '1 school checked, 0 altered',
    );
    const results = page.getByRole('grid', { name: 'Results of the chain check' });
    await expect(results.getByText('Intact', { exact: true })).toBeVisible();
    await settledScreenshot(page, 'ledger-check-en', { fullPage: true });
    await expectAccessible(page, testInfo, 'ledger-check-en');
  });
});

test.describe("the school's staff", () => {
  test.use({ storageState: storageStateOf(demoUsers.dsga) });

  test('do not find the screen: it is "not found" for them', async ({ page }) => {
    await page.goto('/inventario/#/ledger-check');
    await expect(page).toHaveURL(/#\/404$/);
  });
});
