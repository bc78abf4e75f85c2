/**
 * The assets as other areas use them: the asset form, the asset search a movement picks its assets
 * with, and the query keys that a movement's save or deletion reloads. Anything not exported here is
 * private to `features/assets`.
 */
export { ASSETS_AREA, assetKeys } from './api/asset-keys.ts';
export { type AssetFilters, searchAssets } from './api/search-assets.ts';
export { universalityKeys } from './api/universality-keys.ts';

// The one asset form, which a charge's "new asset" opens as the waiting assets' does.
export { AssetFormFields } from './components/asset-form-fields.tsx';
// The subcategory and place choices a charge from an e-invoice applies to its lines.
export { type SiteLocation, SiteLocationFields } from './components/site-location-fields.tsx';
export { SubcategoryAutocomplete, subcategoryLabel } from './components/subcategory-autocomplete.tsx';
export {
  type AssetFormLists,
  type AssetFormValues,
  assetFormDefaults,
  assetFormSchema,
  priceCents,
  toNewAsset,
} from './model/asset-form.ts';
export { durableRegisterProblem, type PriceClassNotice, priceClassNotice } from './model/asset-threshold.ts';
