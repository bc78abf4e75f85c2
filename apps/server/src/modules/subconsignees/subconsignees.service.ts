import type { SubConsignee, SubConsigneeSave } from '@inventario/shared/contracts/subconsignees';
import { checkFiscalCode, normalizeFiscalCode } from '@inventario/shared/domain/identifiers/fiscal-code';
import { asc } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { orderOf, pageWindow } from '../../http/paging.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './subconsignees.repo.ts';

const byDescription = [asc(repo.subConsigneeSortColumns.description)];

export function listSubConsignees(
  db: Db,
  context: RequestContext,
  withAssignedLocation = false,
): Promise<SubConsignee[]> {
  return read(db, context, (tx) =>
    repo.findSubConsignees(tx, { customerCode: context.customerCode, withAssignedLocation }, byDescription),
  );
}

type SubConsigneeSearch = {
  description?: string | undefined;
  sortBy?: string | undefined;
  sortDesc?: boolean | undefined;
};

/**
 * A window of the sub-consignees, sorted by description ascending unless asked otherwise (spec 02 §2):
 * the search's page, and an export's rows (in the print worker's transaction).
 */
export async function subConsigneeListWindow(
  tx: Tx,
  customerCode: string,
  search: SubConsigneeSearch,
  window: { limit: number; offset: number },
) {
  const filter = { customerCode, description: search.description };
  const order = orderOf(repo.subConsigneeSortColumns, search, 'description', []);
  return {
    subConsignees: await repo.findSubConsignees(tx, filter, order, window),
    total: await repo.countSubConsignees(tx, filter),
  };
}

/** A page of sub-consignees. */
export function searchSubConsignees(
  db: Db,
  context: RequestContext,
  page: { page: number; size: number },
  search: SubConsigneeSearch,
) {
  return read(db, context, (tx) =>
    subConsigneeListWindow(tx, context.customerCode, search, pageWindow(page.page, page.size)),
  );
}

async function getSubConsignee(tx: Tx, customerCode: string, id: number): Promise<SubConsignee> {
  const row = await repo.findSubConsignee(tx, customerCode, id);
  if (!row) throw new AppError('notFound', 'No such sub-consignee');
  return row;
}

function normalizedFiscalCode(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  if (checkFiscalCode(value) !== 'valid') {
    throw new AppError('validationFailed', 'Invalid fiscal code', {
      issues: [{ field: 'fiscalCode', message: 'rules.invalidFiscalCode' }],
    });
  }
  return normalizeFiscalCode(value);
}

/** Creates a sub-consignee, or updates it when the body has an id. */
export function saveSubConsignee(
  db: Db,
  context: RequestContext,
  input: SubConsigneeSave,
): Promise<SubConsignee> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const values = {
      description: input.description,
      fiscalCode: normalizedFiscalCode(input.fiscalCode),
      notes: input.notes ?? null,
    };
    let id = input.id;
    const before = id ? await getSubConsignee(tx, customerCode, id) : undefined;
    if (id) await repo.updateSubConsignee(tx, customerCode, id, values);
    else id = (await repo.insertSubConsignee(tx, { customerCode, ...values }))?.id;
    if (!id) throw new Error('sub-consignee insert returned nothing');
    const after = await getSubConsignee(tx, customerCode, id);
    await recordAudit(tx, context, {
      action: before ? 'subConsignee.update' : 'subConsignee.create',
      entity: 'subConsignee',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** A sub-consignee still entrusted with locations cannot be deleted (`errorFK`). */
export function deleteSubConsignee(db: Db, context: RequestContext, id: number): Promise<void> {
  return mutate(db, context, async (tx) => {
    const before = await getSubConsignee(tx, context.customerCode, id);
    await repo.deleteSubConsignee(tx, context.customerCode, id);
    await recordAudit(tx, context, {
      action: 'subConsignee.delete',
      entity: 'subConsignee',
      entityId: id,
      before,
    });
  });
}

/** For other areas that point at a sub-consignee inside their own transaction. */
export async function subConsigneeExists(tx: Tx, customerCode: string, id: number): Promise<boolean> {
  return (await repo.findSubConsignee(tx, customerCode, id)) !== undefined;
}
