import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { inTenantTransaction } from '../../../db/tenant.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { exportedAndImported } from '../../imports/imports.fixtures.ts';
import { registerAssetsAt } from './inventory-register.repo.ts';
import { modelKSubcategories } from './model-k.repo.ts';
import { registerMovementLines } from './movement-register.repo.ts';
import { MOVEMENT_REGISTER_TYPES } from './movement-register.ts';

/**
 * The round trip as the registers see it (issue 16, docs/IMPORTS.md): a school with history exported
 * in the type-1 format and imported into an empty school prints the same figures in the inventory
 * register (7) of every register at the end of every year, in the analytic and durable registers of
 * increases and decreases (8, 9, 19, 20) of every year, and in Model K (10) of every year.
 */

/** Everything the registers print of a school, by register kind and year: ids left out. */
async function printedFigures(t: TestApp, customerCode: string) {
  return inTenantTransaction(t.db, customerCode, async (tx) => {
    const registers = await queryRows<{ id: number; kind: string }>(
      tx,
      sql`select id, kind from registers where customer_code = ${customerCode} order by position`,
    );
    const years = await queryRows<{ year: number }>(
      tx,
      sql`select year from financial_years where customer_code = ${customerCode} order by year`,
    );
    const figures: Record<string, unknown> = {};
    for (const { year } of years) {
      figures[`modelK ${year}`] = await modelKSubcategories(tx, customerCode, year);
      for (const register of registers) {
        const atEnd = `${year}-12-31`;
        figures[`7 ${register.kind} ${year}`] = await registerAssetsAt(tx, customerCode, register.id, atEnd);
        for (const type of MOVEMENT_REGISTER_TYPES)
          figures[`${type} ${register.kind} ${year}`] = await registerMovementLines(tx, customerCode, type, {
            idRegister: register.id,
            fromDate: `${year}-01-01`,
            toDate: atEnd,
          });
      }
    }
    return figures;
  });
}

describe('registers: a school exported and imported again prints the same figures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WORKER: 'on' });
  });
  afterAll(() => t.close());

  it('in the inventory register, the analytic and durable registers and Model K of every year', async () => {
    const { source, target } = await exportedAndImported(t);
    const before = await printedFigures(t, source);
    const printed = Object.entries(before).filter(([, rows]) => (rows as unknown[]).length > 0);
    // The demo school's history fills each kind of print at least once.
    for (const kind of ['7 ', '8 ', '9 ', '19 ', 'modelK '])
      expect([kind, printed.some(([key]) => key.startsWith(kind))]).toEqual([kind, true]);
    expect(await printedFigures(t, target)).toEqual(before);
  });
});
