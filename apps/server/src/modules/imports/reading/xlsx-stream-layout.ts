import type yauzl from 'yauzl';

const LOCAL_HEADER = 0x04034b50;
const LOCAL_HEADER_BYTES = 30;
const CENTRAL_HEADER = 0x02014b50;
const CENTRAL_HEADER_BYTES = 46;
const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const SIZES_IN_DATA_DESCRIPTOR = 0x08;
const DATA_DESCRIPTOR = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
/** What unzipper reads after an entry of unknown size: signature, CRC-32 and both sizes. */
const DATA_DESCRIPTOR_BYTES = 16;

/**
 * Where the streaming reader goes after this entry's local header and data, or null where it would
 * read something else than the directory record says.
 */
function nextRecordAfter(bytes: Buffer, entry: yauzl.Entry): number | null {
  const at = entry.relativeOffsetOfLocalHeader;
  if (at + LOCAL_HEADER_BYTES > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) return null;
  if (bytes.readUInt16LE(at + 8) !== entry.compressionMethod) return null;
  const flags = bytes.readUInt16LE(at + 6);
  const compressedSize = bytes.readUInt32LE(at + 18);
  const uncompressedSize = bytes.readUInt32LE(at + 22);
  const dataStart = at + LOCAL_HEADER_BYTES + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const dataEnd = dataStart + entry.compressedSize;
  // unzipper's own test of whether the local header gives the sizes.
  if ((flags & SIZES_IN_DATA_DESCRIPTOR) === 0 || compressedSize > 0) {
    const agrees = compressedSize === entry.compressedSize && uncompressedSize === entry.uncompressedSize;
    return agrees ? dataEnd : null;
  }
  // Of unknown size, an entry ends for unzipper at the first data descriptor signature after its start.
  return bytes.indexOf(DATA_DESCRIPTOR, dataStart) === dataEnd ? dataEnd + DATA_DESCRIPTOR_BYTES : null;
}

/** The central directory's records from `at`, one per entry, then the end of the directory. */
function directoryFollows(bytes: Buffer, from: number, entryCount: number): boolean {
  let at = from;
  for (let i = 0; i < entryCount; i++) {
    if (at + CENTRAL_HEADER_BYTES > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_HEADER) return false;
    const variableBytes =
      bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    at += CENTRAL_HEADER_BYTES + variableBytes;
  }
  if (at + 4 > bytes.length) return false;
  const signature = bytes.readUInt32LE(at);
  return signature === END_OF_DIRECTORY || signature === ZIP64_END_OF_DIRECTORY;
}

/**
 * Whether read-excel-file sees the very entries yauzl inspected. It unzips with unzipper-esm's
 * streaming parser, which never reads the central directory: it walks the local headers from the
 * first byte, allocates the size a local header declares, and inflates whatever entry it meets. So
 * the local headers must follow one another from byte 0, each agreeing with its directory record,
 * and the directory must come right after the last: no entry hidden between them, and no size that
 * the directory does not vouch for.
 */
export function streamingReaderSeesDirectory(bytes: Buffer, entries: readonly yauzl.Entry[]): boolean {
  const inFileOrder = [...entries].sort(
    (a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader,
  );
  let at: number | null = 0;
  for (const entry of inFileOrder) {
    if (entry.relativeOffsetOfLocalHeader !== at) return false;
    at = nextRecordAfter(bytes, entry);
  }
  return at !== null && directoryFollows(bytes, at, entries.length);
}
