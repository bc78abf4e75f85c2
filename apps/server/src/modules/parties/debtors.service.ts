import type { Debtor, DebtorPage, DebtorPagedSearch, DebtorSave } from '@inventario/shared/contracts/parties';
import { checkDebtorContact, normalizeProvince } from '@inventario/shared/domain/parties/debtor-contact';
import { checkParty } from '@inventario/shared/domain/parties/parties';
import type { Db, Tx } from '../../db/client.ts';
import { debtors } from '../../db/schema/index.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { orderOf, pageWindow } from '../../http/paging.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './debtors.repo.ts';
import {
  partyIdentityOf,
  partyMatching,
  partySortColumns,
  partyValues,
  refuseIssues,
  textOrNull,
} from './party-fields.ts';

const noSuchDebtor = () => new AppError('notFound', 'No such debtor');

function toDebtor(row: repo.DebtorRow): Debtor {
  const { address, city, province, postalCode, telephone, email } = row;
  return { ...partyIdentityOf(row), address, city, province, postalCode, telephone, email };
}

/** A debtor as stored, once its identity and contact details pass the shared rules. */
function debtorValues(input: DebtorSave): repo.DebtorValues {
  refuseIssues('debtor', [...checkParty(input), ...checkDebtorContact(input)]);
  const province = textOrNull(input.province);
  return {
    ...partyValues(input),
    address: textOrNull(input.address),
    city: textOrNull(input.city),
    province: province && normalizeProvince(province),
    postalCode: textOrNull(input.postalCode),
    telephone: textOrNull(input.telephone),
    email: textOrNull(input.email),
  };
}

export function listDebtors(db: Db, context: RequestContext): Promise<Debtor[]> {
  return read(db, context, async (tx) =>
    (await repo.debtorsRepo.list(tx, context.customerCode)).map(toDebtor),
  );
}

/** A window of the debtors' list: its page, and an export's rows (in the print worker's transaction). */
export async function debtorListWindow(
  tx: Tx,
  customerCode: string,
  search: DebtorPagedSearch,
  window: { limit: number; offset: number },
): Promise<DebtorPage> {
  const order = orderOf(partySortColumns(debtors), search, 'displayName', [debtors.id]);
  const filter = partyMatching(debtors, search.text);
  const { rows, total } = await repo.debtorsRepo.search(tx, customerCode, { filter, order, ...window });
  return { debtors: rows.map(toDebtor), total };
}

export function searchDebtorPage(
  db: Db,
  context: RequestContext,
  page: { page: number; size: number },
  search: DebtorPagedSearch,
): Promise<DebtorPage> {
  return read(db, context, (tx) =>
    debtorListWindow(tx, context.customerCode, search, pageWindow(page.page, page.size)),
  );
}

export function getDebtor(db: Db, context: RequestContext, id: number): Promise<Debtor> {
  return read(db, context, async (tx) => {
    const row = await repo.debtorsRepo.find(tx, context.customerCode, id);
    if (!row) throw noSuchDebtor();
    return toDebtor(row);
  });
}

/** Creates a debtor (no id) or updates one of the school's (with id), and answers it as saved. */
export function saveDebtor(db: Db, context: RequestContext, input: DebtorSave): Promise<Debtor> {
  const values = debtorValues(input);
  const { id } = input;
  return mutate(db, context, async (tx) => {
    if (id === undefined) {
      const created = toDebtor(await repo.debtorsRepo.insert(tx, context.customerCode, values));
      await recordAudit(tx, context, auditOf('create', created.id, undefined, created));
      return created;
    }
    const before = await repo.debtorsRepo.find(tx, context.customerCode, id);
    const updated = before && (await repo.debtorsRepo.update(tx, context.customerCode, id, values));
    if (!before || !updated) throw noSuchDebtor();
    const after = toDebtor(updated);
    await recordAudit(tx, context, auditOf('update', id, toDebtor(before), after));
    return after;
  });
}

export function deleteDebtor(db: Db, context: RequestContext, id: number): Promise<void> {
  return mutate(db, context, async (tx) => {
    const deleted = await repo.debtorsRepo.remove(tx, context.customerCode, id);
    if (!deleted) throw noSuchDebtor();
    await recordAudit(tx, context, auditOf('delete', id, toDebtor(deleted), undefined));
  });
}

function auditOf(verb: 'create' | 'update' | 'delete', id: number, before?: Debtor, after?: Debtor) {
  return { action: `debtor.${verb}`, entity: 'debtor', entityId: id, before, after };
}
