import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { Location } from '@inventario/shared/contracts/placement';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRowSelection } from '@/components/data/use-row-selection.ts';
import { DatePickersProvider } from '@/components/forms/date-pickers-provider.tsx';
import { SiteLocationsDialog } from '@/components/selection/site-locations-dialog.tsx';
import { useSelectionRequest } from '@/components/selection/use-selection-request.ts';
import { FilterSelect, idText, textId } from '@/features/assets/components/filter-select.tsx';
import { type SiteLocation, SiteLocationFields } from '@/features/assets/components/site-location-fields.tsx';
import { locationSearch, useAllSubcategories, useSiteLocations, useSites } from '@/features/reference-lists';
import { useChangeLocation } from '../api/change-location.ts';
import { ChangeStep } from '../components/change-step.tsx';
import { OptionalDateField } from '../components/optional-date-field.tsx';
import { SelectableAssetsGrid } from '../components/selectable-assets-grid.tsx';
import { useChangeSubmit } from '../components/use-change-submit.ts';
import { alreadyThere, toLocationChange } from '../model/change-request.ts';

/**
 * `#/configuration/location-change`: choose a site and some of its locations (the site locations
 * dialog), the assets there, and the active location they move to, from a date; each asset's
 * history records it.
 */
export default function LocationChangePage() {
  const { t } = useTranslation();
  const sites = useSites();
  const subcategories = useAllSubcategories();
  const change = useChangeLocation();
  const submit = useChangeSubmit();
  const pickLocations = useSelectionRequest<Location>();
  const chosen = useRowSelection<AssetSummary>('multiple');
  const [siteId, setSiteId] = useState<number | null>(null);
  const [sources, setSources] = useState<Location[]>([]);
  const [shownId, setShownId] = useState<number>();
  const [target, setTarget] = useState<SiteLocation>({ siteId: null, locationId: null });
  const [date, setDate] = useState<string | null>(null);
  const targetLocations = useSiteLocations(target.siteId);
  const targetLocation = targetLocations.data?.find((location) => location.id === target.locationId);
  const targetSite = sites.data?.find((site) => site.id === target.siteId);
  const shown = sources.find((location) => location.id === shownId);
  const unmoved = alreadyThere(chosen.rows, target.locationId, (asset) => asset.location?.id ?? null);

  const chooseSite = (id: number | null) => {
    setSiteId(id);
    setSources([]);
    setShownId(undefined);
  };
  const chooseLocations = async () => {
    const picked = await pickLocations.request();
    if (!picked) return;
    const merged = [
      ...sources,
      ...picked.filter((location) => !sources.some((known) => known.id === location.id)),
    ];
    setSources(merged);
    setShownId(picked[0]?.id ?? shownId);
  };
  const dropSource = (location: Location) => {
    const rest = sources.filter((known) => known.id !== location.id);
    setSources(rest);
    if (shownId === location.id) setShownId(rest[0]?.id);
  };

  const confirmChange = async () => {
    const draft = { assetIds: chosen.rows.map((asset) => asset.id), targetId: target.locationId, date };
    const place = targetLocation && targetSite ? `${targetSite.code} / ${targetLocation.code}` : '';
    const done = await submit({
      draft,
      question: t('assets.changes.location.question', { count: draft.assetIds.length, location: place }),
      noTargetMessage: t('assets.changes.location.chooseTarget'),
      run: () => change.mutateAsync(toLocationChange(draft)),
      doneMessage: (changed) => t('assets.changes.location.done', { count: changed, location: place }),
      failedMessage: t('assets.changes.failed'),
    });
    if (done) chosen.clear();
  };

  return (
    <DatePickersProvider>
      <Stack spacing={3}>
        <Stack spacing={0.5}>
          <Typography variant="h4" component="h1">
            {t('routes.configurationLocationChange')}
          </Typography>
          <Typography color="text.secondary">{t('assets.changes.location.intro')}</Typography>
        </Stack>
        <ChangeStep title={t('assets.changes.location.sourceStep')}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <FilterSelect
              label={t('assets.fields.site')}
              allLabel={t('assets.changes.location.chooseSite')}
              value={idText(siteId)}
              options={(sites.data ?? []).map((site) => ({
                value: String(site.id),
                label: `${site.code} – ${site.description}`,
              }))}
              onChange={(text) => chooseSite(textId(text))}
              width={280}
            />
            <Button
              variant="outlined"
              startIcon={<PlaceOutlinedIcon />}
              disabled={siteId === null}
              onClick={() => void chooseLocations()}
            >
              {t('assets.changes.location.chooseLocations')}
            </Button>
          </Stack>
          {sources.length > 0 ? (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap' }}
              role="group"
              aria-label={t('assets.changes.location.sources')}
            >
              {sources.map((location) => (
                <Chip
                  key={location.id}
                  label={`${location.code} – ${location.description}`}
                  color={location.id === shownId ? 'primary' : 'default'}
                  variant={location.id === shownId ? 'filled' : 'outlined'}
                  onClick={() => setShownId(location.id)}
                  onDelete={() => dropSource(location)}
                  aria-pressed={location.id === shownId}
                />
              ))}
            </Stack>
          ) : (
            <Alert severity="info">{t('assets.changes.location.sourcesFirst')}</Alert>
          )}
          {siteId === null ? null : (
            <SiteLocationsDialog
              {...pickLocations.dialogProps}
              search={locationSearch}
              siteId={siteId}
              title={t('assets.changes.location.dialogTitle')}
            />
          )}
        </ChangeStep>
        <ChangeStep
          title={
            shown
              ? t('assets.changes.location.assetsOf', { location: `${shown.code} – ${shown.description}` })
              : t('assets.changes.location.assetsStep')
          }
        >
          {shown ? (
            <SelectableAssetsGrid
              key={shown.id}
              filters={{ locationId: shown.id }}
              selection={chosen.selection}
              label={t('assets.changes.assetsGridLabel')}
              emptyText={t('assets.changes.location.noAssets')}
              subcategories={subcategories.data ?? []}
            />
          ) : (
            <Typography color="text.secondary">{t('assets.changes.location.chooseShown')}</Typography>
          )}
        </ChangeStep>
        <ChangeStep title={t('assets.changes.location.targetStep')}>
          <Typography variant="body2" aria-live="polite">
            {t('assets.list.chosen', { count: chosen.rows.length })}
          </Typography>
          <SiteLocationFields
            sites={sites.data ?? []}
            siteId={target.siteId}
            locationId={target.locationId}
            onChange={setTarget}
            siteLabel={t('assets.changes.location.targetSite')}
            locationLabel={t('assets.changes.location.targetLocation')}
            required
          />
          {unmoved > 0 ? (
            <Alert severity="warning">{t('assets.changes.location.alreadyThere', { count: unmoved })}</Alert>
          ) : null}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <OptionalDateField
              label={t('assets.changes.date')}
              value={date}
              onChange={setDate}
              helperText={t('assets.changes.dateHint')}
            />
            <Button
              variant="contained"
              startIcon={<SwapHorizIcon />}
              onClick={() => void confirmChange()}
              loading={change.isPending}
              sx={{ mt: { sm: 1 } }}
            >
              {t('assets.changes.location.submit')}
            </Button>
          </Stack>
        </ChangeStep>
      </Stack>
    </DatePickersProvider>
  );
}
