import { formatDate } from '@inventario/shared/format/date';
import { renderTablePdf } from '../pdf/render-table-pdf.ts';
import { buildInventoryRegister, type InventoryRegisterInput } from './inventory-register.ts';

/** The inventory register (document type 7) as PDF bytes. */
export function renderInventoryRegister(input: InventoryRegisterInput): Promise<Buffer> {
  const title = `Registro di inventario — ${input.register.description} al ${formatDate(input.atDate)}`;
  return renderTablePdf(buildInventoryRegister(input), {
    title,
    kind: 'Registro di inventario',
    school: input.school,
  });
}
