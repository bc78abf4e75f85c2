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
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', minWidth: 0, display: { xs: 'none', sm: 'flex' } }}
    >
      {school.impersonating && (
        <Tooltip title={t('shell.toolbar.impersonating')}>
          <SupportAgentIcon fontSize="small" aria-label={t('shell.toolbar.impersonating')} />
        </Tooltip>
      )}
      <Typography variant="body2" noWrap>
        {t('shell.toolbar.school', { name: school.name, city: school.city })}
      </Typography>
    </Stack>
  );
}
