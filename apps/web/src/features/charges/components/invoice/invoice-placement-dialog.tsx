import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import type { Location, Site } from '@inventario/shared/contracts/placement';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SiteLocation, SiteLocationFields, SubcategoryAutocomplete } from '@/features/assets';
import { useSiteLocations } from '@/features/reference-lists';

/** What the dialog applies: the subcategory, and the place with the location's record for its label. */
export interface Placement {
  subcategoryId: number | null;
  location: (Location & { siteCode: string }) | null;
}

/** The subcategory and the location given at once to the selected lines ("apply to all selected"). */
export function InvoicePlacementDialog(props: {
  open: boolean;
  subcategories: readonly Subcategory[];
  sites: readonly Site[];
  onApply: (placement: Placement) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [subcategoryId, setSubcategoryId] = useState<number | null>(null);
  const [place, setPlace] = useState<SiteLocation>({ siteId: null, locationId: null });
  const locations = useSiteLocations(place.siteId).data ?? [];
  const apply = () => {
    const location = locations.find((candidate) => candidate.id === place.locationId);
    const site = props.sites.find((candidate) => candidate.id === place.siteId);
    props.onApply({
      subcategoryId,
      location: location && site ? { ...location, siteCode: site.code } : null,
    });
  };
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('charges.invoice.lines.placementTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <SubcategoryAutocomplete
            subcategories={props.subcategories}
            value={subcategoryId}
            onChange={setSubcategoryId}
            label={t('charges.invoice.lines.subcategory')}
          />
          <SiteLocationFields
            {...place}
            sites={props.sites}
            onChange={setPlace}
            siteLabel={t('assets.fields.site')}
            locationLabel={t('charges.invoice.lines.location')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('common.actions.cancel')}</Button>
        <Button
          variant="contained"
          onClick={apply}
          disabled={subcategoryId === null && place.locationId === null}
        >
          {t('charges.invoice.lines.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
