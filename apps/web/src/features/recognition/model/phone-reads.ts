import type { RecognitionAsset } from '@inventario/shared/contracts/recognition';
import type { ReadOutcome } from '@inventario/shared/domain/recognition/detection';
import { codeNames, parseScannedCode } from '@inventario/shared/domain/recognition/scanned-code';

/** Most reads one call sends (`POST /recognition/scan/detect` takes at most 500). */
export const READS_PER_BATCH = 500;

/** A read the phone made: kept on the phone until the server answered it, then with its answer. */
export interface PhoneRead {
  /** The phone's order of reads: sent in this order. */
  seq: number;
  /** The read's own id: the server counts a read sent twice once. */
  readId: string;
  recognitionId: number;
  idLocation: number;
  code: string;
  readAt: string;
  /** The server's answer; null while the read waits to be sent. */
  outcome: ReadOutcome | null;
  assets: RecognitionAsset[];
}

/** What the phone counts in a location: its goods found and still missing, reads of other goods, reads to send. */
export interface PhoneTally {
  expected: number;
  found: number;
  missing: number;
  others: number;
  pending: number;
}

const FOUND: ReadonlySet<RecognitionAsset['detection']> = new Set(['detected', 'correct']);

/**
 * The goods of the location's list a code names (a universality's components together); none if it
 * names none. A QR label's link names its asset only when it points to this app's host.
 */
export function goodsNamed(
  code: string,
  expected: readonly RecognitionAsset[],
  appOrigin: string | undefined = globalThis.location?.origin,
): RecognitionAsset[] {
  const scanned = parseScannedCode(code, { appOrigin });
  if (!scanned) return [];
  return expected.filter((asset) =>
    codeNames(scanned, {
      assetId: asset.idAsset,
      inventoryNumber: asset.inventoryNumber ?? asset.durableNumber,
      registerKind: asset.registerKind,
      barcode: null,
    }),
  );
}

/** The reads still waiting to be sent, oldest first, at most one batch. */
export function nextBatch(reads: readonly PhoneRead[], recognitionId: number, max = READS_PER_BATCH) {
  return reads
    .filter((read) => read.outcome === null && read.recognitionId === recognitionId)
    .sort((a, b) => a.seq - b.seq)
    .slice(0, max);
}

/** The location's list after the server's answers: each good named takes the detection the server gave it. */
export function withAnswers(
  expected: readonly RecognitionAsset[],
  answered: readonly RecognitionAsset[],
): RecognitionAsset[] {
  const latest = new Map(answered.map((asset) => [asset.idAsset, asset]));
  return expected.map((asset) => latest.get(asset.idAsset) ?? asset);
}

/** The location's goods a read found: as the server answered it, or as its code names them while it waits. */
function foundBy(read: PhoneRead, expected: readonly RecognitionAsset[]): number[] {
  const named =
    read.outcome === null ? goodsNamed(read.code, expected) : read.outcome === 'detected' ? read.assets : [];
  const mine = new Set(expected.map((asset) => asset.idAsset));
  return named.map((asset) => asset.idAsset).filter((id) => mine.has(id));
}

/** The location's goods found so far: by the server's detection, or by a read of this phone. */
function foundIds(expected: readonly RecognitionAsset[], reads: readonly PhoneRead[]): Set<number> {
  const found = new Set(expected.filter((asset) => FOUND.has(asset.detection)).map((asset) => asset.idAsset));
  for (const read of reads) for (const id of foundBy(read, expected)) found.add(id);
  return found;
}

/**
 * The location's count as the phone sees it, offline too: a good is found once the server says so or
 * once a read waiting to be sent names it here; a read that finds none of the location's goods counts
 * apart (found elsewhere, unknown, discharged: the server says which).
 */
export function phoneTally(expected: readonly RecognitionAsset[], reads: readonly PhoneRead[]): PhoneTally {
  const found = foundIds(expected, reads);
  return {
    expected: expected.length,
    found: found.size,
    missing: expected.length - found.size,
    others: reads.filter((read) => foundBy(read, expected).length === 0).length,
    pending: reads.filter((read) => read.outcome === null).length,
  };
}

/** The goods of the location not found yet, in number order: what the user still looks for. */
export function goodsToFind(expected: readonly RecognitionAsset[], reads: readonly PhoneRead[]) {
  const found = foundIds(expected, reads);
  const numberOf = (asset: RecognitionAsset) => asset.inventoryNumber ?? asset.durableNumber ?? 0;
  return expected.filter((asset) => !found.has(asset.idAsset)).sort((a, b) => numberOf(a) - numberOf(b));
}
