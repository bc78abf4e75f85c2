import type { ComplianceItemView } from '@inventario/shared/contracts/compliance';
import type { ComplianceSeverity } from '@inventario/shared/domain/compliance/compliance-items';
import { formatDate } from '@inventario/shared/format/date';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useViewFlags } from '@/shell/session/view-flags.tsx';
import { useCompliance } from '../api/get-compliance.ts';
import { complianceItemText } from '../model/compliance-view.ts';
import { DashboardCard } from './dashboard-card.tsx';

const severityIcon: Record<
  ComplianceSeverity,
  { Icon: typeof ErrorOutlineIcon; color: 'error' | 'warning' | 'info' }
> = {
  overdue: { Icon: ErrorOutlineIcon, color: 'error' },
  dueSoon: { Icon: EventOutlinedIcon, color: 'warning' },
  toDo: { Icon: AssignmentOutlinedIcon, color: 'info' },
};

function ComplianceEntry({
  item,
  hasRenewalLicence,
}: {
  item: ComplianceItemView;
  hasRenewalLicence: boolean;
}) {
  const { t } = useTranslation();
  const text = complianceItemText(item, hasRenewalLicence);
  const { Icon, color } = severityIcon[item.severity];
  return (
    <ListItem disableGutters alignItems="flex-start" data-kind={item.kind} data-severity={item.severity}>
      <ListItemIcon sx={{ minWidth: 40, mt: 0.25 }}>
        <Icon color={color} aria-hidden />
      </ListItemIcon>
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }}>
          {/* The severity in words, not by the icon's colour alone. */}
          {`${t(`compliance.severity.${item.severity}`)} – ${t(text.titleKey, text.values)}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(text.whyKey, text.values)}
        </Typography>
        {text.linkAllowed ? (
          <Link href={item.route} sx={{ alignSelf: 'flex-start' }}>
            {t(text.linkKey)}
          </Link>
        ) : (
          <Typography variant="body2">{t('compliance.noRenewalLicence')}</Typography>
        )}
      </Stack>
    </ListItem>
  );
}

/**
 * The dashboard's compliance calendar (issue 20): what the law and the year ask of the school, the most
 * pressing first, each with why and a link to where it is done. The dashboard page loads it with its
 * texts (the `compliance` area) after the first screen.
 */
export default function ComplianceCard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { hasRinnovo } = useViewFlags();
  const compliance = useCompliance();
  const data = compliance.data;
  return (
    <DashboardCard
      title={t('compliance.title')}
      subtitle={data ? t('compliance.subtitle', { date: formatDate(data.today) }) : undefined}
    >
      {compliance.isError && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void compliance.refetch()}>
              {t('common.actions.retry')}
            </Button>
          }
        >
          {`${t('compliance.loadFailed')}: ${errorText(compliance.error)}`}
        </Alert>
      ) : null}
      {!data && !compliance.isError ? (
        <Stack sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Stack>
      ) : null}
      {data && data.items.length === 0 ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }}>
          <TaskAltIcon color="success" aria-hidden />
          <Typography>{t('compliance.empty')}</Typography>
        </Stack>
      ) : null}
      {data && data.items.length > 0 ? (
        <List aria-label={t('compliance.listLabel')} disablePadding>
          {data.items.map((item) => (
            <ComplianceEntry
              key={`${item.kind}-${item.year ?? ''}`}
              item={item}
              hasRenewalLicence={hasRinnovo}
            />
          ))}
        </List>
      ) : null}
    </DashboardCard>
  );
}
