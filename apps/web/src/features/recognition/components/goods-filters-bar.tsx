import type { RecognitionLocation } from '@inventario/shared/contracts/recognition';
import { DETECTION_STATUSES, type DetectionStatus } from '@inventario/shared/domain/recognition/detection';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersForm } from '@/components/forms/filters-form.tsx';
import { EMPTY_GOODS_FILTERS, type GoodsFilterValues } from '../model/goods-filters.ts';
import { detectionKey, placeText } from '../model/recognition-labels.ts';

const ANY = '';

/** The goods' filters: detection statuses (several), a location (placed or read there), a text; on "Cerca". */
export function GoodsFiltersBar(props: {
  locations: readonly RecognitionLocation[];
  onSearch: (values: GoodsFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<GoodsFilterValues>(EMPTY_GOODS_FILTERS);
  return (
    <FiltersForm
      label={t('recognition.goods.filtersLabel')}
      resetLabel={t('recognition.goods.filters.reset')}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearch(values);
      }}
      onReset={() => {
        setValues(EMPTY_GOODS_FILTERS);
        props.onSearch(EMPTY_GOODS_FILTERS);
      }}
    >
      <TextField
        select
        label={t('recognition.goods.filters.detection')}
        value={values.detection}
        onChange={(event) => {
          const chosen = event.target.value as unknown as string[] | string;
          const list = (typeof chosen === 'string' ? chosen.split(',') : chosen) as DetectionStatus[];
          setValues((current) => ({ ...current, detection: list }));
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) =>
              (selected as DetectionStatus[]).map((status) => t(detectionKey(status))).join(', '),
          },
        }}
        sx={{ minWidth: 220 }}
      >
        {DETECTION_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(detectionKey(status))}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('recognition.goods.filters.location')}
        value={values.idLocation === null ? ANY : String(values.idLocation)}
        onChange={(event) =>
          setValues((current) => ({
            ...current,
            idLocation: event.target.value === ANY ? null : Number(event.target.value),
          }))
        }
        sx={{ minWidth: 220 }}
      >
        <MenuItem value={ANY}>
          <em>{t('recognition.goods.filters.anyLocation')}</em>
        </MenuItem>
        {props.locations.map((location) => (
          <MenuItem key={location.idLocation} value={String(location.idLocation)}>
            {placeText(location)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('recognition.goods.filters.text')}
        value={values.text}
        onChange={(event) => setValues((current) => ({ ...current, text: event.target.value }))}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        sx={{ minWidth: 220 }}
      />
    </FiltersForm>
  );
}
