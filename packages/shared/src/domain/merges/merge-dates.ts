/**
 * The dates of a merge (dimensionamento, DOMAIN §9, spec 02 §4): the regional plan suppresses a school
 * on 1 September, the start of the school year. The seller's goods leave its registers the day before,
 * 31 August; the receiver charges them on 1 September, or on the date of its own last movement when that
 * is later (the registers' movements never go back in time). Dates are ISO 'YYYY-MM-DD' and compare as text.
 */

/** The merge discharge of the seller (accorpata): 31 August of the merge's year. */
export function mergeDischargeDate(year: number): string {
  return `${String(year).padStart(4, '0')}-08-31`;
}

/** The merge charge of the receiver (accorpante): 1 September, or its last movement's date when later. */
export function mergeChargeDate(year: number, lastMovementDate: string | null): string {
  const first = `${String(year).padStart(4, '0')}-09-01`;
  const last = lastMovementDate?.slice(0, 10) ?? null;
  return last !== null && last > first ? last : first;
}
