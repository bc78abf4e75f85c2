import type { Category, Register } from '@inventario/shared/contracts/catalogue';
import { categoryCodeText } from '@inventario/shared/domain/catalogue/register-acronym';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SearchFilters } from '@/components/data/search-filters.tsx';
import {
  categoriesOfRegister,
  type SubcategoryFilterValues,
  withRegister,
} from '../model/subcategory-filters.ts';

export interface SubcategoryFiltersBarProps {
  filters: SubcategoryFilterValues;
  registers: readonly Register[];
  categories: readonly Category[];
  onChange: (filters: SubcategoryFilterValues) => void;
}

const ALL = '';

/** Register, category and "without aggregation" apply at once; the text applies on Search. */
export function SubcategoryFiltersBar({
  filters,
  registers,
  categories,
  onChange,
}: SubcategoryFiltersBarProps) {
  const { t } = useTranslation();
  const offered = categoriesOfRegister(categories, filters.registerId);
  const idOf = (text: string) => (text === ALL ? null : Number(text));
  return (
    <Stack
      direction={{ xs: 'column', lg: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { lg: 'center' } }}
    >
      <TextField
        select
        size="small"
        label={t('catalogue.subcategories.filters.register')}
        value={filters.registerId === null ? ALL : String(filters.registerId)}
        onChange={(event) => onChange(withRegister(filters, idOf(event.target.value), categories))}
        sx={{ width: { sm: 240 } }}
      >
        <MenuItem value={ALL}>
          <em>{t('catalogue.subcategories.filters.all')}</em>
        </MenuItem>
        {registers.map((register) => (
          <MenuItem key={register.id} value={String(register.id)}>
            {register.description}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('catalogue.subcategories.filters.category')}
        value={filters.categoryId === null ? ALL : String(filters.categoryId)}
        onChange={(event) => onChange({ ...filters, categoryId: idOf(event.target.value) })}
        sx={{ width: { sm: 260 } }}
      >
        <MenuItem value={ALL}>
          <em>{t('catalogue.subcategories.filters.all')}</em>
        </MenuItem>
        {offered.map((category) => (
          <MenuItem key={category.id} value={String(category.id)}>
            {categoryCodeText(category.register.kind, category.code)} – {category.description}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        label={t('catalogue.subcategories.filters.withoutAggregation')}
        control={
          <Switch
            checked={filters.withoutAggregation}
            onChange={(event) => onChange({ ...filters, withoutAggregation: event.target.checked })}
          />
        }
      />
      <SearchFilters
        fields={[{ name: 'text', label: t('catalogue.subcategories.filters.text'), width: 260 }]}
        onSearch={({ text }) => onChange({ ...filters, text })}
      />
    </Stack>
  );
}
