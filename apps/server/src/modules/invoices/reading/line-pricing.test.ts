import { describe, expect, it } from 'vitest';
import { type Decimal, parseDecimal, roundTo, toNumber } from './decimal.ts';
import { lineKind } from './line-kind.ts';
import { applyAdjustments, netUnitAmount, type PriceAdjustment, unitValueWithVat } from './line-pricing.ts';

const d = (text: string): Decimal => {
  const value = parseDecimal(text);
  if (value === null) throw new Error(text);
  return value;
};
const sc = (percent: string | null, amount: string | null = null): PriceAdjustment => ({
  type: 'SC',
  percent: percent === null ? null : d(percent),
  amount: amount === null ? null : d(amount),
});
const mg = (percent: string | null, amount: string | null = null) => ({
  ...sc(percent, amount),
  type: 'MG' as const,
});

describe('exact decimals', () => {
  it('reads FatturaPA numbers exactly, up to 8 decimals, rounding a ninth half-up', () => {
    expect(toNumber(d('0.1') + d('0.2'))).toBe(0.3);
    expect(toNumber(d('33.33333333'))).toBe(33.33333333);
    expect(toNumber(d('1.000000005'))).toBe(1.00000001);
    expect(toNumber(d('-1.71'))).toBe(-1.71);
    expect(toNumber(d('.5'))).toBe(0.5);
    for (const bad of ['', '1,50', '1e3', 'abc', '.', '1.2.3']) expect(parseDecimal(bad)).toBeNull();
  });

  it('rounds half away from zero to the cent', () => {
    expect(toNumber(roundTo(d('2.345'), 2))).toBe(2.35);
    expect(toNumber(roundTo(d('-2.345'), 2))).toBe(-2.35);
    expect(toNumber(roundTo(d('2.34499999'), 2))).toBe(2.34);
  });
});

describe('a line`s ScontoMaggiorazione', () => {
  it('lowers with SC and raises with MG', () => {
    expect(toNumber(applyAdjustments(d('177'), [sc('10')]))).toBe(159.3);
    expect(toNumber(applyAdjustments(d('400'), [mg('5')]))).toBe(420);
    expect(toNumber(applyAdjustments(d('10'), [mg(null, '2.50')]))).toBe(12.5);
  });

  it('cascades percentages, each on what the one before left', () => {
    expect(toNumber(applyAdjustments(d('200'), [sc('10'), sc('5')]))).toBe(171);
    expect(toNumber(applyAdjustments(d('100'), [sc('50'), mg('10')]))).toBe(55);
  });

  it('counts only the percentage when the amount is given too', () => {
    expect(toNumber(applyAdjustments(d('100'), [sc('20', '25')]))).toBe(80);
  });

  it('takes the direction from the type, not from the amount`s sign', () => {
    expect(toNumber(applyAdjustments(d('5'), [sc(null, '-1.71')]))).toBe(3.29);
    expect(toNumber(applyAdjustments(d('5'), [sc(null, '1.71')]))).toBe(3.29);
    expect(toNumber(applyAdjustments(d('5'), [mg(null, '-1.71')]))).toBe(6.71);
  });
});

describe('the unit amount and value', () => {
  it('prefers PrezzoTotale ÷ quantity when it agrees within SdI`s cent', () => {
    expect(netUnitAmount(d('33.33'), d('3'), d('100.00'))).toEqual({
      value: d('33.33333333'),
      totalMismatch: false,
    });
    expect(netUnitAmount(d('10'), d('3'), d('25'))).toEqual({ value: d('10'), totalMismatch: true });
    expect(netUnitAmount(d('10'), d('0'), d('0'))).toEqual({ value: d('10'), totalMismatch: false });
  });

  it('adds VAT and rounds to the cent, half-up', () => {
    expect(toNumber(unitValueWithVat(d('33.33333333'), d('22')))).toBe(40.67);
    expect(toNumber(unitValueWithVat(d('3.29'), d('22')))).toBe(4.01);
    expect(toNumber(unitValueWithVat(d('0.125'), d('0')))).toBe(0.13);
  });
});

describe('the kind of a line', () => {
  it('takes TipoCessionePrestazione first: SC, PR, AB lower, AC raises', () => {
    expect(['SC', 'PR', 'AB', 'AC'].map((type) => lineKind(type, d('10'), d('10')))).toEqual([
      'discount',
      'discount',
      'discount',
      'surcharge',
    ]);
  });

  it('makes a negative price a discount and a line without amount descriptive', () => {
    expect(lineKind(null, d('-5'), d('-5'))).toBe('discount');
    expect(lineKind(null, d('0'), d('-5'))).toBe('discount');
    expect(lineKind(null, null, null)).toBe('descriptive');
    expect(lineKind(null, d('0.00'), d('0.00'))).toBe('descriptive');
    expect(lineKind(null, d('12'), d('12'))).toBe('goods');
  });
});
