import { describe, expect, it } from 'vitest';
import {
  chargeOfAssets,
  chargeOfUniversalities,
  dischargeProposalKeys,
  goodsRowCount,
  importedAssetStatus,
  importedCounters,
  importedMovementStatus,
  importedMovementTotal,
  importedYearStatus,
  rateFromYear,
} from './import-writing.ts';
import { validateWholeInventory } from './validate-whole-inventory.ts';
import { toSheets, validSchoolTables } from './whole-inventory.fixtures.ts';

const { plan } = validateWholeInventory(toSheets(validSchoolTables()));
const movement = (kind: string, year: number) => {
  const found = plan.movements.find((m) => m.kind === kind && m.year === year);
  if (!found) throw new Error(`no ${kind} of ${year}`);
  return found;
};

describe('what the import writes of a valid plan', () => {
  it('keeps years imported, but for one the file leaves open', () => {
    expect(importedYearStatus('closedWithDepreciation')).toBe(4);
    expect(importedYearStatus('closed')).toBe(4);
    expect(importedYearStatus('imported')).toBe(4);
    expect(importedYearStatus('open')).toBe(1);
  });

  it("stores the assets' states and the proposals' as the product does", () => {
    expect(['charged', 'inProposal', 'discharged'].map((s) => importedAssetStatus(s as never))).toEqual([
      2, 3, 4,
    ]);
    expect(importedMovementStatus(movement('proposal', 2026))).toBe(2);
    expect(importedMovementStatus({ ...movement('proposal', 2026), proposalState: 'toConfirm' })).toBe(1);
    expect(importedMovementStatus(movement('charge', 2025))).toBeNull();
  });

  it("totals a voucher from its lines: a charge's inventory goods, a value voucher's variations", () => {
    const inventory = new Set(plan.assets.filter((a) => a.assetClass === 'inventory').map((a) => a.code));
    const isInventory = (code: string) => inventory.has(code);
    // B3 is a durable good: not in its charge's total.
    expect(importedMovementTotal(movement('charge', 2025), isInventory)).toBe(80_000 + 45_000);
    expect(importedMovementTotal(movement('decrease', 2025), isInventory)).toBe(20_000 + 4_500);
    expect(importedMovementTotal(movement('proposal', 2026), isInventory)).toBe(40_500);
  });

  it('continues each counter after the highest number the file uses', () => {
    const counters = importedCounters(plan);
    expect([...counters.vouchers]).toEqual([
      ['1:2025', 1],
      ['5:2025', 1],
      ['3:2026', 1],
      ['2:2026', 1],
    ]);
    expect([...counters.inventory]).toEqual([['movable', 2]]);
    expect([...counters.durable]).toEqual([['movable', 1]]);
  });

  it("counts a universality's number in its register", () => {
    const counters = importedCounters({
      ...plan,
      universalities: [
        { row: 2, code: 'U1', description: 'Banchi', register: 'movable', inventoryNumber: 9 },
      ],
    });
    expect(counters.inventory.get('movable')).toBe(9);
  });
});

describe('what the goods point at', () => {
  it('ties each good to its first charge, and a universality to its first charged component', () => {
    const charges = chargeOfAssets(plan);
    expect([...charges]).toEqual([
      ['B1', 'charge 2025/1'],
      ['B2', 'charge 2025/1'],
      ['B3', 'charge 2025/1'],
    ]);
    const withUniversality = {
      ...plan,
      assets: plan.assets.map((a) => (a.code === 'B3' ? { ...a, universalityCode: 'U1' } : a)),
    };
    expect([...chargeOfUniversalities(withUniversality, charges)]).toEqual([['U1', 'charge 2025/1']]);
    expect([...chargeOfUniversalities(withUniversality, new Map())]).toEqual([]);
  });

  it('links each discharge to the proposals it names', () => {
    expect(dischargeProposalKeys(plan)).toEqual([
      { discharge: 'discharge 2026/1', proposal: 'proposal 2026/1' },
    ]);
  });

  it("dates a rate from the file's year, else from the file's first year, else the fallback", () => {
    expect(rateFromYear({ fromYear: 2020, percent: 25 }, plan, 2030)).toBe(2020);
    expect(rateFromYear({ fromYear: null, percent: 10 }, plan, 2030)).toBe(2025);
    expect(rateFromYear({ fromYear: null, percent: 10 }, { ...plan, years: [] }, 2030)).toBe(2030);
  });

  it('counts the rows the progress follows: years, vouchers, goods twice (their history), lines', () => {
    expect(goodsRowCount(plan)).toBe(2 + 4 + 2 * 3 + 7);
  });
});
