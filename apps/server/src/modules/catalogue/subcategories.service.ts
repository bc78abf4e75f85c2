import type { Register, Subcategory, SubcategorySave } from '@inventario/shared/contracts/catalogue';
import { canChangeSubcategoryTable } from '@inventario/shared/domain/catalogue/rate';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { defaultSubcategories, defaultSubcategoryRates } from '../../db/schema/index.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { orderOf, pageWindow } from '../../http/paging.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import { ongoingRenewal } from '../movement-ledger/index.ts';
import * as catalogue from './catalogue.repo.ts';
import * as repo from './subcategories.repo.ts';

/** The year whose rate a list shows; a parameter so that rules stay testable. */
export interface Clock {
  currentYear(): number;
}
export const systemClock: Clock = { currentYear: () => new Date().getFullYear() };

function toSubcategory(row: repo.SubcategoryRow): Subcategory {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    defaultCode: row.defaultCode,
    category: row.category,
    register: { ...row.register, kind: row.register.kind as Register['kind'] },
    rate: row.rate.validFromYear
      ? { percent: Number(row.rate.percent), validFromYear: row.rate.validFromYear }
      : null,
    aggregation:
      row.aggregationId === null
        ? null
        : {
            id: row.aggregationId,
            code: row.aggregationCode ?? '',
            description: row.aggregationDescription ?? '',
          },
  };
}

const defaultOrder = [
  asc(repo.subcategorySortColumns.registerDescription),
  asc(repo.subcategorySortColumns.categoryCode),
  asc(repo.subcategorySortColumns.code),
];

export async function listSubcategories(
  db: Db,
  context: RequestContext,
  filter: { registerId?: number },
  clock = systemClock,
) {
  const rows = await read(db, context, (tx) =>
    repo.findSubcategories(
      tx,
      { customerCode: context.customerCode, ...filter },
      clock.currentYear(),
      defaultOrder,
    ),
  );
  return rows.map(toSubcategory);
}

type SubcategorySearch = Omit<repo.SubcategoryFilter, 'customerCode'> & {
  sortBy?: string | undefined;
  sortDesc?: boolean | undefined;
};

/**
 * A window of the subcategories, each with the rate in force this year: the search's page, and an
 * export's rows (in the print worker's transaction).
 */
export async function subcategoryListWindow(
  tx: Tx,
  customerCode: string,
  search: SubcategorySearch,
  window: { limit: number; offset: number },
  clock = systemClock,
) {
  const filter = { ...search, customerCode };
  const order = orderOf(repo.subcategorySortColumns, search, 'registerDescription', [
    repo.subcategorySortColumns.categoryCode,
    repo.subcategorySortColumns.code,
  ]);
  return {
    subcategories: (await repo.findSubcategories(tx, filter, clock.currentYear(), order, window)).map(
      toSubcategory,
    ),
    total: await repo.countSubcategories(tx, filter),
  };
}

export function searchSubcategories(
  db: Db,
  context: RequestContext,
  page: { page: number; size: number },
  search: SubcategorySearch,
  clock = systemClock,
) {
  return read(db, context, (tx) =>
    subcategoryListWindow(tx, context.customerCode, search, pageWindow(page.page, page.size), clock),
  );
}

async function getSubcategory(tx: Tx, customerCode: string, id: number, year: number): Promise<Subcategory> {
  const [row] = await repo.findSubcategories(tx, { customerCode, id }, year, defaultOrder);
  if (!row) throw new AppError('notFound', 'No such subcategory');
  return toSubcategory(row);
}

export async function registerOfSubcategory(
  db: Db,
  context: RequestContext,
  id: number,
  clock = systemClock,
) {
  const subcategory = await read(db, context, (tx) =>
    getSubcategory(tx, context.customerCode, id, clock.currentYear()),
  );
  const registers = await read(db, context, (tx) => catalogue.listRegisters(tx, context.customerCode));
  const register = registers.find((r) => r.id === subcategory.register.id);
  if (!register) throw new AppError('notFound', 'No such register');
  return {
    id: register.id,
    kind: register.kind as Register['kind'],
    description: register.description,
    hasDurableRegister: register.hasDurableRegister,
  };
}

/** After an ongoing renewal's revaluation the table is frozen: its values rest on it (spec 02 §5). */
async function assertTableChangeable(tx: Tx, customerCode: string): Promise<void> {
  const renewal = await ongoingRenewal(tx, customerCode);
  const progress = renewal ? { ongoing: true, revaluationDone: renewal.revalued } : undefined;
  if (!canChangeSubcategoryTable(progress))
    throw new AppError('renewalRevaluationDone', 'Cancel the revaluation first');
}

/** Creates a subcategory, or updates it when the body has an id; the rate applies from its year on. */
export function saveSubcategory(
  db: Db,
  context: RequestContext,
  input: SubcategorySave,
  clock = systemClock,
): Promise<Subcategory> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const year = clock.currentYear();
    if (!(await catalogue.findCategory(tx, customerCode, input.categoryId)))
      throw new AppError('notFound', 'No such category');
    if (input.aggregationId && !(await catalogue.findAggregation(tx, customerCode, input.aggregationId))) {
      throw new AppError('notFound', 'No such aggregation');
    }
    const values = {
      categoryId: input.categoryId,
      code: input.code,
      description: input.description,
      aggregationId: input.aggregationId,
    };
    let id = input.id;
    const before = id ? await getSubcategory(tx, customerCode, id, year) : undefined;
    if (id) {
      await repo.updateSubcategory(tx, customerCode, id, values);
    } else {
      await assertTableChangeable(tx, customerCode);
      id = (await repo.insertSubcategory(tx, { customerCode, ...values }))?.id;
      if (!id) throw new Error('subcategory insert returned nothing');
    }
    await catalogue.upsertRate(tx, {
      customerCode,
      subcategoryId: id,
      validFromYear: input.rate.validFromYear ?? year,
      percent: input.rate.percent.toFixed(2),
    });
    const after = await getSubcategory(tx, customerCode, id, year);
    await recordAudit(tx, context, {
      action: before ? 'subcategory.update' : 'subcategory.create',
      entity: 'subcategory',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

export function deleteSubcategory(
  db: Db,
  context: RequestContext,
  id: number,
  clock = systemClock,
): Promise<void> {
  return mutate(db, context, async (tx) => {
    const before = await getSubcategory(tx, context.customerCode, id, clock.currentYear());
    await assertTableChangeable(tx, context.customerCode);
    await repo.deleteSubcategory(tx, context.customerCode, id);
    await recordAudit(tx, context, {
      action: 'subcategory.delete',
      entity: 'subcategory',
      entityId: id,
      before,
    });
  });
}

/** The national default list the school's table was seeded from, with each entry's latest rate. */
export async function listDefaultSubcategories(db: Db, context: RequestContext) {
  return read(db, context, async (tx) => {
    const entries = await tx.select().from(defaultSubcategories).orderBy(asc(defaultSubcategories.code));
    const rates = await tx
      .select()
      .from(defaultSubcategoryRates)
      .orderBy(asc(defaultSubcategoryRates.validFromYear));
    const latest = new Map(
      rates.map((r) => [r.defaultCode, { percent: Number(r.percent), validFromYear: r.validFromYear }]),
    );
    return entries.map((e) => ({
      ...e,
      registerKind: e.registerKind as Register['kind'],
      rate: latest.get(e.code) ?? null,
    }));
  });
}

/** The default rates, by year, of the entry a school subcategory comes from (none for its own). */
export async function listDefaultRates(db: Db, context: RequestContext, id: number, clock = systemClock) {
  return read(db, context, async (tx) => {
    const subcategory = await getSubcategory(tx, context.customerCode, id, clock.currentYear());
    if (!subcategory.defaultCode) return [];
    const rates = await tx
      .select()
      .from(defaultSubcategoryRates)
      .where(eq(defaultSubcategoryRates.defaultCode, subcategory.defaultCode))
      .orderBy(asc(defaultSubcategoryRates.validFromYear));
    return rates.map((r) => ({
      percent: Number(r.percent),
      validFromYear: r.validFromYear,
      source: r.source,
    }));
  });
}
