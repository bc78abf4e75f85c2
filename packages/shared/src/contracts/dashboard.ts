import { z } from '../zod.ts';
import { registerKinds } from './catalogue.ts';

/**
 * `GET /dashboard` (spec 02 §2 "Cards"; its path is not shown in the spec): the five cards in one
 * answer. Amounts are euros; "in the inventory" means charged, a discharge proposal's assets included
 * (they stay in the registers until discharged); values are actual values; durable assets apart.
 */
export const dashboardPaths = {
  summary: '/dashboard',
} as const;

const countValue = z.object({ count: z.number().int(), value: z.number() });

/** Inventory (200 euro or more, a universality's components included) and durable assets, apart. */
const byClass = z.object({ inventory: countValue, durable: countValue });

export const dashboardMovementSchema = z.object({
  id: z.number().int(),
  /** 1 charge, 2 discharge, 3 discharge proposal, 5 value decrease, 6 value increase. */
  type: z.number().int(),
  year: z.number().int(),
  number: z.number().int(),
  date: z.string(),
  causal: z.string().nullable(),
  /** The supplier of a charge, the destination of a discharge. */
  party: z.string().nullable(),
  totalValue: z.number(),
  /** What the voucher's lines are worth, inventory and durable apart (as `movementSummarySchema`). */
  inventoryValue: z.number(),
  durableValue: z.number(),
  assetCount: z.number().int(),
});
export type DashboardMovement = z.infer<typeof dashboardMovementSchema>;

export const dashboardSchema = z.object({
  /** Card 1: the school's last three movements of any type, newest first. */
  lastMovements: z.array(dashboardMovementSchema),
  /**
   * Card 2: the current financial year (today's, else the latest), null when the school has none;
   * its movements by type (every type, zero included) and the inventory's value now.
   */
  financialYear: z.object({ year: z.number().int(), status: z.number().int() }).nullable(),
  yearMovements: z.array(z.object({ type: z.number().int(), count: z.number().int(), value: z.number() })),
  inventoryValue: byClass,
  /** Card 3: the assets in the inventory by category (registers in their order). */
  categories: z.array(
    byClass.extend({
      id: z.number().int(),
      code: z.string(),
      description: z.string(),
      register: z.object({ id: z.number().int(), kind: z.enum(registerKinds), description: z.string() }),
    }),
  ),
  /** Card 4: the assets in the inventory by subcategory of the movable-assets register. */
  movableSubcategories: z.array(
    byClass.extend({
      id: z.number().int(),
      code: z.string(),
      description: z.string(),
      category: z.object({ id: z.number().int(), code: z.string(), description: z.string() }),
    }),
  ),
  /** Card 5: assets waiting to be charged, and assets in discharge proposals (and those proposals). */
  pending: z.object({
    waitingAssets: z.number().int(),
    assetsInProposals: z.number().int(),
    openProposals: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
