import type {
  Administration,
  AdministrationPage,
  AdministrationPagedSearch,
  AdministrationSave,
  administrationSortKeys,
} from '@inventario/shared/contracts/parties';
import { normalizeFiscalCode } from '@inventario/shared/domain/identifiers/fiscal-code';
import { checkAdministration } from '@inventario/shared/domain/parties/administration';
import { type AnyColumn, ilike, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { administrations } from '../../db/schema/index.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, orderOf, pageWindow } from '../../http/paging.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './administrations.repo.ts';
import { refuseIssues, textOrNull } from './party-fields.ts';

const noSuchAdministration = () => new AppError('notFound', 'No such administration');

const sortColumns: Record<(typeof administrationSortKeys)[number], AnyColumn | SQL> = {
  description: repo.byDescription,
  fiscalCode: administrations.fiscalCode,
  city: administrations.city,
};

function toAdministration(row: repo.AdministrationRow): Administration {
  const { id, description, fiscalCode, address, city } = row;
  return { id, description, fiscalCode, address, city };
}

function administrationValues(input: AdministrationSave): repo.AdministrationValues {
  refuseIssues('administration', checkAdministration(input));
  const fiscalCode = textOrNull(input.fiscalCode);
  return {
    description: input.description.trim(),
    fiscalCode: fiscalCode && normalizeFiscalCode(fiscalCode),
    address: textOrNull(input.address),
    city: textOrNull(input.city),
  };
}

export function listAdministrations(db: Db, context: RequestContext): Promise<Administration[]> {
  return read(db, context, async (tx) =>
    (await repo.administrationsRepo.list(tx, context.customerCode)).map(toAdministration),
  );
}

/** A window of the administrations' list: its page, and an export's rows (in the print worker's transaction). */
export async function administrationListWindow(
  tx: Tx,
  customerCode: string,
  search: AdministrationPagedSearch,
  window: { limit: number; offset: number },
): Promise<AdministrationPage> {
  const order = orderOf(sortColumns, search, 'description', [administrations.id]);
  const filter = search.description?.trim()
    ? ilike(administrations.description, containsPattern(search.description))
    : undefined;
  const found = await repo.administrationsRepo.search(tx, customerCode, { filter, order, ...window });
  return { administrations: found.rows.map(toAdministration), total: found.total };
}

export function searchAdministrationPage(
  db: Db,
  context: RequestContext,
  page: { page: number; size: number },
  search: AdministrationPagedSearch,
): Promise<AdministrationPage> {
  return read(db, context, (tx) =>
    administrationListWindow(tx, context.customerCode, search, pageWindow(page.page, page.size)),
  );
}

/** Creates an administration (no id) or updates one of the school's (with id), and answers it as saved. */
export function saveAdministration(
  db: Db,
  context: RequestContext,
  input: AdministrationSave,
): Promise<Administration> {
  const values = administrationValues(input);
  const { id } = input;
  return mutate(db, context, async (tx) => {
    if (id === undefined) {
      const created = toAdministration(
        await repo.administrationsRepo.insert(tx, context.customerCode, values),
      );
      await recordAudit(tx, context, auditOf('create', created.id, undefined, created));
      return created;
    }
    const before = await repo.administrationsRepo.find(tx, context.customerCode, id);
    const updated = before && (await repo.administrationsRepo.update(tx, context.customerCode, id, values));
    if (!before || !updated) throw noSuchAdministration();
    const after = toAdministration(updated);
    await recordAudit(tx, context, auditOf('update', id, toAdministration(before), after));
    return after;
  });
}

export function deleteAdministration(db: Db, context: RequestContext, id: number): Promise<void> {
  return mutate(db, context, async (tx) => {
    const deleted = await repo.administrationsRepo.remove(tx, context.customerCode, id);
    if (!deleted) throw noSuchAdministration();
    await recordAudit(tx, context, auditOf('delete', id, toAdministration(deleted), undefined));
  });
}

function auditOf(
  verb: 'create' | 'update' | 'delete',
  id: number,
  before?: Administration,
  after?: Administration,
) {
  return { action: `administration.${verb}`, entity: 'administration', entityId: id, before, after };
}
