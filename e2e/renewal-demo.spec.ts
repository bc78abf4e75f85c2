/**
 * A whole renewal of the demo school's registers (issue 18, DOMAIN §8), in this file's copy of the
 * demo school (e2e/support/schools.ts: the demo installation itself is read by other files at once,
 * and a renewal renumbers its registers for good). Set up through the API as a school would get
 * there: what blocks a recognition's end cleared (the waiting goods, the incomplete universality, the
 * proposal still to confirm), the demo's ongoing recognition ended, then a recognition for the
 * renewal of this year, its goods marked as found, ended. On the screen the DSGA starts the renewal
 * from it, confirms the proposed mapping, revalues, renumbers, ends it and prints PV/1, whose goods
 * carry their new numbers.
 */
import type { Page } from '@playwright/test';
import { api } from './support/page-api.ts';
import { documentIds, documentText, latestDocuments, waitForIdle } from './support/prints.ts';
import { expect, test } from './support/schools.ts';
import { settledScreenshot } from './support/screens.ts';
import { dismissToast } from './support/toasts.ts';

// One attempt: a second one on the same server would meet the first one's renewal.
test.describe.configure({ retries: 0 });

const year = new Date().getFullYear();
/** The source of the goods the warehouse hands over (external movements). */
const WAREHOUSE = 'warehouse';

function isoToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface Row {
  id: number;
}

/** Every good of a recognition not yet found, marked as correctly detected; then the recognition ends. */
async function endRecognition(page: Page, id: number) {
  const open = await api<{ assets: { idAsset: number }[] }>(
    page,
    'POST',
    `/recognition/${id}/assets/search/1/500`,
    {
      detection: ['undetected'],
    },
  );
  for (const asset of open.assets)
    await api(page, 'PUT', `/recognition/${id}/asset/${asset.idAsset}/correct`);
  await api(page, 'PUT', `/recognition/${id}/end`);
}

/** What keeps a recognition from ending, cleared as the school would: nothing waits, nothing is proposed. */
async function clearPendingGoods(page: Page) {
  const universalities = await api<{ universalities: (Row & { chargeMovement: Row | null })[] }>(
    page,
    'POST',
    '/universality/search/1/100',
    {},
  );
  for (const universality of universalities.universalities.filter((u) => u.chargeMovement === null))
    await api(page, 'DELETE', `/universality/${universality.id}`);
  // The goods the warehouse handed over and the school has not charged yet.
  const external = await api<{ externalMovements: (Row & { source: string; charge: Row | null })[] }>(
    page,
    'POST',
    '/movement/external/search/1/100',
    {},
  );
  for (const movement of external.externalMovements.filter(
    (m) => m.source === WAREHOUSE && m.charge === null,
  ))
    await api(page, 'DELETE', `/movement/external/${movement.id}`);
  const waiting = await api<{ assets: Row[] }>(page, 'POST', '/asset/search/1/500', { status: 1 });
  for (const asset of waiting.assets) await api(page, 'DELETE', `/asset/${asset.id}`);
  const proposed = await api<{ assets: Row[] }>(page, 'POST', '/asset/search/1/500', { status: 3 });
  if (proposed.assets.length > 0) {
    const proposals = await api<{ movements: Row[] }>(page, 'POST', '/movement/search/1/100', { type: 3 });
    for (const proposal of proposals.movements) {
      // A discharged proposal stays with its discharge; the one still to confirm goes.
      await api(page, 'DELETE', `/movement/out/${proposal.id}`).catch(() => undefined);
    }
  }
  expect((await api<{ assets: Row[] }>(page, 'POST', '/asset/search/1/500', { status: 3 })).assets).toEqual(
    [],
  );
}

async function setUpSchool(page: Page) {
  await clearPendingGoods(page);
  const ongoing = await api<{ recognitions: Row[] }>(page, 'POST', '/recognition/search/1/10', {
    status: 'ongoing',
  });
  for (const recognition of ongoing.recognitions) await endRecognition(page, recognition.id);
  const recognition = await api<Row>(page, 'POST', '/recognition', {
    date: isoToday(),
    forRenewal: true,
    renewalYear: year,
    includeDurable: false,
  });
  await endRecognition(page, recognition.id);
}

/** The section of a step: the panel its tab shows. */
function section(page: Page, title: string) {
  return page.getByRole('tabpanel', { name: title });
}

function stepTab(page: Page, name: string) {
  return page
    .getByRole('tablist', { name: 'Passi del rinnovo' })
    .getByRole('tab', { name: new RegExp(`^${name}`) });
}

async function confirmStep(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

async function pageShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await settledScreenshot(page, name, { fullPage: true });
}

test("the demo school's registers renewed: from its ended recognition to the printed PV/1", async ({
  page,
}) => {
  test.setTimeout(360_000);
  await page.goto('/inventario/#/dashboard');
  await setUpSchool(page);

  await test.step('1. start from the ended recognition and confirm the proposed mapping', async () => {
    await page.goto('/inventario/#/renewal');
    const start = section(page, '1. Avvio');
    await expect(start.getByRole('textbox', { name: 'Data del rinnovo' })).toHaveValue(`31/12/${year}`);
    await start.getByRole('button', { name: 'Avvia il rinnovo' }).click();
    await dismissToast(page, 'Rinnovo avviato');
    await expect(stepTab(page, 'Mappatura sottocategorie')).toHaveAttribute('aria-current', 'step');
    await page.getByRole('button', { name: 'Conferma mappatura' }).click();
    await dismissToast(page, 'Mappatura confermata');
    await expect(stepTab(page, 'Rettifiche contabili')).toHaveAttribute('aria-current', 'step');
  });

  let goods = 0;
  await test.step('2. revalue the registers', async () => {
    await stepTab(page, 'Rivalutazione').click();
    const revaluation = section(page, '4. Rivalutazione');
    const total = revaluation
      .getByRole('table', { name: 'Per registro' })
      .getByRole('row', { name: /^Totale / });
    await expect(total).toBeVisible();
    goods = Number((await total.getByRole('cell').nth(1).textContent()) ?? '0');
    expect(goods).toBeGreaterThan(20);
    await pageShot(page, 'renewal-demo-1-revaluation');
    await revaluation.getByRole('button', { name: 'Esegui la rivalutazione' }).click();
    await confirmStep(page, 'Eseguire la rivalutazione?', 'Esegui la rivalutazione');
    await dismissToast(page, 'Rivalutazione eseguita');
    await expect(stepTab(page, 'Rinumerazione')).toHaveAttribute('aria-current', 'step');
  });

  await test.step('3. renumber from 1 and end the renewal', async () => {
    const renumbering = section(page, '5. Rinumerazione');
    const movable = renumbering
      .getByRole('table', { name: 'Numerazione per registro' })
      .getByRole('row', { name: /^Beni mobili / });
    await expect(movable).toBeVisible();
    await pageShot(page, 'renewal-demo-2-renumbering');
    await renumbering.getByRole('button', { name: 'Esegui la rinumerazione' }).click();
    await confirmStep(page, 'Eseguire la rinumerazione?', 'Esegui la rinumerazione');
    await dismissToast(page, 'Rinumerazione eseguita');
    await section(page, '6. Chiusura').getByRole('button', { name: 'Concludi il rinnovo' }).click();
    await confirmStep(page, 'Concludere il rinnovo?', 'Concludi il rinnovo');
    await dismissToast(page, 'Rinnovo concluso');
    await expect(page.getByText(`Il rinnovo al 31/12/${year} è concluso.`)).toBeVisible();
  });

  await test.step('4. PV/1 printed: every good kept, numbered again from 1', async () => {
    const before = await documentIds(page);
    await page
      .getByRole('region', { name: 'Stampe del rinnovo' })
      .getByRole('button', { name: 'PV/1 – Beni rinvenuti e mantenuti' })
      .click();
    await waitForIdle(page);
    const [printed] = (await latestDocuments(page)).filter((doc) => !before.has(doc.id));
    expect([printed?.documentType.id, printed?.processingStatus]).toEqual([12, 3]);
    const text = await documentText(page, printed?.id ?? 0);
    expect(text).not.toContain('BOZZA');
    expect(text).toContain(`Rinnovo degli inventari al 31/12/${year}`);
    // The movable register's goods from 1: the first line keeps its old number beside the new one.
    expect(text).toMatch(/BM\/\d+\s+1\s+\S/);
    expect(text).toContain('Totale dei beni mantenuti');
    await pageShot(page, 'renewal-demo-3-completed');
  });
});
