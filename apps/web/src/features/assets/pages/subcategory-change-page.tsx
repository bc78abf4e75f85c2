import type { AssetSummary } from '@inventario/shared/contracts/assets';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRowSelection } from '@/components/data/use-row-selection.ts';
import { DatePickersProvider } from '@/components/forms/date-pickers-provider.tsx';
import { FilterSelect, idText, textId } from '@/features/assets/components/filter-select.tsx';
import {
  SubcategoryAutocomplete,
  subcategoryLabel,
} from '@/features/assets/components/subcategory-autocomplete.tsx';
import { subcategoriesOf } from '@/features/assets/model/asset-filters.ts';
import { useAllSubcategories, useRegisters } from '@/features/reference-lists';
import { useChangeSubcategory } from '../api/change-subcategory.ts';
import { ChangeStep } from '../components/change-step.tsx';
import { OptionalDateField } from '../components/optional-date-field.tsx';
import { SelectableAssetsGrid } from '../components/selectable-assets-grid.tsx';
import { useChangeSubmit } from '../components/use-change-submit.ts';
import { alreadyThere, toSubcategoryChange } from '../model/change-request.ts';

/**
 * `#/configuration/subcategory-change`: the assets of one register (narrowed by subcategory and text)
 * move to another subcategory of the same register, from a date; each asset's history records it.
 */
export default function SubcategoryChangePage() {
  const { t } = useTranslation();
  const registers = useRegisters();
  const subcategories = useAllSubcategories();
  const change = useChangeSubcategory();
  const submit = useChangeSubmit();
  const chosen = useRowSelection<AssetSummary>('multiple');
  const [registerId, setRegisterId] = useState<number | null>(null);
  const [fromId, setFromId] = useState<number | null>(null);
  const [targetId, setTargetId] = useState<number | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const ofRegister = subcategoriesOf(subcategories.data ?? [], registerId);
  const target = ofRegister.find((subcategory) => subcategory.id === targetId);
  const unmoved = alreadyThere(chosen.rows, targetId, (asset) => asset.subcategory.id);

  const chooseRegister = (id: number | null) => {
    // Numbers belong to the register: a subcategory change never leaves it, so the choice starts afresh.
    setRegisterId(id);
    setFromId(null);
    setTargetId(null);
    chosen.clear();
  };

  const confirmChange = async () => {
    const draft = { assetIds: chosen.rows.map((asset) => asset.id), targetId, date };
    const name = target ? subcategoryLabel(target) : '';
    const done = await submit({
      draft,
      question: t('assets.changes.subcategory.question', { count: draft.assetIds.length, subcategory: name }),
      noTargetMessage: t('assets.changes.subcategory.chooseTarget'),
      run: () => change.mutateAsync(toSubcategoryChange(draft)),
      doneMessage: (changed) => t('assets.changes.subcategory.done', { count: changed, subcategory: name }),
      failedMessage: t('assets.changes.failed'),
    });
    if (done) chosen.clear();
  };

  return (
    <DatePickersProvider>
      <Stack spacing={3}>
        <Stack spacing={0.5}>
          <Typography variant="h4" component="h1">
            {t('routes.configurationSubcategoryChange')}
          </Typography>
          <Typography color="text.secondary">{t('assets.changes.subcategory.intro')}</Typography>
        </Stack>
        <ChangeStep title={t('assets.changes.subcategory.assetsStep')}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FilterSelect
              label={t('assets.filters.register')}
              allLabel={t('assets.changes.subcategory.chooseRegister')}
              value={idText(registerId)}
              options={(registers.data ?? []).map((register) => ({
                value: String(register.id),
                label: register.description,
              }))}
              onChange={(text) => chooseRegister(textId(text))}
              width={260}
            />
            <SubcategoryAutocomplete
              size="small"
              width={360}
              label={t('assets.changes.subcategory.from')}
              subcategories={ofRegister}
              value={fromId}
              disabled={registerId === null}
              onChange={setFromId}
            />
          </Stack>
          {registerId === null ? (
            <Alert severity="info">{t('assets.changes.subcategory.registerFirst')}</Alert>
          ) : (
            <SelectableAssetsGrid
              filters={{ registerId, ...(fromId === null ? {} : { subcategoryId: fromId }) }}
              selection={chosen.selection}
              label={t('assets.changes.assetsGridLabel')}
              emptyText={t('assets.list.empty')}
              subcategories={subcategories.data ?? []}
            />
          )}
        </ChangeStep>
        <ChangeStep title={t('assets.changes.subcategory.targetStep')}>
          <Typography variant="body2" aria-live="polite">
            {t('assets.list.chosen', { count: chosen.rows.length })}
          </Typography>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: { md: 'flex-start' } }}
          >
            <SubcategoryAutocomplete
              width={420}
              label={t('assets.changes.subcategory.target')}
              subcategories={ofRegister}
              value={targetId}
              disabled={registerId === null}
              onChange={setTargetId}
              required
              helperText={
                unmoved > 0 ? t('assets.changes.subcategory.alreadyThere', { count: unmoved }) : undefined
              }
            />
            <OptionalDateField
              label={t('assets.changes.date')}
              value={date}
              onChange={setDate}
              helperText={t('assets.changes.dateHint')}
            />
            <Button
              variant="contained"
              startIcon={<SwapHorizIcon />}
              onClick={() => void confirmChange()}
              loading={change.isPending}
              sx={{ mt: { md: 1 } }}
            >
              {t('assets.changes.subcategory.submit')}
            </Button>
          </Stack>
        </ChangeStep>
      </Stack>
    </DatePickersProvider>
  );
}
