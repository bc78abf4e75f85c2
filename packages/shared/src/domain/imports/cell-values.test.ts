import { describe, expect, it } from 'vitest';
import {
  foldText,
  readAmountCents,
  readChoice,
  readCode,
  readDate,
  readInteger,
  readPercent,
  readText,
  readYesNo,
} from './cell-values.ts';

describe('readAmountCents', () => {
  it.each([
    ['1.234,56', 123_456],
    ['1234,56', 123_456],
    ['1234.56', 123_456],
    ['1,234.56', 123_456],
    ['1.234', 123_400],
    ['1.234.567,8', 123_456_780],
    ['12.5', 1_250],
    ['0,29', 29],
    ['  2.560,00 € ', 256_000],
    ["1'234,50", 123_450],
    [19.99, 1_999],
    [0.29, 29],
    [2560, 256_000],
    [0, 0],
  ])('reads %j as %i cents', (cell, cents) => {
    expect(readAmountCents(cell)).toEqual({ ok: true, value: cents });
  });

  it('cuts to the cent, as the product does, and says so', () => {
    expect(readAmountCents('1234,5678')).toEqual({ ok: true, value: 123_456, warning: 'amountCut' });
    expect(readAmountCents(33.333333)).toEqual({ ok: true, value: 3_333, warning: 'amountCut' });
  });

  it('reads a negative amount only where the column is signed', () => {
    expect(readAmountCents('-5,50')).toEqual({ ok: false, problem: 'negativeAmount' });
    expect(readAmountCents('-5,50', { signed: true })).toEqual({ ok: true, value: -550 });
    expect(readAmountCents(-5, { signed: true })).toEqual({ ok: true, value: -500 });
  });

  it.each([['abc'], ['1,2,3'], ['12.34.5'], ['1.2.3,4.5'], [''], ['€'], [null], [true], [Number.NaN]])(
    'refuses %j',
    (cell) => {
      expect(readAmountCents(cell as never)).toEqual({ ok: false, problem: 'notAnAmount' });
    },
  );

  it('refuses an amount past a billion euros and infinity', () => {
    expect(readAmountCents(2e9)).toEqual({ ok: false, problem: 'amountTooLarge' });
    expect(readAmountCents(Number.POSITIVE_INFINITY)).toEqual({ ok: false, problem: 'notAnAmount' });
    expect(readAmountCents('1e309')).toEqual({ ok: false, problem: 'notAnAmount' });
  });
});

describe('readDate', () => {
  it.each([
    ['01/09/2026', '2026-09-01'],
    ['1/9/2026', '2026-09-01'],
    ['01-09-2026', '2026-09-01'],
    ['01.09.2026', '2026-09-01'],
    ['2026-09-01', '2026-09-01'],
    ['2026-09-01T00:00:00.000Z', '2026-09-01'],
    [new Date(Date.UTC(2026, 8, 1)), '2026-09-01'],
    [46266, '2026-09-01'],
    [45351, '2024-02-29'],
  ])('reads %j as %s', (cell, iso) => {
    expect(readDate(cell)).toEqual({ ok: true, value: iso });
  });

  it('refuses a two-digit year rather than guess its century', () => {
    expect(readDate('01/09/26')).toEqual({ ok: false, problem: 'twoDigitYear' });
  });

  it.each([
    ['31/02/2026'],
    ['2026-02-30'],
    ['ieri'],
    [''],
    [null],
    [12.5],
    [5],
    [true],
    [new Date(Number.NaN)],
  ])('refuses %j', (cell) => {
    expect(readDate(cell as never)).toEqual({ ok: false, problem: 'notADate' });
  });
});

describe('readInteger', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['1.234', 1_234],
    [40, 40],
  ])('reads %j as %i', (cell, value) => {
    expect(readInteger(cell)).toEqual({ ok: true, value });
  });

  it.each([['0'], ['1,5'], [2.5], ['-3'], ['dodici'], [null], ['9007199254740993']])('refuses %j', (cell) => {
    expect(readInteger(cell)).toEqual({ ok: false, problem: 'notAnInteger' });
  });

  it('accepts 0 where the column allows it', () => {
    expect(readInteger('0', { min: 0 })).toEqual({ ok: true, value: 0 });
  });
});

describe('readPercent', () => {
  it.each([
    ['20', 20],
    ['12,5', 12.5],
    ['20 %', 20],
    [20, 20],
    [0.2, 20],
    [0.125, 12.5],
    [0, 0],
    ['100', 100],
  ])('reads %j as %d', (cell, value) => {
    expect(readPercent(cell)).toEqual({ ok: true, value });
  });

  it.each([['120'], ['-5'], ['venti'], [null], [101]])('refuses %j', (cell) => {
    expect(readPercent(cell)).toEqual({ ok: false, problem: 'notAPercent' });
  });
});

describe('readText and readCode', () => {
  it('trims, reads an empty cell as nothing and numbers as they show', () => {
    expect(readText('  Aula 1 ', 50)).toEqual({ ok: true, value: 'Aula 1' });
    expect(readText('   ', 50)).toEqual({ ok: true, value: null });
    expect(readText(null, 50)).toEqual({ ok: true, value: null });
    expect(readText(12.5, 50)).toEqual({ ok: true, value: '12.5' });
  });

  it('refuses text too long and characters PostgreSQL cannot keep', () => {
    expect(readText('x'.repeat(51), 50)).toEqual({ ok: false, problem: 'textTooLong' });
    expect(readText('a\u0000b', 50)).toEqual({ ok: false, problem: 'invalidCharacters' });
    expect(readText('x\ud800', 50)).toEqual({ ok: false, problem: 'invalidCharacters' });
  });

  it('warns when a code came as a number, which may have lost its leading zero', () => {
    expect(readCode(1, 10)).toEqual({ ok: true, value: '1', warning: 'codeWasNumber' });
    expect(readCode('01', 10)).toEqual({ ok: true, value: '01' });
  });
});

describe('readChoice and readYesNo', () => {
  const kinds = [
    { code: 'charge', labels: ['Carico'] },
    { code: 'proposal', labels: ['Proposta di scarico', 'Proposta'] },
  ] as const;

  it('matches a code or a label, whatever the case, accents and spaces', () => {
    expect(readChoice(' CARICO ', kinds)).toEqual({ ok: true, value: 'charge' });
    expect(readChoice('proposta  di scarico', kinds)).toEqual({ ok: true, value: 'proposal' });
    expect(readChoice('charge', kinds)).toEqual({ ok: true, value: 'charge' });
    expect(readChoice('Scarico', kinds)).toEqual({ ok: false, problem: 'notAChoice' });
    expect(readChoice(null, kinds)).toEqual({ ok: false, problem: 'notAChoice' });
  });

  it.each([
    ['Sì', true],
    ['si', true],
    ['X', true],
    [true, true],
    [1, true],
    ['No', false],
    ['n', false],
    [false, false],
  ])('reads %j as %s', (cell, value) => {
    expect(readYesNo(cell)).toEqual({ ok: true, value });
  });

  it('refuses anything else', () => {
    expect(readYesNo('forse')).toEqual({ ok: false, problem: 'notYesOrNo' });
    expect(readYesNo(null)).toEqual({ ok: false, problem: 'notYesOrNo' });
  });

  it('folds accents, case and separators', () => {
    expect(foldText('  Unità_Locale. ')).toBe('unita locale');
  });
});
