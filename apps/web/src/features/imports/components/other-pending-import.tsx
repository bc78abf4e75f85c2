import type { ImportSummary } from '@inventario/shared/contracts/imports';
import { isVendorImportType } from '@inventario/shared/domain/imports/import-format';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '@/shell/session/session-context.tsx';
import { screenPathOf } from '../model/import-target.ts';
import { importTypeName, isImportType } from '../model/import-types.ts';

export interface OtherPendingImportProps {
  summary: ImportSummary;
  busy: boolean;
  onDiscard: () => void;
}

/**
 * The school has an import of another type waiting (one at a time): which one, the way to its screen
 * (if the user may open it: types 3 and 4 are the vendor staff's), and "Scarta" while it can go.
 */
export function OtherPendingImport({ summary, busy, onDiscard }: OtherPendingImportProps) {
  const { t } = useTranslation();
  const { isVendor } = useSession();
  const type = isImportType(summary.type) ? summary.type : undefined;
  const typeText = summary.listKind
    ? t(`imports.lists.kinds.${summary.listKind}`)
    : type
      ? t(`imports.types.${importTypeName(type)}`)
      : String(summary.type);
  const path = screenPathOf(summary);
  const reachable = path !== undefined && type !== undefined && (isVendor || !isVendorImportType(type));
  return (
    <Alert severity="warning">
      <Stack spacing={1.5}>
        <span>
          {t('imports.otherPending.message', {
            type: typeText,
            fileName: summary.fileName,
            state: t(`imports.states.${summary.state}`),
          })}
        </span>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {reachable ? (
            <Button variant="outlined" color="inherit" component={RouterLink} to={path}>
              {t('imports.otherPending.open', { type: typeText })}
            </Button>
          ) : null}
          {summary.state !== 'importing' ? (
            <Button variant="outlined" color="error" disabled={busy} onClick={onDiscard}>
              {t('imports.actions.discard')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Alert>
  );
}
