import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPOSAL_STATUS } from '../../contracts/out.ts';
import { type AssetClass, classify } from '../assets/threshold.ts';
import { checkCloseYear } from '../financial-years/financial-year.ts';
import { checkDirectAssets, checkProposalForDischarge } from '../movements/discharge.ts';
import {
  changedPrices,
  checkConfirm,
  checkProposalAssets,
  checkRemoveConfirmation,
} from '../movements/proposal.ts';
import { checkVoucherAsset, planVoucherLines, signedVariation } from '../movements/value-voucher.ts';
import { depreciate, type FirstYearRule } from './depreciation.ts';

/**
 * A model of a school's registers driven by the domain rules: for any sequence of charges, value
 * vouchers, discharge proposals (propose, confirm, restore, delete), discharges (from a confirmed
 * proposal or direct) and year closes (with or without depreciation), every register's actual values
 * add up to its opening value plus the year's increases minus its decreases, no value goes below zero
 * (DOMAIN §6: the Model K identity), and no asset is both discharged and in an open proposal
 * (DOMAIN §4). Each operation is one case of `apply`, which asks the domain rules whether it may
 * happen, as the services do, and records what it added to and took from each register.
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
  | { kind: 'propose'; picks: number[] }
  | {
      kind: 'confirm' | 'restore' | 'deleteProposal' | 'dischargeProposal';
      index: number;
      confirmed: boolean;
    }
  | { kind: 'dischargeDirect'; picks: number[] }
  | { kind: 'close'; depreciate: boolean; rule: FirstYearRule };

interface ModelProposal {
  status: number;
  /** Asset ids and the value each line printed. */
  lines: Map<number, number>;
  discharged: boolean;
}

type Key = `${RegisterKind}:${AssetClass}`;

interface Flows {
  opening: number;
  increases: number;
  decreases: number;
}

interface Model {
  year: number;
  assets: ModelAsset[];
  proposals: ModelProposal[];
  flows: Map<Key, Flows>;
}

const newModel = (): Model => ({ year: 2024, assets: [], proposals: [], flows: new Map() });

const keyOf = (a: Pick<ModelAsset, 'register' | 'assetClass'>): Key => `${a.register}:${a.assetClass}`;

function flowsOf(model: Model, key: Key): Flows {
  const found = model.flows.get(key) ?? { opening: 0, increases: 0, decreases: 0 };
  model.flows.set(key, found);
  return found;
}

function inRegister(asset: ModelAsset): boolean {
  return asset.status === 2 || asset.status === 3;
}

function picked(model: Model, picks: readonly number[]): ModelAsset[] {
  if (model.assets.length === 0) return [];
  const ids = new Set(picks.map((index) => (model.assets[index % model.assets.length] as ModelAsset).id));
  return model.assets.filter((a) => ids.has(a.id));
}

function proposalAt(model: Model, index: number): ModelProposal | undefined {
  return model.proposals.length === 0 ? undefined : model.proposals[index % model.proposals.length];
}

/** Discharged assets leave their register at their actual value: a decrease of its flows. */
function discharge(model: Model, assets: readonly ModelAsset[]): void {
  for (const asset of assets) {
    asset.status = 4;
    flowsOf(model, keyOf(asset)).decreases += asset.actualCents;
  }
}

function applyProposalOp(model: Model, op: Extract<Op, { index: number }>): void {
  const proposal = proposalAt(model, op.index);
  if (!proposal) return;
  const assets = model.assets.filter((a) => proposal.lines.has(a.id));
  switch (op.kind) {
    case 'confirm': {
      const lines = assets.map((a) => ({
        id: a.id,
        valueCents: proposal.lines.get(a.id) ?? 0,
        actualCents: a.actualCents,
      }));
      const facts = {
        status: proposal.status,
        yearOpen: true,
        chargesInLaterYear: false,
        changedAssetIds: changedPrices(lines).map((l) => l.id),
        pricesChangedConfirmed: op.confirmed,
      };
      if (!checkConfirm(facts).ok) return;
      proposal.status = PROPOSAL_STATUS.confirmed;
      for (const a of assets) proposal.lines.set(a.id, a.actualCents);
      return;
    }
    case 'restore': {
      if (!checkRemoveConfirmation({ status: proposal.status, discharged: proposal.discharged ? 1 : 0 }).ok)
        return;
      proposal.status = PROPOSAL_STATUS.toBeConfirmed;
      return;
    }
    case 'deleteProposal': {
      if (proposal.status !== PROPOSAL_STATUS.toBeConfirmed) return;
      for (const a of assets) a.status = 2;
      model.proposals.splice(model.proposals.indexOf(proposal), 1);
      return;
    }
    case 'dischargeProposal': {
      const remaining = assets.filter((a) => a.status === 3);
      if (!checkProposalForDischarge({ status: proposal.status, remainingAssets: remaining.length }).ok)
        return;
      discharge(model, remaining);
      proposal.discharged = true;
      return;
    }
  }
}

function apply(model: Model, op: Op): void {
  switch (op.kind) {
    case 'propose': {
      const assets = picked(model, op.picks);
      if (assets.length === 0 || !checkProposalAssets(assets).ok) return;
      for (const a of assets) a.status = 3;
      model.proposals.push({
        status: PROPOSAL_STATUS.toBeConfirmed,
        lines: new Map(assets.map((a) => [a.id, a.actualCents])),
        discharged: false,
      });
      return;
    }
    case 'confirm':
    case 'restore':
    case 'deleteProposal':
    case 'dischargeProposal':
      applyProposalOp(model, op);
      return;
    case 'dischargeDirect': {
      const assets = picked(model, op.picks);
      if (assets.length > 0 && checkDirectAssets(assets).ok) discharge(model, assets);
      return;
    }
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
      const confirmedProposals = model.proposals.filter(
        (p) => p.status === PROPOSAL_STATUS.confirmed && !p.discharged,
      ).length;
      const close = checkCloseYear({
        years: [{ year: model.year, status: 1 }],
        endDate: `${model.year}-12-31`,
        lastMovementDate: null,
        confirmedProposals,
      });
      if (!close.ok) {
        expect(close.code).toBe('existingOutConfirmed');
        return;
      }
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

/** DOMAIN §4: an asset is in one proposal at most, and never both discharged and in an open one. */
function checkProposals(model: Model): void {
  for (const asset of model.assets) {
    const holders = model.proposals.filter((p) => p.lines.has(asset.id));
    const open = holders.filter((p) => !p.discharged);
    if (asset.status === 3) expect(open).toHaveLength(1);
    if (asset.status === 4) expect(open).toHaveLength(0);
    if (asset.status === 2) expect(holders).toHaveLength(0);
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
const picks = fc.array(fc.nat(), { minLength: 1, maxLength: 4 });
const proposalOp = fc.record({
  kind: fc.constantFrom(
    'confirm' as const,
    'restore' as const,
    'deleteProposal' as const,
    'dischargeProposal' as const,
  ),
  index: fc.nat(),
  confirmed: fc.boolean(),
});
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('propose' as const), picks }),
  proposalOp,
  proposalOp,
  fc.record({ kind: fc.constant('dischargeDirect' as const), picks }),
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
  it('keep opening + increases − decreases = the actual values, never below zero, and proposals apart from discharges', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), (ops) => {
        const model = newModel();
        for (const o of ops) {
          apply(model, o);
          checkBalances(model);
          checkProposals(model);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('discharges leave the register at their actual value, the year after a voucher too', () => {
    const model = newModel();
    apply(model, { kind: 'charge', register: 'movable', historicalCents: 50_000, ratePercent: 20 });
    apply(model, { kind: 'charge', register: 'movable', historicalCents: 30_000, ratePercent: 20 });
    apply(model, {
      kind: 'voucher',
      type: 6,
      picks: [{ index: 0, variationCents: 10_000 }],
      confirmed: false,
    });
    apply(model, { kind: 'propose', picks: [0, 1] });
    apply(model, { kind: 'confirm', index: 0, confirmed: false });
    apply(model, { kind: 'close', depreciate: true, rule: 'full' });
    expect(model.year).toBe(2024);
    apply(model, { kind: 'dischargeProposal', index: 0, confirmed: false });
    apply(model, { kind: 'restore', index: 0, confirmed: false });
    expect(model.proposals[0]?.status).toBe(PROPOSAL_STATUS.confirmed);
    apply(model, { kind: 'close', depreciate: true, rule: 'full' });
    expect(model.year).toBe(2025);
    expect(model.assets.map((a) => a.status)).toEqual([4, 4]);
    expect(model.flows.get('movable:inventory')).toEqual({ opening: 0, increases: 0, decreases: 0 });
  });

  it('depreciates a goods item to zero at most, whatever the number of years', () => {
    fc.assert(
      fc.property(
        cents,
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 40 }),
        (historical, bp, years) => {
          const model = newModel();
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
