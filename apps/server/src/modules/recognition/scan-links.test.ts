import type {
  ScanContext,
  ScanDetectResult,
  ScanLink,
  ScanLinkCreated,
  ScanSession,
} from '@inventario/shared/contracts/recognition';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognitionReads } from '../../db/schema/index.ts';
import { call, send, startTestApp, type TestApp } from '../../test/harness.ts';
import { assetAction, countedAssets, schoolToCount, start } from './recognition.fixtures.ts';

describe('the phones of a recognition', () => {
  let t: TestApp;
  let clock = new Date();
  beforeAll(async () => {
    t = await startTestApp({}, { now: () => clock });
  });
  afterAll(() => t.close());

  async function countingSchool() {
    clock = new Date();
    const s = await schoolToCount(t);
    const { id } = (await start(t, s.credentials)).body;
    const link = (idLocation?: number) =>
      send<ScanLinkCreated>(t, s.credentials, 'POST', `/recognition/${id}/scanLink`, { idLocation });
    return { ...s, id, link };
  }

  const codeOf = (link: ScanLinkCreated) => decodeURIComponent(link.url.split('#code=')[1] ?? '');
  const exchange = (code: string) =>
    call(t, { method: 'POST', url: '/inventario/api/recognition/scan/session', payload: { code } });
  const asPhone = (token: string, method: 'GET' | 'POST', path: string, payload?: unknown) =>
    call(t, {
      method,
      url: `/inventario/api${path}`,
      headers: { 'x-scan-token': token },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('signs a phone in with the QR code alone, once, and reads with its token only', async () => {
    const s = await countingSchool();
    const created = await s.link();
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.url).toMatch(new RegExp(`^${t.baseUrl}/inventario/scan/#code=`));
    expect(created.body).toMatchObject({ idLocation: null, used: false, revokedAt: null });

    const session = await exchange(codeOf(created.body));
    expect(session.statusCode, session.body).toBe(200);
    const { token, recognitionId } = session.json<ScanSession>();
    expect(recognitionId).toBe(s.id);
    const twice = await exchange(codeOf(created.body));
    expect([twice.statusCode, twice.json<{ code: string }>().code]).toEqual([409, 'scanLinkUsed']);

    const context = await asPhone(token, 'GET', '/recognition/scan/context');
    expect(context.statusCode, context.body).toBe(200);
    expect(context.json<ScanContext>().locations.map((l) => l.code)).toEqual(['AULA1', 'LAB1']);
    const expected = await asPhone(token, 'GET', `/recognition/scan/location/${s.lab}/assets`);
    expect(expected.json<{ assets: { idAsset: number }[] }>().assets.map((a) => a.idAsset)).toEqual([
      s.pc,
      s.lim,
    ]);

    // The token opens the phone's calls and nothing else of the school.
    expect((await asPhone(token, 'GET', '/recognition/scan/context')).statusCode).toBe(200);
    expect(
      (
        await call(t, {
          method: 'GET',
          url: `/inventario/api/recognition/${s.id}`,
          headers: { 'x-scan-token': token },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await asPhone('DEMO001.forgedforgedforgedforgedforged', 'GET', '/recognition/scan/context'))
        .statusCode,
    ).toBe(401);
  });

  it('takes a queued batch in order, and the same batch sent again counts once', async () => {
    const s = await countingSchool();
    const { token } = (await exchange(codeOf((await s.link()).body))).json<ScanSession>();
    const reads = [
      { readId: '0b6d1c1e-0000-4000-8000-000000000001', code: 'BM/1', idLocation: s.lab },
      { readId: '0b6d1c1e-0000-4000-8000-000000000002', code: 'BM/3', idLocation: s.lab },
      { readId: '0b6d1c1e-0000-4000-8000-000000000003', code: '999', idLocation: s.classroom },
    ];
    const first = await asPhone(token, 'POST', '/recognition/scan/detect', { reads });
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json<ScanDetectResult>();
    expect(answer.results.map((r) => r.outcome)).toEqual(['detected', 'foundElsewhere', 'notFound']);
    expect(answer.locations.map((l) => [l.code, l.counts.detected, l.foundHere])).toEqual([
      ['LAB1', 1, 1],
      ['AULA1', 0, 0],
    ]);
    const again = await asPhone(token, 'POST', '/recognition/scan/detect', { reads });
    expect(again.json<ScanDetectResult>().results.map((r) => r.outcome)).toEqual([
      'detected',
      'foundElsewhere',
      'notFound',
    ]);
    const stored = await t.db.select().from(recognitionReads).where(eq(recognitionReads.recognitionId, s.id));
    expect(stored).toHaveLength(3);
    expect(stored.every((r) => r.readBy === `${s.user.username} (telefono)`)).toBe(true);
  });

  it("reads a QR label's asset link of this host, not another host's nor another school's asset", async () => {
    const s = await countingSchool();
    const other = await countingSchool();
    const { token } = (await exchange(codeOf((await s.link()).body))).json<ScanSession>();
    const link = (host: string, assetId: number) => `${host}/inventario/#/assets?asset=${assetId}`;
    const reads = [
      { readId: '0b6d1c1e-0000-4000-8000-000000000011', code: link(t.baseUrl, s.pc), idLocation: s.lab },
      {
        readId: '0b6d1c1e-0000-4000-8000-000000000012',
        code: link('https://altra-scuola.example', s.lim),
        idLocation: s.lab,
      },
      { readId: '0b6d1c1e-0000-4000-8000-000000000013', code: link(t.baseUrl, other.pc), idLocation: s.lab },
    ];
    const answer = await asPhone(token, 'POST', '/recognition/scan/detect', { reads });
    expect(answer.statusCode, answer.body).toBe(200);
    const results = answer.json<ScanDetectResult>().results;
    expect(results.map((r) => r.outcome)).toEqual(['detected', 'notFound', 'notFound']);
    expect(results[0]?.assets.map((a) => a.idAsset)).toEqual([s.pc]);
  });

  it('keeps a location QR code to its location', async () => {
    const s = await countingSchool();
    const { token } = (await exchange(codeOf((await s.link(s.lab)).body))).json<ScanSession>();
    expect(
      (await asPhone(token, 'GET', '/recognition/scan/context')).json<ScanContext>().locations,
    ).toHaveLength(1);
    const elsewhere = await asPhone(token, 'POST', '/recognition/scan/detect', {
      reads: [{ readId: '0b6d1c1e-0000-4000-8000-000000000009', code: 'BM/1', idLocation: s.classroom }],
    });
    expect(elsewhere.statusCode).toBe(403);
    expect((await asPhone(token, 'GET', `/recognition/scan/location/${s.classroom}/assets`)).statusCode).toBe(
      403,
    );
  });

  it('refuses a stale code, a revoked token and an ended recognition', async () => {
    const s = await countingSchool();
    const stale = await s.link();
    clock = new Date(clock.getTime() + 16 * 60_000);
    const late = await exchange(codeOf(stale.body));
    expect([late.statusCode, late.json<{ code: string }>().code]).toEqual([401, 'scanLinkExpired']);

    const fresh = (await s.link()).body;
    const { token } = (await exchange(codeOf(fresh))).json<ScanSession>();
    const revoked = await send<ScanLink>(
      t,
      s.credentials,
      'DELETE',
      `/recognition/${s.id}/scanLink/${fresh.id}`,
    );
    expect(revoked.body.revokedAt).not.toBeNull();
    const refused = await asPhone(token, 'GET', '/recognition/scan/context');
    expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([401, 'scanLinkRevoked']);
    const listed = await send<ScanLink[]>(t, s.credentials, 'GET', `/recognition/${s.id}/scanLinks`);
    expect(listed.body.map((l) => [l.used, l.revokedAt !== null])).toEqual([
      [true, true],
      [false, false],
    ]);

    const other = (await exchange(codeOf((await s.link()).body))).json<ScanSession>();
    clock = new Date(clock.getTime() + 13 * 3_600_000);
    const expired = await asPhone(other.token, 'GET', '/recognition/scan/context');
    expect([expired.statusCode, expired.json<{ code: string }>().code]).toEqual([401, 'scanLinkExpired']);

    const unused = (await s.link()).body;
    const phone = (await exchange(codeOf((await s.link()).body))).json<ScanSession>();
    for (const asset of (await countedAssets(t, s.credentials, s.id)).assets) {
      await assetAction(t, s.credentials, s.id, asset.idAsset, 'correct');
    }
    expect((await send(t, s.credentials, 'PUT', `/recognition/${s.id}/end`)).status).toBe(200);
    const afterEnd = await exchange(codeOf(unused));
    expect([afterEnd.statusCode, afterEnd.json<{ code: string }>().code]).toEqual([409, 'recognitionEnded']);
    const ended = await asPhone(phone.token, 'GET', '/recognition/scan/context');
    expect([ended.statusCode, ended.json<{ code: string }>().code]).toEqual([409, 'recognitionEnded']);
  });
});
