import { renderArchivalPdf } from '../pdf/archival-pdf.ts';
import type { MinuteDocument } from './minute-document.ts';
import { layoutMinute } from './minute-layout.ts';

/** Renders a minute to an A4 portrait PDF/A-2b file: laid out first (so "di M" is known), then drawn. */
export function renderMinutePdf(document: MinuteDocument): Promise<Buffer> {
  const { title, kind, school } = document;
  return renderArchivalPdf({ title, kind, school }, 'portrait', (metrics) => layoutMinute(document, metrics));
}
