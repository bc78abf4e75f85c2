import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { adminListCards } from '../components/admin-list-cards.ts';

/** `#/admin-lists`: one card per admin list, each saying what the list holds. */
export default function AdminListsPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('routes.adminLists')}
        </Typography>
        <Typography color="text.secondary">{t('adminLists.intro')}</Typography>
      </Stack>
      <Box
        component="ul"
        aria-label={t('routes.adminLists')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        }}
      >
        {adminListCards.map(({ key, path, titleKey, icon: Icon }) => (
          <Box component="li" key={key} sx={{ display: 'flex' }}>
            <Card variant="outlined" sx={{ flex: 1, display: 'flex' }}>
              <CardActionArea
                component={RouterLink}
                to={path}
                sx={{ alignItems: 'flex-start', display: 'flex' }}
              >
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', width: '100%' }}>
                  <Icon color="primary" sx={{ fontSize: 32, mt: 0.25 }} aria-hidden />
                  <Stack spacing={0.5}>
                    <Typography variant="h6" component="h2">
                      {t(`routes.${titleKey}`)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`adminLists.cards.${key}`)}
                    </Typography>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
