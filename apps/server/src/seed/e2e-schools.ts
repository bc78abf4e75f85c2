import type { E2eSchoolCounts } from '../config.ts';
import { insertMerge } from '../customer-area/customer-area.repo.ts';
import type { Db } from '../db/client.ts';
import {
  addAccount,
  addSchool,
  type DemoAccount,
  type DemoCustomer,
  demoMergeDate,
  EVERY_LICENCE,
  fullNameOf,
  seedDemoInventory,
} from './demo.ts';
import { demoContext } from './demo-assets.ts';
import { seedMergedSchool } from './demo-merged-school.ts';

/** `demo`: a copy of the first demo school (lists, inventory, a merged school of its own); `empty`: a new school. */
export type E2eSchoolKind = 'demo' | 'empty';

/** The school merging into a `demo` copy, as DEMO002 merges into DEMO001: E2A01… (accorpata). */
export interface E2eSeller {
  customer: DemoCustomer;
  dsga: DemoAccount;
}

export interface E2eSchool {
  kind: E2eSchoolKind;
  customer: DemoCustomer;
  dsga: DemoAccount;
  /** A `demo` copy's own merged school, with the Milano school's inventory; none for an empty school. */
  seller: E2eSeller | null;
  /** Vendor staff whose session starts in an empty school: the imports only they make (types 3, 4). */
  support: DemoAccount | null;
}

/**
 * The n-th test school of a kind: E2E01… (`demo`) or E2V01… (`empty`, vuota), named after its code,
 * with its DSGA e2e01.dsga or e2v01.dsga, and an empty one with vendor staff e2v01.support too.
 * e2e/support/schools.ts expects these names.
 */
export function e2eSchool(kind: E2eSchoolKind, n: number): E2eSchool {
  const code = `${kind === 'demo' ? 'E2E' : 'E2V'}${String(n).padStart(2, '0')}`;
  const dsga: DemoAccount = {
    username: `${code.toLowerCase()}.dsga`,
    givenName: 'Laura',
    familyName: `Prova ${code}`,
    customerCode: code,
    roles: ['inv.default'],
    licenses: EVERY_LICENCE,
    note: `DSGA of a browser-test school (${kind})`,
  };
  const support: DemoAccount | null =
    kind === 'empty'
      ? {
          ...dsga,
          username: `${code.toLowerCase()}.support`,
          givenName: 'Marco',
          familyName: `Assistenza ${code}`,
          roles: ['inv.default', 'InvAdmin'],
          note: `Vendor staff of a browser-test school (${kind})`,
        }
      : null;
  const name = `Istituto di prova ${code}`;
  const customer = {
    code,
    name,
    city: 'Roma',
    codMin: `RMPR${code}`,
    ds: 'Anna Ferri',
    dsga: fullNameOf(dsga),
  };
  return { kind, customer, dsga, support, seller: kind === 'demo' ? e2eSeller(n) : null };
}

/** The n-th demo copy's merged school E2A0n, in Milano, with its DSGA e2a0n.dsga. */
function e2eSeller(n: number): E2eSeller {
  const code = `E2A${String(n).padStart(2, '0')}`;
  const dsga: DemoAccount = {
    username: `${code.toLowerCase()}.dsga`,
    givenName: 'Giulia',
    familyName: `Accorpata ${code}`,
    customerCode: code,
    roles: ['inv.default'],
    licenses: EVERY_LICENCE,
    note: `DSGA of a browser-test school merging into E2E${code.slice(3)}`,
  };
  const customer = {
    code,
    name: `Istituto tecnico di prova ${code}`,
    city: 'Milano',
    codMin: `MITD${code}`,
    ds: 'Carlo Galli',
    dsga: fullNameOf(dsga),
  };
  return { customer, dsga };
}

export function e2eSchools(counts: E2eSchoolCounts): E2eSchool[] {
  const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
  return [
    ...numbers(counts.demo).map((n) => e2eSchool('demo', n)),
    ...numbers(counts.empty).map((n) => e2eSchool('empty', n)),
  ];
}

/**
 * Test-only schools for the browser suite, so that every spec file that writes has a school of its
 * own and the suite runs on several Playwright workers (docs/ARCHITECTURE.md, "Tests"). Seeded beside
 * the demo data on a first start, which needs the embedded identity provider (config.ts refuses the
 * counts with OIDC_ISSUER); none unless E2E_SCHOOLS or E2E_EMPTY_SCHOOLS asks. A `demo` school gets the
 * first demo school's lists and inventory through the same seed functions, made as its own DSGA.
 */
/** A demo copy's merged school: its Milano inventory of the merge's year, and the merge into the copy. */
async function seedSeller(db: Db, seller: E2eSeller, receiverCode: string): Promise<void> {
  const effectiveDate = demoMergeDate();
  await addSchool(db, seller.customer);
  await insertMerge(db, { sellerCode: seller.customer.code, receiverCode, effectiveDate });
  const context = demoContext(seller.customer.code, {
    username: seller.dsga.username,
    fullName: fullNameOf(seller.dsga),
  });
  await seedMergedSchool(db, context, Number(effectiveDate.slice(0, 4)));
  await addAccount(db, seller.dsga);
}

export async function seedE2eSchools(db: Db, counts: E2eSchoolCounts): Promise<void> {
  for (const school of e2eSchools(counts)) {
    await addSchool(db, school.customer);
    if (school.seller) await seedSeller(db, school.seller, school.customer.code);
    if (school.kind === 'demo') {
      const { code, name } = school.customer;
      const headings = { heading: `${name} – Via dei Gracchi 12, 00192 Roma`, labelHeading: `IC ${code}` };
      await seedDemoInventory(db, code, headings, school.dsga);
    }
    await addAccount(db, school.dsga);
    if (school.support) await addAccount(db, school.support);
  }
}
