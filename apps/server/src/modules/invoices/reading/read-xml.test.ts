import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInvoiceFile } from './read-invoice-file.ts';
import { fixturePath, fixtureText, makeTempDir, readAs } from './reading.fixtures.ts';

let temp: Awaited<ReturnType<typeof makeTempDir>>;
beforeAll(async () => {
  temp = await makeTempDir();
});
afterAll(() => temp.remove());

async function readFixture(name: string) {
  const { documents } = await readInvoiceFile({ fileName: name, path: fixturePath(name) });
  expect(documents).toHaveLength(1);
  const [document] = documents;
  if (!document) throw new Error('no document');
  return document;
}

async function readText(text: string | Uint8Array, fileName = 'invoice.xml') {
  const { documents } = await readAs(temp.dir, fileName, text);
  const [document] = documents;
  if (!document) throw new Error('no document');
  return document;
}

describe('a FatturaPA invoice', () => {
  it('reads a one-line FPA12 invoice with split payment: supplier, document, line, summary', async () => {
    const document = await readFixture('fpa12-one-line.xml');
    expect(document).toMatchObject({ signature: 'none', version: 'FPA12', problem: null, warnings: [] });
    expect(document.sha256).toMatch(/^[0-9a-f]{64}$/);
    const [invoice] = document.invoices;
    expect(invoice).toEqual({
      bodyIndex: 0,
      supplier: {
        vendorType: 'G',
        businessName: 'Forniture Didattiche S.r.l.',
        name: null,
        surname: null,
        vatNumber: '01234567897',
        vatCountry: 'IT',
        fiscalCode: '01234567897',
        address: 'Via dei Mille, 12',
        city: 'Roma',
        province: 'RM',
        postalCode: '00185',
        description: 'Forniture Didattiche S.r.l.',
        warnings: [],
      },
      document: { type: 'TD01', number: 'FT/2026/118', date: '2026-03-14', currency: 'EUR', total: 1220 },
      lines: [
        {
          lineNumber: 1,
          description: 'Notebook 15 pollici per laboratorio & aula',
          kind: 'goods',
          quantity: 2,
          wholeQuantity: true,
          unitOfMeasure: 'pz',
          unitPrice: 500,
          vatRate: 22,
          vatNature: null,
          total: 1000,
          unitValue: 610,
          articleCodes: ['8001234567890'],
        },
      ],
      summary: { taxable: 1000, tax: 220 },
      linesMatchSummary: true,
      splitPayment: true,
      attachments: [],
      refusal: null,
    });
  });

  it('reads an FPR12 invoice of seven lines, without prefix, from a person', async () => {
    const document = await readFixture('fpr12-seven-lines.xml');
    expect(document.version).toBe('FPR12');
    const [invoice] = document.invoices;
    expect(invoice?.supplier).toMatchObject({
      vendorType: 'F',
      businessName: null,
      name: 'Mario',
      surname: 'Rossi',
      description: 'Rossi Mario',
      fiscalCode: 'RSSMRA80A01H501U',
      address: 'Corso Garibaldi 40',
      warnings: [],
    });
    const lines = invoice?.lines ?? [];
    expect(lines.map((line) => [line.lineNumber, line.kind, line.quantity, line.unitValue])).toEqual([
      [1, 'goods', 10, 55.51],
      // 100.00 ÷ 3 with VAT, not 33.33 × 1.22 = 40.66: the total charged decides.
      [2, 'goods', 3, 40.67],
      // No quantity: one.
      [3, 'goods', 1, 61],
      [4, 'descriptive', 1, 0],
      [5, 'goods', 5, 20.8],
      [6, 'goods', 2.5, 4.88],
      [7, 'goods', 1, 1585.88],
    ]);
    expect(invoice?.summary).toEqual({ taxable: 2014.9, tax: 425.28 });
    expect(invoice?.linesMatchSummary).toBe(true);
    expect(invoice?.splitPayment).toBe(false);
  });

  it('marks a fractional quantity: not whole, and a warning naming the line', async () => {
    const document = await readFixture('fpr12-seven-lines.xml');
    const line = document.invoices[0]?.lines.find((candidate) => candidate.lineNumber === 6);
    expect(line).toMatchObject({ quantity: 2.5, wholeQuantity: false, unitPrice: 4 });
    expect(document.warnings).toEqual([{ code: 'fractionalQuantity', params: { body: 0, line: 6 } }]);
  });

  it('applies each line`s ScontoMaggiorazione and classifies discount and surcharge lines', async () => {
    const document = await readFixture('fpr12-discounts.xml');
    const lines = document.invoices[0]?.lines ?? [];
    expect(lines.map((line) => [line.lineNumber, line.kind, line.unitPrice, line.unitValue])).toEqual([
      [1, 'goods', 159.3, 194.35], // SC 10 % of 177.00
      [2, 'goods', 3.29, 4.01], // SC written as Importo -1.71: lowers all the same
      [3, 'goods', 171, 208.62], // SC 10 % then SC 5 %, cascading
      [4, 'goods', 80, 97.6], // SC 20 % and 25.00: the percentage only
      [5, 'goods', 420, 512.4], // MG 5 %
      [6, 'discount', -50, -61], // TipoCessionePrestazione SC
      [7, 'surcharge', 15, 18.3], // AC, spesa accessoria
      [8, 'discount', -0.5, -0.61], // a negative price without a type
      [9, 'discount', -20, -24.4], // PR, premio
      [10, 'goods', 10, 12.2], // PrezzoTotale 25.00 ≠ 3 × 10.00: the unit price stays
    ]);
    expect(document.warnings).toEqual([{ code: 'lineTotalMismatch', params: { body: 0, line: 10 } }]);
    expect(document.invoices[0]?.linesMatchSummary).toBe(true);
  });

  it('reads two bodies as two invoices, under an ns2: root with xmlns="" inside', async () => {
    const document = await readFixture('fpa12-two-bodies.xml');
    expect(document.invoices.map((invoice) => [invoice.bodyIndex, invoice.document.number])).toEqual([
      [0, '311'],
      [1, '312'],
    ]);
    expect(document.invoices[0]?.lines[0]).toMatchObject({ quantity: 20, unitPrice: 2.5, unitValue: 3.05 });
    // The official samples' VAT number fails its check digit: read, with a warning only.
    expect(document.invoices[0]?.supplier.warnings).toEqual(['rules.invalidVatNumber']);
    expect(document.invoices.every((invoice) => invoice.splitPayment)).toBe(true);
  });

  it('refuses a credit note and an invoice in another currency, still reading them', async () => {
    const document = await readFixture('fpa12-refusals.xml');
    expect(document.problem).toBeNull();
    expect(document.invoices.map((invoice) => invoice.refusal)).toEqual([
      { code: 'creditNote' },
      { code: 'currencyNotEuro', params: { currency: 'USD' } },
    ]);
  });

  it('reads the same invoice under p:, ns2: or no prefix alike', async () => {
    const source = await fixtureText('fpa12-one-line.xml');
    const expected = (await readText(source)).invoices;
    const renamed = (prefix: string) =>
      source
        .replaceAll('p:FatturaElettronica', `${prefix}FatturaElettronica`)
        .replace('xmlns:p=', `xmlns${prefix ? `:${prefix.slice(0, -1)}` : ''}=`);
    for (const prefix of ['ns2:', '']) {
      const document = await readText(renamed(prefix));
      expect(document.problem).toBeNull();
      expect(document.invoices).toEqual(expected);
    }
  });
});

describe('the bytes of the XML', () => {
  it.each([
    ['fpa12-windows-1252.xml', 'Attività didattiche – perché sì: 30 €'],
    ['fpa12-iso-8859-1.xml', 'Attività didattiche, perché sì (è così)'],
  ])('honours the declared encoding of %s', async (name, description) => {
    const document = await readFixture(name);
    expect(document.warnings).toEqual([]);
    expect(document.invoices[0]?.lines[0]?.description).toBe(description);
    expect(document.invoices[0]?.supplier).toMatchObject({
      city: 'Forlì',
      businessName: 'Libreria Città di Forlì S.r.l.',
    });
  });

  it('strips a UTF-8 BOM, and hashes the bytes as they came', async () => {
    const source = Buffer.from(await fixtureText('fpa12-one-line.xml'));
    const document = await readText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), source]));
    expect(document.problem).toBeNull();
    expect(document.invoices).toHaveLength(1);
    expect(document.sha256).not.toBe((await readText(source)).sha256);
  });

  it('skips bytes before the <?xml prolog', async () => {
    const source = await fixtureText('fpa12-one-line.xml');
    const document = await readText(
      Buffer.concat([Buffer.from([0x00, 0x0d, 0x8a, 0x1f]), Buffer.from(source)]),
    );
    expect(document.problem).toBeNull();
    expect(document.invoices[0]?.document.number).toBe('FT/2026/118');
  });

  it('reads UTF-8 that is really windows-1252 as windows-1252, with a warning', async () => {
    const bytes = Buffer.from(await fixtureText('fpa12-one-line.xml'))
      .toString('latin1')
      .replace('Notebook', 'Attivit\u00e0');
    const document = await readText(Buffer.from(bytes, 'latin1'));
    expect(document.invoices[0]?.lines[0]?.description).toMatch(/^Attività/);
    expect(document.warnings).toEqual([
      { code: 'encodingMismatch', params: { declared: 'UTF-8', used: 'windows-1252' } },
    ]);
  });

  it('refuses an encoding it cannot decode', async () => {
    const source = (await fixtureText('fpa12-one-line.xml')).replace('UTF-8', 'Shift_JIS');
    expect((await readText(source)).problem).toEqual({
      code: 'unreadableEncoding',
      params: { encoding: 'shift_jis' },
    });
  });

  it('refuses a DOCTYPE before parsing, so no entity is ever resolved', async () => {
    const { documents } = await readInvoiceFile({ fileName: 'x.xml', path: fixturePath('xxe-doctype.xml') });
    expect(documents[0]?.problem).toEqual({ code: 'doctypeRefused' });
    expect(documents[0]?.invoices).toEqual([]);
    const everything = JSON.stringify(documents);
    expect(everything).not.toContain('ENTITY-EXPANDED-MARKER');
    const hostname = await import('node:fs/promises').then((fs) =>
      fs.readFile('/etc/hostname', 'utf8').catch(() => ''),
    );
    if (hostname.trim()) expect(everything).not.toContain(hostname.trim());
  });

  it('refuses XML that is not well-formed', async () => {
    const source = (await fixtureText('fpa12-one-line.xml')).replace('</Numero>', '</Numro>');
    expect((await readText(source)).problem).toEqual({ code: 'unreadableXml' });
  });
});

describe('what is not a FatturaPA 1.2 invoice', () => {
  it('refuses a simplified invoice (FSM10)', async () => {
    expect((await readFixture('fsm10-simplified.xml')).problem).toEqual({ code: 'simplifiedInvoice' });
  });

  it('refuses another version, naming it', async () => {
    const source = (await fixtureText('fpa12-one-line.xml')).replace('versione="FPA12"', 'versione="FPA11"');
    expect((await readText(source)).problem).toEqual({
      code: 'unsupportedVersion',
      params: { version: 'FPA11' },
    });
  });

  it('tells an SdI receipt from an invoice by its root', async () => {
    expect((await readFixture('sdi-delivery-receipt.xml')).problem).toEqual({
      code: 'notAnInvoice',
      params: { root: 'RicevutaConsegna' },
    });
  });

  it('refuses a file whose name is no invoice file', async () => {
    const { documents } = await readInvoiceFile({
      fileName: 'fattura.pdf',
      path: fixturePath('fpa12-one-line.xml'),
    });
    expect(documents[0]?.problem).toEqual({ code: 'unsupportedFileType' });
  });
});

describe('departures from the schema', () => {
  it('warns of a missing mandatory element but reads the rest', async () => {
    const source = (await fixtureText('fpa12-one-line.xml'))
      .replace('<CAP>00185</CAP>', '')
      .replace('<AliquotaIVA>22.00</AliquotaIVA>\n      </DettaglioLinee>', '</DettaglioLinee>');
    const document = await readText(source);
    expect(document.invoices).toHaveLength(1);
    expect(document.warnings).toEqual([
      { code: 'missingElement', params: { element: 'FatturaElettronicaHeader/CedentePrestatore/Sede/CAP' } },
      { code: 'missingElement', params: { element: 'DettaglioLinee/AliquotaIVA', body: 0, line: 1 } },
    ]);
  });

  it('warns of a number that is not one, reading the line without it', async () => {
    const source = (await fixtureText('fpr12-discounts.xml')).replace(
      '<Percentuale>10.00</Percentuale>',
      '<Percentuale>10,0</Percentuale>',
    );
    const document = await readText(source);
    expect(document.invoices[0]?.lines[0]).toMatchObject({ unitPrice: 177, total: 637.2 });
    expect(document.warnings).toContainEqual({
      code: 'invalidElement',
      params: { element: 'DettaglioLinee/ScontoMaggiorazione/Percentuale', value: '10,0', body: 0, line: 1 },
    });
  });

  it('refuses an invoice without a real date: it could not be identified', async () => {
    const source = (await fixtureText('fpa12-one-line.xml')).replace('2026-03-14', '2026-02-30');
    expect((await readText(source)).problem).toEqual({
      code: 'invalidElement',
      params: {
        element: 'FatturaElettronicaBody/DatiGenerali/DatiGeneraliDocumento/Data',
        value: '2026-02-30',
        body: 0,
      },
    });
  });

  it('reads a date with spaces around it', async () => {
    const source = (await fixtureText('fpa12-one-line.xml')).replace(
      '<Data>2026-03-14',
      '<Data>  2026-03-14 ',
    );
    expect((await readText(source)).invoices[0]?.document.date).toBe('2026-03-14');
  });
});

describe('attachments', () => {
  it('gives the decoded size of a several-MB attachment written with line breaks', async () => {
    const pdf = Buffer.alloc(3 * 1024 * 1024 + 7, 0x25);
    pdf.write('%PDF-1.4', 0);
    const base64 = (pdf.toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
    const attachment = `<Allegati><NomeAttachment>fattura.pdf</NomeAttachment><FormatoAttachment>PDF</FormatoAttachment><Attachment>\n${base64}\n</Attachment></Allegati>`;
    const source = (await fixtureText('fpa12-one-line.xml')).replace(
      '</DatiPagamento>',
      `</DatiPagamento>\n${attachment}`,
    );
    const document = await readText(source);
    expect(document.invoices[0]?.attachments).toEqual([
      { name: 'fattura.pdf', format: 'PDF', bytes: pdf.length },
    ]);
    expect(JSON.stringify(document).length).toBeLessThan(5_000);
  });
});
