/**
 * The school's reference lists, as the forms, filters and prints of every area read them: the years,
 * the sites and their locations, the registers, categories, subcategories and aggregations, the
 * administrations, the sub-consignees and the label layouts. Read-only queries and their key
 * factories, and nothing else: the screens that edit a list (financial-years, placement, catalogue,
 * parties, subconsignees, labels-settings) import its keys from here to reload it, so no area needs
 * another area's screens to read a list.
 */

// Registers, categories and subcategories, and the Model K aggregations.
export { catalogueKeys } from './api/catalogue-keys.ts';
// Years.
export { FINANCIAL_YEAR_AREA, financialYearKeys } from './api/financial-year-keys.ts';
// Sites and locations.
export { getSiteOfLocation, useSiteOfLocation } from './api/get-site-of-location.ts';
// Label layouts.
export { labelsSettingsKeys } from './api/labels-settings-keys.ts';
// The administrations a voucher names.
export { administrationKeys, useAdministrations } from './api/list-administrations.ts';
export { listAggregations, useAggregations } from './api/list-aggregations.ts';
export { useCategories } from './api/list-categories.ts';
export { useLabelsSettingsList } from './api/list-labels-settings.ts';
export { useRegisters } from './api/list-registers.ts';
export { listSiteLocations, useSiteLocations } from './api/list-site-locations.ts';
export { listSites, useSites } from './api/list-sites.ts';
export { useAllSubcategories } from './api/list-subcategories.ts';
// Sub-consignees.
export { useSubConsigneeList, useSubConsigneesWithLocations } from './api/list-subconsignees.ts';
export { useYearNumbers } from './api/list-year-numbers.ts';
export { LOCATIONS_AREA, locationKeys, siteKeys } from './api/placement-keys.ts';
export { type LocationFilters, locationSearch, searchLocations } from './api/search-locations.ts';
export {
  type SubConsigneeFilters,
  searchSubConsignees,
  subconsigneeSearch,
} from './api/search-subconsignees.ts';
export { searchYears, useAllYears, YEAR_SORT } from './api/search-years.ts';
export { SUBCONSIGNEES_AREA, subconsigneeKeys } from './api/subconsignee-keys.ts';
