import { registerKinds } from '@inventario/shared/contracts/catalogue';
import type { DefaultSubcategory } from '../api/list-default-subcategories.ts';

/** The default list as the registers read it: registers in the order of art. 31, then codes. */
export function sortDefaultList(entries: readonly DefaultSubcategory[]): DefaultSubcategory[] {
  const byCode = (a: string, b: string) => a.localeCompare(b, 'it', { numeric: true });
  return [...entries].sort(
    (a, b) =>
      registerKinds.indexOf(a.registerKind) - registerKinds.indexOf(b.registerKind) ||
      byCode(a.categoryCode, b.categoryCode) ||
      byCode(a.subcategoryCode, b.subcategoryCode),
  );
}
