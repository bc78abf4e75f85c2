import type { Site } from '@inventario/shared/contracts/placement';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSites } from '@/features/reference-lists';
import { LocationsPanel } from '../components/locations-panel.tsx';
import { SitesPanel } from '../components/sites-panel.tsx';

/** `#/admin-lists/placement`: the school's sites and, for the chosen site (`?site={id}`), its locations. */
export default function PlacementPage() {
  const { t } = useTranslation();
  const [site, setSite] = useState<Site>();
  // The toolbar's search opens a site, or a location's site: `#/admin-lists/placement?site=3`.
  const [searchParams] = useSearchParams();
  const linkedSite = Number(searchParams.get('site'));
  const sites = useSites();
  useEffect(() => {
    const found = sites.data?.find((s) => s.id === linkedSite);
    if (found) setSite(found);
  }, [sites.data, linkedSite]);
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('routes.adminListsPlacement')}
        </Typography>
        <Typography color="text.secondary">{t('placement.intro')}</Typography>
      </Stack>
      <SitesPanel selectedSiteId={site?.id} onSelect={setSite} />
      {site ? (
        <LocationsPanel key={site.id} site={site} />
      ) : (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{t('placement.locations.chooseSite')}</Typography>
        </Paper>
      )}
    </Stack>
  );
}
