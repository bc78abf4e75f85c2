import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { GuideSectionView } from '../components/guide-section-view.tsx';
import { SupportDetails } from '../components/support-details.tsx';
import { loadGuide, topicOf } from '../model/guide.ts';

/**
 * `#/help` and `#/help/{topic}`: the application's own user guide, in the interface language (the help
 * menu's "Manuale utente" and, at its support topic, "Assistenza"). `LINK_USER_MANUAL` and
 * `LINK_SUPPORT` send those entries elsewhere instead.
 */
export default function HelpPage() {
  const { t, i18n } = useTranslation();
  const topic = topicOf(useParams().topic);
  const guide = useQuery({
    queryKey: ['help', 'guide', i18n.language],
    queryFn: () => loadGuide(i18n.language),
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (!(guide.data && topic)) return;
    document.getElementById(`guide-section-${topic}`)?.scrollIntoView({ block: 'start' });
  }, [guide.data, topic]);

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('routes.help')}
        </Typography>
        <Typography color="text.secondary">{t('help.intro')}</Typography>
      </Stack>
      {guide.isError ? <Alert severity="error">{t('help.loadFailed')}</Alert> : null}
      {guide.data ? (
        <>
          <Paper
            component="nav"
            variant="outlined"
            aria-label={t('help.contents')}
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography variant="h6" component="h2" gutterBottom>
              {t('help.contents')}
            </Typography>
            <Stack component="ol" spacing={1} sx={{ pl: 3, my: 0 }}>
              {guide.data.sections.map((section) => (
                <li key={section.id}>
                  <Link component={RouterLink} to={`/help/${section.id}`}>
                    {section.title}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {section.summary}
                  </Typography>
                </li>
              ))}
            </Stack>
          </Paper>
          {guide.data.sections.map((section) => (
            <GuideSectionView
              key={section.id}
              section={section}
              extra={section.id === 'support' ? <SupportDetails /> : undefined}
            />
          ))}
        </>
      ) : guide.isPending ? (
        <Stack sx={{ alignItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Stack>
      ) : null}
    </Stack>
  );
}
