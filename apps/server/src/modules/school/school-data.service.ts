import type { SchoolData, SchoolDataSave } from '@inventario/shared/contracts/school-data';
import { findCustomer } from '../../customer-area/customer-area.service.ts';
import type { Db, Tx } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './school-data.repo.ts';

type Stored = NonNullable<Awaited<ReturnType<typeof repo.findSchoolData>>>;

function toSchoolData(stored: Stored, heads: { ds: string | null; dsga: string | null }): SchoolData {
  const d = stored.data;
  return {
    codMin: stored.codMin,
    name: stored.name,
    heading: d.heading,
    labelHeading: d.labelHeading,
    manager: d.manager,
    consignee: d.consignee,
    ds: heads.ds,
    dsga: heads.dsga,
    lastRenewalDate: d.lastRenewalDate,
    firstYearDepreciation: d.firstYearDepreciation as SchoolData['firstYearDepreciation'],
    lastDurableProgressive: {
      movable: d.lastDurableMovable,
      books: d.lastDurableBooks,
      historic: d.lastDurableHistoric,
      vehicles: d.lastDurableVehicles,
    },
  };
}

async function storedOf(tx: Tx, customerCode: string): Promise<Stored> {
  const stored = await repo.findSchoolData(tx, customerCode);
  if (!stored) throw new AppError('schoolNotFound', 'The school has no general data');
  return stored;
}

/** DS and DSGA are kept in the customer area (spec 02 §6); the school data holds a copy for prints. */
async function headsOf(db: Db, customerCode: string) {
  const customer = await findCustomer(db, customerCode);
  return { ds: customer?.ds ?? null, dsga: customer?.dsga ?? null };
}

export async function getSchoolData(db: Db, context: RequestContext): Promise<SchoolData> {
  const heads = await headsOf(db, context.customerCode);
  const stored = await read(db, context, (tx) => storedOf(tx, context.customerCode));
  return toSchoolData(stored, heads);
}

export async function saveSchoolData(
  db: Db,
  context: RequestContext,
  input: SchoolDataSave,
): Promise<SchoolData> {
  const heads = await headsOf(db, context.customerCode);
  return mutate(db, context, async (tx) => {
    const before = toSchoolData(await storedOf(tx, context.customerCode), heads);
    const p = input.lastDurableProgressive;
    await repo.updateSchoolData(tx, context.customerCode, {
      heading: input.heading,
      labelHeading: input.labelHeading,
      manager: input.manager,
      consignee: input.consignee,
      lastRenewalDate: input.lastRenewalDate,
      firstYearDepreciation: input.firstYearDepreciation,
      lastDurableMovable: p.movable,
      lastDurableBooks: p.books,
      lastDurableHistoric: p.historic,
      lastDurableVehicles: p.vehicles,
    });
    const after = toSchoolData(await storedOf(tx, context.customerCode), heads);
    await recordAudit(tx, context, {
      action: 'schoolData.save',
      entity: 'schoolData',
      entityId: context.customerCode,
      before,
      after,
    });
    return after;
  });
}

/** Copies DS and DSGA from the customer area into the school data (`PUT /school/data/sync`). */
export async function syncHeads(db: Db, context: RequestContext): Promise<SchoolData> {
  const heads = await headsOf(db, context.customerCode);
  return mutate(db, context, async (tx) => {
    const before = toSchoolData(await storedOf(tx, context.customerCode), heads);
    await repo.updateSchoolData(tx, context.customerCode, { manager: heads.ds, consignee: heads.dsga });
    const after = toSchoolData(await storedOf(tx, context.customerCode), heads);
    await recordAudit(tx, context, {
      action: 'schoolData.sync',
      entity: 'schoolData',
      entityId: context.customerCode,
      before,
      after,
    });
    return after;
  });
}
