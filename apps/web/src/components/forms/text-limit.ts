import type { z } from 'zod';

/**
 * The longest text a contract's string schema accepts, looking through `optional`, `nullable` and
 * `default`: a form field's limit comes from the contract the server checks, never a number of its own.
 */
export function maxLengthOf(schema: z.core.$ZodType): number | undefined {
  let current = schema;
  for (;;) {
    const inner = (current._zod.def as { innerType?: z.core.$ZodType }).innerType;
    if (!inner) break;
    current = inner;
  }
  if (current._zod.def.type !== 'string') return undefined;
  // zod's string schemas say their limit as `maxLength` (null without one).
  return (current as { maxLength?: number | null }).maxLength ?? undefined;
}

/** The limit of a contract's string schema, which a field of a form about it must have. */
export function requireMaxLength(schema: z.core.$ZodType): number {
  const max = maxLengthOf(schema);
  if (max === undefined) throw new Error('a text field of a contract has no maximum length');
  return max;
}

/** The limits of an object contract's text fields, by field: `textLimits(siteSaveSchema).code` is 20. */
export function textLimits<Shape extends Record<string, z.core.$ZodType>>(schema: {
  shape: Shape;
}): { readonly [K in keyof Shape]?: number } {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([field, fieldSchema]) => [field, maxLengthOf(fieldSchema)]),
  ) as { [K in keyof Shape]?: number };
}
