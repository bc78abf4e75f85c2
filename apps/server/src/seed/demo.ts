import { toIsoDate } from '@inventario/shared/format/date';
import { insertMerge, upsertCustomer, upsertCustomerUser } from '../customer-area/customer-area.repo.ts';
import type { Db } from '../db/client.ts';
import type { customers } from '../db/schema/index.ts';
import { countIdentityUsers, upsertIdentityUser } from '../identity/users.repo.ts';
import { ensureSchool } from '../modules/school/school.service.ts';
import { demoContext, seedDemoAssets } from './demo-assets.ts';
import { seedDemoDischarges } from './demo-discharges.ts';
import { seedDemoExternalMovements } from './demo-external-movements.ts';
import { type SchoolHeadings, seedDemoLists } from './demo-lists.ts';
import { seedMergedSchool } from './demo-merged-school.ts';
import { seedDemoRecognition } from './demo-recognition.ts';

export const DEMO_PASSWORD = 'demo';

/** A school as the customer area knows it (with its DS and DSGA), before the inventory has it. */
export type DemoCustomer = typeof customers.$inferInsert;

/** The school that receives the merge: it has the demo inventory. */
const firstSchool = {
  code: 'DEMO001',
  name: 'Istituto Comprensivo Demo',
  city: 'Roma',
  codMin: 'RMIC81200X',
  ds: 'Anna Ferri',
  dsga: 'Maria Rossi',
} satisfies DemoCustomer;

const firstSchoolHeadings: SchoolHeadings = {
  heading: 'Istituto Comprensivo Demo – Via dei Gracchi 12, 00192 Roma',
  labelHeading: 'IC Demo Roma',
};

/** The school that merges into the first one, with a small inventory of the merge's year. */
export const MERGED_SCHOOL = 'DEMO002';
const secondSchool = {
  code: MERGED_SCHOOL,
  name: 'Istituto Tecnico Demo',
  city: 'Milano',
  codMin: 'MITD01000B',
  ds: 'Carlo Galli',
  dsga: 'Giulia Conti',
} satisfies DemoCustomer;

/**
 * When the second school's merge takes effect: the latest 1 September not after today, so its goods
 * can be handed over (31 August) and charged now.
 */
export function demoMergeDate(today = toIsoDate(new Date())): string {
  const year = Number(today.slice(0, 4));
  return today.slice(5) >= '09-01' ? `${year}-09-01` : `${year - 1}-09-01`;
}

export const EVERY_LICENCE = ['INV', 'RIN', 'WWB', 'ACQ'];

/** An identity user of the embedded provider (password `demo`), known to the customer area too. */
export interface DemoAccount {
  username: string;
  givenName: string;
  familyName: string;
  customerCode: string;
  roles: string[];
  licenses: string[];
  /** What the account shows, in the welcome message. */
  note: string;
}

/** The first school's DSGA: the demo movements are hers. */
const demoDsga: DemoAccount = {
  username: 'demo.dsga',
  givenName: 'Maria',
  familyName: 'Rossi',
  customerCode: 'DEMO001',
  roles: ['inv.default'],
  licenses: EVERY_LICENCE,
  note: 'DSGA, every licence',
};

export const demoAccounts: DemoAccount[] = [
  demoDsga,
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
    licenses: EVERY_LICENCE,
    note: 'vendor support staff',
  },
  {
    username: 'demo.dsga2',
    givenName: 'Giulia',
    familyName: 'Conti',
    customerCode: 'DEMO002',
    roles: ['inv.default'],
    licenses: EVERY_LICENCE,
    note: 'DSGA of the second school',
  },
];

/**
 * The demo installation: two schools (the second merges into the first), their users and news, and
 * the first school's inventory: two years of charges, waiting assets and a universality, a discharged
 * proposal and one to be confirmed, and a recognition under way.
 * Runs only with the embedded identity provider, and only on an empty one, so it never overwrites
 * what users changed.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  if ((await countIdentityUsers(db)) > 0) return false;
  await addSchool(db, firstSchool);
  await addSchool(db, secondSchool);
  const mergeDate = demoMergeDate();
  await insertMerge(db, {
    sellerCode: MERGED_SCHOOL,
    receiverCode: firstSchool.code,
    effectiveDate: mergeDate,
  });
  await seedDemoInventory(db, firstSchool.code, firstSchoolHeadings, demoDsga);
  const mergedDsga = demoAccounts.find((a) => a.customerCode === MERGED_SCHOOL) ?? demoDsga;
  await seedMergedSchool(
    db,
    demoContext(MERGED_SCHOOL, { username: mergedDsga.username, fullName: fullNameOf(mergedDsga) }),
    Number(mergeDate.slice(0, 4)),
  );
  for (const account of demoAccounts) await addAccount(db, account);
  return true;
}

/** A school in the customer area and in the inventory, as a new customer's first sign-in leaves it. */
export async function addSchool(db: Db, school: DemoCustomer): Promise<void> {
  await upsertCustomer(db, school);
  await ensureSchool(db, school.code);
}

/**
 * The first demo school's lists and inventory, in any school: its places, sub-consignees and parties,
 * its two years of movements, its external movements and an ongoing recognition, made as `dsga`.
 */
export async function seedDemoInventory(
  db: Db,
  customerCode: string,
  headings: SchoolHeadings,
  dsga: DemoAccount,
): Promise<void> {
  await seedDemoLists(db, customerCode, headings);
  const context = demoContext(customerCode, { username: dsga.username, fullName: fullNameOf(dsga) });
  await seedDemoAssets(db, context);
  await seedDemoDischarges(db, context);
  await seedDemoExternalMovements(db, customerCode);
  await seedDemoRecognition(db, context);
}

export async function addAccount(db: Db, account: DemoAccount): Promise<void> {
  const { note: _note, ...user } = account;
  await upsertIdentityUser(db, { ...user, password: DEMO_PASSWORD });
  await upsertCustomerUser(db, {
    customerCode: account.customerCode,
    username: account.username,
    fullName: fullNameOf(account),
  });
}

export function fullNameOf(account: DemoAccount): string {
  return `${account.givenName} ${account.familyName}`;
}
