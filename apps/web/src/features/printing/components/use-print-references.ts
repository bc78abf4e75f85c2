import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { useMemo } from 'react';
import type { SelectOption } from '@/components/forms/form-select-field.tsx';
import { useSites, useSubConsigneesWithLocations } from '@/features/reference-lists';
import { useMergeSides } from '@/shell/session/use-merge-sides.ts';
import { inMergeOf } from '../model/print-fields.ts';

const WITH_SUBCONSIGNEES: ReadonlySet<number | null> = new Set([
  DOCUMENT_TYPE.subconsigneeHandover,
  DOCUMENT_TYPE.subconsigneeReturn,
  DOCUMENT_TYPE.model24Subconsignee,
]);

/**
 * What the print form's choices are made of, loaded when the chosen type needs it: the sub-consignees
 * looking after a location (handover, return, Model 24 of the sub-consignees), the sites (list by
 * site), whether the school is on either side of a merge (DSGA handover).
 */
export function usePrintReferences(documentType: number | null) {
  const subConsignees = useSubConsigneesWithLocations({ enabled: WITH_SUBCONSIGNEES.has(documentType) });
  const sites = useSites();
  const sides = useMergeSides();
  const subConsigneeOptions = useMemo<SelectOption[]>(
    () => (subConsignees.data ?? []).map((s) => ({ value: s.id, label: s.description })),
    [subConsignees.data],
  );
  const siteOptions = useMemo<SelectOption[]>(
    () => (sites.data ?? []).map((site) => ({ value: site.id, label: `${site.code} ${site.description}` })),
    [sites.data],
  );
  return {
    subConsignees: subConsigneeOptions,
    sites: siteOptions,
    /** The school hands sites over (merged) or takes them over (merger): the DSGA handover's merge option. */
    inMerge: inMergeOf(sides),
    /** Spec 01 §5: Model 24 of the sub-consignees needs one who looks after a location. */
    noSubConsigneeWithLocations:
      WITH_SUBCONSIGNEES.has(documentType) && subConsignees.isSuccess && subConsignees.data.length === 0,
  };
}
