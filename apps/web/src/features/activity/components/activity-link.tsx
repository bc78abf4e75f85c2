import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { activityPath } from '../model/activity-view.ts';

/**
 * "Activity log" of one record (an asset, a movement): its own history. Every user who reaches a
 * record's detail may read it (`canReadActivityLog`: the school's users and vendor staff), and the
 * route and the API check it again.
 */
export function ActivityLink({ entity, entityId }: { entity: string; entityId: number | string }) {
  const { t } = useTranslation();
  return (
    <Button href={`#${activityPath({ entity, entityId })}`} startIcon={<HistoryIcon />} size="small">
      {t('routes.activity')}
    </Button>
  );
}
