import type { Dashboard } from '@inventario/shared/contracts/dashboard';
import { movementTypes } from '@inventario/shared/domain/movements/movement-types';
import { centsToEuros } from '@inventario/shared/format/currency';
import type { Db } from '../../db/client.ts';
import { readEach } from '../../db/one-trip-read.ts';
import type { RequestContext } from '../../http/request-context.ts';
import * as repo from './dashboard.repo.ts';

/** JSON numbers of bigint sums may come as strings from some paths: read both. */
const num = (value: unknown): number => Number(value ?? 0);

function byClass(row: {
  inventoryCount: number;
  inventoryCents: number;
  durableCount: number;
  durableCents: number;
}) {
  return {
    inventory: { count: num(row.inventoryCount), value: centsToEuros(num(row.inventoryCents)) },
    durable: { count: num(row.durableCount), value: centsToEuros(num(row.durableCents)) },
  };
}

export function toDashboard(row: repo.DashboardRow): Dashboard {
  const ofType = new Map(row.year_movements.map((t) => [num(t.type), t]));
  return {
    lastMovements: row.last_movements.map((m) => ({
      id: num(m.id),
      type: num(m.type),
      year: num(m.year),
      number: num(m.number),
      date: String(m.date),
      causal: m.causal,
      party: m.party,
      totalValue: centsToEuros(num(m.totalCents)),
      inventoryValue: centsToEuros(num(m.inventoryCents)),
      durableValue: centsToEuros(num(m.durableCents)),
      assetCount: num(m.assetCount),
    })),
    financialYear: row.financial_year
      ? { year: num(row.financial_year.year), status: num(row.financial_year.status) }
      : null,
    yearMovements: row.financial_year
      ? movementTypes.map((type) => {
          const found = ofType.get(type);
          return { type, count: num(found?.count), value: centsToEuros(num(found?.cents)) };
        })
      : [],
    inventoryValue: byClass(row.inventory_value),
    categories: row.categories.map((c) => ({
      id: num(c.id),
      code: c.code,
      description: c.description,
      register: { id: num(c.registerId), kind: c.registerKind, description: c.registerDescription },
      ...byClass(c),
    })),
    movableSubcategories: row.movable_subcategories.map((s) => ({
      id: num(s.id),
      code: s.code,
      description: s.description,
      category: { id: num(s.categoryId), code: s.categoryCode, description: s.categoryDescription },
      ...byClass(s),
    })),
    pending: {
      waitingAssets: num(row.pending.waitingAssets),
      assetsInProposals: num(row.pending.assetsInProposals),
      openProposals: num(row.pending.openProposals),
    },
  };
}

/** The dashboard's five cards (spec 02 §2), read in one statement. */
export async function getDashboard(db: Db, context: RequestContext, today = new Date()): Promise<Dashboard> {
  const row = await repo.readDashboard(readEach(db, context), context.customerCode, today.getFullYear());
  return toDashboard(row);
}
