import type { AssetDetail } from '@inventario/shared/contracts/assets';
import type { Universality } from '@inventario/shared/contracts/universalities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startTestApp, type TestApp } from '../../test/harness.ts';
import {
  auditOf,
  chargeAssets,
  createUniversality,
  createWaiting,
  historyRows,
  type School,
  schoolForAssets,
  setAsset,
  setUniversality,
} from '../assets/asset.fixtures.ts';

type Page = { universalities: Universality[]; total: number };
type Refusal = { code: string };

describe('universalities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const add = (s: School, id: number, assetIds: number[]) =>
    send<Universality & Refusal>(t, s.credentials, 'PUT', `/universality/${id}/assets`, { assetIds });
  const search = (s: School, body: object, page = '1/10') =>
    send<Page & Refusal>(t, s.credentials, 'POST', `/universality/search/${page}`, body);

  it('documents every route of the assets and universalities in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/inventario/api/docs/json' });
    type Operation = { summary?: string; tags?: string[] };
    const paths = response.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, ...operation })),
    );
    const ours = operations.filter((o) => /^\/inventario\/api\/(asset|universality)\b/.test(o.path));
    expect(ours.length).toBeGreaterThanOrEqual(16);
    for (const operation of ours) {
      expect(operation.summary, `${operation.method} ${operation.path}`).toBeTruthy();
      expect(operation.tags).toEqual([
        operation.path.includes('/universality') ? 'universalities' : 'assets',
      ]);
    }
    expect(paths['/inventario/api/asset/{id}/fields']?.patch?.summary).toBe('Multiple edit of one asset');
  });

  it('lists the statuses in Italian', async () => {
    const s = await schoolForAssets(t);
    expect((await send(t, s.credentials, 'GET', '/universality/statusList')).body).toEqual([
      { code: 0, description: 'Incompleta' },
      { code: 1, description: 'Completa' },
      { code: 2, description: 'Importata' },
    ]);
  });

  it('creates an empty universality, shows it and hides it from another school', async () => {
    const s = await schoolForAssets(t);
    const other = await schoolForAssets(t);
    const created = await send<Universality>(t, s.credentials, 'POST', '/universality', {
      description: '  Aula di musica ',
    });
    expect(created.body).toEqual({
      id: expect.any(Number),
      description: 'Aula di musica',
      status: 0,
      totalHistoricalValue: 0,
      totalActualValue: 0,
      assetCount: 0,
      register: null,
      inventoryNumber: null,
      chargeMovement: null,
    });
    expect((await send(t, s.credentials, 'POST', '/universality', { description: ' ' })).status).toBe(400);
    expect((await send(t, s.credentials, 'GET', `/universality/${created.body.id}`)).body).toEqual(
      created.body,
    );
    expect((await send(t, other.credentials, 'GET', `/universality/${created.body.id}`)).status).toBe(404);
    expect(await auditOf(t, s, 'universality', 'universality.create')).toHaveLength(1);
  });

  it('adds waiting durable assets: totals, count and status from the components', async () => {
    const s = await schoolForAssets(t);
    const u = await createUniversality(t, s);
    const a = await createWaiting(t, s, { historicalPrice: 120.5 });
    const b = await createWaiting(t, s, { historicalPrice: 79.49 });
    const incomplete = await add(s, u.id, [a.id, b.id]);
    expect(incomplete.body).toMatchObject({ status: 0, totalHistoricalValue: 199.99, assetCount: 2 });
    const c = await createWaiting(t, s, { historicalPrice: 0.01 });
    const complete = await add(s, u.id, [c.id, a.id]);
    expect(complete.body).toMatchObject({
      status: 1,
      totalHistoricalValue: 200,
      totalActualValue: 200,
      assetCount: 3,
    });
    expect((await send<AssetDetail>(t, s.credentials, 'GET', `/asset/${c.id}`)).body).toMatchObject({
      universality: { id: u.id, description: u.description },
      status: 1,
    });
    const rows = (await historyRows(t, s, [a.id, b.id, c.id])).filter((r) => r.action === 'universalityJoin');
    expect(rows.map((r) => [r.assetId, r.actorUsername, r.changes])).toEqual(
      [a.id, b.id, c.id].map((id) => [id, s.user.username, { universalityId: { from: null, to: u.id } }]),
    );
    expect(await auditOf(t, s, 'universality', 'universality.addAssets')).toHaveLength(2);
  });

  it('lists its components through the asset search', async () => {
    const s = await schoolForAssets(t);
    const u = await createUniversality(t, s);
    const a = await createWaiting(t, s, { universalityId: u.id, description: 'Banco' });
    const b = await createWaiting(t, s, { universalityId: u.id, description: 'Armadio' });
    await createWaiting(t, s, { description: 'Fuori' });
    const page = await send<{ assets: { id: number }[]; total: number }>(
      t,
      s.credentials,
      'POST',
      '/asset/search/1/10',
      {
        universalityId: u.id,
        sortBy: 'description',
      },
    );
    expect([page.body.total, page.body.assets.map((x) => x.id)]).toEqual([2, [b.id, a.id]]);
  });

  it('refuses assets that cannot be components', async () => {
    const s = await schoolForAssets(t);
    const other = await schoolForAssets(t);
    const u = await createUniversality(t, s);
    const elsewhere = await createUniversality(t, s, 'Altra');
    await add(s, u.id, [(await createWaiting(t, s)).id]);
    const expectRefusal = async (assetIds: number[], code: string, status = 409) => {
      const response = await add(s, u.id, assetIds);
      expect([response.status, response.body.code]).toEqual([status, code]);
    };
    const charged = await chargeAssets(t, s, [{ historicalPrice: 50 }]);
    await expectRefusal([charged.assets[0]?.id ?? 0], 'componentNotDurable');
    await expectRefusal(
      [(await createWaiting(t, s, { historicalPrice: 200 })).id],
      'componentReachesThreshold',
      400,
    );
    await expectRefusal(
      [(await createWaiting(t, s, { subcategoryId: s.books, historicalPrice: 10 })).id],
      'universalityMixedRegisters',
    );
    await expectRefusal(
      [(await createWaiting(t, s, { universalityId: elsewhere.id })).id],
      'assetInUniversality',
    );
    const blank = await createWaiting(t, s);
    await setAsset(t, s, blank.id, { description: ' ', quantity: 0 });
    const incomplete = await add(s, u.id, [blank.id]);
    expect([incomplete.status, incomplete.body]).toEqual([
      400,
      expect.objectContaining({
        code: 'assetIncomplete',
        details: { assets: [{ assetId: blank.id, fields: ['description', 'quantity'] }] },
      }),
    ]);
    const fresh = await createWaiting(t, s);
    await expectRefusal([fresh.id, (await createWaiting(t, other)).id], 'notFound', 404);
    expect((await add(other, u.id, [(await createWaiting(t, other)).id])).status).toBe(404);
    expect(
      (await send<AssetDetail>(t, s.credentials, 'GET', `/asset/${fresh.id}`)).body.universalityId,
    ).toBeNull();
    expect((await send<Universality>(t, s.credentials, 'GET', `/universality/${u.id}`)).body.assetCount).toBe(
      1,
    );
  });

  it('leaves imported and charged universalities as they are', async () => {
    const s = await schoolForAssets(t);
    const imported = await createUniversality(t, s, 'Importata');
    const importedComponent = await createWaiting(t, s, { universalityId: imported.id });
    await setUniversality(t, s, imported.id, { imported: true });
    const charged = await createUniversality(t, s, 'Caricata');
    const chargedComponent = await createWaiting(t, s, { universalityId: charged.id });
    const charge = await chargeAssets(t, s, [{ historicalPrice: 300 }]);
    await setUniversality(t, s, charged.id, { chargeMovementId: charge.id });
    const asset = await createWaiting(t, s);

    expect((await add(s, imported.id, [asset.id])).body.code).toBe('universalityImported');
    expect((await add(s, charged.id, [asset.id])).body.code).toBe('universalityCharged');
    const remove = (u: Universality, assetId: number) =>
      send<Refusal>(t, s.credentials, 'DELETE', `/universality/${u.id}/assets/${assetId}`);
    expect((await remove(imported, importedComponent.id)).body.code).toBe('universalityImported');
    expect((await remove(charged, chargedComponent.id)).body.code).toBe('universalityCharged');
    const del = (u: Universality) => send<Refusal>(t, s.credentials, 'DELETE', `/universality/${u.id}`);
    expect((await del(imported)).body.code).toBe('universalityImported');
    const refused = await del(charged);
    expect([refused.status, refused.body.code]).toEqual([409, 'universalityCharged']);
    const rename = (u: Universality, description: string) =>
      send<Universality & Refusal>(t, s.credentials, 'PUT', `/universality/${u.id}`, { description });
    expect((await rename(imported, 'Nuovo nome')).body.code).toBe('universalityImported');
    expect((await rename(charged, 'Laboratorio')).body).toMatchObject({
      description: 'Laboratorio',
      chargeMovement: { id: charge.id, number: 1, year: 2026 },
      status: 0,
    });
    expect(
      (await send<Universality>(t, s.credentials, 'GET', `/universality/${imported.id}`)).body.status,
    ).toBe(2);
  });

  it('renames a universality, with the audit of the change and nothing for the same name', async () => {
    const s = await schoolForAssets(t);
    const other = await schoolForAssets(t);
    const u = await createUniversality(t, s, 'Palestra');
    const rename = (description: string, school = s) =>
      send<Universality>(t, school.credentials, 'PUT', `/universality/${u.id}`, { description });
    expect((await rename('Palestra grande')).body.description).toBe('Palestra grande');
    expect((await rename('Palestra grande')).status).toBe(200);
    expect((await rename('Altro', other)).status).toBe(404);
    const audit = await auditOf(t, s, 'universality', 'universality.update');
    expect(audit.map((e) => [e.before, e.after])).toEqual([
      [{ description: 'Palestra' }, { description: 'Palestra grande' }],
    ]);
  });

  it('removes a component, which goes back to the waiting assets', async () => {
    const s = await schoolForAssets(t);
    const other = await schoolForAssets(t);
    const u = await createUniversality(t, s);
    const a = await createWaiting(t, s, { universalityId: u.id, historicalPrice: 150 });
    const b = await createWaiting(t, s, { universalityId: u.id, historicalPrice: 60 });
    const outsider = await createWaiting(t, s);
    expect(
      (await send(t, s.credentials, 'DELETE', `/universality/${u.id}/assets/${outsider.id}`)).status,
    ).toBe(404);
    expect((await send(t, other.credentials, 'DELETE', `/universality/${u.id}/assets/${a.id}`)).status).toBe(
      404,
    );
    const removed = await send<Universality>(
      t,
      s.credentials,
      'DELETE',
      `/universality/${u.id}/assets/${a.id}`,
    );
    expect(removed.body).toMatchObject({ assetCount: 1, totalHistoricalValue: 60, status: 0 });
    expect((await send<AssetDetail>(t, s.credentials, 'GET', `/asset/${a.id}`)).body).toMatchObject({
      status: 1,
      universalityId: null,
      universality: null,
    });
    const [leave] = (await historyRows(t, s, [a.id])).filter((r) => r.action === 'universalityLeave');
    expect(leave).toMatchObject({
      actorUsername: s.user.username,
      changes: { universalityId: { from: u.id, to: null } },
    });
    expect((await historyRows(t, s, [b.id])).map((r) => r.action)).toEqual(['create']);
    expect(await auditOf(t, s, 'universality', 'universality.removeAsset')).toHaveLength(1);
  });

  it('deletes a universality not charged, its components staying as waiting assets', async () => {
    const s = await schoolForAssets(t);
    const other = await schoolForAssets(t);
    const u = await createUniversality(t, s);
    const a = await createWaiting(t, s, { universalityId: u.id });
    const b = await createWaiting(t, s, { universalityId: u.id });
    expect((await send(t, other.credentials, 'DELETE', `/universality/${u.id}`)).status).toBe(404);
    expect((await send(t, s.credentials, 'DELETE', `/universality/${u.id}`)).status).toBe(204);
    expect((await send(t, s.credentials, 'GET', `/universality/${u.id}`)).status).toBe(404);
    for (const asset of [a, b]) {
      expect((await send<AssetDetail>(t, s.credentials, 'GET', `/asset/${asset.id}`)).body).toMatchObject({
        status: 1,
        universalityId: null,
      });
    }
    const leaves = (await historyRows(t, s, [a.id, b.id])).filter((r) => r.action === 'universalityLeave');
    expect(leaves.map((r) => r.assetId)).toEqual([a.id, b.id]);
    const [audit] = await auditOf(t, s, 'universality', 'universality.delete');
    expect(audit?.before).toEqual({ description: u.description, assetIds: [a.id, b.id] });
  });

  it('searches by description, status and charge, sorted and paged, with totals', async () => {
    const s = await schoolForAssets(t);
    const other = await schoolForAssets(t);
    await createUniversality(t, other, 'Di un’altra scuola');
    const empty = await createUniversality(t, s, 'Aula vuota');
    const complete = await createUniversality(t, s, 'Biblioteca');
    await createWaiting(t, s, { universalityId: complete.id, historicalPrice: 150 });
    await createWaiting(t, s, { universalityId: complete.id, historicalPrice: 150 });
    const small = await createUniversality(t, s, 'Cucina');
    await createWaiting(t, s, { universalityId: small.id, historicalPrice: 199.99 });
    const imported = await createUniversality(t, s, 'Deposito 100%_storico');
    await setUniversality(t, s, imported.id, { imported: true });
    const charged = await createUniversality(t, s, 'Elettronica');
    await createWaiting(t, s, { universalityId: charged.id, historicalPrice: 199 });
    await createWaiting(t, s, { universalityId: charged.id, historicalPrice: 199 });
    const charge = await chargeAssets(t, s, [{ historicalPrice: 300 }]);
    await setUniversality(t, s, charged.id, { chargeMovementId: charge.id });

    const names = async (body: object, page?: string) =>
      (await search(s, body, page)).body.universalities.map((u) => u.description);
    const all = await search(s, {});
    expect(all.body.total).toBe(5);
    expect(
      all.body.universalities.map((u) => [u.description, u.status, u.totalHistoricalValue, u.assetCount]),
    ).toEqual([
      ['Aula vuota', 0, 0, 0],
      ['Biblioteca', 1, 300, 2],
      ['Cucina', 0, 199.99, 1],
      ['Deposito 100%_storico', 2, 0, 0],
      ['Elettronica', 1, 398, 2],
    ]);
    expect(await names({ status: 0 })).toEqual(['Aula vuota', 'Cucina']);
    expect(await names({ status: 1 })).toEqual(['Biblioteca', 'Elettronica']);
    expect(await names({ status: 2 })).toEqual(['Deposito 100%_storico']);
    expect(await names({ notCharged: true, status: 1 })).toEqual(['Biblioteca']);
    expect(await names({ description: '100%_' })).toEqual(['Deposito 100%_storico']);
    expect(await names({ description: 'CUC' })).toEqual(['Cucina']);
    expect(await names({ sortBy: 'totalHistoricalValue', sortDesc: true })).toEqual([
      'Elettronica',
      'Biblioteca',
      'Cucina',
      'Aula vuota',
      'Deposito 100%_storico',
    ]);
    expect(await names({ sortBy: 'assetCount' })).toEqual([
      'Aula vuota',
      'Deposito 100%_storico',
      'Cucina',
      'Biblioteca',
      'Elettronica',
    ]);
    expect(await names({}, '2/2')).toEqual(['Cucina', 'Deposito 100%_storico']);
    const paged = await search(s, { status: 0 }, '1/1');
    expect([paged.body.total, paged.body.universalities.length]).toEqual([2, 1]);
    const badSort = await search(s, { sortBy: 'id; drop table' });
    expect([badSort.status, badSort.body.code]).toEqual([400, 'invalidRequest']);
    expect((await search(other, {})).body.total).toBe(1);
    expect((await search(s, { sortBy: 'inventoryNumber' })).status).toBe(200);
    expect(empty.status).toBe(0);
  });
});
