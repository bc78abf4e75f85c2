import type { Site } from '@inventario/shared/contracts/placement';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useSiteLocations } from '@/features/reference-lists';

export interface SiteLocation {
  siteId: number | null;
  locationId: number | null;
}

export interface SiteLocationFieldsProps extends SiteLocation {
  sites: readonly Site[];
  onChange: (value: SiteLocation) => void;
  siteLabel: string;
  locationLabel: string;
  required?: boolean;
  disabled?: boolean;
  /** The message under the location (an i18n text already translated). */
  locationError?: string;
  size?: 'small' | 'medium';
}

const NONE = '';

/**
 * The site, then one of its active locations: a location implies its site. An inactive location the
 * asset already has is still listed, so an edit does not silently move it.
 */
export function SiteLocationFields(props: SiteLocationFieldsProps) {
  const { t } = useTranslation();
  const locations = useSiteLocations(props.siteId);
  const offered = (locations.data ?? []).filter(
    (location) => location.active || location.id === props.locationId,
  );
  const toId = (text: string) => (text === NONE ? null : Number(text));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        size={props.size ?? 'medium'}
        label={props.siteLabel}
        value={props.siteId === null ? NONE : String(props.siteId)}
        onChange={(event) => props.onChange({ siteId: toId(event.target.value), locationId: null })}
        required={props.required ?? false}
        disabled={props.disabled ?? false}
        sx={{ flex: 1 }}
      >
        <MenuItem value={NONE}>
          <em>{t('assets.form.noSite')}</em>
        </MenuItem>
        {props.sites.map((site) => (
          <MenuItem key={site.id} value={String(site.id)}>
            {site.code} – {site.description}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size={props.size ?? 'medium'}
        label={props.locationLabel}
        value={props.locationId === null ? NONE : String(props.locationId)}
        onChange={(event) => props.onChange({ siteId: props.siteId, locationId: toId(event.target.value) })}
        required={props.required ?? false}
        disabled={(props.disabled ?? false) || props.siteId === null}
        error={Boolean(props.locationError)}
        helperText={
          props.locationError ?? (props.siteId === null ? t('assets.form.chooseSiteFirst') : undefined)
        }
        sx={{ flex: 1 }}
      >
        <MenuItem value={NONE}>
          <em>{t('assets.form.noLocation')}</em>
        </MenuItem>
        {offered.map((location) => (
          <MenuItem key={location.id} value={String(location.id)}>
            {location.code} – {location.description}
            {location.active ? '' : ` (${t('assets.form.inactiveLocation')})`}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
