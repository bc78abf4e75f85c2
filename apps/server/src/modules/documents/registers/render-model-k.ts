import { renderTablePdf } from '../pdf/render-table-pdf.ts';
import { buildModelK, type ModelKInput } from './model-k.ts';

/** Model K (document type 10) as PDF bytes. */
export function renderModelK(input: ModelKInput): Promise<Buffer> {
  return renderTablePdf(buildModelK(input), {
    title: `Modello K — esercizio ${input.year}`,
    kind: 'Modello K',
    school: input.school,
  });
}
