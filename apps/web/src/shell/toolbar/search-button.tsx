import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAreaTexts } from '@/app/i18n/area-texts.ts';

// The dialog and its texts load on first use: the toolbar is on the first screen, whose budget is
// nearly spent (scripts/bundle-figures.mjs), so this part stays a button and a key listener.
const SearchDialog = lazy(() =>
  loadAreaTexts('search').then(() => import('@/features/search/components/search-dialog.tsx')),
);

/** The toolbar's search (issue 20): the button, and Ctrl+K (⌘K on a Mac) anywhere, open the dialog. */
export function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);
  const wide = { xs: 'none', md: 'inline' };
  const shortcut = /Mac|iP/.test(navigator.platform) ? '⌘K' : 'Ctrl K';
  // The name holds what the button shows (WCAG 2.5.3), and stays when a phone hides the texts.
  const name = `${t('shell.toolbar.search')} ${shortcut}`;
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-label={name}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        startIcon={<SearchIcon />}
        sx={{ textTransform: 'none', minWidth: { xs: 0, md: 180 }, justifyContent: 'flex-start', mr: 1 }}
      >
        <Box component="span" sx={{ display: wide, flexGrow: 1, textAlign: 'left' }}>
          {t('shell.toolbar.search')}
        </Box>
        <Box component="kbd" sx={{ display: wide, ml: 2, fontFamily: 'inherit', fontSize: 12 }}>
          {shortcut}
        </Box>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
