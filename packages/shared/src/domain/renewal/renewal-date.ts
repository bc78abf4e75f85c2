/**
 * The renewal is made at 31 December of the chosen year (DOMAIN §8, spec 02 §9): the registers it
 * renews are those of that date, so while it goes on no good may be charged after it (spec 02 §5).
 * Dates are ISO 'YYYY-MM-DD', which compare as text.
 */
export function renewalDateOf(year: number): string {
  return `${String(year).padStart(4, '0')}-12-31`;
}

/** A charge dated after the renewal date is refused during the renewal; one on that day is allowed. */
export function chargeDateAllowed(date: string, renewalDate: string): boolean {
  return date.slice(0, 10) <= renewalDate.slice(0, 10);
}
