import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { proposalStatusTone } from '../model/proposal-status.ts';

/** A status code in words: the app's texts for the known ones, the server's description otherwise. */
export function proposalStatusText(t: TFunction, status: number | null, fallback?: string): string {
  if (status === 1 || status === 2) return t(`proposals.status.${status}`);
  return fallback ?? (status === null ? '' : String(status));
}

/** To be confirmed (warning) or confirmed (success). */
export function ProposalStatusChip({ status }: { status: number | null }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={proposalStatusTone(status)}
      variant={status === 2 ? 'filled' : 'outlined'}
      label={proposalStatusText(t, status)}
    />
  );
}
