import { formatCents } from '@inventario/shared/format/currency';
import { describe, expect, it } from 'vitest';
import { buildRegisterAsset, buildRegisterInput } from './inventory-register.fixtures.ts';
import { buildInventoryRegister, inventoryRegisterTotals } from './inventory-register.ts';

describe('buildInventoryRegister', () => {
  it('heads every page with the school, the register and the date, and numbers the pages', () => {
    const document = buildInventoryRegister(buildRegisterInput(1));
    expect(document.heading.map((line) => line.text)).toEqual([
      'Istituto Comprensivo "Gianni Rodari" – Via dei Gracchi 12, 00192 Roma',
      'Registro di inventario — Beni mobili',
      'Situazione al 31/12/2026',
    ]);
    expect(document.footer(3, 12)).toBe('Pagina 3 di 12');
    expect(document.page.orientation).toBe('landscape');
  });

  it('has the columns of art. 31 D.I. 129/2018 with the voucher, the category and the value at the date', () => {
    const titles = buildInventoryRegister(buildRegisterInput(1)).columns.map((column) => column.title);
    expect(titles).toEqual([
      'N. inv.',
      'Data carico',
      'Buono di carico',
      'Descrizione',
      'Cat./ Sottocat.',
      'Q.tà',
      'Ubicazione',
      'Valore storico',
      'Valore attuale al 31/12/2026',
      'Note',
    ]);
  });

  it('writes an asset as the register prints it', () => {
    const asset = buildRegisterAsset(42, {
      description: 'Notebook Lenovo',
      quantity: 2,
      categoryCode: '03',
      subcategoryCode: '01',
      location: 'Sede centrale — Aula 12',
      chargeDate: '2025-03-07',
      chargeVoucher: { number: 12, year: 2025 },
      historicalValueCents: 123456,
      actualValueCents: 98765,
      notes: ['in proposta di scarico', 'guasto'],
    });
    const [row] = buildInventoryRegister(buildRegisterInput(0, { assets: [asset] })).rows;
    expect(row?.cells).toEqual([
      '42',
      '07/03/2025',
      '12/2025',
      'Notebook Lenovo',
      '03.01',
      '2',
      'Sede centrale — Aula 12',
      '1.234,56 €',
      '987,65 €',
      'in proposta di scarico; guasto',
    ]);
    expect(row?.carried).toEqual([123456, 98765]);
  });

  it('leaves blank what an asset does not have (location, charge)', () => {
    const asset = buildRegisterAsset(1, { location: null, chargeDate: null, chargeVoucher: null, notes: [] });
    const [row] = buildInventoryRegister(buildRegisterInput(0, { assets: [asset] })).rows;
    expect([row?.cells[1], row?.cells[2], row?.cells[6], row?.cells[9]]).toEqual(['', '', '', '']);
  });

  it('lists the assets in inventory-number order whatever order they come in', () => {
    const assets = [3, 1, 2].map((n) => buildRegisterAsset(n));
    const rows = [...buildInventoryRegister(buildRegisterInput(0, { assets })).rows];
    expect(rows.map((row) => row.cells[0])).toEqual(['1', '2', '3', '']);
  });

  it('ends with grand totals that are the exact sum of the lines, in cents', () => {
    // Amounts whose sum in float euros drifts (0.1 + 0.2): in cents it cannot.
    const assets = Array.from({ length: 1000 }, (_, i) =>
      buildRegisterAsset(i + 1, {
        historicalValueCents: 10 + (i % 3) * 10,
        actualValueCents: 1 + (i % 7),
        quantity: 1,
      }),
    );
    const rows = [...buildInventoryRegister(buildRegisterInput(0, { assets })).rows];
    const total = rows[rows.length - 1];
    const sum = (pick: (cents: readonly number[]) => number) =>
      rows.slice(0, -1).reduce((acc, row) => acc + pick(row.carried ?? []), 0);
    expect(total?.kind).toBe('total');
    expect(total?.cells[3]).toBe('Totale generale (1.000 beni)');
    expect(total?.cells[5]).toBe('1.000');
    expect(total?.cells[7]).toBe(formatCents(sum((c) => c[0] ?? 0)));
    expect(total?.cells[8]).toBe(formatCents(sum((c) => c[1] ?? 0)));
    expect(inventoryRegisterTotals(assets)).toEqual({
      assets: 1000,
      quantity: 1000,
      historicalValueCents: sum((c) => c[0] ?? 0),
      actualValueCents: sum((c) => c[1] ?? 0),
    });
  });

  it('makes its rows again, the same, each time they are read (the layout reads them twice)', () => {
    const { rows } = buildInventoryRegister(buildRegisterInput(3));
    const first = [...rows];
    expect(first.map((row) => row.cells[0])).toEqual(['1', '2', '3', '']);
    expect([...rows]).toEqual(first);
  });

  it('counts one asset as "1 bene"', () => {
    const rows = [...buildInventoryRegister(buildRegisterInput(1)).rows];
    expect(rows[1]?.cells[3]).toBe('Totale generale (1 bene)');
  });

  it('carries the historical and actual values from page to page under the description', () => {
    const { carryForward, columns } = buildInventoryRegister(buildRegisterInput(1));
    expect(carryForward?.columns.map((index) => columns[index]?.title)).toEqual([
      'Valore storico',
      'Valore attuale al 31/12/2026',
    ]);
    expect(columns[carryForward?.labelColumn ?? -1]?.title).toBe('Descrizione');
    expect(carryForward?.format(123456)).toBe('1.234,56 €');
  });

  it('has no rows, not even totals, for an empty register, and says so', () => {
    const document = buildInventoryRegister(buildRegisterInput(0));
    expect([...document.rows]).toEqual([]);
    expect(document.emptyMessage).toBe('Nessun bene iscritto nel registro alla data del 31/12/2026.');
  });
});
