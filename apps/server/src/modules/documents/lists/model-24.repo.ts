import { eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import { schoolData } from '../../../db/schema/index.ts';
import { AppError } from '../../../http/app-error.ts';
import { inRegister } from '../holdings/holdings.ts';
import { heldAssetsAt } from './held-assets.repo.ts';
import type { Model24Section } from './model-24.ts';

/** The DS and the DSGA as the school data name them (either may be missing). */
export async function officialsOf(tx: Tx, customerCode: string) {
  const [data] = await tx
    .select({ manager: schoolData.manager, consignee: schoolData.consignee })
    .from(schoolData)
    .where(eq(schoolData.customerCode, customerCode));
  return { manager: data?.manager || null, consignee: data?.consignee || null };
}

/**
 * The chosen sub-consignees by name, each with whether a location is assigned to them; `notFound` when
 * one is not the school's.
 */
async function chosenSubConsignees(tx: Tx, customerCode: string, ids: readonly number[]) {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const found = await queryRows<{ id: number | string; description: string; placed: boolean }>(
    tx,
    sql`select sc.id, sc.description, exists (
          select 1 from locations l where l.customer_code = sc.customer_code and l.sub_consignee_id = sc.id
        ) as placed
      from sub_consignees sc
      where sc.customer_code = ${customerCode} and sc.id in (${list})
      order by sc.description, sc.id`,
  );
  if (found.length !== new Set(ids).size) throw new AppError('notFound', 'No such sub-consignee');
  return found.map((row) => ({
    id: Number(row.id),
    description: row.description,
    placed: row.placed === true,
  }));
}

/** Model 24 for sub-consignees needs one chosen sub-consignee with a location (spec 01 §5). */
export async function checkSubConsignees(tx: Tx, customerCode: string, ids: readonly number[]) {
  const chosen = await chosenSubConsignees(tx, customerCode, ids);
  if (!chosen.some((subConsignee) => subConsignee.placed)) {
    throw new AppError('nothingSelected', 'No chosen sub-consignee has a location');
  }
}

/** One section per chosen sub-consignee, by name: the goods in their locations at the date. */
export async function subConsigneeSections(
  tx: Tx,
  customerCode: string,
  atDate: string,
  ids: readonly number[],
  idRegister?: number,
): Promise<Model24Section[]> {
  const sections: Model24Section[] = [];
  for (const subConsignee of await chosenSubConsignees(tx, customerCode, ids)) {
    const where = sql`l.sub_consignee_id = ${subConsignee.id} and ${inRegister(idRegister)}`;
    const assets = await heldAssetsAt(tx, customerCode, atDate, where);
    sections.push({ subConsignee: subConsignee.description, assets });
  }
  return sections;
}

/** The consignee's one section: every good in the registers at the date, placed or not. */
export async function consigneeSection(
  tx: Tx,
  customerCode: string,
  atDate: string,
  idRegister?: number,
): Promise<Model24Section[]> {
  return [
    { subConsignee: null, assets: await heldAssetsAt(tx, customerCode, atDate, inRegister(idRegister)) },
  ];
}
