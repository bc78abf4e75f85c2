import type { RecognitionStatus } from '@inventario/shared/contracts/recognition';
import type { DetectionStatus, LocationStatus } from '@inventario/shared/domain/recognition/detection';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import {
  detectionColor,
  detectionKey,
  locationStatusColor,
  locationStatusKey,
  recognitionStatusColor,
  recognitionStatusKey,
} from '../model/recognition-labels.ts';

/** A recognition's status: in progress, concluded. */
export function RecognitionStatusChip({ status }: { status: RecognitionStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={recognitionStatusColor(status)} label={t(recognitionStatusKey(status))} />;
}

/** A counted good's detection status. */
export function DetectionChip({ detection }: { detection: DetectionStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={detectionColor(detection)}
      label={t(detectionKey(detection))}
    />
  );
}

/** A location's count: not started, started, completed. */
export function LocationStatusChip({ status }: { status: LocationStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={locationStatusColor(status)}
      label={t(locationStatusKey(status))}
    />
  );
}
