import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shell/session/session-context.tsx';
import { useActingSchool } from '@/shell/session/use-acting-school.ts';
import { authorizationsOf } from '../model/authorizations.ts';

/**
 * `#/authorizations`, the user menu's "Autorizzazioni" (spec 01 §2): what the user may do in the
 * product, read from their token: their roles and the school's licences (spec 01 §6), each with what
 * it opens. `LINK_AUTHORIZATIONS` sends the menu entry elsewhere (the identity provider's pages).
 */
export default function AuthorizationsPage() {
  const { t } = useTranslation();
  const { claims, username, displayName } = useSession();
  const school = useActingSchool();
  const { roles, licences } = authorizationsOf({ roles: claims.roles, licenses: claims.licenses });
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('routes.authorizations')}
        </Typography>
        <Typography color="text.secondary">{t('help.authorizations.intro')}</Typography>
      </Stack>
      <TitledSection id="authorizations-user" title={displayName}>
        <Typography color="text.secondary">
          {t('help.authorizations.user', {
            username,
            school: school ? `${school.name}, ${school.city}` : claims.customer_code,
          })}
        </Typography>
      </TitledSection>
      <TitledSection id="authorizations-roles" title={t('help.authorizations.rolesTitle')}>
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {roles.map(({ role, known }) => (
            <Stack
              component="li"
              key={role}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 0.5, sm: 2 }}
            >
              <Chip
                label={role}
                size="small"
                variant="outlined"
                sx={{ alignSelf: 'flex-start', minWidth: 96 }}
              />
              <Typography>
                {known ? t(`help.authorizations.roles.${known}`) : t('help.authorizations.roles.other')}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </TitledSection>
      <TitledSection id="authorizations-licences" title={t('help.authorizations.licencesTitle')}>
        <Table size="small" aria-labelledby="authorizations-licences">
          <TableHead>
            <TableRow>
              <TableCell>{t('help.authorizations.licence')}</TableCell>
              <TableCell>{t('help.authorizations.opens')}</TableCell>
              <TableCell>{t('help.authorizations.state')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {licences.map(({ licence, held }) => (
              <TableRow key={licence}>
                <TableCell>
                  <Typography component="span" sx={{ fontWeight: 500 }}>
                    {t(`help.authorizations.licences.${licence}.name`)}
                  </Typography>{' '}
                  ({licence})
                </TableCell>
                <TableCell>{t(`help.authorizations.licences.${licence}.opens`)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    {held ? (
                      <CheckCircleIcon fontSize="small" color="success" aria-hidden />
                    ) : (
                      <RemoveCircleOutlineIcon fontSize="small" color="disabled" aria-hidden />
                    )}
                    <span>{held ? t('help.authorizations.held') : t('help.authorizations.notHeld')}</span>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('help.authorizations.change')}
        </Typography>
      </TitledSection>
    </Stack>
  );
}

/** A bordered section under its h2, named by it (the licences' table is labelled by the same id). */
function TitledSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id={id} gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
