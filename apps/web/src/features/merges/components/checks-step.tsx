import type { MergeBlockerCount } from '@inventario/shared/contracts/merges';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BLOCKER_ROUTES, pendingBlockers } from '../model/seller-steps.ts';

/**
 * "Verifiche": what keeps the goods from going (spec 02 §5), each with how many and a link to where
 * it is cleared; a success message when nothing does.
 */
export function ChecksStep({ blockers }: { blockers: readonly MergeBlockerCount[] }) {
  const { t } = useTranslation();
  const pending = pendingBlockers(blockers);
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('merges.seller.checks.intro')}</Typography>
      {pending.length === 0 ? (
        <Alert severity="success">{t('merges.seller.checks.none')}</Alert>
      ) : (
        <Alert severity="warning">
          <AlertTitle>{t('merges.seller.checks.title')}</AlertTitle>
          <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
            {pending.map((blocker) => (
              <li key={blocker.code}>
                {t(`merges.blockers.${blocker.code}`, { count: blocker.count })}{' '}
                <Link component={RouterLink} to={BLOCKER_ROUTES[blocker.code]}>
                  {t(`merges.blockers.links.${blocker.code}`)}
                </Link>
              </li>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
