import yauzl from 'yauzl';
import { type FileKind, kindFromName } from './file-kind.ts';

/** What the reader does with an entry, from its directory record alone (before inflating it). */
export type EntryPlan =
  | { action: 'skip' }
  | { action: 'refuse'; code: 'unsafeEntryPath' | 'nestedArchive' | 'unsupportedFileType' | 'encryptedEntry' }
  | { action: 'read'; kind: Exclude<FileKind, 'zip'> };

/**
 * The entry's path, decoded (CP437 or UTF-8, as its flags say) by yauzl without stopping the archive:
 * yauzl's own check of a bad path would fail every other entry with it.
 */
export function entryPath(entry: yauzl.Entry): { path: string; safe: boolean } {
  const path = yauzl.getFileNameLowLevel(
    entry.generalPurposeBitFlag,
    entry.fileNameRaw,
    entry.extraFields,
    true,
  );
  return { path, safe: yauzl.validateFileName(path) === null };
}

/** Folders, and the resource forks macOS's Archive Utility adds, are not documents. */
function isSkipped(path: string): boolean {
  const segments = path.split('/');
  const base = segments.at(-1) ?? '';
  return path.endsWith('/') || segments.includes('__MACOSX') || base.startsWith('._');
}

export function planEntry(path: string, safe: boolean, encrypted: boolean): EntryPlan {
  if (!safe) return { action: 'refuse', code: 'unsafeEntryPath' };
  if (isSkipped(path)) return { action: 'skip' };
  const kind = kindFromName(path);
  if (kind === 'zip') return { action: 'refuse', code: 'nestedArchive' };
  if (kind === null) return { action: 'refuse', code: 'unsupportedFileType' };
  if (encrypted) return { action: 'refuse', code: 'encryptedEntry' };
  return { action: 'read', kind };
}
