import { publishBodySchema, toPrintRequest } from '@inventario/shared/contracts/print-request';
import { describe, expect, it } from 'vitest';
import type { MinuteBlock } from '../minutes/minute-document.ts';
import { renderMinutePdf } from '../minutes/render-minute-pdf.ts';
import { pdfPages } from '../pdf/pdf.fixtures.ts';
import {
  buildRecognitionReport,
  type RecognitionReportInput,
  type ReportAsset,
  type ReportLocation,
  reportNumber,
} from './recognition-report.ts';

const LAB: ReportLocation = {
  id: 1,
  siteCode: 'PLESSO1',
  siteDescription: 'Sede centrale',
  code: 'LAB1',
  description: 'Laboratorio di informatica',
  status: 'completed',
};
const CLASSROOM: ReportLocation = { ...LAB, id: 2, code: 'AULA1', description: 'Aula 1A', status: 'started' };
const ANNEX: ReportLocation = {
  id: 3,
  siteCode: 'PLESSO2',
  siteDescription: 'Plesso annesso',
  code: 'PAL',
  description: 'Palestra',
  status: 'notStarted',
};

function good(number: number, description: string, overrides: Partial<ReportAsset> = {}): ReportAsset {
  return {
    registerKind: 'movable',
    assetClass: 'inventory',
    inventoryNumber: number,
    durableNumber: null,
    description,
    detection: 'undetected',
    locationId: LAB.id,
    detectedLocationId: null,
    missingProposal: null,
    ...overrides,
  };
}

const input: RecognitionReportInput = {
  school: {
    name: 'Istituto Comprensivo "Gianni Rodari"',
    ministerialCode: 'RMIC81200X',
    heading: ['Istituto Comprensivo "Gianni Rodari" – Via dei Gracchi 12, 00192 Roma'],
    manager: 'Maria Rossi',
    consignee: 'Giuseppe Verdi',
    city: 'Roma',
  },
  recognition: {
    startDate: '2026-05-04',
    endDate: null,
    status: 'ongoing',
    forRenewal: true,
    renewalYear: 2026,
    includeDurable: true,
    notes: null,
  },
  locations: [CLASSROOM, LAB, ANNEX],
  assets: [
    good(1, 'Personal computer', { detection: 'detected', detectedLocationId: LAB.id }),
    good(2, 'Lavagna interattiva', { detection: 'foundElsewhere', detectedLocationId: CLASSROOM.id }),
    good(3, 'Scrivania', {
      locationId: CLASSROOM.id,
      detection: 'correct',
      detectedLocationId: CLASSROOM.id,
    }),
    good(4, 'Stampante laser', {
      detection: 'missing',
      missingProposal: { year: 2026, progressive: 3 },
    }),
    good(5, 'Proiettore'),
    good(1, 'Enciclopedia', { registerKind: 'books', locationId: CLASSROOM.id }),
    good(0, 'Sedia', {
      assetClass: 'durable',
      inventoryNumber: null,
      durableNumber: 7,
      locationId: null,
      detection: 'foundElsewhere',
      detectedLocationId: LAB.id,
    }),
    good(6, 'Armadio senza posto', { locationId: null }),
  ],
  printedOn: '2026-05-20',
};

const tables = (blocks: readonly MinuteBlock[]) =>
  blocks.flatMap((block) => (block.kind === 'table' ? [block.rows.map((row) => row.cells.join(' | '))] : []));
const texts = (blocks: readonly MinuteBlock[]) =>
  blocks.flatMap((block) => ('text' in block ? [block.text] : []));

describe('reportNumber', () => {
  it('prints the register acronym and the number as the labels do, a durable good marked', () => {
    expect(reportNumber(good(12, 'x'))).toBe('BM/12');
    expect(reportNumber(good(5, 'x', { registerKind: 'books' }))).toBe('LB/5');
    expect(
      reportNumber(good(0, 'x', { assetClass: 'durable', inventoryNumber: null, durableNumber: 7 })),
    ).toBe('BM/7 dur.');
  });
});

describe('buildRecognitionReport', () => {
  const report = buildRecognitionReport(input);

  it('heads the report with the dates, the status and the flags, an ongoing one as of the print', () => {
    expect(report.heading).toEqual(input.school.heading);
    expect(texts(report.blocks).slice(0, 3)).toEqual([
      'Verbale di ricognizione dei beni',
      'Ricognizione avviata il 04/05/2026 — Stato: In corso',
      'Per il rinnovo inventariale al 31/12/2026 — Beni durevoli inclusi',
    ]);
    expect(texts(report.blocks)).toContain(
      'La ricognizione è in corso: gli esiti sono quelli registrati al 20/05/2026.',
    );
    const ended = buildRecognitionReport({
      ...input,
      recognition: {
        ...input.recognition,
        status: 'completed',
        endDate: '2026-05-30',
        forRenewal: false,
        includeDurable: false,
        notes: 'Con la commissione del 2/5',
      },
    });
    expect(texts(ended.blocks)).toEqual(
      expect.arrayContaining([
        'Ricognizione dal 04/05/2026 al 30/05/2026 — Stato: Conclusa',
        'Non per il rinnovo inventariale — Beni durevoli esclusi',
        'Note: Con la commissione del 2/5',
        'Luogo e data: Roma, 30/05/2026',
      ]),
    );
    expect(texts(ended.blocks).some((text) => text.includes('in corso'))).toBe(false);
  });

  it('goes site by site, location by location in code order, then the goods placed nowhere', () => {
    expect(report.blocks.filter((block) => block.kind === 'subtitle').map((block) => block.text)).toEqual([
      'Sede PLESSO1 Sede centrale — Ubicazione AULA1 Aula 1A (rilevazione iniziata)',
      'Sede PLESSO1 Sede centrale — Ubicazione LAB1 Laboratorio di informatica (rilevazione completata)',
      'Sede PLESSO2 Plesso annesso — Ubicazione PAL Palestra (rilevazione non iniziata)',
      'Beni senza ubicazione nei registri',
      'Riepilogo della ricognizione',
    ]);
  });

  it('lists in each location the goods detected, those found there of other places, and the others with their outcome', () => {
    const [classroom, lab, annex, unplaced] = tables(report.blocks);
    expect(classroom).toEqual([
      "Trovati nell'ubicazione, registrati altrove (1 bene)",
      'BM/2 | Lavagna interattiva | Registrato in: PLESSO1/LAB1 Laboratorio di informatica',
      "Non rilevati nell'ubicazione (2 beni)",
      'BM/3 | Scrivania | Segnato come rilevato',
      'LB/1 | Enciclopedia | Da rilevare',
    ]);
    expect(lab).toEqual([
      "Rilevati nell'ubicazione (1 bene)",
      'BM/1 | Personal computer | Rilevato',
      "Trovati nell'ubicazione, registrati altrove (1 bene)",
      'BM/7 dur. | Sedia | Registrato in: senza ubicazione',
      "Non rilevati nell'ubicazione (3 beni)",
      'BM/2 | Lavagna interattiva | Rilevato altrove: PLESSO1/AULA1 Aula 1A',
      'BM/4 | Stampante laser | Mancante: proposta di scarico n. 3/2026',
      'BM/5 | Proiettore | Da rilevare',
    ]);
    expect(annex).toEqual([]);
    expect(unplaced).toEqual([
      'BM/7 dur. | Sedia | Rilevato altrove: PLESSO1/LAB1 Laboratorio di informatica',
      'BM/6 | Armadio senza posto | Da rilevare',
    ]);
    expect(texts(report.blocks)).toEqual(
      expect.arrayContaining([
        "Beni registrati nell'ubicazione: 4 beni — rilevati 1, rilevati altrove 1, segnati come rilevati 0, da rilevare 1, mancanti 1; trovati qui da altre ubicazioni: 1.",
        "Beni registrati nell'ubicazione: 0 beni — rilevati 0, rilevati altrove 0, segnati come rilevati 0, da rilevare 0, mancanti 0; trovati qui da altre ubicazioni: 0.",
      ]),
    );
  });

  it('totals the whole recognition, and says how many goods the registers place nowhere', () => {
    const totals = tables(report.blocks).at(-1);
    expect(totals).toEqual([
      'Rilevati nella propria ubicazione | 1',
      'Rilevati in altra ubicazione | 2',
      'Segnati come rilevati | 1',
      'Da rilevare | 3',
      'Mancanti (in proposta di scarico) | 1',
      'Beni contati dalla ricognizione | 8',
    ]);
    expect(texts(report.blocks)).toEqual(
      expect.arrayContaining([
        'Ubicazioni contate: 3 — completate 1, iniziate 1, non iniziate 1.',
        'Dei beni contati, 2 beni sono senza ubicazione nei registri.',
      ]),
    );
  });

  it('ends with a blank date while ongoing and the signatures of the commission, the DSGA and the DS', () => {
    expect(texts(report.blocks)).toContain('Luogo e data: Roma, ____/____/________');
    const signers = report.blocks.flatMap((block) => (block.kind === 'signatures' ? block.signers : []));
    expect(signers).toEqual([
      { role: 'Il presidente della commissione', name: null },
      { role: 'Componente della commissione', name: null },
      { role: 'Componente della commissione', name: null },
      { role: 'Il DSGA (consegnatario)', name: 'Giuseppe Verdi' },
      { role: 'Il Dirigente scolastico', name: 'Maria Rossi' },
    ]);
  });
});

describe('the recognition report print request', () => {
  it('goes in the shape of spec 01 §3 with the recognition among its conditions, and comes back', () => {
    const request = { documentType: 4, conditions: { idRecognition: 12 } } as const;
    const sent = toPrintRequest(request, { description: 'Verbale di ricognizione dei beni' });
    expect(sent.requestMessage.requestMessageDetail.conditions).toEqual({ idRecognition: 12 });
    expect(publishBodySchema.parse(JSON.parse(JSON.stringify(sent)))).toEqual(request);
    expect(publishBodySchema.safeParse({ documentType: 4, conditions: {} }).success).toBe(false);
  });
});

describe('renderMinutePdf of a recognition report', () => {
  it('prints every location, good and total, and repeats the school and the columns on every page', async () => {
    const many = Array.from({ length: 90 }, (_, i) =>
      good(100 + i, `Sedia impilabile ${i + 1}`, { detection: 'detected', detectedLocationId: LAB.id }),
    );
    const pages = await pdfPages(
      await renderMinutePdf(buildRecognitionReport({ ...input, assets: [...input.assets, ...many] })),
    );
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => {
      expect(page).toContain('Istituto Comprensivo "Gianni Rodari"');
      expect(page).toContain(`Pagina ${index + 1} di ${pages.length}`);
    });
    const lab = pages.filter((page) => /BM\/1\d\d\s+Sedia impilabile/.test(page));
    expect(lab.length).toBeGreaterThan(1);
    for (const page of lab) expect(page).toMatch(/N\. inventario\s+Descrizione\s+Esito/);
    const text = pages.join('\n');
    expect(text).toMatch(/BM\/4\s+Stampante laser\s+Mancante: proposta di scarico n\. 3\/2026/);
    expect(text).toMatch(/Beni contati dalla ricognizione\s+98/);
    expect(text).toContain('Il presidente della commissione');
    expect(text).toContain('Giuseppe Verdi');
  });
});
