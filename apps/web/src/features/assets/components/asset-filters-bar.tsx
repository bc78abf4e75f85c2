import type { Category, Register, Subcategory } from '@inventario/shared/contracts/catalogue';
import type { Site } from '@inventario/shared/contracts/placement';
import { categoryCodeText } from '@inventario/shared/domain/catalogue/register-acronym';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '@/components/forms/use-field-error-text.ts';
import { useSiteLocations } from '@/features/reference-lists';
import {
  type AssetClassFilter,
  type AssetFilterValues,
  type AssetTextFilter,
  type AssetTextFilterValues,
  type RangeMessages,
  subcategoriesOf,
  validateRanges,
  withCategory,
  withRegister,
  withSite,
} from '../model/asset-filters.ts';
import { ASSET_STATUS_ORDER, statusCode, statusName } from '../model/asset-status.ts';
import { FilterSelect, idText, textId } from './filter-select.tsx';
import { SubcategoryAutocomplete } from './subcategory-autocomplete.tsx';

export interface AssetFiltersBarProps {
  filters: AssetFilterValues;
  onChange: (filters: AssetFilterValues) => void;
  registers: readonly Register[];
  categories: readonly Category[];
  subcategories: readonly Subcategory[];
  sites: readonly Site[];
  /** Hides the status select (the waiting view fixes it). */
  fixedStatus?: boolean;
  /** The text and ranges were applied with Search (a phone folds the filters then). */
  onSearched?: () => void;
}

function textsOf(filters: AssetFilterValues): AssetTextFilterValues {
  const { text, inventoryFrom, inventoryTo, durableFrom, durableTo } = filters;
  return { text, inventoryFrom, inventoryTo, durableFrom, durableTo };
}

/**
 * The asset list's filters: register, category, subcategory, site, location, status and class apply
 * at once; the text and the number ranges apply on Search, once each range has both its fields.
 */
export function AssetFiltersBar(props: AssetFiltersBarProps) {
  const { t } = useTranslation();
  const { filters, onChange } = props;
  const locations = useSiteLocations(filters.siteId);
  const categories = props.categories.filter(
    (category) => filters.registerId === null || category.register.id === filters.registerId,
  );
  const status = filters.status === null ? undefined : statusName(filters.status);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FilterSelect
          label={t('assets.filters.register')}
          allLabel={t('assets.filters.all')}
          value={idText(filters.registerId)}
          options={props.registers.map((register) => ({
            value: String(register.id),
            label: register.description,
          }))}
          onChange={(text) =>
            onChange(withRegister(filters, textId(text), props.categories, props.subcategories))
          }
          width={200}
        />
        <FilterSelect
          label={t('assets.filters.category')}
          allLabel={t('assets.filters.all')}
          value={idText(filters.categoryId)}
          options={categories.map((category) => ({
            value: String(category.id),
            label: `${categoryCodeText(category.register.kind, category.code)} – ${category.description}`,
          }))}
          onChange={(text) => onChange(withCategory(filters, textId(text), props.subcategories))}
          width={220}
        />
        <SubcategoryAutocomplete
          size="small"
          width={280}
          label={t('assets.filters.subcategory')}
          subcategories={subcategoriesOf(props.subcategories, filters.registerId, filters.categoryId)}
          value={filters.subcategoryId}
          onChange={(subcategoryId) => onChange({ ...filters, subcategoryId })}
        />
        <FilterSelect
          label={t('assets.filters.site')}
          allLabel={t('assets.filters.all')}
          value={idText(filters.siteId)}
          options={props.sites.map((site) => ({
            value: String(site.id),
            label: `${site.code} – ${site.description}`,
          }))}
          onChange={(text) => onChange(withSite(filters, textId(text)))}
          width={200}
        />
        <FilterSelect
          label={t('assets.filters.location')}
          allLabel={t('assets.filters.all')}
          value={idText(filters.locationId)}
          disabled={filters.siteId === null}
          options={(locations.data ?? []).map((location) => ({
            value: String(location.id),
            label: `${location.code} – ${location.description}`,
          }))}
          onChange={(text) => onChange({ ...filters, locationId: textId(text) })}
          width={200}
        />
        {props.fixedStatus ? null : (
          <FilterSelect
            label={t('assets.filters.status')}
            allLabel={t('assets.filters.allStatuses')}
            value={status ?? ''}
            options={ASSET_STATUS_ORDER.map((name) => ({ value: name, label: t(`assets.status.${name}`) }))}
            onChange={(text) =>
              onChange({
                ...filters,
                status: text === '' ? null : statusCode(text as (typeof ASSET_STATUS_ORDER)[number]),
              })
            }
            width={190}
          />
        )}
        <FilterSelect
          label={t('assets.filters.class')}
          allLabel={t('assets.filters.allClasses')}
          value={filters.assetClass ?? ''}
          options={[
            { value: 'inventory', label: t('assets.classes.inventory') },
            { value: 'durable', label: t('assets.classes.durable') },
          ]}
          onChange={(text) =>
            onChange({ ...filters, assetClass: text === '' ? null : (text as AssetClassFilter) })
          }
          width={190}
        />
      </Stack>
      <AssetTextFilters
        texts={textsOf(filters)}
        onSearch={(texts) => {
          onChange({ ...filters, ...texts });
          props.onSearched?.();
        }}
      />
    </Stack>
  );
}

const RANGE_FIELDS = ['inventoryFrom', 'inventoryTo', 'durableFrom', 'durableTo'] as const;

/** The text and the two number ranges, applied on Search (or Enter) when the ranges are whole. */
function AssetTextFilters(props: {
  texts: AssetTextFilterValues;
  onSearch: (texts: AssetTextFilterValues) => void;
}) {
  const { t } = useTranslation();
  const messageText = useFieldErrorText();
  const [draft, setDraft] = useState(props.texts);
  const [messages, setMessages] = useState<RangeMessages>({});
  const set = (name: AssetTextFilter, value: string) => {
    setDraft({ ...draft, [name]: value });
    if (messages[name]) setMessages({ ...messages, [name]: undefined });
  };
  return (
    <Stack
      component="form"
      role="search"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateRanges(draft);
        setMessages(found);
        if (Object.values(found).every((message) => !message)) props.onSearch(draft);
      }}
    >
      <TextField
        size="small"
        type="search"
        label={t('assets.filters.text')}
        value={draft.text}
        onChange={(event) => set('text', event.target.value)}
        sx={{ width: { sm: 260 } }}
      />
      {RANGE_FIELDS.map((name) => (
        <TextField
          key={name}
          size="small"
          label={t(`assets.filters.${name}`)}
          value={draft[name]}
          onChange={(event) => set(name, event.target.value)}
          error={Boolean(messages[name])}
          helperText={messageText(messages[name])}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: { sm: 130 } }}
        />
      ))}
      <Button
        type="submit"
        variant="outlined"
        startIcon={<SearchIcon />}
        sx={{ alignSelf: { xs: 'flex-start' } }}
      >
        {t('common.actions.search')}
      </Button>
    </Stack>
  );
}
