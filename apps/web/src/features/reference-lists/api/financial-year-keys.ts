/**
 * Query keys of the financial-year area. Everything starts with `financialYear`, so a change to the
 * years reloads the list, the year numbers and the paged grid at once.
 */
export const financialYearKeys = {
  all: ['financialYear'] as const,
  overview: () => ['financialYear', 'overview'] as const,
  yearList: () => ['financialYear', 'yearList'] as const,
  pictures: (id: number) => ['financialYear', 'pictures', id] as const,
};

/** The `area` of the paged grid's search: its key starts with the area's prefix too. */
export const FINANCIAL_YEAR_AREA = financialYearKeys.all[0];
