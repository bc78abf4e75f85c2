import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A file of the build as Vite's manifest (`.vite/manifest.json`) describes it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The files the page of `entry` loads: the chunks it imports, directly or through others, their
 * styles and assets, and the lazy modules `lazy` names with what they import. The other lazy imports
 * of the chunks it shares with the desktop application (every screen's route) are not the page's.
 */
export function entryFiles(manifest: ViteManifest, entry: string, lazy: RegExp): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) continue;
    seen.add(key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    pending.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []).filter((id) => lazy.test(id)));
  }
  return files;
}

/** The phone page's lazy modules: the barcode reader (with its WebAssembly) and the texts of each language. */
export const SCAN_LAZY_MODULES = /barcode-detector\/|src\/app\/i18n\/(resources|english)\.ts$/;

/** Files outside the bundle (public/) that the page names, and the fonts its styles name. */
const STATIC_FILES = /^(zod-config\.js|favicon\.svg|scan\/.+)$|\.woff2$/;

export interface EntryFilesOptions {
  outDir: string;
  /** The site path the build is served under (`/inventario/`). */
  base: string;
  entry: string;
  lazy: RegExp;
}

/**
 * Workbox's `manifestTransforms` step that keeps, of every file of the build, only the phone page's:
 * its service worker serves the phone page alone, and the desktop screens' megabytes have no business
 * on a phone that only counts goods. The URLs become absolute: Workbox resolves relative ones against
 * the worker's own folder (`scan/`), not the build's root.
 */
export function onlyEntryFiles({ outDir, base, entry, lazy }: EntryFilesOptions) {
  return async <T extends { url: string }>(entries: T[]) => {
    const manifestFile = path.join(outDir, '.vite', 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
    const files = entryFiles(manifest, entry, lazy);
    const kept = entries
      .filter((item) => files.has(item.url) || STATIC_FILES.test(item.url))
      .map((item) => ({ ...item, url: `${base}${item.url}` }));
    return { manifest: kept, warnings: [] };
  };
}
