import { ASSET_STATUS } from '../../contracts/assets.ts';
import type { RegisterKind } from '../../contracts/catalogue.ts';
import { YEAR_STATUS, type YearStatus } from '../financial-years/financial-year.ts';
import { MOVEMENT_TYPE, type MovementType } from '../movements/movement-types.ts';
import type {
  ImportPlan,
  MovementKind,
  PlannedAssetState,
  PlannedMovement,
  PlannedYearState,
} from './import-plan.ts';

/**
 * What the import's writer derives from a valid plan before it writes (issue 16): the stored codes of
 * states and kinds, the vouchers' totals, and where the school's counters go on from. Numbers and
 * dates are kept as the file has them; the counters continue after the highest.
 */

export const MOVEMENT_TYPE_OF: Record<MovementKind, MovementType> = {
  charge: MOVEMENT_TYPE.charge,
  discharge: MOVEMENT_TYPE.discharge,
  proposal: MOVEMENT_TYPE.proposal,
  decrease: MOVEMENT_TYPE.decrease,
  increase: MOVEMENT_TYPE.increase,
};

/** An imported year stays imported (status 4, never reopened), but for one the file leaves open. */
export function importedYearStatus(state: PlannedYearState): YearStatus {
  return state === 'open' ? YEAR_STATUS.open : YEAR_STATUS.imported;
}

export function importedAssetStatus(state: PlannedAssetState): number {
  const statuses = {
    charged: ASSET_STATUS.charged,
    inProposal: ASSET_STATUS.inProposal,
    discharged: ASSET_STATUS.discharged,
  };
  return statuses[state];
}

/** Discharge proposals are to be confirmed (1) or confirmed (2); other vouchers have no status. */
export function importedMovementStatus(movement: PlannedMovement): number | null {
  if (movement.kind !== 'proposal') return null;
  return movement.proposalState === 'confirmed' ? 2 : 1;
}

/**
 * A voucher's total as the product keeps it: the sum of its lines' values (a value voucher's, of its
 * variations).
 */
export function importedMovementTotal(movement: PlannedMovement): number {
  const valueVoucher = movement.kind === 'decrease' || movement.kind === 'increase';
  return movement.lines.reduce(
    (sum, line) => sum + (valueVoucher ? (line.variationCents ?? 0) : line.valueCents),
    0,
  );
}

/** Where each counter goes on from: the highest number the file uses in it. */
export interface ImportedCounters {
  /** By movement type and year: `${type}:${year}`. */
  vouchers: Map<string, number>;
  /** By register (kind): the highest inventory number, a universality's included. */
  inventory: Map<RegisterKind, number>;
  /** By register (kind): the highest durable number. */
  durable: Map<RegisterKind, number>;
}

const raise = <K>(map: Map<K, number>, key: K, value: number | null) => {
  if (value !== null && value > (map.get(key) ?? 0)) map.set(key, value);
};

export function importedCounters(plan: ImportPlan): ImportedCounters {
  const counters: ImportedCounters = { vouchers: new Map(), inventory: new Map(), durable: new Map() };
  for (const m of plan.movements) raise(counters.vouchers, `${MOVEMENT_TYPE_OF[m.kind]}:${m.year}`, m.number);
  for (const a of plan.assets) {
    raise(counters.inventory, a.register, a.inventoryNumber);
    raise(counters.durable, a.register, a.durableNumber);
  }
  for (const u of plan.universalities)
    if (u.register) raise(counters.inventory, u.register, u.inventoryNumber);
  return counters;
}
