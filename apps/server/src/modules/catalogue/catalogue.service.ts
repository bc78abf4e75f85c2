import type {
  Aggregation,
  aggregationSaveSchema,
  Category,
  categorySaveSchema,
  Register,
} from '@inventario/shared/contracts/catalogue';
import type { z } from '@inventario/shared/zod';
import type { Db } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './catalogue.repo.ts';

type RegisterRow = Awaited<ReturnType<typeof repo.listRegisters>>[number];

function toRegister(row: RegisterRow): Register {
  return {
    id: row.id,
    kind: row.kind as Register['kind'],
    description: row.description,
    hasDurableRegister: row.hasDurableRegister,
  };
}

export async function listRegisters(db: Db, context: RequestContext): Promise<Register[]> {
  const rows = await read(db, context, (tx) => repo.listRegisters(tx, context.customerCode));
  return rows.map(toRegister);
}

export async function listAggregations(db: Db, context: RequestContext): Promise<Aggregation[]> {
  const rows = await read(db, context, (tx) => repo.listAggregations(tx, context.customerCode));
  return rows.map(({ id, code, description }) => ({ id, code, description }));
}

/** Creates an aggregation (a Model K line), or updates it when the body has an id. */
export function saveAggregation(
  db: Db,
  context: RequestContext,
  input: z.infer<typeof aggregationSaveSchema>,
): Promise<Aggregation> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    const values = { code: input.code, description: input.description };
    if (input.id) {
      const before = await repo.findAggregation(tx, customerCode, input.id);
      if (!before) throw new AppError('notFound', 'No such aggregation');
      await repo.updateAggregation(tx, customerCode, input.id, values);
      await recordAudit(tx, context, {
        action: 'aggregation.update',
        entity: 'aggregation',
        entityId: input.id,
        before,
        after: values,
      });
      return { id: input.id, ...values };
    }
    const saved = await repo.insertAggregation(tx, { customerCode, ...values });
    if (!saved) throw new Error('aggregation insert returned nothing');
    await recordAudit(tx, context, {
      action: 'aggregation.create',
      entity: 'aggregation',
      entityId: saved.id,
      after: values,
    });
    return { id: saved.id, ...values };
  });
}

export function deleteAggregation(db: Db, context: RequestContext, id: number): Promise<void> {
  return mutate(db, context, async (tx) => {
    const before = await repo.findAggregation(tx, context.customerCode, id);
    if (!before) throw new AppError('notFound', 'No such aggregation');
    await repo.deleteAggregation(tx, context.customerCode, id);
    await recordAudit(tx, context, {
      action: 'aggregation.delete',
      entity: 'aggregation',
      entityId: id,
      before,
    });
  });
}

type CategoryRow = NonNullable<Awaited<ReturnType<typeof repo.findCategory>>>;

function toCategory(row: CategoryRow): Category {
  return { ...row, register: { ...row.register, kind: row.register.kind as Category['register']['kind'] } };
}

export async function listCategories(
  db: Db,
  context: RequestContext,
  registerId?: number,
): Promise<Category[]> {
  const rows = await read(db, context, (tx) => repo.listCategories(tx, context.customerCode, registerId));
  return rows.map(toCategory);
}

/** Creates a category of a register, or updates it when the body has an id. */
export function saveCategory(
  db: Db,
  context: RequestContext,
  input: z.infer<typeof categorySaveSchema>,
): Promise<Category> {
  return mutate(db, context, async (tx) => {
    const customerCode = context.customerCode;
    if (!(await repo.findRegister(tx, customerCode, input.registerId)))
      throw new AppError('notFound', 'No such register');
    const values = { registerId: input.registerId, code: input.code, description: input.description };
    let id = input.id;
    if (id) {
      const before = await repo.findCategory(tx, customerCode, id);
      if (!before) throw new AppError('notFound', 'No such category');
      await repo.updateCategory(tx, customerCode, id, values);
      await recordAudit(tx, context, {
        action: 'category.update',
        entity: 'category',
        entityId: id,
        before,
        after: values,
      });
    } else {
      id = (await repo.insertCategory(tx, { customerCode, ...values }))?.id;
      await recordAudit(tx, context, {
        action: 'category.create',
        entity: 'category',
        entityId: id,
        after: values,
      });
    }
    const saved = id === undefined ? undefined : await repo.findCategory(tx, customerCode, id);
    if (!saved) throw new Error('category not saved');
    return toCategory(saved);
  });
}

export function deleteCategory(db: Db, context: RequestContext, id: number): Promise<void> {
  return mutate(db, context, async (tx) => {
    const before = await repo.findCategory(tx, context.customerCode, id);
    if (!before) throw new AppError('notFound', 'No such category');
    await repo.deleteCategory(tx, context.customerCode, id);
    await recordAudit(tx, context, { action: 'category.delete', entity: 'category', entityId: id, before });
  });
}
