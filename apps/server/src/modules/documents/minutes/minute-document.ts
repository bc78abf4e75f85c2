import type { ArchiveSchool } from '../pdf/archival-pdf.ts';
import type { Align, TextStyle } from '../pdf/table-document.ts';

/**
 * What a printed minute (verbale) is made of: the school's heading on every page, then blocks of
 * text, tables and signature lines flowing down A4 portrait pages. The layout (`minute-layout.ts`) is
 * pure and gives back the same positioned pages the table documents draw (`pdf/draw-pages.ts`).
 */

export interface MinuteColumn {
  title: string;
  /** Points, or a share of what the fixed columns leave of the width. */
  width: number | { share: number };
  align?: Align;
}

export interface MinuteTableRow {
  cells: readonly string[];
  /** `total` rows are bold on a grey band. */
  kind?: 'data' | 'total';
}

export type MinuteBlock =
  | { kind: 'title'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'paragraph'; text: string; style?: TextStyle; align?: Align }
  | {
      kind: 'table';
      columns: readonly MinuteColumn[];
      rows: readonly MinuteTableRow[];
      /** What the table says when it has no rows. */
      emptyMessage: string;
    }
  | { kind: 'signatures'; signers: readonly Signer[] }
  | { kind: 'pageBreak' };

/** A signature line: the role above the line, the name (when known) under it. */
export interface Signer {
  role: string;
  name: string | null;
}

export interface MinuteDocument {
  /** The PDF's title (what a viewer shows in its title bar). */
  title: string;
  /** Which minute it is and the school's name and code, in the PDF/A's XMP (`pdf/archival-pdf.ts`). */
  kind?: string;
  school?: ArchiveSchool;
  /** Lines at the top of every page (the school). */
  heading: readonly string[];
  blocks: readonly MinuteBlock[];
}

export const footerOf = (page: number, count: number) => `Pagina ${page} di ${count}`;
