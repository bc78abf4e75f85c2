import { and, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { identityModels } from '../db/schema/identity.ts';

const cleanupIntervalMs = 10 * 60 * 1000;

/**
 * oidc-provider's storage (sessions, grants, codes, refresh tokens, interactions) in
 * identity.oidc_models. Every call is one statement on the shared `db`, never inside a transaction:
 * on PGlite a query outside an open transaction would wait for it forever.
 */
export function createPostgresAdapter(db: Db): AdapterFactory {
  let lastCleanup = 0;
  const deleteExpiredNowAndThen = async () => {
    const now = Date.now();
    if (now - lastCleanup < cleanupIntervalMs) return;
    lastCleanup = now;
    await db.delete(identityModels).where(lt(identityModels.expiresAt, new Date(now)));
  };
  return (kind) => new PostgresAdapter(db, kind, deleteExpiredNowAndThen);
}

class PostgresAdapter implements Adapter {
  readonly #db: Db;
  readonly #kind: string;
  readonly #afterWrite: () => Promise<void>;

  constructor(db: Db, kind: string, afterWrite: () => Promise<void>) {
    this.#db = db;
    this.#kind = kind;
    this.#afterWrite = afterWrite;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const row = {
      payload,
      grantId: stringOrNull(payload.grantId),
      userCode: stringOrNull(payload.userCode),
      uid: stringOrNull(payload.uid),
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      consumedAt: null,
    };
    await this.#db
      .insert(identityModels)
      .values({ kind: this.#kind, id, ...row })
      .onConflictDoUpdate({ target: [identityModels.kind, identityModels.id], set: row });
    await this.#afterWrite();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere(eq(identityModels.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere(eq(identityModels.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere(eq(identityModels.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.#db
      .update(identityModels)
      .set({ consumedAt: new Date() })
      .where(and(eq(identityModels.kind, this.#kind), eq(identityModels.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.#db
      .delete(identityModels)
      .where(and(eq(identityModels.kind, this.#kind), eq(identityModels.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.#db
      .delete(identityModels)
      .where(and(eq(identityModels.kind, this.#kind), eq(identityModels.grantId, grantId)));
  }

  async #findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await this.#db
      .select({ payload: identityModels.payload, consumedAt: identityModels.consumedAt })
      .from(identityModels)
      .where(
        and(
          eq(identityModels.kind, this.#kind),
          condition,
          or(isNull(identityModels.expiresAt), gt(identityModels.expiresAt, new Date())),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
