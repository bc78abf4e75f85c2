import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The goods as a renewal's revaluation would take them now (`domain/renewal/revaluation.ts`
 * `revaluedCents`): every good still in the registers (charged or in a discharge proposal) with its
 * mapped subcategory and its new actual value, the commission's estimate where an estimateUp/estimateDown
 * adjustment set one (inventory goods only), else its actual value. One rule for the revaluation and
 * for the renewal's prints of a step not done yet; it sits here, below both, as `renewal-limits.ts` does.
 * Columns: asset_id, register_id, inventory_number, before_cents, after_cents, subcategory_before,
 * subcategory_after.
 */
export function plannedRevaluation(customerCode: string, renewalId: number): SQL {
  return sql`select a.id as asset_id, a.register_id, a.inventory_number, a.actual_price_cents as before_cents,
      case when a.asset_class = 'inventory' and adj.kind in ('estimateUp', 'estimateDown')
        then adj.new_actual_cents else a.actual_price_cents end as after_cents,
      a.subcategory_id as subcategory_before,
      coalesce(m.target_subcategory_id, a.subcategory_id) as subcategory_after
    from assets a
    left join renewal_mappings m on m.customer_code = a.customer_code and m.renewal_id = ${renewalId}
      and m.subcategory_id = a.subcategory_id
    left join renewal_adjustments adj on adj.customer_code = a.customer_code and adj.renewal_id = ${renewalId}
      and adj.asset_id = a.id
    where a.customer_code = ${customerCode}
      and a.status in (${ASSET_STATUS.charged}, ${ASSET_STATUS.inProposal})`;
}
