import { formatCents } from '@inventario/shared/format/currency';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Ref, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assetKeys, searchAssets } from '@/features/assets';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { adjustableSearchOf, type PickedAsset, pickedAssetOf } from '../model/adjustment-form.ts';
import { assetText } from '../model/adjustment-list.ts';

/** How many goods the picker offers for one search: enough to choose from, few enough to read. */
const OFFERED = 20;
/** The pause after typing before the search runs. */
const TYPING_PAUSE_MS = 300;

/** The text typed, once the user pauses. */
function usePaused(text: string): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return paused;
}

export interface AdjustmentAssetPickerProps {
  value: PickedAsset | null;
  onChange: (asset: PickedAsset | null) => void;
  onBlur?: () => void;
  /** Goods with an adjustment in this renewal already: shown, not offered. */
  adjustedIds: ReadonlySet<number>;
  /** The field's message, translated; the chosen good's actual value otherwise. */
  errorText?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The good of the registers an adjustment names: typed by inventory number ("12", "BM 12") or by
 * description, searched among the school's charged goods of the inventory registers (the asset
 * search every movement picks its goods from), each offered with its actual value; the chosen one's
 * actual value shows under the field.
 */
export function AdjustmentAssetPicker(props: AdjustmentAssetPickerProps) {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  // What the box shows, and what the user typed to search: choosing a good writes its name in the
  // box, which is no search of its own (a new opening offers the goods of the last search).
  const [shown, setShown] = useState('');
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const paused = usePaused(typed);
  const search = useMemo(() => adjustableSearchOf(paused), [paused]);
  const found = useQuery({
    // Under the assets' key: a movement or an adjustment that changes the goods reloads it.
    queryKey: [...assetKeys.all, 'adjustable', search.filters],
    queryFn: () =>
      searchAssets(inventory, {
        filters: search.filters,
        page: 1,
        size: OFFERED,
        sortBy: 'inventoryNumber',
        sortDesc: false,
      }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const { value } = props;
  const options = useMemo(() => {
    const offered = (found.data?.rows ?? [])
      .filter((asset) => search.registerKind === null || asset.register.kind === search.registerKind)
      .map(pickedAssetOf);
    // The chosen good stays an option, as the Autocomplete expects of its value.
    return value && !offered.some((asset) => asset.id === value.id) ? [value, ...offered] : offered;
  }, [found.data, search.registerKind, value]);
  const searching = open && (found.isFetching || paused !== typed);

  return (
    <Autocomplete<PickedAsset>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      // The server searched: every good it answered is offered.
      filterOptions={(offered) => offered}
      getOptionLabel={assetText}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      getOptionDisabled={(option) => props.adjustedIds.has(option.id)}
      loading={searching}
      loadingText={t('renewalAdjustments.picker.searching')}
      noOptionsText={
        found.isError ? t('renewalAdjustments.picker.searchFailed') : t('renewalAdjustments.picker.none')
      }
      inputValue={shown}
      onInputChange={(_event, text, reason) => {
        setShown(text);
        if (reason === 'input' || reason === 'clear') setTyped(text);
      }}
      onChange={(_event, asset) => props.onChange(asset)}
      onBlur={props.onBlur}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps}>
          <Box>
            <Typography variant="body2">{assetText(option)}</Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('renewalAdjustments.picker.optionValue', { value: formatCents(option.actualCents) })}
              {props.adjustedIds.has(option.id) ? ` · ${t('renewalAdjustments.picker.adjusted')}` : ''}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={props.inputRef}
          label={t('renewalAdjustments.picker.label')}
          required
          error={Boolean(props.errorText)}
          helperText={
            props.errorText ??
            (props.value
              ? t('renewalAdjustments.picker.actual', { value: formatCents(props.value.actualCents) })
              : t('renewalAdjustments.picker.help'))
          }
        />
      )}
    />
  );
}
