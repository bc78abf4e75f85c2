import type { ImportType } from '@inventario/shared/domain/imports/import-format';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { wholeImport } from '../model/import-target.ts';
import { importTypeName } from '../model/import-types.ts';
import { TemplateButton } from './template-button.tsx';

/** What the type brings into the school, that the file is checked first, and its template. */
export function ImportIntro({ type }: { type: ImportType }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">{t(`imports.intro.${importTypeName(type)}`)}</Typography>
      <Typography color="text.secondary">{t('imports.intro.checked')}</Typography>
      <TemplateButton target={wholeImport(type)} />
    </Stack>
  );
}
