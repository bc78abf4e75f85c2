import type { SellerSite } from '@inventario/shared/contracts/merges';
import { formatCents } from '@inventario/shared/format/currency';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NumberCell } from '@/components/data/number-cell.tsx';
import { siteName } from '../model/merge-texts.ts';
import { chosenSites, sitesTotals, siteTaken, toggleSite } from '../model/seller-steps.ts';

export interface SitesStepProps {
  mergeId: number;
  sites: readonly SellerSite[];
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
}

/**
 * "Sedi": the seller's sites, each with its goods and their value, to tick those that go to this
 * receiver; a site another merge took is shown, not chosen. The goods and value chosen so far below.
 */
export function SitesStep({ mergeId, sites, chosen, onChange }: SitesStepProps) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(
    (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en-GB' : 'it-IT',
  );
  const picked = chosenSites(sites, chosen, mergeId);
  const totals = sitesTotals(picked);
  if (sites.length === 0)
    return <Typography color="text.secondary">{t('merges.seller.sites.empty')}</Typography>;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('merges.seller.sites.intro')}</Typography>
      <TableContainer>
        <Table size="small" aria-label={t('merges.seller.sites.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{t('merges.sites.code')}</TableCell>
              <TableCell>{t('merges.sites.description')}</TableCell>
              <TableCell>{t('merges.sites.city')}</TableCell>
              <TableCell>{t('merges.sites.address')}</TableCell>
              <TableCell align="right">{t('merges.sites.goods')}</TableCell>
              <TableCell align="right">{t('merges.sites.value')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sites.map((site) => {
              const taken = siteTaken(site, mergeId);
              return (
                <TableRow key={site.id} hover={!taken} selected={!taken && chosen.includes(site.id)}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={!taken && chosen.includes(site.id)}
                      disabled={taken}
                      onChange={() => onChange(toggleSite(chosen, site, mergeId))}
                      slotProps={{
                        input: { 'aria-label': t('merges.seller.sites.choose', { name: siteName(site) }) },
                      }}
                    />
                  </TableCell>
                  <TableCell>{site.code}</TableCell>
                  <TableCell>
                    {site.description}
                    {taken ? (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {t('merges.seller.sites.taken')}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>{site.city ?? ''}</TableCell>
                  <TableCell>{site.address ?? ''}</TableCell>
                  <NumberCell>{numbers.format(site.assets)}</NumberCell>
                  <NumberCell>{formatCents(site.valueCents)}</NumberCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography role="status">
        {t('merges.seller.sites.chosen', {
          count: picked.length,
          goods: numbers.format(totals.goods),
          value: formatCents(totals.valueCents),
        })}
      </Typography>
    </Stack>
  );
}
