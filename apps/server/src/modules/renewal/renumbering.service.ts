import type { Renewal } from '@inventario/shared/contracts/renewal';
import type { RenewalRenumbering, RenumberingAsset } from '@inventario/shared/contracts/renewal-values';
import { inventoryScope } from '@inventario/shared/domain/movements/renumbering';
import type { Db, Tx } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { pageWindow } from '../../http/paging.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import * as ledger from '../movement-ledger/index.ts';
import { renewalFor, requireLicence, requireRenewal } from './renewal.service.ts';
import { renewalView } from './renewal-view.ts';
import * as repo from './renumbering.repo.ts';

/**
 * The renewal's renumbering (DOMAIN §2, §8; spec 02 §4): after the revaluation, each register's goods
 * numbered again from 1 in the order of their old numbers (a universality's components one good),
 * the old number kept as the good's original inventory number ("BM/12"), each register's counter at
 * its new last number, so the next charge goes on from there and labels print the new numbers.
 * Taking it back restores numbers, original numbers and counters exactly, while no movement came after.
 */

/** History actions of the renumbering (`GET /movement/history/fromAsset/{id}`). */
export const RENUMBERING_HISTORY_ACTION = {
  renumber: 'renewalRenumbering',
  revert: 'renewalRenumberingReverted',
} as const;

/** Each register's inventory counter, as `numbering` names it (`inventory:<register>`). */
async function scopesOf(tx: Tx, customerCode: string) {
  return (await repo.schoolRegisters(tx, customerCode)).map((registerId) => ({
    registerId,
    scope: inventoryScope(registerId),
  }));
}

/**
 * `GET /renewal/{id}/renumbering`: by register, its goods (the new last number), the goods out of
 * the register set aside and its counter before and after; before the renumbering what it would do.
 */
export function getRenumbering(db: Db, context: RequestContext, id: number): Promise<RenewalRenumbering> {
  requireLicence(context);
  return read(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const row = await requireRenewal(tx, customerCode, id);
    const done = row.renumbered_at !== null;
    const registers = await repo.registerNumbering(
      tx,
      customerCode,
      id,
      done,
      await scopesOf(tx, customerCode),
    );
    return {
      renewalId: id,
      renumbered: done,
      renumberedAt: row.renumbered_at,
      registers: registers.map((r) => ({ ...r, lastBefore: r.lastBefore ?? 0 })),
    };
  });
}

/** `GET /renewal/{id}/renumbering/assets/{page}/{size}`: the goods, old → new number, in the renumbering's order. */
export function renumberingAssets(
  db: Db,
  context: RequestContext,
  params: { id: number; page: number; size: number },
): Promise<{ assets: RenumberingAsset[]; total: number }> {
  requireLicence(context);
  return read(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const row = await requireRenewal(tx, customerCode, params.id);
    const page = await repo.numbersPage(
      tx,
      customerCode,
      row.id,
      row.renumbered_at !== null,
      pageWindow(params.page, params.size),
    );
    return { assets: page.rows, total: page.total };
  });
}

async function lockedFor(tx: Tx, customerCode: string, id: number, action: 'renumber' | 'revertRenumbering') {
  await ledger.lockSchoolMovements(tx, customerCode);
  return renewalFor(tx, customerCode, id, action);
}

/**
 * `PUT /renewal/{id}/renumbering`: after the revaluation, once. In one transaction, set-based: the
 * numbers recorded, the assets and universalities numbered, the counters set, history and audit.
 */
export function renumber(db: Db, context: RequestContext, id: number): Promise<Renewal> {
  requireLicence(context);
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await lockedFor(tx, customerCode, id, 'renumber');
    const scopes = await scopesOf(tx, customerCode);
    await repo.recordNumbers(tx, customerCode, id, scopes);
    await repo.renumberRegisters(
      tx,
      customerCode,
      id,
      scopes,
      RENUMBERING_HISTORY_ACTION.renumber,
      context.username,
    );
    await repo.setRenumberedAt(tx, customerCode, id, true);
    const registers = await repo.registerNumbering(tx, customerCode, id, true, scopes);
    await recordAudit(tx, context, {
      action: 'renewal.renumber',
      entity: 'renewal',
      entityId: id,
      after: {
        registers: registers.map((r) => ({
          registerId: r.registerId,
          goods: r.goods,
          setAside: r.setAside,
          lastBefore: r.lastBefore,
          lastAfter: r.lastAfter,
        })),
      },
    });
    return renewalView(tx, customerCode, await requireRenewal(tx, customerCode, id));
  });
}

/**
 * `DELETE /renewal/{id}/renumbering`: refused once a movement is dated after the renewal date or was
 * made after the renumbering (`renewalLaterMovements`: it carries the new numbers). Numbers, original
 * numbers and counters come back as they were.
 */
export function revertRenumbering(db: Db, context: RequestContext, id: number): Promise<Renewal> {
  requireLicence(context);
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await lockedFor(tx, customerCode, id, 'revertRenumbering');
    const scopes = await scopesOf(tx, customerCode);
    const before = await repo.registerNumbering(tx, customerCode, id, true, scopes);
    await repo.restoreRegisters(
      tx,
      customerCode,
      id,
      scopes,
      RENUMBERING_HISTORY_ACTION.revert,
      context.username,
    );
    await repo.setRenumberedAt(tx, customerCode, id, false);
    await recordAudit(tx, context, {
      action: 'renewal.renumbering.revert',
      entity: 'renewal',
      entityId: id,
      before: {
        registers: before.map((r) => ({
          registerId: r.registerId,
          lastBefore: r.lastBefore,
          lastAfter: r.lastAfter,
        })),
      },
    });
    return renewalView(tx, customerCode, await requireRenewal(tx, customerCode, id));
  });
}
