import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface PartySearchFormProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSearch: () => void;
  /** The search is on its way: the button shows it. */
  searching?: boolean;
}

/** The term of a party search (supplier, destination) and its button; Enter searches too. */
export function PartySearchForm({ label, value, onChange, onSearch, searching }: PartySearchFormProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="form"
      role="search"
      direction="row"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Submits of a party dialog opened from the search bubble through React: not ours.
        if (event.target === event.currentTarget) onSearch();
      }}
    >
      <TextField
        size="small"
        type="search"
        autoFocus
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="outlined" startIcon={<SearchIcon />} loading={searching}>
        {t('common.actions.search')}
      </Button>
    </Stack>
  );
}

/** The words of a party search's results, already translated. */
export interface PartyResultsTexts {
  /** The list's accessible name. */
  results: string;
  noResults: string;
  /** Said above a list cut short, so a narrower term finds the rest; none when it is whole. */
  tooMany?: string;
  /** The accessible name of one party's button. */
  choose: (name: string) => string;
}

export interface PartyResultsProps<P extends { id: number; description: string }> {
  parties: readonly P[];
  texts: PartyResultsTexts;
  /** What tells two parties of the same name apart (their kind, place, identifier). */
  detailsOf: (party: P) => string | undefined;
  onChoose: (party: P) => void;
}

/** The parties a search found, one chosen with a click. */
export function PartyResults<P extends { id: number; description: string }>({
  parties,
  texts,
  detailsOf,
  onChoose,
}: PartyResultsProps<P>) {
  if (parties.length === 0) return <Alert severity="info">{texts.noResults}</Alert>;
  return (
    <Stack spacing={1}>
      {texts.tooMany ? (
        <Typography variant="body2" color="text.secondary">
          {texts.tooMany}
        </Typography>
      ) : null}
      <List dense aria-label={texts.results} sx={{ maxHeight: '45vh', overflow: 'auto' }}>
        {parties.map((party) => (
          <ListItemButton
            key={party.id}
            onClick={() => onChoose(party)}
            aria-label={texts.choose(party.description)}
          >
            <ListItemText primary={party.description} secondary={detailsOf(party)} />
          </ListItemButton>
        ))}
      </List>
    </Stack>
  );
}
