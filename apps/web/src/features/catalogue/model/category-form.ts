import { type Category, categorySaveSchema } from '@inventario/shared/contracts/catalogue';
import { z } from 'zod';
import type { CategorySave } from '../api/save-category.ts';

/** The add/rename category form: a register, a code unique in it, a description. */
export const categoryFormSchema = z.object({
  registerId: z
    .number()
    .int()
    .positive()
    .nullable()
    .refine((id) => id !== null, 'rules.mandatory'),
  code: categorySaveSchema.shape.code,
  description: categorySaveSchema.shape.description,
});
export type CategoryFormValues = z.input<typeof categoryFormSchema>;

export const categoryFormFields = ['registerId', 'code', 'description'] as const;

export function categoryFormDefaults(
  category: Category | undefined,
  registerId: number | null,
): CategoryFormValues {
  return {
    registerId: category?.register.id ?? registerId,
    code: category?.code ?? '',
    description: category?.description ?? '',
  };
}

export function toCategorySave(values: CategoryFormValues, original: Category | undefined): CategorySave {
  return {
    ...(original ? { id: original.id } : {}),
    registerId: values.registerId ?? 0,
    code: values.code.trim(),
    description: values.description.trim(),
  };
}

/** Categories grouped under their register, registers in their legal order, codes in order within. */
export function sortByRegisterThenCode(categories: readonly Category[], registerOrder: readonly number[]) {
  const position = (category: Category) => {
    const index = registerOrder.indexOf(category.register.id);
    return index === -1 ? registerOrder.length : index;
  };
  return [...categories].sort(
    (a, b) => position(a) - position(b) || a.code.localeCompare(b.code, 'it', { numeric: true }),
  );
}
