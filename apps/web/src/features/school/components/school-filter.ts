import type { SchoolSummary } from '@inventario/shared/contracts/school';

/** Case- and accent-insensitive text for matching ("Università" matches "universita"). */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The schools whose customer code, ministerial code, name or city contain every word of the search. */
export function filterSchools(schools: readonly SchoolSummary[], search: string): SchoolSummary[] {
  const words = normalise(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...schools];
  return schools.filter((school) => {
    const haystack = normalise([school.customerCode, school.codMin, school.name, school.city].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
