import type { AuditEvent, AuditPage } from '@inventario/shared/contracts/audit';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { Universality } from '@inventario/shared/contracts/universalities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import {
  buildSchool,
  buildUser,
  call,
  send,
  signedInSchool,
  signIn,
  startTestApp,
  type TestApp,
} from '../../test/harness.ts';
import { asset, schoolWithYear } from '../charges/charge.fixtures.ts';

describe('activity log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  type Signed = Awaited<ReturnType<typeof signedInSchool>>;
  const search = (s: Pick<Signed, 'credentials'>, body: object, page = 1, size = 50) =>
    send<AuditPage>(t, s.credentials, 'POST', `/audit/search/${page}/${size}`, body);

  async function universality(s: Signed, description: string) {
    const created = await send<Universality>(t, s.credentials, 'POST', '/universality', { description });
    expect(created.status).toBe(200);
    return created.body.id;
  }

  it('shows the events the API wrote, newest first, with their changed fields', async () => {
    const s = await signedInSchool(t);
    const id = await universality(s, 'Aula di musica');
    const renamed = await send(t, s.credentials, 'PUT', `/universality/${id}`, { description: 'Aula 2' });
    expect(renamed.status).toBe(200);

    const { status, body } = await search(s, { entity: 'universality' });
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.events.map((e) => e.action)).toEqual(['universality.update', 'universality.create']);
    const [update, create] = body.events;
    expect(update).toMatchObject({
      entity: 'universality',
      entityId: String(id),
      actor: { username: s.user.username, customerCode: s.school.customerCode },
      vendorActing: false,
      changes: [{ field: 'description', kind: 'changed', before: 'Aula di musica', after: 'Aula 2' }],
    });
    expect(create?.changes).toEqual([
      { field: 'description', kind: 'added', before: null, after: 'Aula di musica' },
    ]);
    expect(Date.parse(update?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(create?.at ?? ''));

    // The session's login is an event of the school too; its fields hold no secret.
    const sessions = await search(s, { entity: 'session' });
    expect(sessions.body.events.map((e) => e.action)).toEqual(['session.login']);
    expect(JSON.stringify(sessions.body)).not.toMatch(/token|password/i);

    const users = await send<string[]>(t, s.credentials, 'GET', '/audit/users');
    expect(users.body).toEqual([s.user.username]);
  });

  it('filters by record, action, user, period, and pages', async () => {
    const s = await signedInSchool(t);
    const first = await universality(s, 'Prima');
    const second = await universality(s, 'Seconda');
    await send(t, s.credentials, 'PUT', `/universality/${second}`, { description: 'Seconda bis' });

    const byRecord = await search(s, { entity: 'universality', entityId: String(second) });
    expect(byRecord.body.events.map((e) => e.action)).toEqual(['universality.update', 'universality.create']);
    const byAction = await search(s, { action: 'universality.create' });
    expect(byAction.body.events.map((e) => e.entityId)).toEqual([String(second), String(first)]);
    const byPrefix = await search(s, { action: 'universality.' });
    expect(byPrefix.body.total).toBe(3);

    expect((await search(s, { username: 'nobody' })).body).toEqual({ events: [], total: 0 });
    expect((await search(s, { username: s.user.username, entity: 'universality' })).body.total).toBe(3);

    // The filter's days are the school's (Europe/Rome): from 23:00 UTC Italy is already on the next day.
    const schoolDay = (ms: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(ms);
    const tomorrow = schoolDay(Date.now() + 86_400_000);
    const yesterday = schoolDay(Date.now() - 86_400_000);
    expect((await search(s, { entity: 'universality', from: yesterday, to: tomorrow })).body.total).toBe(3);
    expect((await search(s, { entity: 'universality', from: tomorrow })).body.total).toBe(0);
    expect((await search(s, { entity: 'universality', to: '2020-01-01' })).body.total).toBe(0);

    const page2 = await search(s, { entity: 'universality' }, 2, 2);
    expect(page2.body.total).toBe(3);
    expect(page2.body.events.map((e) => e.action)).toEqual(['universality.create']);
    expect(page2.body.events[0]?.entityId).toBe(String(first));

    expect((await search(s, { from: 'ieri' })).status).toBe(400);
  });

  it("never shows another school's events, even by record", async () => {
    const s = await signedInSchool(t);
    const other = await signedInSchool(t);
    const theirs = await universality(other, 'Non mia');
    const byRecord = await search(s, { entity: 'universality', entityId: String(theirs) });
    expect(byRecord.body).toEqual({ events: [], total: 0 });
    const all = await search(s, {});
    expect(all.body.events.every((e) => e.actor.username === s.user.username)).toBe(true);
    expect((await send<string[]>(t, s.credentials, 'GET', '/audit/users')).body).not.toContain(
      other.user.username,
    );
  });

  it('shows both identities of vendor staff acting for the school', async () => {
    const s = await signedInSchool(t);
    const home = await buildSchool(t.db);
    const vendor = await buildUser(t.db, home, { roles: ['inv.default', 'InvAdmin'] });
    const credentials = await signIn(t, vendor);
    const select = await call(
      t,
      { method: 'POST', url: `/inventario/api/school/codMin/${s.school.customerCode}` },
      credentials,
    );
    expect(select.statusCode).toBe(200);
    const id = await universality({ ...s, credentials }, 'Per conto della scuola');

    // The school's DSGA sees it, with the vendor's identity; so does the vendor, acting for the school.
    for (const reader of [s.credentials, credentials]) {
      const { body } = await search({ credentials: reader }, { entity: 'universality' });
      expect(body.events).toHaveLength(1);
      expect(body.events[0]).toMatchObject({
        entityId: String(id),
        actor: { username: vendor.username, customerCode: home.customerCode },
        vendorActing: true,
      });
    }
    const users = await send<string[]>(t, s.credentials, 'GET', '/audit/users');
    expect(users.body).toEqual([s.user.username, vendor.username].sort());
  });

  it('names each record as users know it, resolved in the school alone', async () => {
    const s = await schoolWithYear(t);
    const charge = await send<MovementWithAssets>(t, s.credentials, 'POST', '/movement/charge', {
      date: '2026-03-10',
      causal: 'ACQ',
      assets: [asset(s.hardware, 689, 'Notebook'), asset(s.hardware, 300, 'Lavagna')],
    });
    expect(charge.status).toBe(200);
    const [notebook, board] = charge.body.assets;
    if (!notebook || !board) throw new Error('the charge has no lines');
    const edit = await send(t, s.credentials, 'PUT', '/movement/charge', {
      id: charge.body.id,
      date: '2026-03-10',
      causal: 'ACQ',
      assets: [
        { id: notebook.id, ...asset(s.hardware, 689, 'Notebook HP') },
        { id: board.id, ...asset(s.hardware, 300, 'Lavagna') },
      ],
    });
    expect(edit.status).toBe(200);
    const patched = await call(
      t,
      { method: 'PATCH', url: `/inventario/api/asset/${board.id}/fields`, payload: { serialNumber: 'SN-1' } },
      s.credentials,
    );
    expect(patched.statusCode).toBe(200);
    const creditor = await send<{ id: number }>(t, s.credentials, 'POST', '/creditor', {
      vendorType: 'G',
      businessName: 'Informatica Veneta srl',
      vatNumber: '04567890126',
    });
    expect(creditor.status).toBe(200);
    const kept = await universality(s, 'Kit di robotica');
    const gone = await universality(s, 'Aula di musica');
    expect((await send(t, s.credentials, 'DELETE', `/universality/${gone}`)).status).toBe(204);

    // Another school's voucher, named by an event of this school: never resolved.
    const other = await schoolWithYear(t);
    const theirs = await send<MovementWithAssets>(t, other.credentials, 'POST', '/movement/charge', {
      date: '2026-03-10',
      causal: 'ACQ',
      assets: [asset(other.hardware, 900, 'Server')],
    });
    expect(theirs.status).toBe(200);
    await t.db.insert(auditEvents).values({
      customerCode: s.customerCode,
      actorUsername: s.user.username,
      actorCustomerCode: s.customerCode,
      action: 'charge.update',
      entity: 'movement',
      entityId: String(theirs.body.id),
    });

    const { status, body } = await search(s, {});
    expect(status).toBe(200);
    const recordOf = (action: string, entityId: number) =>
      body.events.find((e) => e.action === action && e.entityId === String(entityId))?.record;
    const movement = { kind: 'movement', type: 1, number: 1, year: 2026 };
    expect(recordOf('charge.create', charge.body.id)).toEqual(movement);
    expect(recordOf('charge.update', charge.body.id)).toEqual(movement);
    expect(recordOf('asset.fields', board.id)).toEqual({
      kind: 'asset',
      registerKind: 'movable',
      number: board.inventoryNumber,
      description: 'Lavagna',
    });
    expect(recordOf('creditor.create', creditor.body.id)).toEqual({
      kind: 'named',
      code: null,
      name: 'Informatica Veneta srl',
    });
    expect(recordOf('universality.create', kept)).toEqual({
      kind: 'named',
      code: null,
      name: 'Kit di robotica',
    });
    // Deleted since: the id alone.
    expect(recordOf('universality.create', gone)).toBeNull();
    expect(recordOf('universality.delete', gone)).toBeNull();
    expect(recordOf('charge.update', theirs.body.id)).toBeNull();
    expect(JSON.stringify(body)).not.toContain('Server');
    // A session names no record of the school.
    expect(body.events.find((e) => e.action === 'session.login')?.record).toBeNull();

    // The edit's changed line, with the line in its own words.
    const update = body.events.find(
      (e: AuditEvent) => e.action === 'charge.update' && e.entityId === String(charge.body.id),
    );
    expect(update?.changes).toContainEqual({
      field: `assets[${notebook.id}].description`,
      kind: 'changed',
      before: 'Notebook',
      after: 'Notebook HP',
      item: `BM ${notebook.inventoryNumber} Notebook HP`,
    });
  });

  it('refuses a call without credentials', async () => {
    const response = await call(t, { method: 'POST', url: '/inventario/api/audit/search/1/10', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
