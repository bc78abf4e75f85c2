import type { AssetFieldsPatch } from '@inventario/shared/contracts/assets';
import type { Site } from '@inventario/shared/contracts/placement';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { withLengthCounter } from '@/components/forms/length-counter.tsx';
import { useFieldErrorText } from '@/components/forms/use-field-error-text.ts';
import { textMaxLength } from '../model/asset-form.ts';
import {
  MULTIPLE_EDIT_FIELDS,
  type MultipleEditField,
  type MultipleEditMessages,
  type MultipleEditTextField,
  type MultipleEditValues,
  noMultipleEdit,
  toFieldsPatch,
  validateMultipleEdit,
} from '../model/multiple-edit.ts';
import { SiteLocationFields } from './site-location-fields.tsx';

export interface MultipleEditDialogProps {
  count: number;
  sites: readonly Site[];
  onCancel: () => void;
  onStart: (patch: AssetFieldsPatch) => void;
}

/**
 * The multiple edit (spec 02 §2): tick the fields to set (site and location, serial number, chassis,
 * license plate, editor, author) and their new value; the others stay as each asset has them.
 */
export function MultipleEditDialog(props: MultipleEditDialogProps) {
  const { t } = useTranslation();
  const messageText = useFieldErrorText();
  const [values, setValues] = useState<MultipleEditValues>(noMultipleEdit);
  const [messages, setMessages] = useState<MultipleEditMessages>({});
  const toggle = (field: MultipleEditField, chosen: boolean) => {
    setValues({ ...values, chosen: { ...values.chosen, [field]: chosen } });
    setMessages({});
  };
  const setText = (field: MultipleEditTextField, text: string) =>
    setValues({ ...values, texts: { ...values.texts, [field]: text } });

  const input = (field: MultipleEditField) => {
    if (field === 'location') {
      return (
        <SiteLocationFields
          sites={props.sites}
          siteId={values.siteId}
          locationId={values.locationId}
          onChange={(place) => setValues({ ...values, ...place })}
          siteLabel={t('assets.fields.site')}
          locationLabel={t('assets.fields.location')}
          locationError={messageText(messages.location)}
          required
          size="small"
        />
      );
    }
    return (
      <TextField
        size="small"
        fullWidth
        label={t('assets.multipleEdit.newValue', { field: t(`assets.fields.${field}`) })}
        value={values.texts[field]}
        onChange={(event) => setText(field, event.target.value)}
        error={Boolean(messages[field])}
        helperText={withLengthCounter(
          messageText(messages[field]) ?? t('assets.multipleEdit.blankClears'),
          values.texts[field].length,
          textMaxLength(field),
        )}
        slotProps={{ htmlInput: { maxLength: textMaxLength(field) } }}
      />
    );
  };

  return (
    <FormDialog
      open
      title={t('assets.multipleEdit.title', { count: props.count })}
      submitLabel={t('assets.multipleEdit.start')}
      maxWidth="md"
      onClose={props.onCancel}
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateMultipleEdit(values);
        setMessages(found);
        if (Object.keys(found).length === 0) props.onStart(toFieldsPatch(values));
      }}
    >
      <Alert severity="info">{t('assets.multipleEdit.intro', { count: props.count })}</Alert>
      {messages.fields ? <Alert severity="warning">{messageText(messages.fields)}</Alert> : null}
      <Stack spacing={1}>
        {MULTIPLE_EDIT_FIELDS.map((field) => (
          <Box key={field}>
            <FormControlLabel
              label={t(`assets.multipleEdit.fields.${field}`)}
              control={
                <Checkbox
                  checked={values.chosen[field]}
                  onChange={(event) => toggle(field, event.target.checked)}
                />
              }
            />
            {values.chosen[field] ? <Box sx={{ pl: 4, pb: 1 }}>{input(field)}</Box> : null}
          </Box>
        ))}
      </Stack>
    </FormDialog>
  );
}
