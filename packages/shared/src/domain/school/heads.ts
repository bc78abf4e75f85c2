/** DS and DSGA names as the school data stores them and as the customer area keeps them. */
export interface Heads {
  manager: string | null;
  consignee: string | null;
  ds: string | null;
  dsga: string | null;
}

/**
 * True when the prints would show DS/DSGA names other than those of the customer area, where they
 * are kept (spec 02 §6): the client then offers the synchronisation.
 */
export function headsDifferFromCustomerArea(data: Heads): boolean {
  const same = (a: string | null, b: string | null) => (a ?? '').trim() === (b ?? '').trim();
  return !same(data.manager, data.ds) || !same(data.consignee, data.dsga);
}
