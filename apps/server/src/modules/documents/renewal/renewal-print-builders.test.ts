import { describe, expect, it } from 'vitest';
import type { MinuteBlock, MinuteDocument } from '../minutes/minute-document.ts';
import { renderMinutePdf } from '../minutes/render-minute-pdf.ts';
import { pdfPages } from '../pdf/pdf.fixtures.ts';
import { buildRenewalEliminated } from './renewal-eliminated.ts';
import { buildRenewalKept } from './renewal-kept.ts';
import { buildRenewalMapping } from './renewal-mapping-table.ts';
import { buildRenewalMinutes } from './renewal-minutes.ts';
import type { PrintMappingRow } from './renewal-print-data.ts';
import { causalText, numberText, rateText } from './renewal-print-text.ts';
import {
  ADJUSTMENTS,
  base,
  keptGoods,
  REGISTERS,
  renewalAt,
  SUBCATEGORIES,
  VOUCHERS,
} from './renewal-prints.fixtures.ts';
import { buildRenewalRevaluation } from './renewal-revaluation.ts';
import { buildRenewalVouchers } from './renewal-vouchers.ts';

/** Every text of a document's blocks, tables' cells as "a | b | c" rows, in order. */
function texts(document: MinuteDocument): string[] {
  return document.blocks.flatMap(blockTexts);
}

function blockTexts(block: MinuteBlock): string[] {
  if (block.kind === 'table') {
    return [block.columns.map((c) => c.title).join(' | '), ...block.rows.map((row) => row.cells.join(' | '))];
  }
  if (block.kind === 'signatures') return block.signers.map((s) => `${s.role}: ${s.name ?? ''}`);
  return block.kind === 'pageBreak' ? [] : [block.text];
}

const renumbered = base(renewalAt('renumbered'));
const preview = base(renewalAt('adjustments'));

const minutesOf = (b = renumbered, commission: { name: string; role: string }[] = []) =>
  buildRenewalMinutes({
    ...b,
    registers: REGISTERS,
    goods: keptGoods(b.renewal.renumberedAt !== null),
    adjustments: ADJUSTMENTS,
    commission,
  });

describe('the words of the renewal prints', () => {
  it('names numbers, rates and causals as the registers and vouchers do', () => {
    expect(numberText('movable', 12)).toBe('BM/12');
    expect(numberText('books', null)).toBe('LB/—');
    expect(rateText(12.5)).toBe('12,5%');
    expect(rateText(null)).toBe('—');
    expect(causalText({ type: 2, causal: 'SMA', voucherType: null })).toBe('SMA Smarrimento');
    expect(causalText({ type: 1, causal: 'RIN', voucherType: null })).toBe('RIN Rinvenimento');
    expect(causalText({ type: 6, causal: null, voucherType: 'RIV' })).toBe('RIV Rivalutazione');
    expect(causalText({ type: 5, causal: null, voucherType: null })).toBe('—');
  });
});

describe('PV/Base, the renewal minutes', () => {
  it('reports the dates, the operations, the registers before and after and the adjustments by kind', () => {
    const lines = texts(minutesOf(renumbered, [{ name: 'Anna Neri', role: 'Presidente' }]));
    expect(lines[0]).toBe('Verbale di rinnovo inventariale (PV/Base)');
    expect(lines).toContain('Rinnovo degli inventari al 31/12/2026');
    expect(lines).toContain('Rinnovo avviato il 01/12/2026 — Stato: in corso');
    expect(lines.find((l) => l.startsWith('BOZZA'))).toBe(undefined);
    expect(lines.join('\n')).toContain('ricognizione dei beni dal 04/05/2026 al 20/05/2026');
    expect(lines).toContain('1 | Anna Neri | Presidente');
    expect(lines).toContain('Mappatura delle sottocategorie | Confermata il 02/12/2026');
    expect(lines).toContain('Rivalutazione dei beni | Eseguita il 10/12/2026');
    expect(lines).toContain('Rinumerazione dei registri | Eseguita il 11/12/2026');
    expect(lines).toContain('Beni mobili | 4 | 3.000,00 € | 2.800,00 € | -200,00 € | 1–4');
    expect(lines).toContain('Libri e materiale bibliografico | 1 | 300,00 € | 300,00 € | 0,00 € | 1–1');
    expect(lines).toContain('Totale degli inventari | 5 | 3.300,00 € | 3.100,00 € | -200,00 € | ');
    expect(lines).toContain('Bene rinvenuto | 1 | 0,00 € | 350,00 € | +350,00 €');
    expect(lines).toContain('Bene mancante | 1 | 400,00 € | 0,00 € | -400,00 €');
    expect(lines).toContain('Totale delle rettifiche | 4 | 1.510,00 € | 1.350,00 € | -160,00 €');
    expect(lines).toContain('Presidente: Anna Neri');
    expect(lines).toContain('Il DSGA (consegnatario): Giuseppe Verdi');
    expect(lines).toContain('Il Dirigente scolastico: Maria Rossi');
  });

  it('is final once renumbered, and dated and signed where the renewal ended', () => {
    const ended = texts(minutesOf(base(renewalAt('ended'))));
    expect(ended[0]).toBe('Verbale di rinnovo inventariale (PV/Base)');
    expect(ended).toContain('Rinnovo dal 01/12/2026 al 15/01/2027 — Stato: concluso');
    expect(ended).toContain('Chiusura del rinnovo | Concluso il 15/01/2027');
    expect(ended).toContain('Luogo e data: Roma, 15/01/2027');
  });

  it('leaves lines for a commission not given, and marks a renewal not yet revalued as a draft', () => {
    const lines = texts(minutesOf(preview));
    expect(lines[0]).toBe('Verbale di rinnovo inventariale (PV/Base) — BOZZA');
    expect(lines.find((l) => l.startsWith('BOZZA —'))).toContain(
      'la rivalutazione non è ancora stata eseguita',
    );
    expect(lines.filter((l) => /^\d\. _+ in qualità di _+$/.test(l))).toHaveLength(3);
    expect(lines).toContain('Il presidente della commissione: ');
    expect(lines.filter((l) => l === 'Componente della commissione: ')).toHaveLength(2);
    expect(lines).toContain('Rivalutazione dei beni | Non ancora eseguita: valori in anteprima');
    expect(lines).toContain('Beni mobili | 4 | 3.000,00 € | 2.800,00 € | -200,00 € | —');
  });
});

describe('PV/1, the goods kept', () => {
  const kept = (b = renumbered) =>
    texts(
      buildRenewalKept({
        ...b,
        registers: REGISTERS,
        subcategories: SUBCATEGORIES,
        goods: keptGoods(b.renewal.renumberedAt !== null),
      }),
    );

  it('lists each register with old and new numbers, the mapped subcategory, the values and the marks', () => {
    const lines = kept();
    expect(lines[0]).toBe('Beni rinvenuti e mantenuti (PV/1)');
    expect(lines).toContain('Registro: Beni mobili (4 beni)');
    expect(lines).toContain(
      'BM/1 | 1 | Personal computer | BM 02.01 Personal computer | 900,00 € | 1.000,00 € | Stima in aumento',
    );
    expect(lines).toContain(
      'BM/4 | 3 | Scrivania in legno | BM 01.01 Scrivanie e tavoli | 250,00 € | 250,00 € | ',
    );
    expect(lines).toContain(
      'BM/6 | 4 | Videoproiettore ritrovato | BM 02.01 Personal computer | 350,00 € | 350,00 € | Rinvenuto',
    );
    expect(lines).toContain(' |  | Totale Beni mobili (4 beni) |  | 3.000,00 € | 2.800,00 € | ');
    expect(lines).toContain('LB/1 | 1 | Enciclopedia Treccani | LB 01.01 Libri | 300,00 € | 300,00 € | ');
    expect(lines).toContain('Totale dei beni mantenuti | 5 | 3.300,00 € | 3.100,00 € | -200,00 €');
  });

  it('before the renumbering has no new numbers and is a draft', () => {
    const lines = kept(base(renewalAt('revalued')));
    expect(lines[0]).toBe('Beni rinvenuti e mantenuti (PV/1) — BOZZA');
    expect(lines.find((l) => l.startsWith('BOZZA —'))).toContain('rinumerazione');
    expect(lines).toContain(
      'BM/1 | — | Personal computer | BM 02.01 Personal computer | 900,00 € | 1.000,00 € | Stima in aumento',
    );
  });
});

describe('PV/2, the goods to eliminate', () => {
  it('lists the missing and unusable goods with their values, reasons and discharges, and the totals', () => {
    const lines = texts(buildRenewalEliminated({ ...renumbered, adjustments: ADJUSTMENTS }));
    expect(lines).toContain('Beni mancanti (1 bene)');
    expect(lines).toContain(
      'BM/3 | Stampante laser | 400,00 € | — | Non trovata in nessuna aula | n. 1/2026 del 31/12/2026\nCausale SMA',
    );
    expect(lines).toContain(
      'BM/5 | Sedia ergonomica rotta | 210,00 € | 20,00 € | Rotta, non riparabile | n. 2/2026 del 31/12/2026\nCausale FUO',
    );
    expect(lines).not.toContain('Beni iscritti per errata inventariazione (0 beni)');
    expect(lines.join('\n')).not.toContain('Personal computer');
    expect(lines).toContain('Totale dei beni da eliminare | 2 | 610,00 € | 20,00 €');
  });

  it('says so when nothing is eliminated', () => {
    const lines = texts(buildRenewalEliminated({ ...preview, adjustments: [] }));
    expect(lines[0]).toBe('Beni da eliminare (PV/2) — BOZZA');
    expect(lines).toContain('Nessun bene da eliminare: il rinnovo non ha rettifiche che scarichino beni.');
  });
});

describe('PV/3, the revaluation', () => {
  const revaluation = (b = renumbered, vouchers = VOUCHERS) =>
    texts(
      buildRenewalRevaluation({
        ...b,
        registers: REGISTERS,
        subcategories: SUBCATEGORIES,
        goods: keptGoods(true),
        vouchers,
      }),
    );

  it('sums each register by category and subcategory and by adjustment, and lists its vouchers', () => {
    const lines = revaluation();
    expect(lines[0]).toBe('Rivalutazione per registro (PV/3)');
    expect(lines).toContain('BM 01 Mobili e arredi per ufficio | 1 | 250,00 € | 250,00 € | 0,00 €');
    expect(lines).toContain(
      'BM 02 Hardware e attrezzature informatiche | 3 | 2.750,00 € | 2.550,00 € | -200,00 €',
    );
    expect(lines).toContain('BM 02.01 Personal computer | 2 | 1.250,00 € | 1.350,00 € | +100,00 €');
    expect(lines).toContain('Totale Beni mobili | 4 | 3.000,00 € | 2.800,00 € | -200,00 €');
    expect(lines).toContain('Senza rettifica | 1 | 250,00 € | 250,00 € | 0,00 €');
    expect(lines).toContain('Stima prudenziale in diminuzione | 1 | 1.500,00 € | 1.200,00 € | -300,00 €');
    expect(lines).toContain('Totale degli inventari | 5 | 3.300,00 € | 3.100,00 € | -200,00 €');
    expect(lines).toContain(
      'n. 2/2026 | Variazione in aumento | 31/12/2026 | RIV Rivalutazione | Beni mobili | 1 | +100,00 €',
    );
    expect(lines).toContain(
      'n. 1/2026 | Variazione in diminuzione | 31/12/2026 | SVA Svalutazione | Beni mobili | 1 | -300,00 €',
    );
    // The adjustments' own movements are the vouchers print's, not the revaluation's.
    expect(lines.join('\n')).not.toContain('SMA');
  });

  it('before the revaluation prints its preview as a draft, without vouchers', () => {
    const lines = revaluation(preview, VOUCHERS.slice(0, 1));
    expect(lines[0]).toBe('Rivalutazione per registro (PV/3) — BOZZA');
    expect(lines.find((l) => l.startsWith('BOZZA —'))).toBe(
      'BOZZA — la rivalutazione non è ancora stata eseguita: i valori sono quelli che darebbe al 05/12/2026 e possono ancora cambiare.',
    );
    expect(lines).toContain('La rivalutazione non è ancora stata eseguita: non ha ancora registrato buoni.');
  });
});

describe('the mapping table', () => {
  const [desks, classroom, pc] = SUBCATEGORIES;
  if (!desks || !classroom || !pc) throw new Error('no subcategories');
  const rows: PrintMappingRow[] = [
    { source: { ...classroom, rate: 10 }, target: { ...desks, rate: 12.5 }, goods: 3 },
    { source: { ...pc, rate: 25 }, target: null, goods: 2 },
  ];

  it('maps each subcategory in use with its rates and goods, register by register', () => {
    const lines = texts(buildRenewalMapping({ ...renumbered, registers: REGISTERS, rows }));
    expect(lines[0]).toBe('Tabella di mappatura delle sottocategorie');
    expect(lines).toContain('Registro: Beni mobili');
    expect(lines).toContain(
      'BM 01.02 Arredi per aule\nCategoria: Mobili e arredi per ufficio | 10% | BM 01.01 Scrivanie e tavoli\nCategoria: Mobili e arredi per ufficio | 12,5% | 3',
    );
    expect(lines).toContain(
      'BM 02.01 Personal computer\nCategoria: Hardware e attrezzature informatiche | 25% | Da associare | — | 2',
    );
    expect(lines).toContain('Sottocategorie in uso: 2 |  |  |  | 5');
    expect(lines).toContain('1 sottocategoria non è ancora associata a una sottocategoria attuale.');
  });

  it('is a draft until the mapping is confirmed', () => {
    const lines = texts(buildRenewalMapping({ ...base(renewalAt('mapping')), registers: REGISTERS, rows }));
    expect(lines[0]).toBe('Tabella di mappatura delle sottocategorie — BOZZA');
  });
});

describe('the movement vouchers', () => {
  it('gives each movement its section: kind, number, causal, lines and total', () => {
    const lines = texts(buildRenewalVouchers({ ...renumbered, vouchers: VOUCHERS }));
    expect(lines).toContain('Buono di scarico n. 1/2026 del 31/12/2026');
    expect(lines).toContain(
      'Causale: SMA Smarrimento — Origine: rettifica contabile del rinnovo — Note: Non trovata in nessuna aula',
    );
    expect(lines).toContain('1 | BM/3 | Stampante laser | 400,00 €');
    expect(lines).toContain(' |  | Totale del buono (1 bene) | 400,00 €');
    expect(lines).toContain('Buono di variazione in aumento n. 2/2026 del 31/12/2026');
    expect(lines).toContain('1 | BM/1 | Personal computer | 1.000,00 € | +100,00 €');
    expect(lines).toContain('Buono di variazione in diminuzione n. 1/2026 del 31/12/2026');
    expect(lines).toContain(' |  | Totale del buono (1 bene) |  | -300,00 €');
  });

  it('says so when the renewal wrote none yet', () => {
    const lines = texts(buildRenewalVouchers({ ...base(renewalAt('mapping')), vouchers: [] }));
    expect(lines).toContain('Il rinnovo non ha ancora registrato movimenti.');
  });
});

describe('the rendered minutes', () => {
  it('print on A4 pages with the heading, the draft mark and the page numbers', async () => {
    const pages = await pdfPages(await renderMinutePdf(minutesOf(preview)));
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages[0]).toContain('Verbale di rinnovo inventariale (PV/Base) — BOZZA');
    expect(pages[0]).toContain('Istituto Comprensivo "Gianni Rodari"');
    expect(pages.at(-1)).toContain(`Pagina ${pages.length} di ${pages.length}`);
    expect(pages.join('\n')).toMatch(/Beni mobili\s+4\s+3\.000,00 €\s+2\.800,00 €\s+-200,00 €/);
  });
});
