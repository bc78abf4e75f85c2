import type { Merge } from '@inventario/shared/contracts/customer-area';
import type { MergePackageContent } from '@inventario/shared/domain/merges/receipt-plan';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { mergePackageSites, mergePackages } from '../../db/schema/index.ts';

/**
 * The merges the customer area records (who merges into whom, from when) and the packages the sellers
 * handed over. A school reads its own packages, and those addressed to it (the `merge_receiver` policy).
 */

const MERGE_COLUMNS = sql`m.id::int as id, m.seller_code as "sellerCode",
  coalesce(s.name, m.seller_code) as "sellerName", m.receiver_code as "receiverCode",
  coalesce(r.name, m.receiver_code) as "receiverName", m.effective_date::text as "effectiveDate"`;

const MERGES_WITH_NAMES = sql`from customer_area.merges m
  left join customer_area.customers s on s.code = m.seller_code
  left join customer_area.customers r on r.code = m.receiver_code`;

/** A merge of the inventory application, as the customer area names its schools. */
export async function findMerge(tx: Tx, mergeId: number, where: SQL = sql`true`): Promise<Merge | undefined> {
  const [row] = await queryRows<Merge>(
    tx,
    sql`select ${MERGE_COLUMNS} ${MERGES_WITH_NAMES} where m.id = ${mergeId} and m.app_code = 'INV' and ${where}`,
  );
  return row;
}

export function findSellerMerge(tx: Tx, mergeId: number, customerCode: string) {
  return findMerge(tx, mergeId, sql`m.seller_code = ${customerCode}`);
}

export function findReceiverMerge(tx: Tx, mergeId: number, customerCode: string) {
  return findMerge(tx, mergeId, sql`m.receiver_code = ${customerCode}`);
}

export function listMerges(tx: Tx): Promise<Merge[]> {
  return queryRows<Merge>(
    tx,
    sql`select ${MERGE_COLUMNS} ${MERGES_WITH_NAMES} where m.app_code = 'INV' order by m.effective_date desc, m.id`,
  );
}

export type PackageRow = Omit<typeof mergePackages.$inferSelect, 'content'>;

const { content: _content, ...packageColumns } = getTableColumns(mergePackages);

/** The package of a merge the school sent or was sent, without its content. */
export async function findPackage(tx: Tx, mergeId: number): Promise<PackageRow | undefined> {
  const [row] = await tx.select(packageColumns).from(mergePackages).where(eq(mergePackages.mergeId, mergeId));
  return row;
}

/** Every package the transaction may read (the vendor staff's overview reads them all). */
export function listPackages(tx: Tx): Promise<PackageRow[]> {
  return tx.select(packageColumns).from(mergePackages);
}

/** The content of a package addressed to the receiver. */
export async function packageContent(
  tx: Tx,
  mergeId: number,
  receiverCode: string,
): Promise<MergePackageContent | undefined> {
  const [row] = await tx
    .select({ content: mergePackages.content })
    .from(mergePackages)
    .where(and(eq(mergePackages.mergeId, mergeId), eq(mergePackages.receiverCode, receiverCode)));
  return row?.content as MergePackageContent | undefined;
}

export async function insertPackage(
  tx: Tx,
  row: typeof mergePackages.$inferInsert,
  siteIds: readonly number[],
): Promise<void> {
  await tx.insert(mergePackages).values(row);
  if (siteIds.length === 0) return;
  await tx
    .insert(mergePackageSites)
    .values(siteIds.map((siteId) => ({ customerCode: row.customerCode, siteId, mergeId: row.mergeId })));
}

/** The one write into the seller's school: its package charged, audited there (migration 0026). */
export async function markPackageCharged(
  tx: Tx,
  mergeId: number,
  charge: { year: number; number: number; date: string; actor: string; actorCustomerCode: string },
): Promise<boolean> {
  const [row] = await queryRows<{ done: boolean }>(
    tx,
    sql`select merge_package_charged(${mergeId}, ${charge.year}, ${charge.number}, ${charge.date}::date,
      ${charge.actor}, ${charge.actorCustomerCode}) as done`,
  );
  return row?.done ?? false;
}

/** The merge voucher of a type the school wrote for a merge, if any. */
export async function findMergeVoucher(tx: Tx, customerCode: string, mergeId: number, type: number) {
  const [row] = await queryRows<{ id: number; year: number; number: number; date: string }>(
    tx,
    sql`select id::int as id, year, number, date::text as date from movements
      where customer_code = ${customerCode} and merge_id = ${mergeId} and type = ${type}`,
  );
  return row;
}
