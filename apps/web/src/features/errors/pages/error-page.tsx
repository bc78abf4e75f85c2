import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import LockIcon from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLogout } from '@/shell/session/use-logout.ts';

/** The texts of an error type; unknown types read as a generic error. */
function useErrorTexts(type: string | undefined) {
  const { t } = useTranslation();
  if (type === 'unauthorized') {
    return {
      title: t('session.unauthorized.title'),
      message: t('session.unauthorized.message'),
      locked: true,
    };
  }
  return { title: t('errorPages.unknown.title'), message: t('errorPages.unknown.message'), locked: false };
}

/** `#/error/{type}` (public, plain layout): what went wrong, and the way out. */
export default function ErrorPage() {
  const { type } = useParams();
  const { t } = useTranslation();
  const { logout } = useLogout();
  const texts = useErrorTexts(type);
  const Icon = texts.locked ? LockIcon : ErrorOutlineIcon;
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Icon color="error" sx={{ fontSize: 56 }} />
      <Typography variant="h5" component="h1">
        {texts.title}
      </Typography>
      <Typography color="text.secondary">{texts.message}</Typography>
      <Button variant="contained" onClick={() => void logout()}>
        {t('errorPages.logout')}
      </Button>
    </Stack>
  );
}
