import { formatDate } from '@inventario/shared/format/date';
import { renderTablePdf } from '../pdf/render-table-pdf.ts';
import {
  buildMovementRegister,
  type MovementRegisterInput,
  movementRegisterTitle,
} from './movement-register.ts';

/** An analytic or durable register of increases or decreases (8, 9, 19, 20) as PDF bytes. */
export function renderMovementRegister(input: MovementRegisterInput): Promise<Buffer> {
  const dates = `dal ${formatDate(input.fromDate)} al ${formatDate(input.toDate)}`;
  const kind = movementRegisterTitle(input.documentType);
  const title = `${kind} — ${input.register.description} ${dates}`;
  return renderTablePdf(buildMovementRegister(input), { title, kind, school: input.school });
}
