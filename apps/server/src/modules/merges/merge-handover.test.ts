import type { MergedSite } from '@inventario/shared/contracts/merges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startTestApp, type TestApp } from '../../test/harness.ts';
import { printedText } from '../documents/minutes/minutes-school.fixtures.ts';
import { chargeMerge, dischargeMerge, mergePair, sellerState } from './merges.fixtures.ts';

/** The handover report between school administrators (spec 02 §4): the DSGA handover with the merge option. */
describe('the handover report of a merge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WORKER: 'on' });
  });
  afterAll(() => t.close());

  const handover = (siteId: number, atDate: string) => ({
    documentType: 22,
    conditions: { atDate, merge: true, idSiteList: [siteId] },
  });

  it('names the receiver on the seller’s and the seller on the receiver’s, over the package’s goods', async () => {
    const { seller, receiver, mergeId } = await mergePair(t);
    const siteId = (await sellerState(t, seller.credentials, mergeId)).body.sites[0]?.id ?? 0;
    await dischargeMerge(t, seller.credentials, mergeId, [siteId]);
    const listed = await send<MergedSite[]>(t, seller.credentials, 'GET', '/site/merged/confirmed/list');
    expect(listed.body).toEqual([expect.objectContaining({ id: siteId, code: 'PLESSO1', mergeId })]);

    const sellers = (await printedText(t, seller.credentials, handover(siteId, '2026-08-30'))).replace(
      /\s+/g,
      ' ',
    );
    expect(sellers).toContain(
      `i beni collocati nelle sedi PLESSO1 Sede centrale passano all'istituzione scolastica accorpante ${receiver.school.name}`,
    );
    expect(sellers).toMatch(/Beni mobili 3 2\.650,00 €/);

    await chargeMerge(t, receiver.credentials, mergeId);
    const receivers = (await printedText(t, receiver.credentials, handover(siteId, '2026-12-31'))).replace(
      /\s+/g,
      ' ',
    );
    expect(receivers).toContain(`(accorpamento dell'istituzione scolastica ${seller.school.name})`);
    expect(receivers).toContain(
      'il presente verbale riguarda i soli beni collocati nelle sedi PLESSO1 Sede centrale',
    );
    expect(receivers).toMatch(/Beni mobili 3 2\.650,00 €/);
  });
});
