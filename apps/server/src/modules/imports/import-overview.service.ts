import type { ImportOverviewFilter, ImportOverviewPage } from '@inventario/shared/contracts/imports';
import { listSchools } from '../../customer-area/customer-area.service.ts';
import { inVendorOverviewTransaction } from '../../db/tenant.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { searchImportOverview } from './import-overview.repo.ts';
import { toImportSummary } from './import-summary.ts';
import type { ImportsDeps } from './imports.deps.ts';

const fold = (text: string) => text.toLocaleLowerCase('it').trim();

/**
 * `POST /import/overview/search/{page}/{size}` (vendor staff): every school's imports, newest first,
 * each named with its school as the customer area knows it.
 */
export async function searchImportsOverview(
  deps: Pick<ImportsDeps, 'db'>,
  context: RequestContext,
  query: { page: number; size: number; filter: ImportOverviewFilter },
): Promise<ImportOverviewPage> {
  const schools = new Map((await listSchools(deps.db)).map((s) => [s.customerCode, s.name]));
  const wanted = query.filter.school ? fold(query.filter.school) : null;
  const matching = wanted
    ? [...schools].filter(([code, name]) => fold(code).includes(wanted) || fold(name).includes(wanted))
    : undefined;
  if (matching?.length === 0) return { imports: [], total: 0 };
  const found = await inVendorOverviewTransaction(deps.db, context.sessionId, (tx) =>
    searchImportOverview(
      tx,
      { ...query.filter, schools: matching?.map(([code]) => code) },
      { offset: (query.page - 1) * query.size, limit: query.size },
    ),
  );
  return {
    imports: found.rows.map((row) => ({
      ...toImportSummary(row),
      customerCode: row.customerCode,
      schoolName: schools.get(row.customerCode) ?? null,
      confirmedBy: row.confirmedBy,
    })),
    total: found.total,
  };
}
