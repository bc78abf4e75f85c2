import { insertMerge, upsertCustomer, upsertCustomerUser } from '../customer-area/customer-area.repo.ts';
import type { Db } from '../db/client.ts';
import { countIdentityUsers, upsertIdentityUser } from '../identity/users.repo.ts';
import { ensureSchool } from '../modules/school/school.service.ts';
import { seedDemoAssets } from './demo-assets.ts';
import { seedDemoDischarges } from './demo-discharges.ts';
import { seedDemoExternalMovements } from './demo-external-movements.ts';
import { seedDemoLists } from './demo-lists.ts';

export const DEMO_PASSWORD = 'demo';

const schools = [
  {
    code: 'DEMO001',
    name: 'Istituto Comprensivo Demo',
    city: 'Roma',
    codMin: 'RMIC81200X',
    ds: 'Anna Ferri',
    dsga: 'Maria Rossi',
  },
  {
    code: 'DEMO002',
    name: 'Istituto Tecnico Demo',
    city: 'Milano',
    codMin: 'MITD01000B',
    ds: 'Carlo Galli',
    dsga: 'Giulia Conti',
  },
];

const all = ['INV', 'RIN', 'WWB', 'ACQ'];

export const demoAccounts = [
  {
    username: 'demo.dsga',
    givenName: 'Maria',
    familyName: 'Rossi',
    customerCode: 'DEMO001',
    roles: ['inv.default'],
    licenses: all,
    note: 'DSGA, every licence',
  },
  {
    username: 'demo.norin',
    givenName: 'Luca',
    familyName: 'Bianchi',
    customerCode: 'DEMO001',
    roles: ['inv.default'],
    licenses: ['INV'],
    note: 'no renewal licence (RIN)',
  },
  {
    username: 'demo.noinv',
    givenName: 'Paolo',
    familyName: 'Verdi',
    customerCode: 'DEMO001',
    roles: ['inv.default'],
    licenses: ['WWB'],
    note: 'no inventory licence: refused',
  },
  {
    username: 'demo.support',
    givenName: 'Sara',
    familyName: 'Neri',
    customerCode: 'DEMO001',
    roles: ['inv.default', 'InvAdmin'],
    licenses: all,
    note: 'vendor support staff',
  },
  {
    username: 'demo.dsga2',
    givenName: 'Giulia',
    familyName: 'Conti',
    customerCode: 'DEMO002',
    roles: ['inv.default'],
    licenses: all,
    note: 'DSGA of the second school',
  },
];

/**
 * The demo installation: two schools (the second merges into the first), their users and news, and
 * the first school's inventory: two years of charges, waiting assets and a universality, a discharged
 * proposal and one to be confirmed.
 * Runs only with the embedded identity provider, and only on an empty one, so it never overwrites
 * what users changed.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  if ((await countIdentityUsers(db)) > 0) return false;
  for (const school of schools) {
    await upsertCustomer(db, school);
    await ensureSchool(db, school.code);
  }
  await insertMerge(db, { sellerCode: 'DEMO002', receiverCode: 'DEMO001', effectiveDate: '2027-09-01' });
  await seedDemoLists(db, 'DEMO001');
  await seedDemoAssets(db, 'DEMO001');
  await seedDemoDischarges(db, 'DEMO001');
  await seedDemoExternalMovements(db, 'DEMO001');
  for (const account of demoAccounts) {
    const { note: _note, ...user } = account;
    await upsertIdentityUser(db, { ...user, password: DEMO_PASSWORD });
    await upsertCustomerUser(db, {
      customerCode: account.customerCode,
      username: account.username,
      fullName: `${account.givenName} ${account.familyName}`,
    });
  }
  return true;
}
