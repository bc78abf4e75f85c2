import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_RECORD = 16;

interface WoffTable {
  tag: number;
  offset: number;
  compressedLength: number;
  length: number;
  checksum: number;
}

function readTables(woff: Buffer): WoffTable[] {
  const count = woff.readUInt16BE(12);
  return Array.from({ length: count }, (_, index) => {
    const at = WOFF_HEADER + index * WOFF_ENTRY;
    return {
      tag: woff.readUInt32BE(at),
      offset: woff.readUInt32BE(at + 4),
      compressedLength: woff.readUInt32BE(at + 8),
      length: woff.readUInt32BE(at + 12),
      checksum: woff.readUInt32BE(at + 16),
    };
  });
}

const padded = (length: number) => (length + 3) & ~3;

/**
 * A WOFF 1.0 font (W3C WOFF File Format 1.0) back as the TrueType/OpenType file it wraps. fontkit
 * reads WOFF itself, but inflates its tables with a JavaScript zlib, about 0.3 s per document on this
 * machine; Node's zlib does it in milliseconds, once per process.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 font');
  const tables = readTables(woff);
  const count = tables.length;
  const datas = tables.map((table) => {
    const stored = woff.subarray(table.offset, table.offset + table.compressedLength);
    return table.compressedLength < table.length ? inflateSync(stored) : stored;
  });
  let offset = SFNT_HEADER + count * SFNT_RECORD;
  const size = datas.reduce((total, data) => total + padded(data.length), offset);
  const sfnt = Buffer.alloc(size);
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * 16;
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0); // flavor: TrueType or CFF
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(count * 16 - searchRange, 10);
  tables.forEach((table, index) => {
    const data = datas[index] ?? Buffer.alloc(0);
    const record = SFNT_HEADER + index * SFNT_RECORD;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(data.length, record + 12);
    data.copy(sfnt, offset);
    offset += padded(data.length);
  });
  return sfnt;
}
