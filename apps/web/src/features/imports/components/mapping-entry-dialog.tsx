import type { TempListEntry } from '@inventario/shared/contracts/imports';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { fieldMessagesOf } from '@/components/forms/server-field-errors.ts';
import { useFieldErrorText } from '@/components/forms/use-field-error-text.ts';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useSaveTempList } from '../api/save-temp-list.ts';
import { changeOf, type ListKind } from '../model/mapping-lists.ts';
import { MappingTargetField } from './mapping-target-field.tsx';
import type { ChosenTarget } from './target-autocomplete.tsx';
import { useSourceText } from './use-source-text.ts';

export interface MappingEntryDialogProps {
  importId: string;
  kind: ListKind;
  entry: TempListEntry;
  onClose: () => void;
  onSaved: () => void;
}

const initialTarget = (entry: TempListEntry): ChosenTarget | null =>
  entry.action === 'map' && entry.targetId !== null
    ? { id: entry.targetId, label: entry.targetLabel ?? `#${entry.targetId}` }
    : null;

/**
 * Changes one entry of a list: created as new in the school, or mapped onto one of the school's own.
 * Saved at once (`PUT`, this entry alone); a refusal about the target is said under it.
 */
export function MappingEntryDialog({ importId, kind, entry, onClose, onSaved }: MappingEntryDialogProps) {
  const { t } = useTranslation();
  const choiceId = useId();
  const toast = useToast();
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const text = useSourceText()(kind, entry.source);
  const save = useSaveTempList(importId, kind);
  const [action, setAction] = useState(entry.action);
  const [target, setTarget] = useState(() => initialTarget(entry));
  const [targetProblem, setTargetProblem] = useState<string>();
  const [problem, setProblem] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(undefined);
    if (action === 'map' && !target) {
      setTargetProblem(t('rules.unknownImportTarget'));
      return;
    }
    const change = changeOf(entry, { action, targetId: target?.id ?? null });
    if (!change) {
      onClose();
      return;
    }
    try {
      await save.mutateAsync({ entries: [change] });
      toast.success(t('imports.mapping.saved'));
      onSaved();
    } catch (error) {
      const fields = fieldMessagesOf(error);
      const onTarget = fields.find((issue) => issue.field.endsWith('targetId'));
      if (onTarget) setTargetProblem(fieldText(onTarget.message));
      else
        setProblem(
          fields.length > 0 ? fields.map((issue) => fieldText(issue.message)).join(' ') : errorText(error),
        );
    }
  };

  return (
    <FormDialog
      open
      title={t('imports.mapping.dialog.title', { name: text.fullName })}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitting={save.isPending}
      submitLabel={t('imports.mapping.dialog.save')}
    >
      <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 2, py: 1.5 }}>
        <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6 }}>
          {t('imports.mapping.columns.source')}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{text.fullName}</Typography>
        {text.detailText ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {text.detailText}
          </Typography>
        ) : null}
      </Box>
      <FormControl>
        <FormLabel id={choiceId}>{t('imports.mapping.dialog.choice')}</FormLabel>
        <RadioGroup
          aria-labelledby={choiceId}
          value={action}
          onChange={(_event, value) => {
            setAction(value as TempListEntry['action']);
            setTargetProblem(undefined);
          }}
        >
          <FormControlLabel value="create" control={<Radio />} label={t('imports.mapping.dialog.create')} />
          <FormControlLabel value="map" control={<Radio />} label={t('imports.mapping.dialog.map')} />
        </RadioGroup>
      </FormControl>
      {action === 'map' ? (
        <MappingTargetField
          importId={importId}
          kind={kind}
          entry={entry}
          value={target}
          onChange={(chosen) => {
            setTarget(chosen);
            setTargetProblem(undefined);
          }}
          error={targetProblem}
        />
      ) : null}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
    </FormDialog>
  );
}
