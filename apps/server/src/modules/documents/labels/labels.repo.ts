import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import type { PublishRequest } from '@inventario/shared/contracts/documents';
import { registerAcronym } from '@inventario/shared/domain/catalogue/register-acronym';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import type { LabelAsset } from './label-view.ts';

type LabelsConditions = Extract<PublishRequest, { documentType: 29 }>['conditions'];

function basisFilter(basis: LabelsConditions['basis']) {
  switch (basis.kind) {
    case 'location':
      return basis.idLocation
        ? sql`a.location_id = ${basis.idLocation}`
        : sql`a.location_id in (select id from locations where customer_code = a.customer_code and site_id = ${basis.idSite})`;
    case 'inventoryNumber':
      return sql`a.register_id = ${basis.idRegister}
        and a.inventory_number between ${basis.fromInventoryNumber} and ${basis.toInventoryNumber}`;
    case 'originalInventoryNumber':
      return sql`a.original_inventory_number between ${basis.originalInventoryNumberFrom}
        and ${basis.originalInventoryNumberTo}`;
  }
}

/**
 * The order of the labels on the sheets: register and number (the default), or room by room (site
 * and location codes, then register and number), each way up or down.
 */
function labelsOrder(sort: Pick<LabelsConditions, 'sortBy' | 'sortDesc'>) {
  const direction = sort.sortDesc ? sql`desc` : sql`asc`;
  const byNumber = sql`r.position ${direction}, a.inventory_number ${direction}, a.id ${direction}`;
  if (sort.sortBy !== 'location') return byNumber;
  return sql`s.code ${direction} nulls last, l.code ${direction} nulls last, ${byNumber}`;
}

/**
 * The assets whose labels the print asks for: charged inventory assets still in the registers (in a
 * proposal too: the label stays on the goods until they leave), chosen by place, by a range of
 * inventory numbers of a register, or by a range of original numbers, in the order asked. Each label
 * names its register's acronym: every register numbers from 1, and a recognition's reader must know
 * which good a label is.
 */
export async function labelAssets(
  tx: Tx,
  customerCode: string,
  basis: LabelsConditions['basis'],
  sort: Pick<LabelsConditions, 'sortBy' | 'sortDesc'> = {},
): Promise<LabelAsset[]> {
  const rows = await queryRows<{
    id: number;
    inventory_number: number | string;
    original_inventory_number: string | null;
    register_kind: RegisterKind;
  }>(
    tx,
    sql`select a.id::int as id, a.inventory_number, a.original_inventory_number, r.kind as register_kind
      from assets a
      join registers r on r.customer_code = a.customer_code and r.id = a.register_id
      left join locations l on l.customer_code = a.customer_code and l.id = a.location_id
      left join sites s on s.customer_code = l.customer_code and s.id = l.site_id
      where a.customer_code = ${customerCode} and a.inventory_number is not null
        and a.status in (${ASSET_STATUS.charged}, ${ASSET_STATUS.inProposal})
        and ${basisFilter(basis)}
      order by ${labelsOrder(sort)}`,
  );
  return rows.map((r) => ({
    assetId: r.id,
    inventoryNumber: Number(r.inventory_number),
    originalInventoryNumber: r.original_inventory_number,
    registerAcronym: registerAcronym(r.register_kind),
  }));
}
