import type { Location } from '@inventario/shared/contracts/placement';
import type { SubConsignee } from '@inventario/shared/contracts/subconsignees';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type MergedSite,
  MergedSitesSelectionDialog,
} from '@/components/selection/merged-sites-selection-dialog.tsx';
import { SiteLocationsDialog } from '@/components/selection/site-locations-dialog.tsx';
import { SubConsigneeLocationsDialog } from '@/components/selection/subconsignee-locations-dialog.tsx';
import { SubConsigneesSelectionDialog } from '@/components/selection/subconsignees-selection-dialog.tsx';
import { useSelectionRequest } from '@/components/selection/use-selection-request.ts';
import { locationSearch, subconsigneeSearch } from '@/features/reference-lists';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { listMergedSites } from '../api/list-merged-sites.ts';
import { printingKeys } from '../api/printing-keys.ts';
import type { PrintChoices, PrintFormValues } from '../model/print-form.ts';
import { selectionOf } from '../model/print-selections.ts';
import { ModelKSubcategoriesDialog } from './model-k-subcategories-dialog.tsx';

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

/**
 * The selection dialogs of the print flow (spec 01 §4 step 4), each opened as a promise: `choose`
 * resolves with what the print's type needs chosen, or undefined when the user cancels. Render
 * `dialogs` inside the print form.
 */
export function usePrintSelections(): {
  choose: (values: PrintFormValues) => Promise<PrintChoices | undefined>;
  dialogs: ReactNode;
} {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const modelK = useSelectionRequest<true>();
  const subConsignees = useSelectionRequest<SubConsignee>();
  const subConsigneeLocations = useSelectionRequest<Location>();
  const siteLocations = useSelectionRequest<Location>();
  const mergedSites = useSelectionRequest<MergedSite>();
  const modelKRequest = modelK.request;
  const subConsigneesRequest = subConsignees.request;
  const subConsigneeLocationsRequest = subConsigneeLocations.request;
  const siteLocationsRequest = siteLocations.request;
  const mergedSitesRequest = mergedSites.request;
  const [about, setAbout] = useState<{ subConsigneeId?: number; siteId?: number }>({});

  const choose = useCallback(
    async (values: PrintFormValues): Promise<PrintChoices | undefined> => {
      switch (selectionOf(values)) {
        case 'modelKSubcategories':
          return (await modelKRequest()) ? {} : undefined;
        case 'subConsignees': {
          const chosen = await subConsigneesRequest();
          return chosen && { idSubConsigneeList: ids(chosen) };
        }
        case 'subConsigneeLocations': {
          setAbout({ subConsigneeId: values.idSubConsignee ?? undefined });
          const chosen = await subConsigneeLocationsRequest();
          return chosen && { idLocationList: ids(chosen) };
        }
        case 'siteLocations': {
          setAbout({ siteId: values.idSite ?? undefined });
          const chosen = await siteLocationsRequest();
          return chosen && { idLocationList: ids(chosen) };
        }
        case 'mergedSites': {
          const chosen = await mergedSitesRequest();
          return chosen && { idSiteList: ids(chosen) };
        }
        case null:
          return {};
      }
    },
    [
      mergedSitesRequest,
      modelKRequest,
      siteLocationsRequest,
      subConsigneeLocationsRequest,
      subConsigneesRequest,
    ],
  );

  const dialogs = (
    <>
      <ModelKSubcategoriesDialog
        open={modelK.dialogProps.open}
        onCancel={modelK.dialogProps.onCancel}
        onGenerate={() => modelK.dialogProps.onConfirm([true])}
      />
      <SubConsigneesSelectionDialog {...subConsignees.dialogProps} search={subconsigneeSearch} />
      {about.subConsigneeId !== undefined && (
        <SubConsigneeLocationsDialog
          {...subConsigneeLocations.dialogProps}
          search={locationSearch}
          subConsigneeId={about.subConsigneeId}
        />
      )}
      {about.siteId !== undefined && (
        <SiteLocationsDialog {...siteLocations.dialogProps} search={locationSearch} siteId={about.siteId} />
      )}
      <MergedSitesSelectionDialog
        {...mergedSites.dialogProps}
        fetchSites={() => listMergedSites(inventory)}
        queryKey={printingKeys.mergedSites()}
        title={t('printing.mergedSitesTitle')}
      />
    </>
  );
  return { choose, dialogs };
}
