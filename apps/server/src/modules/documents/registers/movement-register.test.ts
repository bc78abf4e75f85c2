import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { formatCents } from '@inventario/shared/format/currency';
import { describe, expect, it } from 'vitest';
import {
  buildMovementRegisterInput,
  chargeLines,
  chargeMovement,
  movementLine,
} from './movement-register.fixtures.ts';
import { buildMovementRegister, movementLabel, movementRegisterTotals } from './movement-register.ts';

const decrease = (number: number, date: string, voucherType = 'DAN') =>
  chargeMovement(number, { type: MOVEMENT_TYPE.decrease, voucherType, date });

describe('buildMovementRegister', () => {
  it('heads every page with the school, the title, the register and the dates', () => {
    const document = buildMovementRegister(buildMovementRegisterInput());
    expect(document.heading.map((line) => line.text)).toEqual([
      'Istituto Comprensivo "Gianni Rodari" – Via dei Gracchi 12, 00192 Roma',
      'Registro analitico degli aumenti — Beni mobili',
      'Movimenti dal 01/01/2026 al 31/12/2026',
    ]);
    const durable = buildMovementRegister(
      buildMovementRegisterInput({ documentType: DOCUMENT_TYPE.durableDecrease }),
    );
    expect(durable.heading[1]?.text).toBe('Registro dei beni durevoli: diminuzioni — Beni mobili');
    expect(durable.columns.map((column) => column.title)).toEqual([
      'Data',
      'Movimento',
      'N. dur.',
      'Descrizione',
      'Importo',
    ]);
  });

  it("numbers the pages from the start page, going on from the school's register book", () => {
    expect(buildMovementRegister(buildMovementRegisterInput()).footer(1, 3)).toBe('Pagina 1');
    const document = buildMovementRegister(buildMovementRegisterInput({ startPage: 41 }));
    expect([1, 2, 3].map((page) => document.footer(page, 3))).toEqual([
      'Pagina 41',
      'Pagina 42',
      'Pagina 43',
    ]);
  });

  it('names each movement with its voucher, depreciation apart', () => {
    expect(movementLabel(chargeMovement(3))).toBe('Carico n. 3/2026');
    expect(movementLabel(chargeMovement(2, { type: MOVEMENT_TYPE.discharge }))).toBe('Scarico n. 2/2026');
    expect(movementLabel(chargeMovement(4, { type: MOVEMENT_TYPE.increase, voucherType: 'MST' }))).toBe(
      'Aumento di valore n. 4/2026',
    );
    expect(movementLabel(decrease(5, '2026-05-01'))).toBe('Diminuzione di valore n. 5/2026');
    expect(movementLabel(decrease(6, '2026-12-31', 'DEP'))).toBe('Ammortamento n. 6/2026');
  });

  it('writes a line with its date, movement, number, description and amount', () => {
    const line = movementLine(chargeMovement(3, { date: '2026-03-07' }), 42, {
      description: 'Notebook Lenovo',
      amountCents: 123456,
    });
    const [row] = buildMovementRegister(buildMovementRegisterInput({ lines: [line] })).rows;
    expect(row?.cells).toEqual(['07/03/2026', 'Carico n. 3/2026', '42', 'Notebook Lenovo', '1.234,56 €']);
    expect(row?.carried).toEqual([123456]);
  });

  it('puts a subtotal under each movement, in date order, and the grand total at the end', () => {
    const may = chargeMovement(2, { date: '2026-05-10' });
    const march = chargeMovement(1, { date: '2026-03-01' });
    const lines = [
      movementLine(may, 3, { amountCents: 90_000 }),
      movementLine(march, 1, { amountCents: 123_456 }),
      movementLine(march, 2, { amountCents: 25_000 }),
      movementLine(chargeMovement(1, { type: MOVEMENT_TYPE.increase, date: '2026-05-10' }), 1, {
        amountCents: 10_000,
      }),
    ];
    const rows = buildMovementRegister(buildMovementRegisterInput({ lines })).rows;
    expect(
      rows.map((row) => [row.kind ?? 'data', row.cells[1], row.cells[2], row.cells[3], row.cells[4]]),
    ).toEqual([
      ['data', 'Carico n. 1/2026', '1', expect.any(String), '1.234,56 €'],
      ['data', 'Carico n. 1/2026', '2', expect.any(String), '250,00 €'],
      ['subtotal', '', '', 'Totale Carico n. 1/2026 (2 beni)', '1.484,56 €'],
      ['data', 'Carico n. 2/2026', '3', expect.any(String), '900,00 €'],
      ['subtotal', '', '', 'Totale Carico n. 2/2026 (1 bene)', '900,00 €'],
      ['data', 'Aumento di valore n. 1/2026', '1', expect.any(String), '100,00 €'],
      ['subtotal', '', '', 'Totale Aumento di valore n. 1/2026 (1 bene)', '100,00 €'],
      ['total', '', '', 'Totale generale (3 movimenti, 4 beni)', '2.484,56 €'],
    ]);
  });

  it('ends with a grand total that is the exact sum of the lines and of the subtotals, in cents', () => {
    const lines = chargeLines(40, 25).map((line, i) => ({
      ...line,
      amountCents: 10 + (i % 3) * 10 + (i % 7),
    }));
    const rows = buildMovementRegister(buildMovementRegisterInput({ lines })).rows;
    const data = rows.filter((row) => row.kind === undefined);
    const sum = data.reduce((total, row) => total + (row.carried?.[0] ?? 0), 0);
    expect(data).toHaveLength(1000);
    expect(rows.filter((row) => row.kind === 'subtotal')).toHaveLength(40);
    expect(rows.at(-1)?.cells[3]).toBe('Totale generale (40 movimenti, 1.000 beni)');
    expect(rows.at(-1)?.cells[4]).toBe(formatCents(sum));
    expect(movementRegisterTotals(lines)).toEqual({ movements: 40, lines: 1000, amountCents: sum });
  });

  it('carries the amounts from page to page under the description', () => {
    const { carryForward, columns } = buildMovementRegister(buildMovementRegisterInput());
    expect(carryForward?.columns.map((index) => columns[index]?.title)).toEqual(['Importo']);
    expect(columns[carryForward?.labelColumn ?? -1]?.title).toBe('Descrizione');
  });

  it('has no rows for a period without movements, and says so', () => {
    const document = buildMovementRegister(buildMovementRegisterInput({ fromDate: '2026-02-01' }));
    expect(document.rows).toEqual([]);
    expect(document.emptyMessage).toBe('Nessun movimento dal 01/02/2026 al 31/12/2026.');
  });
});
