/** Test-only: a renewal's print data, as the repository would read it, at each of its steps. */
import type {
  PrintAdjustment,
  PrintGood,
  PrintRegister,
  PrintRenewal,
  PrintSubcategory,
  PrintVoucher,
  RenewalPrintBase,
} from './renewal-print-data.ts';

export const REGISTERS: PrintRegister[] = [
  { id: 1, kind: 'movable', description: 'Beni mobili' },
  { id: 2, kind: 'books', description: 'Libri e materiale bibliografico' },
];

const sub = (
  id: number,
  code: string,
  description: string,
  category: [number, string, string],
  registerKind: PrintSubcategory['registerKind'] = 'movable',
): PrintSubcategory => ({
  id,
  code,
  description,
  categoryId: category[0],
  categoryCode: category[1],
  categoryDescription: category[2],
  registerKind,
});

const OFFICE: [number, string, string] = [10, '01', 'Mobili e arredi per ufficio'];
const IT: [number, string, string] = [11, '02', 'Hardware e attrezzature informatiche'];
const LIBRARY: [number, string, string] = [20, '01', 'Materiale bibliografico'];

export const SUBCATEGORIES: PrintSubcategory[] = [
  sub(100, '01', 'Scrivanie e tavoli', OFFICE),
  sub(101, '02', 'Arredi per aule', OFFICE),
  sub(110, '01', 'Personal computer', IT),
  sub(111, '02', 'Lavagne interattive multimediali', IT),
  sub(200, '01', 'Libri', LIBRARY, 'books'),
];

const good = (overrides: Partial<PrintGood> & Pick<PrintGood, 'description' | 'oldNumber'>): PrintGood => ({
  registerId: 1,
  registerKind: 'movable',
  newNumber: null,
  subcategoryBefore: 110,
  subcategoryAfter: 110,
  beforeCents: 0,
  afterCents: 0,
  adjustment: null,
  ...overrides,
});

/** The goods the renewal keeps: the PC raised, the LIM lowered, the desk moved to another subcategory, a projector found, a book. */
export function keptGoods(renumbered: boolean): PrintGood[] {
  const n = (value: number) => (renumbered ? value : null);
  return [
    good({
      description: 'Personal computer',
      oldNumber: 1,
      newNumber: n(1),
      beforeCents: 90_000,
      afterCents: 100_000,
      adjustment: 'estimateUp',
    }),
    good({
      description: 'Lavagna interattiva multimediale',
      oldNumber: 2,
      newNumber: n(2),
      subcategoryBefore: 111,
      subcategoryAfter: 111,
      beforeCents: 150_000,
      afterCents: 120_000,
      adjustment: 'estimateDown',
    }),
    good({
      description: 'Scrivania in legno',
      oldNumber: 4,
      newNumber: n(3),
      subcategoryBefore: 101,
      subcategoryAfter: 100,
      beforeCents: 25_000,
      afterCents: 25_000,
    }),
    good({
      description: 'Videoproiettore ritrovato',
      oldNumber: 6,
      newNumber: n(4),
      beforeCents: 35_000,
      afterCents: 35_000,
      adjustment: 'found',
    }),
    good({
      registerId: 2,
      registerKind: 'books',
      description: 'Enciclopedia Treccani',
      oldNumber: 1,
      newNumber: n(1),
      subcategoryBefore: 200,
      subcategoryAfter: 200,
      beforeCents: 30_000,
      afterCents: 30_000,
    }),
  ];
}

const discharge = (number: number, causal: string) => ({
  type: 2,
  year: 2026,
  number,
  date: '2026-12-31',
  causal,
  voucherType: null,
});

export const ADJUSTMENTS: PrintAdjustment[] = [
  {
    kind: 'estimateUp',
    registerKind: 'movable',
    number: 1,
    description: 'Personal computer',
    actualCents: 90_000,
    presumedCents: null,
    newActualCents: 100_000,
    reason: 'Stima della commissione',
    movement: { type: 6, year: 2026, number: 1, date: '2026-12-31', causal: null, voucherType: 'RAU' },
  },
  {
    kind: 'missing',
    registerKind: 'movable',
    number: 3,
    description: 'Stampante laser',
    actualCents: 40_000,
    presumedCents: null,
    newActualCents: 0,
    reason: 'Non trovata in nessuna aula',
    movement: discharge(1, 'SMA'),
  },
  {
    kind: 'unusable',
    registerKind: 'movable',
    number: 5,
    description: 'Sedia ergonomica rotta',
    actualCents: 21_000,
    presumedCents: 2_000,
    newActualCents: 0,
    reason: 'Rotta, non riparabile',
    movement: discharge(2, 'FUO'),
  },
  {
    kind: 'found',
    registerKind: 'movable',
    number: 6,
    description: 'Videoproiettore ritrovato',
    actualCents: 0,
    presumedCents: null,
    newActualCents: 35_000,
    reason: 'Trovato in magazzino, non inventariato',
    movement: { type: 1, year: 2026, number: 3, date: '2026-12-31', causal: 'RIN', voucherType: null },
  },
];

export const VOUCHERS: PrintVoucher[] = [
  {
    type: 2,
    year: 2026,
    number: 1,
    date: '2026-12-31',
    causal: 'SMA',
    voucherType: null,
    notes: 'Non trovata in nessuna aula',
    totalCents: 40_000,
    origin: 'adjustment',
    lines: [
      {
        registerKind: 'movable',
        number: 3,
        description: 'Stampante laser',
        valueCents: 40_000,
        variationCents: null,
      },
    ],
  },
  {
    type: 6,
    year: 2026,
    number: 2,
    date: '2026-12-31',
    causal: null,
    voucherType: 'RIV',
    notes: 'Rinnovo inventariale 2026: rivalutazione',
    totalCents: 10_000,
    origin: 'revaluation',
    lines: [
      {
        registerKind: 'movable',
        number: 1,
        description: 'Personal computer',
        valueCents: 100_000,
        variationCents: 10_000,
      },
    ],
  },
  {
    type: 5,
    year: 2026,
    number: 1,
    date: '2026-12-31',
    causal: null,
    voucherType: 'SVA',
    notes: 'Rinnovo inventariale 2026: svalutazione',
    totalCents: 30_000,
    origin: 'revaluation',
    lines: [
      {
        registerKind: 'movable',
        number: 2,
        description: 'Lavagna interattiva multimediale',
        valueCents: 120_000,
        variationCents: 30_000,
      },
    ],
  },
];

/** The renewal at a step: 'mapping' (just started), 'adjustments', 'revalued', 'renumbered', 'ended'. */
export function renewalAt(
  step: 'mapping' | 'adjustments' | 'revalued' | 'renumbered' | 'ended',
): PrintRenewal {
  const order = ['mapping', 'adjustments', 'revalued', 'renumbered', 'ended'];
  const reached = (s: string) => order.indexOf(step) >= order.indexOf(s);
  return {
    year: 2026,
    renewalDate: '2026-12-31',
    status: reached('ended') ? 'completed' : 'ongoing',
    startDate: '2026-12-01',
    endDate: reached('ended') ? '2027-01-15' : null,
    notes: null,
    recognition: { startDate: '2026-05-04', endDate: '2026-05-20' },
    mappingConfirmedAt: reached('adjustments') ? '2026-12-02T09:00:00.000Z' : null,
    revaluedAt: reached('revalued') ? '2026-12-10T09:00:00.000Z' : null,
    renumberedAt: reached('renumbered') ? '2026-12-11T09:00:00.000Z' : null,
  };
}

export function base(renewal: PrintRenewal): RenewalPrintBase {
  return {
    school: {
      name: 'Istituto Comprensivo "Gianni Rodari"',
      ministerialCode: 'RMIC81200X',
      heading: ['Istituto Comprensivo "Gianni Rodari" – Via dei Gracchi 12, 00192 Roma'],
      manager: 'Maria Rossi',
      consignee: 'Giuseppe Verdi',
      city: 'Roma',
    },
    renewal,
    printedOn: '2026-12-05',
  };
}
