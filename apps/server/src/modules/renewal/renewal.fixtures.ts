import type { Renewal, RenewalMapping } from '@inventario/shared/contracts/renewal';
import { type Credentials, send, type TestApp } from '../../test/harness.ts';
import {
  type Answer,
  assetAction,
  countedAssets,
  schoolToCount,
  start,
} from '../recognition/recognition.fixtures.ts';

/**
 * The school of the recognition tests (2026 open, two rooms, the PC, the LIM, the desk, the chair and
 * a book) after its recognition for the renewal at 31/12/2026 has ended, every good marked found.
 */
export async function schoolToRenew(t: TestApp) {
  const s = await schoolToCount(t);
  const recognition = (await start(t, s.credentials, { forRenewal: true, renewalYear: 2026 })).body;
  for (const asset of (await countedAssets(t, s.credentials, recognition.id)).assets)
    await assetAction(t, s.credentials, recognition.id, asset.idAsset, 'correct');
  const ended = await send<Answer<object>>(t, s.credentials, 'PUT', `/recognition/${recognition.id}/end`);
  if (ended.status !== 200) throw new Error(`recognition not ended: ${JSON.stringify(ended.body)}`);
  return { ...s, recognitionId: recognition.id };
}

export function startRenewal(
  t: TestApp,
  c: Credentials,
  body: { year?: number; recognitionId: number; startDate?: string; notes?: string },
) {
  return send<Answer<Renewal>>(t, c, 'POST', '/renewal', { year: 2026, startDate: '2026-12-01', ...body });
}

export function mapping(t: TestApp, c: Credentials, id: number) {
  return send<Answer<RenewalMapping>>(t, c, 'GET', `/renewal/${id}/mapping`);
}

export function changeMapping(
  t: TestApp,
  c: Credentials,
  id: number,
  rows: { subcategoryId: number; targetSubcategoryId: number | null; targetRate: number | null }[],
) {
  return send<Answer<RenewalMapping>>(t, c, 'PUT', `/renewal/${id}/mapping`, { rows });
}

export function renewalStep(t: TestApp, c: Credentials, id: number, step: string) {
  return send<Answer<Renewal>>(t, c, 'PUT', `/renewal/${id}/${step}`);
}
