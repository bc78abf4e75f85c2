import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../db/errors.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { send, startTestApp, type TestApp } from '../../test/harness.ts';
import { asset, schoolWithYear } from './charge.fixtures.ts';

/**
 * Lines and history records name their voucher and asset through checks made once per statement
 * (migration 0032), which must refuse what the foreign keys they replace refused, with their SQLSTATE.
 */
describe('the references of lines and history records', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  type School = Awaited<ReturnType<typeof schoolWithYear>>;

  async function chargedSchool(): Promise<{ s: School; voucher: MovementWithAssets; assetId: number }> {
    const s = await schoolWithYear(t);
    const answer = await send<MovementWithAssets>(t, s.credentials, 'POST', '/movement/charge', {
      date: '2026-03-10',
      causal: 'ACQ',
      assets: [asset(s.hardware, 500, 'Notebook'), asset(s.hardware, 300, 'Lavagna')],
    });
    expect(answer.status).toBe(200);
    const assetId = answer.body.assets[0]?.id;
    if (!assetId) throw new Error('no asset');
    return { s, voucher: answer.body, assetId };
  }

  /** Runs `statement` as the application does (its role, the school's row-level security). */
  async function asSchool(s: School, statement: ReturnType<typeof sql>): Promise<string | undefined> {
    try {
      await inTenantTransaction(t.database.db, s.customerCode, (tx) => tx.execute(statement));
      return undefined;
    } catch (error) {
      return sqlState(error);
    }
  }

  const countOf = async (statement: ReturnType<typeof sql>) =>
    (await queryRows<{ n: number }>(t.db, statement))[0]?.n;

  it('refuses a line naming an asset or a voucher that does not exist, and writes none of the statement', async () => {
    const { s, voucher, assetId } = await chargedSchool();
    const code = s.customerCode;
    const linesBefore = await countOf(
      sql`select count(*)::int as n from movement_assets where customer_code = ${code}`,
    );
    expect(
      await asSchool(
        s,
        sql`insert into movement_assets (customer_code, movement_id, asset_id, position, value_cents)
          values (${code}, ${voucher.id}, 999999999, 3, 100)`,
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
    expect(
      await asSchool(
        s,
        sql`insert into movement_assets (customer_code, movement_id, asset_id, position, value_cents)
          values (${code}, 999999999, ${assetId}, 1, 100)`,
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
    // A good row and one naming another school's asset in the same statement: neither is kept.
    const other = await chargedSchool();
    const second = await send<MovementWithAssets>(t, s.credentials, 'POST', '/movement/charge', {
      date: '2026-03-11',
      causal: 'ACQ',
      assets: [asset(s.hardware, 200, 'Proiettore')],
    });
    expect(second.status).toBe(200);
    const linesNow = await countOf(
      sql`select count(*)::int as n from movement_assets where customer_code = ${code}`,
    );
    expect(
      await asSchool(
        s,
        sql`insert into movement_assets (customer_code, movement_id, asset_id, position, value_cents)
          values (${code}, ${second.body.id}, ${assetId}, 2, 100), (${code}, ${voucher.id}, ${other.assetId}, 3, 100)`,
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
    expect(
      await asSchool(
        s,
        sql`insert into movement_assets (customer_code, movement_id, asset_id, position, value_cents)
          values (${code}, ${second.body.id}, ${assetId}, 2, 100)`,
      ),
    ).toBeUndefined();
    expect(linesNow).toBe((linesBefore ?? 0) + 1);
    expect(
      await countOf(sql`select count(*)::int as n from movement_assets where customer_code = ${code}`),
    ).toBe((linesNow ?? 0) + 1);
  });

  it("refuses a line moved to an asset that does not exist or to another school's voucher", async () => {
    const { s, voucher, assetId } = await chargedSchool();
    const other = await chargedSchool();
    const code = s.customerCode;
    expect(
      await asSchool(
        s,
        sql`update movement_assets set asset_id = 999999999
          where customer_code = ${code} and movement_id = ${voucher.id} and asset_id = ${assetId}`,
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
    expect(
      await asSchool(
        s,
        sql`update movement_assets set movement_id = ${other.voucher.id}
          where customer_code = ${code} and movement_id = ${voucher.id} and asset_id = ${assetId}`,
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
    expect(
      await asSchool(
        s,
        sql`update movement_assets set position = position + 10
          where customer_code = ${code} and movement_id = ${voucher.id}`,
      ),
    ).toBeUndefined();
  });

  it('refuses a history record naming an asset that does not exist', async () => {
    const { s, assetId } = await chargedSchool();
    const code = s.customerCode;
    expect(
      await asSchool(
        s,
        sql`insert into asset_history (customer_code, asset_id, actor_username, action)
          values (${code}, 999999999, 'test', 'edit')`,
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
    expect(
      await asSchool(
        s,
        sql`insert into asset_history (customer_code, asset_id, actor_username, action)
          values (${code}, ${assetId}, 'test', 'edit')`,
      ),
    ).toBeUndefined();
  });

  it('refuses deleting an asset or a voucher still named, and changing their keys', async () => {
    const { s, voucher, assetId } = await chargedSchool();
    const code = s.customerCode;
    expect(await asSchool(s, sql`delete from assets where customer_code = ${code} and id = ${assetId}`)).toBe(
      FOREIGN_KEY_VIOLATION,
    );
    expect(
      await asSchool(s, sql`delete from movements where customer_code = ${code} and id = ${voucher.id}`),
    ).toBe(FOREIGN_KEY_VIOLATION);
    expect(
      await asSchool(
        s,
        sql`update assets set id = id + 1000000000 where customer_code = ${code} and id = ${assetId}`,
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
    expect(
      await asSchool(
        s,
        sql`update movements set id = id + 1000000000 where customer_code = ${code} and id = ${voucher.id}`,
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
    // Named only by its history once its line is gone: still refused.
    expect(
      await asSchool(
        s,
        sql`delete from movement_assets where customer_code = ${code} and asset_id = ${assetId}`,
      ),
    ).toBeUndefined();
    await asSchool(
      s,
      sql`insert into asset_history (customer_code, asset_id, actor_username, action)
        values (${code}, ${assetId}, 'test', 'edit')`,
    );
    expect(await asSchool(s, sql`delete from assets where customer_code = ${code} and id = ${assetId}`)).toBe(
      FOREIGN_KEY_VIOLATION,
    );
    // The application's own deletion (a charge taken back whole) goes through.
    const deleted = await send(t, s.credentials, 'DELETE', `/movement/charge/${voucher.id}`);
    expect(deleted.status).toBe(204);
  });

  /** An asset named by nothing: its line and history removed. */
  async function unnamedAsset() {
    const charged = await chargedSchool();
    const { s, assetId } = charged;
    const code = s.customerCode;
    await asSchool(
      s,
      sql`delete from movement_assets where customer_code = ${code} and asset_id = ${assetId}`,
    );
    await asSchool(s, sql`delete from asset_history where customer_code = ${code} and asset_id = ${assetId}`);
    return charged;
  }

  /**
   * Runs `first` in a transaction kept open, then `second` beside it: `second` must wait for the first
   * transaction's commit, and its answer (a SQLSTATE, or undefined) is returned once it has one.
   */
  async function secondWaitsForFirst(
    s: School,
    first: ReturnType<typeof sql>,
    second: ReturnType<typeof sql>,
  ): Promise<string | undefined> {
    let commit: () => void = () => {};
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let written: () => void = () => {};
    const firstWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    const holder = inTenantTransaction(t.database.db, s.customerCode, async (tx) => {
      await tx.execute(first);
      written();
      await committing;
    });
    await firstWritten;
    const answer = asSchool(s, second);
    const early = await Promise.race([answer, new Promise((r) => setTimeout(() => r('waiting'), 300))]);
    expect(early).toBe('waiting');
    commit();
    await holder;
    return answer;
  }

  const lineOf = (code: string, voucherId: number, assetId: number) =>
    sql`insert into movement_assets (customer_code, movement_id, asset_id, position, value_cents)
      values (${code}, ${voucherId}, ${assetId}, 7, 100)`;
  const deletionOf = (code: string, assetId: number) =>
    sql`delete from assets where customer_code = ${code} and id = ${assetId}`;

  it('on a server, a deletion waits for an uncommitted line naming its asset, then is refused', async () => {
    if (t.database.engine !== 'postgres') return;
    const { s, voucher, assetId } = await unnamedAsset();
    const code = s.customerCode;
    expect(await secondWaitsForFirst(s, lineOf(code, voucher.id, assetId), deletionOf(code, assetId))).toBe(
      FOREIGN_KEY_VIOLATION,
    );
  });

  it('on a server, a line naming an asset whose deletion is not yet committed waits for it, then is refused', async () => {
    if (t.database.engine !== 'postgres') return;
    const { s, voucher, assetId } = await unnamedAsset();
    const code = s.customerCode;
    expect(await secondWaitsForFirst(s, deletionOf(code, assetId), lineOf(code, voucher.id, assetId))).toBe(
      FOREIGN_KEY_VIOLATION,
    );
  });
});
