import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface ListToolbarProps {
  title: string;
  addLabel: string;
  onAdd: () => void;
  /** The heading's id, for the panel it names (`aria-labelledby`). */
  titleId?: string;
  /** Filters shown under the title, left of the add button on wide screens. */
  children?: ReactNode;
  /** The screen of the list's own import from a file, when it has one. */
  importPath?: string | undefined;
}

/** The head of a list panel: its title, its filters and the add button. */
export function ListToolbar({ title, titleId, addLabel, onAdd, children, importPath }: ListToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ flex: 1, alignItems: { sm: 'center' } }}
        >
          {children}
        </Stack>
        {importPath ? (
          <Button
            variant="outlined"
            component={RouterLink}
            to={importPath}
            aria-label={`${t('common.importFromFile')}: ${title}`}
            startIcon={<UploadFileIcon />}
            sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, flexShrink: 0 }}
          >
            {t('common.importFromFile')}
          </Button>
        ) : null}
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={onAdd}
          sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, flexShrink: 0 }}
        >
          {addLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
