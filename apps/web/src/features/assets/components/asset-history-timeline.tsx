import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import { DESCRIPTIVE_ASSET_FIELDS, LEGAL_ASSET_FIELDS } from '@inventario/shared/domain/assets/asset-fields';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { formatCents, formatEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useReferenceNames } from '../api/describe-references.ts';
import { type AssetHistoryEntry, useAssetHistory } from '../api/get-asset-history.ts';
import { statusName } from '../model/asset-status.ts';
import {
  changesOf,
  effectiveDateOf,
  type FieldChange,
  fieldNameOf,
  referencedIds,
  valueKindOf,
} from '../model/history-entries.ts';
import { subcategoryLabel } from './subcategory-autocomplete.tsx';

const ACTIONS = [
  'charge',
  'create',
  'update',
  'multipleEdit',
  'subcategoryChange',
  'locationChange',
  'universalityJoin',
  'universalityLeave',
  'import',
  'merge',
  'uncharge',
  'chargeEdit',
  'propose',
  'unpropose',
  'discharge',
  'undischarge',
  'valueVoucher',
  'valueVoucherEdit',
  'valueVoucherDelete',
  'depreciation',
  'depreciationRemoved',
  'renewalRevaluation',
  'renewalRevaluationReverted',
  'renewalRenumbering',
  'renewalRenumberingReverted',
] as const;
/** A stored field by the name of its label: `locationId` → `location`. */
type LabelName<F extends string> = F extends `${infer Name}Id` ? Name : F;
function labelName<F extends string>(field: F): LabelName<F> {
  return field.replace(/Id$/, '') as LabelName<F>;
}

/**
 * The fields an entry names, in the order it lists their changes: the description, the legal content
 * and what follows from it, then the other descriptive fields (packages/shared's two lists), then
 * what only movements and universalities set.
 */
const FIELDS = [
  'description',
  ...LEGAL_ASSET_FIELDS.map(labelName),
  'assetClass',
  'actualPrice',
  'chargeDate',
  ...DESCRIPTIVE_ASSET_FIELDS.filter((field) => field !== 'description').map(labelName),
  'universality',
  'status',
  'inventoryNumber',
  'durableNumber',
  'quantity',
  'school',
] as const;

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** The texts name what changed, not how it is stored. */
function fieldLabel(field: string, t: TFunction): string {
  const name = labelName(fieldNameOf(field));
  return isOneOf(FIELDS, name) ? t(`assets.fields.${name}`) : name;
}

function actionLabel(action: string, t: TFunction): string {
  return isOneOf(ACTIONS, action) ? t(`assets.history.actions.${action}`) : action;
}

interface References {
  subcategories: readonly Subcategory[];
  locations?: ReadonlyMap<number, string>;
  universalities?: ReadonlyMap<number, string>;
}

function referenceText(field: string, value: unknown, references: References): string | undefined {
  if (typeof value !== 'number') return undefined;
  if (field === 'subcategoryId') {
    const subcategory = references.subcategories.find((candidate) => candidate.id === value);
    return subcategory ? subcategoryLabel(subcategory) : undefined;
  }
  if (field === 'locationId') return references.locations?.get(value);
  if (field === 'universalityId') return references.universalities?.get(value);
  return undefined;
}

function valueText(field: string, value: unknown, references: References, t: TFunction): string {
  if (value === null || value === undefined || value === '') return t('assets.history.empty');
  switch (valueKindOf(field)) {
    case 'cents':
      return typeof value === 'number' ? formatCents(value) : String(value);
    case 'euros':
      return typeof value === 'number' ? formatEuros(value) : String(value);
    case 'date':
      return typeof value === 'string' ? formatDate(value) || value : String(value);
    case 'reference':
      return referenceText(field, value, references) ?? t('assets.history.reference', { id: String(value) });
    default:
      if (field === 'status' && typeof value === 'number') {
        const name = statusName(value);
        if (name) return t(`assets.status.${name}`);
      }
      if (field === 'assetClass' && (value === 'inventory' || value === 'durable')) {
        return t(`assets.classes.${value}`);
      }
      if (typeof value === 'boolean') return value ? t('common.actions.yes') : t('common.actions.no');
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** A field set from nothing (a new asset) reads "field: value"; a change reads "field: old → new". */
function ChangeLine({ change, references }: { change: FieldChange; references: References }) {
  const { t } = useTranslation();
  const field = fieldLabel(change.field, t);
  const to = valueText(change.field, change.to, references, t);
  const text =
    change.from === null || change.from === undefined
      ? t('assets.history.set', { field, to })
      : t('assets.history.change', { field, from: valueText(change.field, change.from, references, t), to });
  return (
    <Typography variant="body2" component="li">
      {text}
    </Typography>
  );
}

/** The fields in the order the detail shows them; unknown ones last. */
function inDetailOrder(changes: FieldChange[]): FieldChange[] {
  const rank = (change: FieldChange) => {
    const index = (FIELDS as readonly string[]).indexOf(labelName(fieldNameOf(change.field)));
    return index === -1 ? FIELDS.length : index;
  };
  return [...changes].sort((a, b) => rank(a) - rank(b));
}

/** "Buono di carico n. 3/2026 del 12/02/2026", a link to the charge's detail. */
function MovementLine({ movement }: { movement: NonNullable<AssetHistoryEntry['movement']> }) {
  const { t } = useTranslation();
  const types: Record<number, string> = {
    [MOVEMENT_TYPE.charge]: t('assets.history.movementTypes.charge'),
    [MOVEMENT_TYPE.discharge]: t('assets.history.movementTypes.discharge'),
    [MOVEMENT_TYPE.proposal]: t('assets.history.movementTypes.proposal'),
    [MOVEMENT_TYPE.decrease]: t('assets.history.movementTypes.decrease'),
    [MOVEMENT_TYPE.increase]: t('assets.history.movementTypes.increase'),
  };
  const text = t('assets.history.movement', {
    type: types[movement.type] ?? String(movement.type),
    number: movement.number,
    year: movement.year,
    date: formatDate(movement.date),
  });
  if (movement.type !== MOVEMENT_TYPE.charge) return <Typography variant="body2">{text}</Typography>;
  return (
    <Link variant="body2" href={`#/charge/detail/${movement.id}`}>
      {text}
    </Link>
  );
}

function timeOf(at: string, language: string): string {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return at;
  const time = instant.toLocaleTimeString(language === 'en' ? 'en-GB' : 'it-IT', {
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${formatDate(at)} ${time}`;
}

/**
 * The asset's history, oldest first: when, who, what happened, the movement it came with and each
 * field that changed, old value → new value.
 */
export function AssetHistoryTimeline({
  assetId,
  subcategories,
}: {
  assetId: number;
  subcategories: readonly Subcategory[];
}) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const history = useAssetHistory(assetId);
  const recorded = (history.data ?? []).map((entry) => entry.changes);
  const names = useReferenceNames(
    referencedIds(recorded, 'locationId'),
    referencedIds(recorded, 'universalityId'),
  );
  const references: References = { subcategories, ...names };
  if (history.isPending) return <CircularProgress size={24} aria-label={t('common.loading')} />;
  if (history.isError) return <Alert severity="error">{errorText(history.error)}</Alert>;
  if (history.data.length === 0)
    return <Typography color="text.secondary">{t('assets.history.none')}</Typography>;
  return (
    <Box component="ol" aria-label={t('assets.history.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {history.data.map((entry) => {
        const changes = inDetailOrder(changesOf(entry.changes)).filter(
          (change) => change.to !== null || change.from !== null,
        );
        const effectiveDate = effectiveDateOf(entry.changes);
        return (
          <Box
            component="li"
            // History rows have no id of their own: one action at one instant names one row.
            key={`${entry.at}-${entry.action}`}
            sx={{ borderLeft: 2, borderColor: 'primary.main', pl: 2, pb: 2, position: 'relative' }}
          >
            <Box
              sx={{
                position: 'absolute',
                left: -6,
                top: 4,
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: 'primary.main',
              }}
            />
            <Stack spacing={0.25}>
              <Typography variant="subtitle2">{actionLabel(entry.action, t)}</Typography>
              <Typography variant="caption" color="text.secondary">
                {t('assets.history.byWhen', { when: timeOf(entry.at, i18n.language), who: entry.actor })}
              </Typography>
              {entry.movement ? <MovementLine movement={entry.movement} /> : null}
              {effectiveDate ? (
                <Typography variant="body2">
                  {t('assets.history.effectiveDate', { date: formatDate(effectiveDate) })}
                </Typography>
              ) : null}
              {changes.length > 0 ? (
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {changes.map((change) => (
                    <ChangeLine key={change.field} change={change} references={references} />
                  ))}
                </Box>
              ) : null}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
