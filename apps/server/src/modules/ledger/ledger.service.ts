import type { LedgerVerdict, LedgerVerdicts } from '@inventario/shared/contracts/ledger';
import { firstBroken } from '@inventario/shared/domain/ledger/first-broken';
import { findCustomer, listSchools } from '../../customer-area/customer-area.service.ts';
import type { Db } from '../../db/client.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './ledger.repo.ts';

/**
 * Checks one school's ledger: the chain entry by entry, its head, and every voucher against its last
 * entry, under the school's row-level security. Names the earliest broken record. Each check is one
 * statement, so a voucher saved meanwhile (its entry in the same commit) never looks broken.
 */
export function verifySchoolLedger(db: Db, customerCode: string): Promise<LedgerVerdict> {
  const started = performance.now();
  return inTenantTransaction(db, customerCode, async (tx) => {
    const state = await repo.readHeadState(tx, customerCode);
    const chain = await repo.findChainBreaks(tx, customerCode);
    const vouchers = await repo.findVoucherBreaks(tx, customerCode);
    const headBreak =
      state.matches || state.lastSeq === null
        ? []
        : [{ problem: 'headMismatch' as const, seq: state.lastSeq, movementId: 0, voucher: null }];
    const breaks = [chain.first, vouchers.first, ...headBreak].filter((b) => b !== null);
    return {
      customerCode,
      intact: breaks.length === 0,
      entries: state.entries,
      vouchers: await repo.countVouchers(tx, customerCode),
      head: state.head,
      firstBroken: firstBroken(breaks),
      broken: chain.count + vouchers.count + headBreak.length,
      checkedMs: Math.round(performance.now() - started),
    };
  });
}

/** Checks a school the installation serves, by its customer code. */
export async function verifySchool(db: Db, customerCode: string): Promise<LedgerVerdict> {
  if (!(await findCustomer(db, customerCode))) {
    throw new AppError('schoolNotFound', `School ${customerCode} is not a customer`);
  }
  return verifySchoolLedger(db, customerCode);
}

/** Checks every school of the installation, one after the other. */
export async function verifyAllLedgers(db: Db): Promise<LedgerVerdicts> {
  const schools: LedgerVerdict[] = [];
  for (const school of await listSchools(db)) {
    schools.push(await verifySchoolLedger(db, school.customerCode));
  }
  return { intact: schools.every((s) => s.intact), schools };
}
