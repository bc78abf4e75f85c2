import type {
  MappingChange,
  Renewal,
  RenewalMapping,
  RenewalStart,
} from '@inventario/shared/contracts/renewal';
import { mappingProblems, proposeMappings } from '@inventario/shared/domain/renewal/mapping';
import { renewalDateOf } from '@inventario/shared/domain/renewal/renewal-date';
import { actionRefusal, type RenewalAction } from '@inventario/shared/domain/renewal/steps';
import { toIsoDate } from '@inventario/shared/format/date';
import type { Db, Tx } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import * as mappingRepo from './mapping.repo.ts';
import * as repo from './renewal.repo.ts';
import { progressOf, renewalView, yearOf } from './renewal-view.ts';

/** The renewal is the RIN licence's (spec 01 §6): the route, and every call of it. */
export function requireLicence(context: RequestContext): void {
  if (!context.licenses.includes('RIN'))
    throw new AppError('renewalLicenceMissing', 'The renewal needs the RIN licence');
}

export async function requireRenewal(tx: Tx, customerCode: string, id: number, lock?: 'share' | 'update') {
  const row = await repo.findRenewal(tx, customerCode, id, lock);
  if (!row) throw new AppError('notFound', 'No such renewal');
  return row;
}

/** The renewal, locked for a step, refused with the rule's code when `action` is not allowed now. */
export async function renewalFor(tx: Tx, customerCode: string, id: number, action: RenewalAction) {
  const row = await requireRenewal(tx, customerCode, id, 'update');
  const refusal = actionRefusal(await progressOf(tx, customerCode, row), action);
  if (refusal) throw new AppError(refusal, `The renewal cannot ${action} now`);
  return row;
}

/** `GET /renewal`: the ongoing renewal, else the latest; null for a school that never had one. */
export function currentRenewal(db: Db, context: RequestContext): Promise<{ renewal: Renewal | null }> {
  requireLicence(context);
  return read(db, context, async (tx) => {
    const row = await repo.findCurrent(tx, context.customerCode);
    return { renewal: row ? await renewalView(tx, context.customerCode, row) : null };
  });
}

export function getRenewal(db: Db, context: RequestContext, id: number): Promise<Renewal> {
  requireLicence(context);
  return read(db, context, async (tx) =>
    renewalView(tx, context.customerCode, await requireRenewal(tx, context.customerCode, id)),
  );
}

/** `GET /renewal/recognitions`: the ended recognitions for renewal a renewal can start from. */
export function recognitionsForRenewal(db: Db, context: RequestContext) {
  requireLicence(context);
  return read(db, context, async (tx) =>
    (await repo.recognitionsForRenewal(tx, context.customerCode)).map((row) => ({
      id: row.id,
      startDate: row.start_date,
      endDate: row.end_date,
      renewalYear: row.renewal_year,
    })),
  );
}

/**
 * `POST /renewal`: at 31/12 of the year, from the ended recognition for renewal of that year; one
 * at a time. Each subcategory in use starts mapped as the rules propose (itself while it is current).
 */
export function startRenewal(db: Db, context: RequestContext, start: RenewalStart): Promise<Renewal> {
  requireLicence(context);
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    if (await repo.findOngoing(tx, customerCode))
      throw new AppError('renewalOngoing', 'A renewal is ongoing');
    const recognition = (await repo.recognitionsForRenewal(tx, customerCode)).find(
      (row) => row.id === start.recognitionId && row.renewal_year === start.year,
    );
    if (!recognition)
      throw new AppError('renewalRecognitionMissing', 'No ended recognition for this renewal', {
        year: start.year,
      });
    const renewalDate = renewalDateOf(start.year);
    const id = await repo.insertRenewal(tx, customerCode, start, renewalDate, context.username);
    if (!id) throw new AppError('renewalOngoing', 'A renewal is ongoing');
    const [inUse, current] = await Promise.all([
      mappingRepo.subcategories(tx, customerCode, start.year, true),
      mappingRepo.subcategories(tx, customerCode, start.year, false),
    ]);
    await mappingRepo.saveMappings(tx, customerCode, id, proposeMappings(inUse, current));
    await recordAudit(tx, context, {
      action: 'renewal.start',
      entity: 'renewal',
      entityId: id,
      after: start,
    });
    return renewalView(tx, customerCode, await requireRenewal(tx, customerCode, id));
  });
}

async function mappingView(tx: Tx, customerCode: string, row: repo.RenewalRow): Promise<RenewalMapping> {
  const year = yearOf(row);
  const [inUse, current, stored] = await Promise.all([
    mappingRepo.subcategories(tx, customerCode, year, true),
    mappingRepo.subcategories(tx, customerCode, year, false),
    mappingRepo.mappings(tx, customerCode, row.id),
  ]);
  const bySubcategory = new Map(stored.map((mapping) => [mapping.subcategoryId, mapping]));
  return {
    rows: inUse.map(({ assets, ...subcategory }) => ({
      subcategory,
      assets,
      targetSubcategoryId: bySubcategory.get(subcategory.id)?.targetSubcategoryId ?? null,
      targetRate: bySubcategory.get(subcategory.id)?.targetRate ?? null,
    })),
    targets: current.map(({ assets: _, ...subcategory }) => subcategory),
    problems: mappingProblems(stored, inUse, current),
    confirmed: row.mapping_confirmed_at !== null,
  };
}

export function getMapping(db: Db, context: RequestContext, id: number): Promise<RenewalMapping> {
  requireLicence(context);
  return read(db, context, async (tx) =>
    mappingView(tx, context.customerCode, await requireRenewal(tx, context.customerCode, id)),
  );
}

/** `PUT /renewal/{id}/mapping`: the targets of the rows given; a target of another register is refused. */
export function changeMapping(
  db: Db,
  context: RequestContext,
  id: number,
  change: MappingChange,
): Promise<RenewalMapping> {
  requireLicence(context);
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const row = await renewalFor(tx, customerCode, id, 'editMapping');
    const year = yearOf(row);
    const [inUse, current] = await Promise.all([
      mappingRepo.subcategories(tx, customerCode, year, true),
      mappingRepo.subcategories(tx, customerCode, year, false),
    ]);
    const mapped = new Set(inUse.map((subcategory) => subcategory.id));
    const targets = new Set(current.map((subcategory) => subcategory.id));
    const unknown = change.rows.filter(
      (r) =>
        !mapped.has(r.subcategoryId) ||
        (r.targetSubcategoryId !== null && !targets.has(r.targetSubcategoryId)),
    );
    if (unknown.length > 0)
      throw new AppError('notFound', 'Not a subcategory of the mapping', {
        subcategoryIds: unknown.map((r) => r.subcategoryId),
      });
    const crossRegister = mappingProblems(change.rows, inUse, current).crossRegister;
    if (crossRegister.length > 0)
      throw new AppError('renewalMappingCrossRegister', 'A target of another register', {
        subcategoryIds: crossRegister,
      });
    await mappingRepo.saveMappings(tx, customerCode, id, change.rows);
    await recordAudit(tx, context, {
      action: 'renewal.mapping',
      entity: 'renewal',
      entityId: id,
      after: change,
    });
    return mappingView(tx, customerCode, row);
  });
}

/** Confirms the mapping: every subcategory in use mapped, one rate per target. */
export function confirmMapping(db: Db, context: RequestContext, id: number): Promise<Renewal> {
  requireLicence(context);
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const row = await requireRenewal(tx, customerCode, id, 'update');
    const refusal = actionRefusal(await progressOf(tx, customerCode, row), 'confirmMapping');
    if (refusal) {
      const view = await mappingView(tx, customerCode, row);
      throw new AppError(refusal, 'The mapping cannot be confirmed', {
        subcategoryIds: view.problems.unmapped,
        conflicts: view.problems.rateConflicts,
      });
    }
    await repo.setMappingConfirmed(tx, customerCode, id, true);
    await recordAudit(tx, context, { action: 'renewal.mapping.confirm', entity: 'renewal', entityId: id });
    return renewalView(tx, customerCode, await requireRenewal(tx, customerCode, id));
  });
}

/** Reopens the mapping, before the revaluation only. */
export function reopenMapping(db: Db, context: RequestContext, id: number): Promise<Renewal> {
  requireLicence(context);
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await renewalFor(tx, customerCode, id, 'reopenMapping');
    await repo.setMappingConfirmed(tx, customerCode, id, false);
    await recordAudit(tx, context, { action: 'renewal.mapping.reopen', entity: 'renewal', entityId: id });
    return renewalView(tx, customerCode, await requireRenewal(tx, customerCode, id));
  });
}

/**
 * `PUT /renewal/{id}/end`: once renumbered, the renewal is over for good; its date becomes the
 * school's last renewal, and the next year (where the renewed registers start) cannot be deleted.
 */
export function endRenewal(
  db: Db,
  context: RequestContext,
  id: number,
  today = new Date(),
): Promise<Renewal> {
  requireLicence(context);
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    await renewalFor(tx, customerCode, id, 'end');
    await repo.endRenewal(tx, customerCode, id, toIsoDate(today), context.username);
    await recordAudit(tx, context, { action: 'renewal.end', entity: 'renewal', entityId: id });
    return renewalView(tx, customerCode, await requireRenewal(tx, customerCode, id));
  });
}
