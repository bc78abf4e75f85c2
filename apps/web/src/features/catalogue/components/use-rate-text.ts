import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../model/subcategory-filters.ts';

/** "Aliquota in vigore: 10 % dal 2022" for a subcategory that has a rate. */
export function useRateText(): (subcategory: Subcategory) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (subcategory) =>
      subcategory.rate
        ? t('catalogue.subcategoryForm.currentRate', {
            percent: formatPercent(subcategory.rate.percent, i18n.language),
            year: subcategory.rate.validFromYear,
          })
        : t('catalogue.subcategories.noRate'),
    [t, i18n.language],
  );
}
