import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useActingSchool } from '@/shell/session/use-acting-school.ts';

/** The school the session acts for: name and city, marked when vendor staff act for another school. */
export function SchoolLabel() {
  const { t } = useTranslation();
  const school = useActingSchool();
  if (!school) return null;
  const label = t('shell.toolbar.school', { name: school.name, city: school.city });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, maxWidth: '100%' }}>
      {school.impersonating && (
        <Tooltip title={t('shell.toolbar.impersonating')}>
          <SupportAgentIcon fontSize="small" aria-label={t('shell.toolbar.impersonating')} />
        </Tooltip>
      )}
      {/* On a phone a caption under the product's name, cut with an ellipsis; whole in its title. */}
      <Typography
        variant="body2"
        noWrap
        title={label}
        sx={{ typography: { xs: 'caption', sm: 'body2' }, lineHeight: { xs: 1.2 } }}
      >
        {label}
      </Typography>
    </Stack>
  );
}
