import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Tooltip from '@mui/material/Tooltip';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * A movement line's problem (a message key, or the server's own words) as an error icon before its
 * description, said in its tooltip and to screen readers; nothing for a line without one.
 */
export function LineProblemIcon({ problem }: { problem: string | undefined }) {
  const { t, i18n } = useTranslation();
  if (!problem) return null;
  const text = i18n.exists(problem) ? t(problem as ParseKeys) : problem;
  return (
    <Tooltip title={text}>
      <ErrorOutlineIcon color="error" fontSize="small" aria-label={text} />
    </Tooltip>
  );
}
