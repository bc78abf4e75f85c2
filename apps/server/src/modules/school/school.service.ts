import type { SchoolSummary } from '@inventario/shared/contracts/school';
import { LABEL_HEADING_MAX } from '@inventario/shared/domain/labels/labels-setting';
import { findCustomer, listSchools } from '../../customer-area/customer-area.service.ts';
import type { Db } from '../../db/client.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { AppError } from '../../http/app-error.ts';
import { provisionCatalogue } from '../catalogue/catalogue-provisioning.ts';
import * as repo from './school.repo.ts';
import { insertSchoolData } from './school-data.repo.ts';

/**
 * Makes sure the inventory knows a school that the customer area knows, the first time one of its
 * users signs in or vendor staff select it: its general data and its default registers and
 * subcategories come with it.
 */
export async function ensureSchool(db: Db, customerCode: string): Promise<void> {
  const customer = await findCustomer(db, customerCode);
  if (!customer) throw new AppError('schoolNotFound', `School ${customerCode} is not a customer`);
  await inTenantTransaction(db, customerCode, async (tx) => {
    if (await repo.findSchool(tx, customerCode)) return;
    await repo.insertSchool(tx, {
      customerCode,
      codMin: customer.codMin,
      name: customer.name,
      city: customer.city,
    });
    await insertSchoolData(tx, {
      customerCode,
      heading: customer.name,
      labelHeading: customer.name.slice(0, LABEL_HEADING_MAX.default),
      manager: customer.ds,
      consignee: customer.dsga,
    });
    await provisionCatalogue(tx, customerCode);
  });
}

export function listSelectableSchools(db: Db): Promise<SchoolSummary[]> {
  return listSchools(db);
}
