import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { buildDsgaHandover } from '../minutes/dsga-handover.ts';
import { buildAsset, buildLocation, SCHOOL } from '../minutes/minute.fixtures.ts';
import { renderMinutePdf } from '../minutes/render-minute-pdf.ts';
import { buildSubconsigneeHandover } from '../minutes/subconsignee-handover.ts';
import { buildSubconsigneeNomination } from '../minutes/subconsignee-nomination.ts';
import { buildRecognitionReport } from '../recognition/recognition-report.ts';
import { buildRegisterAsset, buildRegisterInput } from '../registers/inventory-register.fixtures.ts';
import { buildModelKInput, furnitureSubcategory, modelKSubcategory } from '../registers/model-k.fixtures.ts';
import { buildMovementRegisterInput, chargeLines } from '../registers/movement-register.fixtures.ts';
import { renderInventoryRegister } from '../registers/render-inventory-register.ts';
import { renderModelK } from '../registers/render-model-k.ts';
import { renderMovementRegister } from '../registers/render-movement-register.ts';
import { buildRenewalEliminated } from '../renewal/renewal-eliminated.ts';
import { buildRenewalMinutes } from '../renewal/renewal-minutes.ts';
import {
  ADJUSTMENTS,
  base,
  keptGoods,
  REGISTERS,
  renewalAt,
  VOUCHERS,
} from '../renewal/renewal-prints.fixtures.ts';
import { buildRenewalVouchers } from '../renewal/renewal-vouchers.ts';
import { archivalInfo } from './archival-pdf.ts';
import { pdfPages } from './pdf.fixtures.ts';
import { expectPdfA2b, pdfaFacts, shownGlyphs, VERAPDF_BIN, verapdf } from './pdfa.fixtures.ts';
import { renderTablePdf } from './render-table-pdf.ts';

const SCHOOL_ID = { name: 'Istituto Comprensivo "Gianni Rodari"', ministerialCode: 'RMIC81200X' };

/** Renders and notes when: the XMP creation date must fall within. */
async function rendered(render: () => Promise<Buffer>) {
  const from = new Date();
  const pdf = await render();
  return { pdf, renderedBetween: [from, new Date()] as [Date, Date] };
}

describe('the registers, Model K and the minutes as PDF/A-2b (qpdf, pdffonts, pdfinfo -meta)', () => {
  it('inventory register (7), with the Latin subset of Roboto alone', async () => {
    const { pdf, renderedBetween } = await rendered(() => renderInventoryRegister(buildRegisterInput(120)));
    const facts = await expectPdfA2b(pdf, {
      title: 'Registro di inventario — Beni mobili al 31/12/2026',
      kind: 'Registro di inventario',
      school: SCHOOL_ID,
      renderedBetween,
    });
    // No fallback font is embedded in a document that does not need one.
    expect(facts.fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, ''))).toEqual([
      'Roboto-Regular',
      'Roboto-Bold',
    ]);
  });

  it.each([
    [DOCUMENT_TYPE.analyticIncrease, 'Registro analitico degli aumenti'],
    [DOCUMENT_TYPE.analyticDecrease, 'Registro analitico delle diminuzioni'],
    [DOCUMENT_TYPE.durableIncrease, 'Registro dei beni durevoli: aumenti'],
    [DOCUMENT_TYPE.durableDecrease, 'Registro dei beni durevoli: diminuzioni'],
  ] as const)('movement register %i: %s', async (documentType, kind) => {
    const input = buildMovementRegisterInput({ documentType, lines: chargeLines(8, 5) });
    const { pdf, renderedBetween } = await rendered(() => renderMovementRegister(input));
    await expectPdfA2b(pdf, {
      title: `${kind} — Beni mobili dal 01/01/2026 al 31/12/2026`,
      kind,
      school: SCHOOL_ID,
      renderedBetween,
    });
  });

  it('Model K (10)', async () => {
    const subcategories = [modelKSubcategory(), furnitureSubcategory('01'), furnitureSubcategory('02')];
    const { pdf, renderedBetween } = await rendered(() => renderModelK(buildModelKInput({ subcategories })));
    await expectPdfA2b(pdf, {
      title: 'Modello K — esercizio 2026',
      kind: 'Modello K',
      school: SCHOOL_ID,
      renderedBetween,
    });
  });

  const locations = [buildLocation(1), buildLocation(2)];
  const assets = [buildAsset(1, { locationId: 1 }), buildAsset(2, { locationId: 2, valueCents: 99_999 })];
  const subConsignee = { description: 'Prof. Anna Bianchi', fiscalCode: 'BNCNNA80A41H501U' };
  const handover = (direction: 'handover' | 'return') =>
    buildSubconsigneeHandover({
      direction,
      school: SCHOOL,
      atDate: '2026-03-31',
      subConsignee,
      locations,
      assets,
    });
  it.each([
    [
      'nomination (21)',
      'Nomina dei subconsegnatari',
      'Nomina dei subconsegnatari al 01/09/2026',
      () =>
        buildSubconsigneeNomination({
          school: SCHOOL,
          atDate: '2026-09-01',
          appointments: [{ subConsignee, locations }],
        }),
    ],
    [
      'DSGA handover (22)',
      'Verbale di passaggio di consegne tra DSGA',
      'Verbale di passaggio di consegne tra DSGA al 31/08/2026',
      () =>
        buildDsgaHandover({
          school: SCHOOL,
          atDate: '2026-08-31',
          mergedSites: null,
          registers: [{ id: 1, description: 'Beni mobili', hasDurableRegister: true }],
          assets,
          subConsignees: [{ description: subConsignee.description, locations }],
        }),
    ],
    [
      'handover to a sub-consignee (23)',
      'Verbale di consegna dei beni al subconsegnatario',
      'Verbale di consegna dei beni al subconsegnatario — Prof. Anna Bianchi al 31/03/2026',
      () => handover('handover'),
    ],
    [
      'return from a sub-consignee (24)',
      'Verbale di restituzione dei beni dal subconsegnatario',
      'Verbale di restituzione dei beni dal subconsegnatario — Prof. Anna Bianchi al 31/03/2026',
      () => handover('return'),
    ],
    [
      'recognition report (4)',
      'Verbale di ricognizione dei beni',
      'Verbale di ricognizione dei beni del 04/05/2026',
      () =>
        buildRecognitionReport({
          school: { ...SCHOOL, city: 'Roma' },
          recognition: {
            startDate: '2026-05-04',
            endDate: '2026-05-20',
            status: 'completed',
            forRenewal: false,
            renewalYear: null,
            includeDurable: false,
            notes: null,
          },
          locations: [
            {
              id: 1,
              siteCode: 'SC',
              siteDescription: 'Sede centrale',
              code: 'LAB1',
              description: 'Laboratorio',
              status: 'completed',
            },
          ],
          assets: [
            {
              registerKind: 'movable',
              assetClass: 'inventory',
              inventoryNumber: 1,
              durableNumber: null,
              description: 'Notebook',
              detection: 'detected',
              locationId: 1,
              detectedLocationId: 1,
              missingProposal: null,
            },
          ],
          printedOn: '2026-05-20',
        }),
    ],
    [
      'renewal minutes (11)',
      'Verbale di rinnovo inventariale (PV/Base)',
      'Verbale di rinnovo inventariale (PV/Base) al 31/12/2026',
      () =>
        buildRenewalMinutes({
          ...base(renewalAt('renumbered')),
          registers: REGISTERS,
          goods: keptGoods(true),
          adjustments: ADJUSTMENTS,
          commission: [],
        }),
    ],
    [
      'renewal goods to eliminate (13), a draft',
      'Beni da eliminare (PV/2)',
      'Beni da eliminare (PV/2) — BOZZA al 31/12/2026',
      () => buildRenewalEliminated({ ...base(renewalAt('adjustments')), adjustments: [] }),
    ],
    [
      'renewal vouchers (16)',
      'Buoni dei movimenti del rinnovo',
      'Buoni dei movimenti del rinnovo al 31/12/2026',
      () => buildRenewalVouchers({ ...base(renewalAt('ended')), vouchers: VOUCHERS }),
    ],
  ])('minute: %s', async (_name, kind, title, build) => {
    const { pdf, renderedBetween } = await rendered(() => renderMinutePdf(build()));
    await expectPdfA2b(pdf, { title, kind, school: SCHOOL_ID, renderedBetween });
  });
});

/** Names no Latin subset carries: Romanian, Polish, Greek, Cyrillic. */
const NAMES = 'Ștefan Łukasz Ελένη Жанна';

/** The font names `pdffonts` lists, without their subset tags, each with how many times. */
function fontNames(fonts: readonly { name: string }[]): Record<string, number> {
  const counted: Record<string, number> = {};
  for (const { name } of fonts) {
    const plain = name.replace(/^[A-Z]{6}\+/, '');
    counted[plain] = (counted[plain] ?? 0) + 1;
  }
  return counted;
}

describe('characters the Latin subset lacks', () => {
  it('draws them with the fallback subsets, embedded, never .notdef, and gives the text back', async () => {
    const assets = [
      buildRegisterAsset(1),
      buildRegisterAsset(2, { description: `Donazione di ${NAMES}` }),
      buildRegisterAsset(3),
    ];
    const { pdf, renderedBetween } = await rendered(() =>
      renderInventoryRegister(buildRegisterInput(3, { assets })),
    );
    const facts = await expectPdfA2b(pdf, {
      title: 'Registro di inventario — Beni mobili al 31/12/2026',
      kind: 'Registro di inventario',
      school: SCHOOL_ID,
      renderedBetween,
    });
    // The two Latin fonts, and Latin Extended, Greek and Cyrillic (regular, the descriptions' style).
    expect(facts.fonts).toHaveLength(5);
    expect(facts.fonts.every((font) => font.embedded && font.type === 'CID TrueType')).toBe(true);
    expect(fontNames(facts.fonts)).toEqual({ 'Roboto-Regular': 4, 'Roboto-Bold': 1 });
    const [page] = await pdfPages(pdf);
    expect(page).toContain(`Donazione di ${NAMES}`);
    const glyphs = await shownGlyphs(pdf);
    expect(glyphs.size).toBe(5);
    for (const [font, ids] of glyphs) {
      expect(ids.length, font).toBeGreaterThan(0);
      expect(
        ids.filter((id) => id === 0),
        `.notdef shown in ${font}`,
      ).toEqual([]);
    }
  });

  it('draws a character no font has as a visible "?", in a list as in a minute', async () => {
    const pdf = await renderTablePdf(
      {
        page: { size: 'A4', orientation: 'portrait', margins: { top: 30, right: 30, bottom: 30, left: 30 } },
        heading: [{ text: `Fornitore ${NAMES}`, style: 'bold', size: 12 }],
        columns: [{ title: 'Testo', width: { share: 1 } }],
        rows: [{ cells: ['Ditta 漢字 ԱԲ 😀 srl'] }],
        emptyMessage: '-',
        footer: (page, pages) => `Pagina ${page} di ${pages}`,
      },
      { title: 'Elenco' },
    );
    const facts = await pdfaFacts(pdf);
    expect(facts.fonts.every((font) => font.embedded)).toBe(true);
    // The heading is bold: the bold fallbacks; the row's unknown characters need none.
    expect(fontNames(facts.fonts)).toEqual({ 'Roboto-Regular': 1, 'Roboto-Bold': 4 });
    expect(await pdfPages(pdf)).toEqual([
      expect.stringMatching(
        new RegExp(`Fornitore ${NAMES}\\s+Testo\\s+Ditta \\?\\? \\?\\? \\? srl\\s+Pagina 1 di 1`),
      ),
    ]);
    for (const [font, ids] of await shownGlyphs(pdf))
      expect(
        ids.filter((id) => id === 0),
        font,
      ).toEqual([]);
    const minute = await renderMinutePdf({
      title: 'Verbale',
      heading: ['Scuola'],
      blocks: [{ kind: 'paragraph', text: `Consegnato a ${NAMES} 漢` }],
    });
    expect((await pdfPages(minute))[0]).toContain(`Consegnato a ${NAMES} ?`);
  });
});

describe('archival metadata', () => {
  it('keeps a school named with XML characters readable: escaped in the XMP, plain in the properties', async () => {
    const school = { name: 'Rossi & <Figli> — Scuola "Ünità"', ministerialCode: 'MI1A00100B' };
    const input = buildRegisterInput(3, { school: { ...school, heading: ['Rossi & Figli'] } });
    const { pdf, renderedBetween } = await rendered(() => renderInventoryRegister(input));
    const facts = await expectPdfA2b(pdf, {
      title: 'Registro di inventario — Beni mobili al 31/12/2026',
      kind: 'Registro di inventario',
      school,
      renderedBetween,
    });
    expect(facts.xmp).toContain('Rossi &amp; &lt;Figli&gt; — Scuola "Ünità" (MI1A00100B)');
    expect(facts.info.Keywords).toBe('Registro di inventario; Rossi & <Figli> — Scuola "Ünità"; MI1A00100B');
  });

  it('drops what XML cannot carry and folds white space in the properties', () => {
    const info = archivalInfo({
      title: 'Registro\u0007 di\n inventario ',
      kind: 'Registro',
      school: { name: 'Scuola\u0000 A', ministerialCode: ' X1 ' },
      createdAt: new Date('2026-05-04T03:02:01Z'),
    });
    expect(info).toEqual({
      Title: 'Registro di inventario',
      Subject: 'Registro',
      Author: 'Scuola A (X1)',
      Keywords: 'Registro; Scuola A; X1',
      Creator: 'Inventario',
      Producer: 'Inventario',
      CreationDate: new Date('2026-05-04T03:02:01Z'),
    });
  });

  it('makes the lists PDF/A-2b too, titled, with no school to name', async () => {
    const pdf = await renderTablePdf(
      {
        page: { size: 'A4', orientation: 'portrait', margins: { top: 30, right: 30, bottom: 30, left: 30 } },
        heading: [{ text: 'Elenco', style: 'bold', size: 12 }],
        columns: [{ title: 'Testo', width: { share: 1 } }],
        rows: [{ cells: ['Riga'] }],
        emptyMessage: '-',
        footer: (page, pages) => `Pagina ${page} di ${pages}`,
      },
      { title: 'Elenco di prova' },
    );
    const facts = await pdfaFacts(pdf);
    expect(facts.properties['pdfaid:part']).toEqual(['2']);
    expect(facts.properties['dc:title']).toEqual(['Elenco di prova']);
    expect(facts.properties['dc:creator']).toBeUndefined();
    expect(facts.fonts.every((font) => font.embedded)).toBe(true);
    expect(fontNames(facts.fonts)).toEqual({ 'Roboto-Regular': 1, 'Roboto-Bold': 1 });
    expect(await pdfPages(pdf)).toEqual([expect.stringMatching(/Elenco\s+Testo\s+Riga\s+Pagina 1 di 1/)]);
  });

  it('tells a plain pdfkit file apart: Helvetica not embedded, no PDF/A identification, no output intent', async () => {
    const doc = new PDFDocument({ info: { Title: 'Non archiviabile' } });
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    const ended = new Promise((resolve) => doc.on('end', resolve));
    doc.text('Testo in Helvetica');
    doc.end();
    await ended;
    const facts = await pdfaFacts(Buffer.concat(chunks));
    expect(facts.header).toBe('%PDF-1.3');
    expect(facts.fonts).toEqual([{ name: 'Helvetica', type: 'Type 1', embedded: false }]);
    expect(facts.properties['pdfaid:part']).toBeUndefined();
    expect(facts.outputIntents).toEqual([]);
  });
});

describe('veraPDF (opt-in: VERAPDF_BIN names its command line)', () => {
  it.skipIf(!VERAPDF_BIN)(
    VERAPDF_BIN
      ? `passes an inventory register as PDF/A-2b with ${VERAPDF_BIN}`
      : 'skipped: VERAPDF_BIN is not set (veraPDF is not installable here; see README, PDF/A-2b)',
    async () => {
      const result = await verapdf(await renderInventoryRegister(buildRegisterInput(50)));
      expect(result.passed, result.stdout + result.stderr).toBe(true);
    },
  );
});
