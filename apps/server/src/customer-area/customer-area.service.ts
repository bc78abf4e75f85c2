import type { Customer, CustomerUser, MergeDetail } from '@inventario/shared/contracts/customer-area';
import type { SchoolSummary } from '@inventario/shared/contracts/school';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import * as repo from './customer-area.repo.ts';

export interface Caller {
  customerCode: string;
  username: string;
  vendorStaff: boolean;
}

/** A school sees only itself; vendor staff see every school. Anything else is "not found". */
function assertCanSee(caller: Caller, code: string): void {
  if (!caller.vendorStaff && caller.customerCode !== code) throw new AppError('notFound', 'No such customer');
}

export async function getCustomer(db: Db, caller: Caller, code: string): Promise<Customer> {
  assertCanSee(caller, code);
  const customer = await repo.findCustomer(db, code);
  if (!customer) throw new AppError('notFound', 'No such customer');
  return customer;
}

export async function getCustomerUser(
  db: Db,
  caller: Caller,
  code: string,
  username: string,
): Promise<CustomerUser> {
  if (!caller.vendorStaff && (caller.customerCode !== code || caller.username !== username)) {
    throw new AppError('notFound', 'No such user');
  }
  const [customer, user] = await Promise.all([
    repo.findCustomer(db, code),
    repo.findCustomerUser(db, code, username),
  ]);
  if (!customer || !user) throw new AppError('notFound', 'No such user');
  return {
    fullName: user.fullName,
    username: user.username,
    customerName: customer.name,
    customerCity: customer.city,
    lastSeenAt: user.lastSeenAt?.toISOString() ?? null,
    argoID: user.argoId,
  };
}

/**
 * Whether a school is on the seller (merged, accorpata) or receiver (merger, accorpante) side of a merge.
 * Vendor staff may ask for the school they impersonate; everybody else gets their own school.
 */
export async function getMergeDetail(
  db: Db,
  caller: Caller,
  side: 'seller' | 'receiver',
  query: { code: string; customerCode?: string | undefined },
): Promise<MergeDetail> {
  const code = caller.vendorStaff && query.customerCode ? query.customerCode : caller.customerCode;
  const rows = await repo.listMerges(db, side, code, query.code);
  const names = new Map((await repo.listCustomers(db)).map((c) => [c.code, c.name]));
  const merges = rows.map((m) => ({
    id: m.id,
    sellerCode: m.sellerCode,
    sellerName: names.get(m.sellerCode) ?? m.sellerCode,
    receiverCode: m.receiverCode,
    receiverName: names.get(m.receiverCode) ?? m.receiverCode,
    effectiveDate: m.effectiveDate,
  }));
  return { active: merges.length > 0, merges };
}

/** Every school served by this installation, for vendor staff choosing one. */
export async function listSchools(db: Db): Promise<SchoolSummary[]> {
  const rows = await repo.listCustomers(db);
  return rows.map((c) => ({ customerCode: c.code, codMin: c.codMin, name: c.name, city: c.city }));
}

export function findCustomer(db: Db, code: string) {
  return repo.findCustomer(db, code);
}

/** Called at each sign-in: remembers when the user was last seen. */
export async function touchLastSeen(
  db: Db,
  user: { customerCode: string; username: string; fullName: string },
) {
  await repo.upsertCustomerUser(db, { ...user, lastSeenAt: new Date() });
}
