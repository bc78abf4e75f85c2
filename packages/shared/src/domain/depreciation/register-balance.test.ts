import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AssetClass, classify } from '../assets/threshold.ts';
import { checkVoucherAsset, planVoucherLines, signedVariation } from '../movements/value-voucher.ts';
import { depreciate, type FirstYearRule } from './depreciation.ts';

/**
 * A model of a school's registers driven by the domain rules: for any sequence of charges, value
 * vouchers and year closes (with or without depreciation), every register's actual values add up to
 * its opening value plus the year's increases minus its decreases, and no value goes below zero
 * (DOMAIN §6: the Model K identity). Each operation is one case of `apply`, which records what it
 * added to and took from each register: discharges (a decrease of the assets' actual values, the
 * assets leaving the register) and proposals (no value change) join as two more cases.
 */

const REGISTERS = ['movable', 'books', 'historic'] as const;
type RegisterKind = (typeof REGISTERS)[number];

interface ModelAsset {
  id: number;
  register: RegisterKind;
  assetClass: AssetClass;
  historicalCents: number;
  actualCents: number;
  ratePercent: number;
  chargeYear: number;
  status: number;
}

type Op =
  | { kind: 'charge'; register: RegisterKind; historicalCents: number; ratePercent: number }
  | { kind: 'voucher'; type: 5 | 6; picks: { index: number; variationCents: number }[]; confirmed: boolean }
  | { kind: 'close'; depreciate: boolean; rule: FirstYearRule };

type Key = `${RegisterKind}:${AssetClass}`;

interface Flows {
  opening: number;
  increases: number;
  decreases: number;
}

interface Model {
  year: number;
  assets: ModelAsset[];
  flows: Map<Key, Flows>;
}

const keyOf = (a: Pick<ModelAsset, 'register' | 'assetClass'>): Key => `${a.register}:${a.assetClass}`;

function flowsOf(model: Model, key: Key): Flows {
  const found = model.flows.get(key) ?? { opening: 0, increases: 0, decreases: 0 };
  model.flows.set(key, found);
  return found;
}

function inRegister(asset: ModelAsset): boolean {
  return asset.status === 2 || asset.status === 3;
}

function apply(model: Model, op: Op): void {
  switch (op.kind) {
    case 'charge': {
      const asset: ModelAsset = {
        id: model.assets.length + 1,
        register: op.register,
        assetClass: classify(op.historicalCents),
        historicalCents: op.historicalCents,
        actualCents: op.historicalCents,
        ratePercent: op.ratePercent,
        chargeYear: model.year,
        status: 2,
      };
      model.assets.push(asset);
      flowsOf(model, keyOf(asset)).increases += asset.historicalCents;
      return;
    }
    case 'voucher': {
      if (model.assets.length === 0) return;
      const chosen = new Map<number, number>();
      for (const pick of op.picks) {
        const asset = model.assets[pick.index % model.assets.length] as ModelAsset;
        chosen.set(asset.id, pick.variationCents);
      }
      const assets = model.assets.filter((a) => chosen.has(a.id));
      if (
        assets.some(
          (a) =>
            !checkVoucherAsset({
              assetId: a.id,
              status: a.status,
              assetClass: a.assetClass,
              actualCents: a.actualCents,
            }).ok,
        )
      ) {
        return;
      }
      const plan = planVoucherLines(
        op.type,
        assets.map((a) => ({ assetId: a.id, variationCents: chosen.get(a.id) ?? 0 })),
        new Map(assets.map((a) => [a.id, a.actualCents])),
        op.confirmed,
      );
      if (!plan.ok) return;
      for (const line of plan.lines) {
        const asset = assets.find((a) => a.id === line.assetId) as ModelAsset;
        asset.actualCents = line.afterCents;
        const flows = flowsOf(model, keyOf(asset));
        if (op.type === 6) flows.increases += line.variationCents;
        else flows.decreases += line.variationCents;
        expect(line.afterCents - line.beforeCents).toBe(signedVariation(op.type, line.variationCents));
      }
      return;
    }
    case 'close': {
      if (op.depreciate) {
        const candidates = model.assets.filter(inRegister).map((a) => ({
          ...a,
          registerKind: a.register,
          actualCents: a.actualCents,
          chargedInYear: a.chargeYear === model.year,
        }));
        const result = depreciate(candidates, op.rule, keyOf);
        for (const line of result.lines) {
          const asset = model.assets.find((a) => a.id === line.key.id) as ModelAsset;
          asset.actualCents = line.residualCents;
          flowsOf(model, keyOf(asset)).decreases += line.depreciationCents;
        }
        expect(result.groups.reduce((sum, g) => sum + g.depreciationCents, 0)).toBe(result.totalCents);
      }
      checkBalances(model);
      for (const [key, flows] of model.flows) {
        model.flows.set(key, {
          opening: flows.opening + flows.increases - flows.decreases,
          increases: 0,
          decreases: 0,
        });
      }
      model.year += 1;
      return;
    }
  }
}

function checkBalances(model: Model): void {
  const actual = new Map<Key, number>();
  for (const asset of model.assets.filter(inRegister)) {
    expect(asset.actualCents).toBeGreaterThanOrEqual(0);
    actual.set(keyOf(asset), (actual.get(keyOf(asset)) ?? 0) + asset.actualCents);
  }
  for (const [key, flows] of model.flows) {
    expect(actual.get(key) ?? 0).toBe(flows.opening + flows.increases - flows.decreases);
  }
}

const cents = fc.integer({ min: 1, max: 5_000_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('charge' as const),
    register: fc.constantFrom(...REGISTERS),
    historicalCents: fc.oneof(cents, fc.integer({ min: 19_900, max: 20_100 })),
    ratePercent: fc.oneof(
      fc.constantFrom(0, 5, 10, 12.5, 20, 25, 100),
      fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
    ),
  }),
  fc.record({
    kind: fc.constant('voucher' as const),
    type: fc.constantFrom(5 as const, 6 as const),
    picks: fc.array(fc.record({ index: fc.nat(), variationCents: fc.integer({ min: 0, max: 2_000_000 }) }), {
      minLength: 1,
      maxLength: 4,
    }),
    confirmed: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('close' as const),
    depreciate: fc.boolean(),
    rule: fc.constantFrom<FirstYearRule>('none', 'half', 'full'),
  }),
);

describe('register balances (property)', () => {
  it('keep opening + increases − decreases = the actual values, never below zero', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const model: Model = { year: 2024, assets: [], flows: new Map() };
        for (const o of ops) {
          apply(model, o);
          checkBalances(model);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('depreciates a goods item to zero at most, whatever the number of years', () => {
    fc.assert(
      fc.property(
        cents,
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 40 }),
        (historical, bp, years) => {
          const model: Model = { year: 2024, assets: [], flows: new Map() };
          apply(model, {
            kind: 'charge',
            register: 'movable',
            historicalCents: historical + 20_000,
            ratePercent: bp / 100,
          });
          for (let i = 0; i < years; i++) apply(model, { kind: 'close', depreciate: true, rule: 'full' });
          const [asset] = model.assets;
          expect(asset?.actualCents).toBeGreaterThanOrEqual(0);
          // A year more than the rate needs absorbs the half cents each year's rounding may leave.
          if (bp * (years - 1) >= 10_000) expect(asset?.actualCents).toBe(0);
        },
      ),
    );
  });
});
