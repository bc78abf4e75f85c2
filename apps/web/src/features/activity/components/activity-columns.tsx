import type { AuditEvent } from '@inventario/shared/contracts/audit';
import { formatDate } from '@inventario/shared/format/date';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { ParseKeys, TFunction } from 'i18next';
import { WRAPPING_CELL_TEXT } from '@/components/data/two-line-cell.tsx';
import { recordHref } from '../model/activity-view.ts';
import { fieldText, recordText, shownChanges } from '../model/activity-words.ts';

/** A moment as the school reads it: `05/03/2026 10:12`. */
export function momentText(value: string, language: string): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  const time = instant.toLocaleTimeString(language === 'en' ? 'en-GB' : 'it-IT', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Rome',
  });
  const day = instant.toLocaleDateString('en-CA', { timeZone: 'Europe/Rome' });
  return `${formatDate(day)} ${time}`;
}

/** An action in words (`asset.update` → "Bene modificato"), its code when the app has none. */
export function actionText(t: TFunction, action: string): string {
  const text = t(`activity.actions.${action}` as ParseKeys, { defaultValue: action });
  return typeof text === 'string' ? text : action;
}

/** A kind of record in words (`asset` → "Bene"), its code when the app has none. */
export function entityText(t: TFunction, entity: string): string {
  const text = t(`activity.entities.${entity}` as ParseKeys, { defaultValue: entity });
  return typeof text === 'string' ? text : entity;
}

/** The words of the coded columns of an export: every action and kind of record the events name. */
export function exportLabels(t: TFunction, events: readonly AuditEvent[]) {
  const actions = new Set(events.map((event) => event.action));
  const entities = new Set(events.map((event) => event.entity));
  return {
    action: Object.fromEntries([...actions].map((action) => [action, actionText(t, action)])),
    entity: Object.fromEntries([...entities].map((entity) => [entity, entityText(t, entity)])),
  };
}

/** The most changed fields a row names; the event's detail lists them all. */
const FIELDS_SHOWN = 5;

/** The changed fields of an event in words, each once (a voucher's lines may change the same field). */
function fieldsText(t: TFunction, event: AuditEvent): string {
  const names = [
    ...new Set(
      shownChanges(event.changes).map((change) =>
        fieldText(t, event.entity, { field: change.field.replace(/\[[^\]]*\]/g, '') }),
      ),
    ),
  ];
  const more = names.length - FIELDS_SHOWN;
  return more > 0
    ? `${names.slice(0, FIELDS_SHOWN).join(', ')} ${t('activity.changes.more', { count: more })}`
    : names.join(', ');
}

/** A cell's text, wrapping, with the room the grid's own cells have above and below. */
function PaddedText({ text }: { text: string }) {
  return (
    <Typography variant="body2" component="span" sx={{ ...WRAPPING_CELL_TEXT, display: 'block', py: 1 }}>
      {text}
    </Typography>
  );
}

/** When, who (and for vendor staff, their own school), what, on which record, which fields. */
export function activityColumns(t: TFunction, language: string): GridColDef<AuditEvent>[] {
  return [
    {
      field: 'at',
      headerName: t('activity.columns.at'),
      width: 150,
      valueFormatter: (value: string) => momentText(value, language),
      renderCell: ({ formattedValue }) => <PaddedText text={String(formattedValue ?? '')} />,
    },
    {
      field: 'username',
      headerName: t('activity.columns.who'),
      flex: 1,
      minWidth: 180,
      valueGetter: (_value, row) => row.actor.username,
      renderCell: ({ row }) => (
        <Stack sx={{ minWidth: 0, py: 1 }}>
          <Typography variant="body2" sx={WRAPPING_CELL_TEXT}>
            {row.actor.username}
          </Typography>
          {row.vendorActing ? (
            <Typography variant="caption" color="text.secondary" sx={WRAPPING_CELL_TEXT}>
              {t('activity.onBehalf', { school: row.actor.customerCode })}
            </Typography>
          ) : null}
        </Stack>
      ),
    },
    {
      field: 'action',
      headerName: t('activity.columns.what'),
      flex: 1,
      minWidth: 200,
      valueGetter: (_value, row) => actionText(t, row.action),
      renderCell: ({ value }) => <PaddedText text={String(value ?? '')} />,
    },
    {
      field: 'entity',
      headerName: t('activity.columns.record'),
      flex: 1,
      minWidth: 200,
      valueGetter: (_value, row) => recordText(t, row, (entity) => entityText(t, entity)),
      renderCell: ({ row, value }) => {
        const text = String(value ?? '');
        const href = recordHref(row);
        if (!href) return <PaddedText text={text} />;
        return (
          // At least 24 px tall (WCAG 2.5.8), though the rows are close.
          <Link
            href={href}
            onClick={(event) => event.stopPropagation()}
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 24, py: 0.5 }}
          >
            {text}
          </Link>
        );
      },
    },
    {
      field: 'entityId',
      headerName: t('activity.filters.entityId'),
      width: 90,
    },
    {
      field: 'changes',
      headerName: t('activity.columns.changes'),
      flex: 1.5,
      minWidth: 200,
      valueGetter: (_value, row) => fieldsText(t, row),
      renderCell: ({ value }) => <PaddedText text={String(value ?? '')} />,
    },
  ];
}
