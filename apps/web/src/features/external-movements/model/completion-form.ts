import {
  type ExternalMovementCompletion,
  type ExternalMovementDetail,
  externalMovementCompletionSchema,
} from '@inventario/shared/contracts/external-movements';
import {
  type ExternalStatus,
  externalStatusOf,
} from '@inventario/shared/domain/movements/external-selection';
import { eurosToCents } from '@inventario/shared/format/currency';
import { z } from 'zod';

/** The completion dialog's values: the creditor, then per good its description, subcategory and place. */
export interface CompletionValues {
  creditor: { id: number; description: string } | null;
  lines: {
    description: string;
    subcategoryId: number | null;
    siteId: number | null;
    locationId: number | null;
  }[];
}

const completionLine = externalMovementCompletionSchema.shape.lines.element.shape;

export const completionSchema = z.object({
  creditor: z.object({ id: z.number().int().positive(), description: z.string() }).nullable(),
  lines: z.array(
    z.object({
      description: completionLine.description,
      subcategoryId: z.number().int().positive().nullable(),
      siteId: z.number().int().positive().nullable(),
      locationId: z.number().int().positive().nullable(),
    }),
  ),
});

/** The site a good's location is in, to start the site choice from it. */
export type SiteOfLocation = (location: { id: number; siteCode: string }) => number | null;

export function completionDefaults(detail: ExternalMovementDetail, siteOf: SiteOfLocation): CompletionValues {
  return {
    creditor: detail.creditor,
    lines: detail.lines.map((line) => ({
      description: line.description,
      subcategoryId: line.subcategory?.id ?? null,
      siteId: line.location ? siteOf(line.location) : null,
      locationId: line.location?.id ?? null,
    })),
  };
}

export function toCompletion(values: CompletionValues): ExternalMovementCompletion {
  return {
    creditorId: values.creditor?.id ?? null,
    lines: values.lines.map((line) => ({
      description: line.description.trim(),
      subcategoryId: line.subcategoryId,
      locationId: line.locationId,
    })),
  };
}

/** The status the values would give the movement once saved (the server decides the same way). */
export function statusAfter(detail: ExternalMovementDetail, values: CompletionValues): ExternalStatus | null {
  return externalStatusOf({
    source: detail.source,
    creditorId: values.creditor?.id ?? null,
    lines: detail.lines.map((line, i) => ({
      description: values.lines[i]?.description ?? line.description,
      quantity: line.quantity,
      unitPriceCents: eurosToCents(line.unitPrice),
      subcategoryId: values.lines[i]?.subcategoryId ?? null,
    })),
  });
}
