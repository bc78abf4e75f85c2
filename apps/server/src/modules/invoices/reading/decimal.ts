/**
 * Exact decimals for FatturaPA amounts: a bigint scaled by 10^8 (the schema allows up to 8 decimals),
 * so that sums and discounts never pick up binary floating-point error; numbers only at the end.
 */
export type Decimal = bigint;

const DIGITS = 8;
const SCALE = 10n ** BigInt(DIGITS);
const DECIMAL_TEXT = /^([+-])?(\d+)?(?:\.(\d*))?$/;

export const ZERO: Decimal = 0n;
export const ONE: Decimal = SCALE;
export const HUNDRED: Decimal = 100n * SCALE;

/** Halves go away from zero, as a till rounds a price. */
function divideRounded(dividend: bigint, divisor: bigint): bigint {
  const negative = dividend < 0n !== divisor < 0n;
  const a = dividend < 0n ? -dividend : dividend;
  const b = divisor < 0n ? -divisor : divisor;
  const quotient = (a * 2n + b) / (2n * b);
  return negative ? -quotient : quotient;
}

/** `"12.5"`, `"-0.01"`, `"22.00"`, `".5"`; null for anything else (no exponent, no comma). */
export function parseDecimal(text: string): Decimal | null {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const digits = BigInt(`${whole || '0'}${fraction.padEnd(DIGITS, '0').slice(0, DIGITS)}`);
  const rest = fraction.slice(DIGITS);
  const roundUp = rest !== '' && rest.charCodeAt(0) >= 53; // '5'
  const magnitude = roundUp ? digits + 1n : digits;
  return sign === '-' ? -magnitude : magnitude;
}

export function multiply(a: Decimal, b: Decimal): Decimal {
  return divideRounded(a * b, SCALE);
}

export function divide(a: Decimal, b: Decimal): Decimal {
  return divideRounded(a * SCALE, b);
}

export function abs(a: Decimal): Decimal {
  return a < 0n ? -a : a;
}

export function sum(values: Decimal[]): Decimal {
  return values.reduce((total, value) => total + value, ZERO);
}

export function fromInteger(value: number): Decimal {
  return BigInt(value) * SCALE;
}

/** Rounded half away from zero to `places` decimals (2: the cent). */
export function roundTo(a: Decimal, places: number): Decimal {
  const step = 10n ** BigInt(DIGITS - places);
  return divideRounded(a, step) * step;
}

export function isWhole(a: Decimal): boolean {
  return a % SCALE === 0n;
}

/** Through its decimal text, so the number is the nearest double to the exact value. */
export function toNumber(a: Decimal): number {
  const magnitude = abs(a);
  const whole = magnitude / SCALE;
  const fraction = (magnitude % SCALE).toString().padStart(DIGITS, '0');
  return Number(`${a < 0n ? '-' : ''}${whole}.${fraction}`);
}
