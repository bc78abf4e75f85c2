import type { TempListEntry } from '@inventario/shared/contracts/imports';
import { useTranslation } from 'react-i18next';
import {
  useAllSubcategories,
  useSiteLocations,
  useSites,
  useSubConsigneeList,
} from '@/features/reference-lists';
import { useTempList } from '../api/get-temp-list.ts';
import { locationSite, locationTargets } from '../model/mapping-lists.ts';
import type { TargetOption } from './target-autocomplete.tsx';

/** The school's entries of a list to map onto, and how the field stands while they load. */
export interface TargetChoices {
  options: TargetOption[];
  loading: boolean;
  failed: boolean;
  /** Nothing can be chosen (a location whose site is to be created): `helperText` says why. */
  disabled?: boolean;
  helperText?: string;
}

const choicesOf = (
  query: { isPending: boolean; isError: boolean },
  options: TargetOption[],
): TargetChoices => ({
  options,
  loading: query.isPending,
  failed: query.isError,
});

/** `GET /site/list`: `01 Sede centrale`, as the mapping labels them. */
export function useSiteTargets(): TargetChoices {
  const sites = useSites();
  return choicesOf(
    sites,
    (sites.data ?? []).map((site) => ({ id: site.id, label: `${site.code} ${site.description}` })),
  );
}

/** `GET /subconsignee/list`: by name, with the fiscal code that tells namesakes apart. */
export function useSubConsigneeTargets(): TargetChoices {
  const people = useSubConsigneeList();
  return choicesOf(
    people,
    (people.data ?? []).map((person) => ({
      id: person.id,
      label: person.description,
      ...(person.fiscalCode ? { detail: person.fiscalCode } : {}),
    })),
  );
}

/** `GET /subcategory/inventory`: `03.01 Personal computer`, grouped by register. */
export function useSubcategoryTargets(): TargetChoices {
  const subcategories = useAllSubcategories();
  const options = (subcategories.data ?? [])
    .map((subcategory) => ({
      id: subcategory.id,
      label: `${subcategory.category.code}.${subcategory.code} ${subcategory.description}`,
      group: subcategory.register.description,
    }))
    .sort((a, b) => a.group.localeCompare(b.group) || a.label.localeCompare(b.label));
  return choicesOf(subcategories, options);
}

/**
 * `GET /location/{siteId}/list` of the school's site the location's own site maps onto: only those
 * (the server refuses the others); none while its site is to be created, which the helper says.
 */
export function useLocationTargets(importId: string, entry: TempListEntry): TargetChoices {
  const { t } = useTranslation();
  const sites = useTempList(importId, 'site');
  const site = locationSite(entry, sites.data?.entries);
  const locations = useSiteLocations(site.kind === 'mapped' ? site.siteId : null);
  const options = locationTargets(locations.data ?? [], site).map((location) => ({
    id: location.id,
    label: `${location.code} ${location.description}`,
  }));
  const helperText =
    site.kind === 'mapped'
      ? t('imports.mapping.dialog.locationInSite', {
          site: site.siteLabel ?? site.siteCode,
          code: site.siteCode,
        })
      : site.kind === 'created'
        ? t('imports.mapping.dialog.locationSiteCreated', { code: site.siteCode })
        : t('imports.mapping.dialog.locationSiteUnknown', { code: site.siteCode });
  return {
    options,
    loading: sites.isPending || (site.kind === 'mapped' && locations.isPending),
    failed: sites.isError || locations.isError,
    disabled: !sites.isPending && site.kind !== 'mapped',
    helperText,
  };
}
