import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

export interface MappingRefusalProps {
  title: string;
  /** Why the import or the merge charge was refused, translated. */
  text: string;
  /** The entry the refusal named, as the lists show it; none when it named no entry. */
  conflictName: string | undefined;
  onClose: () => void;
}

/** A refused confirm of a mapping (an import's, a merge receipt's), naming the entry to correct. */
export function MappingRefusal({ title, text, conflictName, onClose }: MappingRefusalProps) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" onClose={onClose}>
      <AlertTitle>{title}</AlertTitle>
      {text}
      {conflictName ? (
        <Box component="span" sx={{ display: 'block', mt: 0.5, fontWeight: 500 }}>
          {t('imports.mapping.conflictEntry', { name: conflictName })}
        </Box>
      ) : null}
    </Alert>
  );
}
