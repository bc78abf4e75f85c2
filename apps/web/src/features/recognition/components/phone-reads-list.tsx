import type { RecognitionAsset } from '@inventario/shared/contracts/recognition';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WarningIcon from '@mui/icons-material/Warning';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { phoneReadMessage } from '../model/phone-read-text.ts';
import type { PhoneRead } from '../model/phone-reads.ts';
import type { ReadSeverity } from '../model/read-outcome.ts';
import { goodText } from '../model/recognition-labels.ts';
import { PhonePhotoButton } from './phone-photo-button.tsx';

/** Reads that found one good, which a photo can then be attached to. */
const PHOTOGRAPHED: ReadonlySet<PhoneRead['outcome']> = new Set(['detected', 'foundElsewhere']);

export interface PhonePhotos {
  online: boolean;
  take: (idAsset: number, file: File) => Promise<unknown>;
}

const ICONS: Record<ReadSeverity, typeof InfoIcon> = {
  success: CheckCircleIcon,
  info: InfoIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};

/** The reads in this location, latest first: the answer of each, or that it waits to be sent. */
export function PhoneReadsList({
  reads,
  expected,
  photos,
}: {
  reads: readonly PhoneRead[];
  expected: readonly RecognitionAsset[];
  photos?: PhonePhotos;
}) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' });
  return (
    <List dense aria-label={t('recognitionPhone.reads.label')}>
      {[...reads].reverse().map((read) => {
        const message = phoneReadMessage(read, expected);
        const Icon = read.outcome === null ? ScheduleIcon : ICONS[message.severity];
        const [good, ...more] = read.assets;
        const photographed = photos && good && more.length === 0 && PHOTOGRAPHED.has(read.outcome);
        return (
          <ListItem
            key={read.readId}
            disableGutters
            secondaryAction={
              photographed ? (
                <PhonePhotoButton
                  good={goodText(good)}
                  online={photos.online}
                  onPhoto={(file) => photos.take(good.idAsset, file)}
                />
              ) : undefined
            }
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Icon color={message.severity} fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={t(message.key, message.values)}
              secondary={`${time.format(new Date(read.readAt))}${read.outcome === null ? ` · ${t('recognitionPhone.reads.waiting')}` : ''}`}
            />
          </ListItem>
        );
      })}
    </List>
  );
}

/** The location's goods not found yet, by number: what to look for before completing the location. */
export function GoodsToFindList({ goods }: { goods: readonly RecognitionAsset[] }) {
  const { t } = useTranslation();
  return (
    <List dense aria-label={t('recognitionPhone.toFind.label')}>
      {goods.map((asset) => (
        <ListItem key={asset.idAsset} disableGutters>
          <ListItemText primary={goodText(asset)} />
        </ListItem>
      ))}
    </List>
  );
}
