import type { HeadingLine } from './pdf/table-document.ts';

/** The school as every print names it. */
export interface PrintSchool {
  name: string;
  ministerialCode: string;
  /**
   * The lines heading every page: the heading the school set in its general data (spec 02 §3
   * "Dati generali"), one line per line the school typed.
   */
  heading: readonly string[];
}

/**
 * The lines of the heading a school typed, blank ones dropped; its name and ministerial code when it
 * has set none (a school's data is created with its name, but a heading may be cleared in the database).
 */
export function printHeading(typed: string, school: { name: string; ministerialCode: string }): string[] {
  const lines = typed
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0);
  return lines.length > 0 ? lines : [`${school.name} (${school.ministerialCode})`];
}

/** The heading as one line, where a template's `{SCUOLA}` names it. */
export function headingText(school: PrintSchool): string {
  return school.heading.join(' – ');
}

/** The heading's lines as a table document's first heading lines: bold, centred. */
export function schoolHeadingLines(school: PrintSchool): HeadingLine[] {
  return school.heading.map((text) => ({ text, style: 'bold', size: 10, align: 'center' }));
}
