import type { Browser, Page } from '@playwright/test';
import { signedInState } from './api-sign-in.ts';
import { api } from './page-api.ts';
import type { TestSchool } from './schools.ts';

/** A page signed in as the DSGA of the school merging into the spec's school (E2A01…). */
export async function sellerPage(browser: Browser, baseURL: string, school: TestSchool): Promise<Page> {
  if (!school.seller) throw new Error(`${school.code} has no merged school`);
  const context = await browser.newContext({
    storageState: await signedInState(baseURL, school.seller.dsga),
  });
  const page = await context.newPage();
  await page.goto('/inventario/#/dashboard');
  return page;
}

/** The merge the customer area records for the signed-in school, on its seller's side. */
export async function sellerMergeId(page: Page): Promise<number> {
  const detail = await page.evaluate(async () => {
    const oidcKey = Object.keys(localStorage).find((key) => key.startsWith('oidc.user:')) ?? '';
    const accessToken = JSON.parse(localStorage.getItem(oidcKey) ?? '{}').access_token;
    const response = await fetch('/area-clienti/api/accorpamenti/accorpata/app/?code=INV', {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    return (await response.json()) as { merges: { id: number }[] };
  });
  const id = detail.merges[0]?.id;
  if (id === undefined) throw new Error('the school merges into no other');
  return id;
}

/** The seller hands every site over through the API, as its stepper does: the merge discharge and its package. */
export async function handOverEverySite(page: Page): Promise<number> {
  const mergeId = await sellerMergeId(page);
  const state = await api<{ sites: { id: number }[] }>(page, 'GET', `/merge/${mergeId}/seller`);
  await api(page, 'POST', `/movement/discharge/merge/${mergeId}`, { siteIds: state.sites.map((s) => s.id) });
  return mergeId;
}
