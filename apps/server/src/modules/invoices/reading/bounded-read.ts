import type { Readable } from 'node:stream';

export type BoundedRead =
  | { ok: true; bytes: Buffer }
  | { ok: false; reason: 'tooLarge' | 'tooCompressed' | 'broken'; bytesRead: number };

export interface ReadBounds {
  /** Bytes the stream may give in all. */
  maxBytes: number;
  /** Bytes past which the compression ratio is checked (see `ReadingLimits`). */
  ratioFloor: number;
  /** Bytes the stream may give per byte of its compressed source. */
  maxRatio: number;
  compressedBytes: number;
}

function overBounds(count: number, bounds: ReadBounds): 'tooLarge' | 'tooCompressed' | null {
  if (count > bounds.maxBytes) return 'tooLarge';
  if (count > bounds.ratioFloor && count > bounds.compressedBytes * bounds.maxRatio) return 'tooCompressed';
  return null;
}

/**
 * Collects an inflating stream, counting the bytes it really gives: a zip entry's declared size is
 * the attacker's word, so the stream is cut as soon as the real count passes a bound.
 */
export async function readBounded(stream: Readable, bounds: ReadBounds): Promise<BoundedRead> {
  const chunks: Buffer[] = [];
  let count = 0;
  try {
    for await (const chunk of stream) {
      count += (chunk as Buffer).length;
      const over = overBounds(count, bounds);
      if (over) {
        stream.destroy();
        return { ok: false, reason: over, bytesRead: count };
      }
      chunks.push(chunk as Buffer);
    }
  } catch {
    return { ok: false, reason: 'broken', bytesRead: count };
  }
  return { ok: true, bytes: Buffer.concat(chunks, count) };
}
