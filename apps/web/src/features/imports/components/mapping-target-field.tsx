import type { TempListEntry } from '@inventario/shared/contracts/imports';
import { useTranslation } from 'react-i18next';
import type { ListKind } from '../model/mapping-lists.ts';
import { CreditorTargetField } from './creditor-target-field.tsx';
import { type ChosenTarget, TargetAutocomplete } from './target-autocomplete.tsx';
import {
  type TargetChoices,
  useLocationTargets,
  useSiteTargets,
  useSubConsigneeTargets,
  useSubcategoryTargets,
} from './use-target-options.ts';

export interface MappingTargetFieldProps {
  importId: string;
  kind: ListKind;
  entry: TempListEntry;
  value: ChosenTarget | null;
  onChange: (target: ChosenTarget | null) => void;
  error?: string;
}

type ChoicesFieldProps = Omit<MappingTargetFieldProps, 'kind'> & { label: string };

/** The school's entries of one list, in the autocomplete; a list that did not load is said under it. */
function ChoicesField({ choices, ...props }: ChoicesFieldProps & { choices: TargetChoices }) {
  const { t } = useTranslation();
  return (
    <TargetAutocomplete
      label={props.label}
      options={choices.options}
      value={props.value}
      onChange={props.onChange}
      loading={choices.loading}
      disabled={choices.disabled ?? false}
      error={props.error ?? (choices.failed ? t('imports.mapping.dialog.targetsFailed') : undefined)}
      helperText={choices.helperText}
    />
  );
}

// One reader per list, each mounted only for its own kind: no list is read for nothing.
const SiteField = (props: ChoicesFieldProps) => <ChoicesField {...props} choices={useSiteTargets()} />;
const SubConsigneeField = (props: ChoicesFieldProps) => (
  <ChoicesField {...props} choices={useSubConsigneeTargets()} />
);
const SubcategoryField = (props: ChoicesFieldProps) => (
  <ChoicesField {...props} choices={useSubcategoryTargets()} />
);
const LocationField = (props: ChoicesFieldProps) => (
  <ChoicesField {...props} choices={useLocationTargets(props.importId, props.entry)} />
);

/**
 * The school's entry to map onto, from the list of the entry's kind: the reference lists for sites,
 * locations (of the right site), sub-consignees and subcategories; the creditor search for creditors.
 */
export function MappingTargetField({ kind, ...props }: MappingTargetFieldProps) {
  const { t } = useTranslation();
  const label = t(`imports.mapping.dialog.targets.${kind}`);
  switch (kind) {
    case 'site':
      return <SiteField {...props} label={label} />;
    case 'location':
      return <LocationField {...props} label={label} />;
    case 'subConsignee':
      return <SubConsigneeField {...props} label={label} />;
    case 'subcategory':
      return <SubcategoryField {...props} label={label} />;
    case 'creditor':
      return (
        <CreditorTargetField
          label={label}
          value={props.value}
          onChange={props.onChange}
          error={props.error}
        />
      );
  }
}
