import {
  CREDITOR_SEARCH_LIMIT,
  type Creditor,
  type CreditorPage,
  type CreditorPagedSearch,
  type CreditorSave,
} from '@inventario/shared/contracts/parties';
import { normalizeFiscalCode } from '@inventario/shared/domain/identifiers/fiscal-code';
import { normalizeVatNumber } from '@inventario/shared/domain/identifiers/vat-number';
import type { PartyIdentity } from '@inventario/shared/domain/parties/parties';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { creditors } from '../../db/schema/index.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { orderOf, pageWindow } from '../../http/paging.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './creditors.repo.ts';
import {
  checkedPartyValues,
  partyIdentityOf,
  partyMatching,
  partySortColumns,
  partyValues,
} from './party-fields.ts';

const toCreditor = (row: repo.CreditorRow): Creditor => partyIdentityOf(row);
const noSuchCreditor = () => new AppError('notFound', 'No such creditor');

export function listCreditors(db: Db, context: RequestContext): Promise<Creditor[]> {
  return read(db, context, async (tx) =>
    (await repo.creditorsRepo.list(tx, context.customerCode)).map(toCreditor),
  );
}

/** The print dialogs' quick search: a term is required, and a few dozen names are enough to choose from. */
export function searchCreditors(db: Db, context: RequestContext, term: string): Promise<Creditor[]> {
  const filter = partyMatching(creditors, term);
  if (!filter) throw new AppError('notEmptySearchField', 'The search term must not be empty');
  return read(db, context, async (tx) => {
    const { rows } = await repo.creditorsRepo.search(tx, context.customerCode, {
      filter,
      order: orderOf(partySortColumns(creditors), {}, 'displayName', [creditors.id]),
      ...pageWindow(1, CREDITOR_SEARCH_LIMIT),
    });
    return rows.map(toCreditor);
  });
}

/** A window of the creditors' list: its page, and an export's rows (in the print worker's transaction). */
export async function creditorListWindow(
  tx: Tx,
  customerCode: string,
  search: CreditorPagedSearch,
  window: { limit: number; offset: number },
): Promise<CreditorPage> {
  const order = orderOf(partySortColumns(creditors), search, 'displayName', [creditors.id]);
  const filter = and(
    partyMatching(creditors, search.businessNameFullName),
    search.vendorType && eq(creditors.vendorType, search.vendorType),
  );
  const { rows, total } = await repo.creditorsRepo.search(tx, customerCode, { filter, order, ...window });
  return { creditors: rows.map(toCreditor), total };
}

export function searchCreditorPage(
  db: Db,
  context: RequestContext,
  page: { page: number; size: number },
  search: CreditorPagedSearch,
): Promise<CreditorPage> {
  return read(db, context, (tx) =>
    creditorListWindow(tx, context.customerCode, search, pageWindow(page.page, page.size)),
  );
}

export function getCreditor(db: Db, context: RequestContext, id: number): Promise<Creditor> {
  return read(db, context, async (tx) => {
    const row = await repo.creditorsRepo.find(tx, context.customerCode, id);
    if (!row) throw noSuchCreditor();
    return toCreditor(row);
  });
}

/** Creates a creditor (no id) or updates one of the school's (with id), and answers it as saved. */
export function saveCreditor(db: Db, context: RequestContext, input: CreditorSave): Promise<Creditor> {
  const values = checkedPartyValues('creditor', input);
  const { id } = input;
  return mutate(db, context, async (tx) => {
    if (id === undefined) {
      const created = toCreditor(await repo.creditorsRepo.insert(tx, context.customerCode, values));
      await recordAudit(tx, context, auditOf('create', created.id, undefined, created));
      return created;
    }
    const before = await repo.creditorsRepo.find(tx, context.customerCode, id);
    const updated = before && (await repo.creditorsRepo.update(tx, context.customerCode, id, values));
    if (!before || !updated) throw noSuchCreditor();
    const after = toCreditor(updated);
    await recordAudit(tx, context, auditOf('update', id, toCreditor(before), after));
    return after;
  });
}

/**
 * In the caller's transaction, a creditor from an e-invoice's supplier (DOMAIN §10): identifiers whose
 * checksum fails are a warning on import, so they are stored as read, where the form refuses them.
 */
export async function createCreditorFromInvoice(
  tx: Tx,
  context: RequestContext,
  identity: PartyIdentity,
): Promise<Creditor> {
  const created = toCreditor(
    await repo.creditorsRepo.insert(tx, context.customerCode, partyValues(identity)),
  );
  await recordAudit(tx, context, auditOf('create', created.id, undefined, created));
  return created;
}

/** In the caller's transaction: the school's creditor with the VAT number, else the fiscal code, if any. */
export function findCreditorByIdentifiers(
  tx: Tx,
  customerCode: string,
  identifiers: { vatNumber: string | null; fiscalCode: string | null },
): Promise<{ id: number; description: string } | null> {
  return repo.findCreditorByIdentifiers(tx, customerCode, {
    vatNumber: identifiers.vatNumber && normalizeVatNumber(identifiers.vatNumber),
    fiscalCode: identifiers.fiscalCode && normalizeFiscalCode(identifiers.fiscalCode),
  });
}

export function deleteCreditor(db: Db, context: RequestContext, id: number): Promise<void> {
  return mutate(db, context, async (tx) => {
    const deleted = await repo.creditorsRepo.remove(tx, context.customerCode, id);
    if (!deleted) throw noSuchCreditor();
    await recordAudit(tx, context, auditOf('delete', id, toCreditor(deleted), undefined));
  });
}

function auditOf(verb: 'create' | 'update' | 'delete', id: number, before?: Creditor, after?: Creditor) {
  return { action: `creditor.${verb}`, entity: 'creditor', entityId: id, before, after };
}
