import { debtors } from '../../db/schema/index.ts';
import { schoolTableRepo } from '../../db/school-table-repo.ts';
import { byDisplayName, type PartyValues } from './party-fields.ts';

export type DebtorRow = typeof debtors.$inferSelect;

/** A debtor as stored: a party's identity and where to reach it. */
export type DebtorValues = PartyValues &
  Pick<DebtorRow, 'address' | 'city' | 'province' | 'postalCode' | 'telephone' | 'email'>;

export const debtorsRepo = schoolTableRepo(debtors, () => [byDisplayName(debtors)]);
