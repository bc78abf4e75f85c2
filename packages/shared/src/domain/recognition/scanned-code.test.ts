import { describe, expect, it } from 'vitest';
import { codeNames, parseScannedCode } from './scanned-code.ts';

describe('parseScannedCode', () => {
  it('reads a number alone as an inventory number of any register', () => {
    expect(parseScannedCode('123')).toEqual({ kind: 'inventoryNumber', number: 123, registers: null });
    expect(parseScannedCode(' 000042\n')).toEqual({ kind: 'inventoryNumber', number: 42, registers: null });
  });

  it('reads the register acronym however the label or the user wrote it', () => {
    for (const code of ['BM/123', 'BM 123', 'bm123', 'Bm-123', 'BM.123']) {
      expect(parseScannedCode(code)).toEqual({
        kind: 'inventoryNumber',
        number: 123,
        registers: ['movable'],
      });
    }
    expect(parseScannedCode('BSA/7')).toEqual({
      kind: 'inventoryNumber',
      number: 7,
      registers: ['historic'],
    });
  });

  it('reads an asset link of a QR label', () => {
    expect(parseScannedCode('https://scuola.example/inventario/#/assets/981')).toEqual({
      kind: 'assetLink',
      assetId: 981,
    });
    expect(parseScannedCode('https://scuola.example/inventario/#/assets?asset=982')).toEqual({
      kind: 'assetLink',
      assetId: 982,
    });
    expect(parseScannedCode('https://scuola.example/inventario/#/assets?page=2&asset=983&x=1')).toEqual({
      kind: 'assetLink',
      assetId: 983,
    });
  });

  it('tells a Code 128 label from a QR label and refuses a link of another host', () => {
    const appOrigin = 'https://scuola.example';
    expect(parseScannedCode('BM/123', { appOrigin })).toEqual({
      kind: 'inventoryNumber',
      number: 123,
      registers: ['movable'],
    });
    expect(parseScannedCode('https://scuola.example/inventario/#/assets?asset=12', { appOrigin })).toEqual({
      kind: 'assetLink',
      assetId: 12,
    });
    const foreign = 'https://altra-scuola.example/inventario/#/assets?asset=12';
    expect(parseScannedCode(foreign, { appOrigin })).toEqual({ kind: 'text', text: foreign });
    expect(
      parseScannedCode('http://scuola.example/inventario/#/assets?asset=12', { appOrigin }),
    ).toMatchObject({
      kind: 'text',
    });
    // A link without a host (a typed hash) is no label of this app either when the origin is known.
    expect(parseScannedCode('#/assets?asset=12', { appOrigin })).toMatchObject({ kind: 'text' });
    expect(parseScannedCode('#/assets?asset=12')).toEqual({ kind: 'assetLink', assetId: 12 });
    expect(
      parseScannedCode('https://scuola.example/inventario/#/assets?asset=abc', { appOrigin }),
    ).toMatchObject({
      kind: 'text',
    });
  });

  it('keeps any other code as text for the assets own barcodes', () => {
    expect(parseScannedCode('8001234567895X')).toEqual({ kind: 'text', text: '8001234567895X' });
    expect(parseScannedCode('XX/12')).toEqual({ kind: 'text', text: 'XX/12' });
    expect(parseScannedCode('0')).toEqual({ kind: 'text', text: '0' });
  });

  it('answers nothing for a blank read', () => {
    expect(parseScannedCode('  \r\n')).toBeNull();
  });
});

describe('codeNames', () => {
  const pc = { assetId: 7, inventoryNumber: 12, registerKind: 'movable', barcode: 'Ean-800' };
  const read = (raw: string) => {
    const code = parseScannedCode(raw);
    if (!code) throw new Error('blank');
    return code;
  };

  it('matches the number in any register, or in the one the acronym names', () => {
    expect(codeNames(read('12'), pc)).toBe(true);
    expect(codeNames(read('BM/12'), pc)).toBe(true);
    expect(codeNames(read('LB/12'), pc)).toBe(false);
    expect(codeNames(read('13'), pc)).toBe(false);
  });

  it('matches the asset link and the asset own barcode whatever its case', () => {
    expect(codeNames(read('https://x/inventario/#/assets/7'), pc)).toBe(true);
    expect(codeNames(read('EAN-800'), pc)).toBe(true);
    expect(codeNames(read('EAN-801'), { ...pc, barcode: null })).toBe(false);
  });
});
