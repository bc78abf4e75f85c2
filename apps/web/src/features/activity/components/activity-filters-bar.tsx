import { zodResolver } from '@hookform/resolvers/zod';
import type { AuditSearch } from '@inventario/shared/contracts/audit';
import { AUDIT_ENTITIES } from '@inventario/shared/domain/audit/audit-entities';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FilterDateField } from '@/components/forms/filter-date-field.tsx';
import { FiltersForm } from '@/components/forms/filters-form.tsx';
import { optionalDate } from '@/components/forms/form-fields.ts';
import { FormSelectField } from '@/components/forms/form-select-field.tsx';
import { FormTextField } from '@/components/forms/form-text-field.tsx';
import { entityText } from './activity-columns.tsx';

export interface ActivityFilterValues {
  username: string | null;
  from: string | null;
  to: string | null;
  entity: string | null;
  entityId: string;
}

export const EMPTY_ACTIVITY_FILTERS: ActivityFilterValues = {
  username: null,
  from: null,
  to: null,
  entity: null,
  entityId: '',
};

const schema = z
  .object({
    username: z.string().nullable(),
    from: optionalDate,
    to: optionalDate,
    entity: z.string().nullable(),
    entityId: z.string().trim().max(100, 'rules.tooLongText'),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: 'rules.notValid' });

/** The filter values as the search's body: only what is set. */
export function toActivitySearch(values: ActivityFilterValues): AuditSearch {
  const entityId = values.entityId.trim();
  return {
    ...(values.username ? { username: values.username } : {}),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
    ...(values.entity ? { entity: values.entity } : {}),
    ...(entityId ? { entityId } : {}),
  };
}

export interface ActivityFiltersBarProps {
  initialValues: ActivityFilterValues;
  users: readonly string[];
  onSearch: (values: ActivityFilterValues) => void;
}

/** User, period, kind of record and record id; applied on Search, cleared on Reset. */
export function ActivityFiltersBar({ initialValues, users, onSearch }: ActivityFiltersBarProps) {
  const { t } = useTranslation();
  const form = useForm<ActivityFilterValues>({ resolver: zodResolver(schema), defaultValues: initialValues });
  const { control } = form;
  return (
    <FiltersForm
      label={t('activity.filters.label')}
      onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
      resetLabel={t('activity.filters.reset')}
      onReset={() => {
        form.reset(EMPTY_ACTIVITY_FILTERS);
        onSearch(EMPTY_ACTIVITY_FILTERS);
      }}
    >
      <FormSelectField
        control={control}
        name="username"
        size="small"
        label={t('activity.filters.user')}
        noneLabel={t('activity.filters.anyUser')}
        options={users.map((user) => ({ value: user, label: user }))}
        sx={{ width: { sm: 200 } }}
      />
      <FilterDateField control={control} name="from" label={t('activity.filters.from')} />
      <FilterDateField control={control} name="to" label={t('activity.filters.to')} />
      <FormSelectField
        control={control}
        name="entity"
        size="small"
        label={t('activity.filters.entity')}
        noneLabel={t('activity.filters.anyEntity')}
        options={AUDIT_ENTITIES.map((entity) => ({ value: entity, label: entityText(t, entity) }))}
        sx={{ width: { sm: 200 } }}
      />
      <FormTextField
        control={control}
        name="entityId"
        size="small"
        type="search"
        label={t('activity.filters.entityId')}
        sx={{ width: { sm: 140 } }}
      />
    </FiltersForm>
  );
}
