import type { RecognitionAsset } from '@inventario/shared/contracts/recognition';
import { describe, expect, it } from 'vitest';
import { phoneReadMessage } from './phone-read-text.ts';
import {
  goodsNamed,
  goodsToFind,
  nextBatch,
  type PhoneRead,
  phoneTally,
  withAnswers,
} from './phone-reads.ts';
import { newReadId } from './read-id.ts';
import { scanCodeOf, tokenAlive } from './scan-link-code.ts';

const lab = { id: 10, code: 'LAB1', description: 'Laboratorio', siteCode: 'PLESSO1' };
const good = (
  idAsset: number,
  inventoryNumber: number,
  extra: Partial<RecognitionAsset> = {},
): RecognitionAsset => ({
  idAsset,
  description: `Bene ${inventoryNumber}`,
  registerKind: 'movable',
  assetClass: 'inventory',
  inventoryNumber,
  durableNumber: null,
  universalityId: null,
  location: lab,
  detection: 'undetected',
  detectedLocation: null,
  detectedAt: null,
  detectedBy: null,
  missingProposal: null,
  ...extra,
});
const pc = good(1, 12);
const desk = good(2, 13);
const printer = good(3, 14, { detection: 'detected', detectedLocation: lab });
const expected = [desk, pc, printer];

let seq = 0;
const read = (code: string, extra: Partial<PhoneRead> = {}): PhoneRead => ({
  seq: ++seq,
  readId: newReadId(),
  recognitionId: 7,
  idLocation: 10,
  code,
  readAt: '2026-11-27T09:00:00.000Z',
  outcome: null,
  assets: [],
  ...extra,
});

describe("the phone's count of a location", () => {
  it('names the goods of the list a code reads, with or without the acronym', () => {
    expect(goodsNamed('BM/12', expected)).toEqual([pc]);
    expect(goodsNamed('13', expected)).toEqual([desk]);
    expect(goodsNamed('BC/12', expected)).toEqual([]);
    expect(goodsNamed('  ', expected)).toEqual([]);
  });

  it("names the good a QR label links to on this app's host, and none for another host's link", () => {
    expect(
      goodsNamed('https://scuola.example/inventario/#/assets?asset=2', expected, 'https://scuola.example'),
    ).toEqual([desk]);
    expect(
      goodsNamed('https://scuola.example/inventario/#/assets?asset=1', expected, 'https://scuola.example'),
    ).toEqual([pc]);
    expect(
      goodsNamed('https://altra.example/inventario/#/assets?asset=1', expected, 'https://scuola.example'),
    ).toEqual([]);
    // The barcode beside it reads the same good by its number.
    expect(goodsNamed('BM/12', expected, 'https://scuola.example')).toEqual([pc]);
  });

  it('counts a good found by a read waiting to be sent, offline', () => {
    expect(phoneTally(expected, [])).toEqual({ expected: 3, found: 1, missing: 2, others: 0, pending: 0 });
    const reads = [read('BM/12'), read('BM/12'), read('999')];
    expect(phoneTally(expected, reads)).toEqual({ expected: 3, found: 2, missing: 1, others: 1, pending: 3 });
    expect(goodsToFind(expected, reads)).toEqual([desk]);
  });

  it('takes the server answer once it came: a good of another location counts apart', () => {
    const elsewhere = good(9, 40, { location: { ...lab, id: 11 } });
    const reads = [
      read('BM/13', { outcome: 'detected', assets: [{ ...desk, detection: 'detected' }] }),
      read('BM/40', { outcome: 'foundElsewhere', assets: [elsewhere] }),
      read('BM/12', { outcome: 'missing', assets: [{ ...pc, detection: 'missing' }] }),
    ];
    expect(phoneTally(expected, reads)).toMatchObject({ found: 2, missing: 1, others: 2, pending: 0 });
    expect(goodsToFind(expected, reads)).toEqual([pc]);
  });

  it("keeps the server's detection of the goods the answers named", () => {
    const answered = withAnswers(expected, [{ ...pc, detection: 'detected' }]);
    expect(answered.map((asset) => asset.detection)).toEqual(['undetected', 'detected', 'detected']);
  });
});

describe('sending', () => {
  it('sends the waiting reads of the recognition oldest first, at most a batch', () => {
    const reads = [
      read('1', { seq: 30 }),
      read('2', { seq: 10, outcome: 'detected' }),
      read('3', { seq: 20 }),
      read('4', { seq: 5, recognitionId: 6 }),
    ];
    expect(nextBatch(reads, 7).map((r) => r.code)).toEqual(['3', '1']);
    expect(nextBatch(reads, 7, 1).map((r) => r.code)).toEqual(['3']);
  });

  it('gives each read an id the server takes as a UUID', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newReadId()));
    expect(ids.size).toBe(100);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newReadId((bytes) => bytes.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
  });
});

describe("a read's line", () => {
  it('says what the phone knows while the read waits, then the answer', () => {
    expect(phoneReadMessage(read('12'), expected)).toEqual({
      key: 'recognitionPhone.reads.waitingFound',
      values: { code: '12', goods: 'BM 12 – Bene 12' },
      severity: 'success',
    });
    expect(phoneReadMessage(read('XYZ'), expected).key).toBe('recognitionPhone.reads.waitingOther');
    expect(phoneReadMessage(read('XYZ', { outcome: 'notFound' }), expected).key).toBe(
      'recognition.read.outcome.notFound',
    );
  });
});

describe("the QR code's link", () => {
  it('reads the one-time code after #code=', () => {
    expect(scanCodeOf('#code=C001.abc')).toBe('C001.abc');
    expect(scanCodeOf('')).toBeUndefined();
    expect(scanCodeOf('#code=')).toBeUndefined();
  });

  it('knows when the token stops reading', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(tokenAlive('2026-11-27T10:00:01Z', now)).toBe(true);
    expect(tokenAlive('2026-11-27T10:00:00Z', now)).toBe(false);
  });
});
