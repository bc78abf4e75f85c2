import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { buildDsgaHandover } from '../minutes/dsga-handover.ts';
import { buildAsset, buildLocation, SCHOOL } from '../minutes/minute.fixtures.ts';
import { renderMinutePdf } from '../minutes/render-minute-pdf.ts';
import { buildSubconsigneeHandover } from '../minutes/subconsignee-handover.ts';
import { buildSubconsigneeNomination } from '../minutes/subconsignee-nomination.ts';
import { buildRegisterInput } from '../registers/inventory-register.fixtures.ts';
import { buildModelKInput, furnitureSubcategory, modelKSubcategory } from '../registers/model-k.fixtures.ts';
import { buildMovementRegisterInput, chargeLines } from '../registers/movement-register.fixtures.ts';
import { renderInventoryRegister } from '../registers/render-inventory-register.ts';
import { renderModelK } from '../registers/render-model-k.ts';
import { renderMovementRegister } from '../registers/render-movement-register.ts';
import { archivalInfo } from './archival-pdf.ts';
import { pdfPages } from './pdf.fixtures.ts';
import { expectPdfA2b, pdfaFacts, VERAPDF_BIN, verapdf } from './pdfa.fixtures.ts';
import { renderTablePdf } from './render-table-pdf.ts';

const SCHOOL_ID = { name: 'Istituto Comprensivo "Gianni Rodari"', ministerialCode: 'RMIC81200X' };

/** Renders and notes when: the XMP creation date must fall within. */
async function rendered(render: () => Promise<Buffer>) {
  const from = new Date();
  const pdf = await render();
  return { pdf, renderedBetween: [from, new Date()] as [Date, Date] };
}

describe('the registers, Model K and the minutes as PDF/A-2b (qpdf, pdffonts, pdfinfo -meta)', () => {
  it('inventory register (7)', async () => {
    const { pdf, renderedBetween } = await rendered(() => renderInventoryRegister(buildRegisterInput(120)));
    await expectPdfA2b(pdf, {
      title: 'Registro di inventario — Beni mobili al 31/12/2026',
      kind: 'Registro di inventario',
      school: SCHOOL_ID,
      renderedBetween,
    });
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
  ])('minute: %s', async (_name, kind, title, build) => {
    const { pdf, renderedBetween } = await rendered(() => renderMinutePdf(build()));
    await expectPdfA2b(pdf, { title, kind, school: SCHOOL_ID, renderedBetween });
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
