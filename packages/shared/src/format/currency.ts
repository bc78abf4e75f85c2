/**
 * How the product writes money (spec 01 §3 "Currency settings", §1): euro, two decimals, `.` between
 * thousands, `,` before the decimals, the symbol on the right after one space: `1.234,56 €`.
 */
export const EURO_FORMAT = {
  decimalDigits: 2,
  decimalSeparator: ',',
  thousandsSeparator: '.',
  currencySymbol: '€',
  currencySymbolNumberOfSpaces: 1,
  currencySymbolPosition: 'right',
} as const;

const CENTS_PER_EURO = 100;

/** Converts an amount in euros (as on the wire, at most two decimals) to integer cents. */
export function eurosToCents(euros: number): number {
  // The product of a two-decimal float and 100 can miss the integer by a rounding error (0.29 * 100).
  return Math.round(euros * CENTS_PER_EURO);
}

/** Converts integer cents back to euros for the wire. */
export function centsToEuros(cents: number): number {
  return cents / CENTS_PER_EURO;
}

/** Groups the digits of a non-negative integer by thousands: `1234567` → `1.234.567`. */
function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, EURO_FORMAT.thousandsSeparator);
}

/** Writes integer cents as `1.234,56 €` (negative amounts as `-1.234,56 €`). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  const integerPart = groupThousands(String(Math.trunc(absolute / CENTS_PER_EURO)));
  const decimalPart = String(absolute % CENTS_PER_EURO).padStart(EURO_FORMAT.decimalDigits, '0');
  const space = ' '.repeat(EURO_FORMAT.currencySymbolNumberOfSpaces);
  return `${sign}${integerPart}${EURO_FORMAT.decimalSeparator}${decimalPart}${space}${EURO_FORMAT.currencySymbol}`;
}

/** Writes an amount in euros as `1.234,56 €`. */
export function formatEuros(euros: number): string {
  return formatCents(eurosToCents(euros));
}

/** A variation with its sign always written, so a rise reads as one too: `+12,00 €`, `-3,50 €`, `0,00 €`. */
export function formatSignedEuros(euros: number): string {
  const text = formatEuros(euros);
  return eurosToCents(euros) > 0 ? `+${text}` : text;
}

const ITALIAN_AMOUNT = /^(-)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;
const DOTTED_AMOUNT = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * Reads an amount typed by a user into integer cents: `1.234,56`, `1234,56`, `1234.56` and `1.234,56 €`
 * are all 123456. A dot followed by exactly three digits is a thousands separator (Italian habit), so
 * `1.234` is 1234 euros. Decimals past the second are cut, never rounded (spec 02 §5: "a price is cut
 * to 2 decimals"): `1234,5678` is 123456. Returns null for anything else.
 */
export function parseAmountToCents(text: string): number | null {
  const compact = text.replace(/\s|€/g, '');
  const match = ITALIAN_AMOUNT.exec(compact) ?? DOTTED_AMOUNT.exec(compact);
  if (!match) return null;
  const [, minus, integerDigits = '', decimals = ''] = match;
  const cents =
    Number(integerDigits.replaceAll('.', '')) * CENTS_PER_EURO +
    Number(decimals.slice(0, EURO_FORMAT.decimalDigits).padEnd(EURO_FORMAT.decimalDigits, '0'));
  return minus ? -cents : cents;
}

/**
 * An amount in euros cut (never rounded) to whole cents, as spec 02 §5 cuts a price: 1234.5678 is
 * 1234.56. The float noise of a decimal in binary (1.13 * 100 = 112.99999999999999) is removed first.
 */
export function cutToCents(euros: number): number {
  if (!Number.isFinite(euros)) return euros;
  return Math.trunc(Number((euros * CENTS_PER_EURO).toFixed(6))) / CENTS_PER_EURO;
}

/**
 * An amount as typed, written back the way the forms show amounts once the box is left: `1234,5678`
 * becomes `1.234,56` (the cut of spec 02 §5 made visible). Text that is no amount stays as typed, for
 * its message.
 */
export function tidyAmountText(text: string): string {
  const cents = parseAmountToCents(text);
  if (cents === null) return text;
  return formatCents(cents).replace(/\s*€$/, '');
}
