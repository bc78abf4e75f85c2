import { describe, expect, it } from 'vitest';
import type { LabelView } from './label-view.ts';
import { labelsZpl, labelZpl, zplModuleDots, zplText } from './zpl.ts';

const buildView = (overrides: Partial<LabelView> = {}): LabelView => ({
  codMin: 'RMIC81500X',
  heading: 'IC Via dei Glicini',
  numberText: 'N. inv. BM/1200',
  barcode: 'BM/1200',
  originalText: null,
  ...overrides,
});

describe('zplText', () => {
  it('takes accents off and spells out signs a Zebra font lacks', () => {
    expect(zplText('Società «Già» – Forlì, 5 € · Straße')).toBe('Societa "Gia" - Forli, 5 EUR Strasse');
  });

  it('drops the characters that start ZPL commands', () => {
    expect(zplText('A^FS~JA B')).toBe('AFSJA B');
  });
});

describe('zplModuleDots', () => {
  it('is 2 dots (^BY2) at scale 1, scaled to whole dots', () => {
    expect(zplModuleDots(100, 1)).toBe(2);
    expect(zplModuleDots(100, 1.2)).toBe(2);
    expect(zplModuleDots(100, 2)).toBe(4);
    expect(zplModuleDots(100, 0.5)).toBe(1);
  });

  it('narrows a symbol too wide for the label', () => {
    expect(zplModuleDots(300, 2)).toBe(2);
  });
});

describe('labelZpl', () => {
  it('prints heading, ministerial code and a centred Code 128 of the number on a 100×50 mm label', () => {
    expect(labelZpl(buildView(), { barcodeScale: 1, modules: 101 })).toBe(
      [
        '^XA',
        '^CI28',
        '^PW800',
        '^LL400',
        '^FO24,30^A0N,30,30^FB752,2,4,C,0^FDIC Via dei Glicini^FS',
        '^FO24,102^A0N,26,26^FB752,1,4,C,0^FDRMIC81500X^FS',
        '^FO299,146^BY2^BCN,80,Y,N,N,A^FDBM/1200^FS',
        '^XZ',
      ].join('\n'),
    );
  });

  it('adds the original inventory number, in plain Latin', () => {
    const zpl = labelZpl(buildView({ heading: 'Scuola «Città»', originalText: 'Inv. orig. 45/À' }), {
      barcodeScale: 1,
      modules: 101,
    });
    expect(zpl).toContain('^FDScuola "Citta"^FS');
    expect(zpl).toContain('^FO24,300^A0N,26,26^FB752,1,4,C,0^FDInv. orig. 45/A^FS\n^XZ');
  });
});

describe('labelsZpl', () => {
  it('writes one ^XA…^XZ block per label, in order', () => {
    const zpl = labelsZpl([buildView({ barcode: '1' }), buildView({ barcode: '2' })], {
      barcodeScale: 1,
      modulesOf: () => 46,
    });
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl.indexOf('^FD1^FS')).toBeLessThan(zpl.indexOf('^FD2^FS'));
    expect(zpl.endsWith('^XZ\n')).toBe(true);
  });
});
