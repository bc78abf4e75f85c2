import type {
  Invoice,
  InvoiceDocument,
  InvoiceProblem,
  InvoiceReading,
} from '@inventario/shared/contracts/invoices';
import { formatEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The invoice chosen: its document's position in the reading and its body's. */
export interface InvoiceChoice {
  document: number;
  bodyIndex: number;
}

export const choiceKey = (choice: InvoiceChoice) => `${choice.document}:${choice.bodyIndex}`;

/** The invoices of a reading that can be charged, in the file's order. */
export function chargeableChoices(reading: InvoiceReading): InvoiceChoice[] {
  return reading.documents.flatMap((document, index) =>
    document.invoices
      .filter((invoice) => !invoice.refusal)
      .map((invoice) => ({ document: index, bodyIndex: invoice.bodyIndex })),
  );
}

export function invoiceOf(reading: InvoiceReading, choice: InvoiceChoice): Invoice | undefined {
  return reading.documents[choice.document]?.invoices.find(
    (invoice) => invoice.bodyIndex === choice.bodyIndex,
  );
}

function useProblemText() {
  const { t } = useTranslation();
  return (problem: InvoiceProblem) =>
    t(`charges.invoice.problems.${problem.code}` as ParseKeys, {
      ...problem.params,
      defaultValue: problem.code,
    });
}

function InvoiceOption({ invoice, value, disabled }: { invoice: Invoice; value: string; disabled: boolean }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const label = (
    <Stack spacing={0.5} sx={{ py: 1 }}>
      <Typography sx={{ fontWeight: 500 }}>{invoice.supplier.description}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('charges.invoice.documents.invoiceSummary', {
          type: invoice.document.type,
          number: invoice.document.number,
          date: formatDate(invoice.document.date),
          total: invoice.document.total === null ? '—' : formatEuros(invoice.document.total),
        })}{' '}
        · {t('charges.invoice.documents.lines', { count: invoice.lines.length })}
      </Typography>
      {invoice.refusal ? <Alert severity="error">{problemText(invoice.refusal)}</Alert> : null}
      {invoice.alreadyCharged.map((charge) => (
        <Alert key={charge.chargeId} severity="warning">
          {t('charges.invoice.documents.alreadyCharged', {
            number: charge.number,
            year: charge.year,
            date: formatDate(charge.date),
          })}
        </Alert>
      ))}
    </Stack>
  );
  return <FormControlLabel value={value} control={<Radio />} label={label} disabled={disabled} />;
}

function DocumentEntry({ document, index }: { document: InvoiceDocument; index: number }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{document.name}</Typography>
          {document.signature !== 'none' ? (
            <Chip
              size="small"
              color={document.signature === 'verified' ? 'success' : 'warning'}
              label={t(`charges.invoice.documents.signature.${document.signature}`)}
            />
          ) : null}
        </Stack>
        {document.problem ? <Alert severity="error">{problemText(document.problem)}</Alert> : null}
        {document.warnings.map((warning) => (
          <Alert key={`${warning.code}-${JSON.stringify(warning.params ?? {})}`} severity="info">
            {problemText(warning)}
          </Alert>
        ))}
        {document.invoices.map((invoice) => (
          <InvoiceOption
            key={invoice.bodyIndex}
            invoice={invoice}
            value={choiceKey({ document: index, bodyIndex: invoice.bodyIndex })}
            disabled={Boolean(invoice.refusal)}
          />
        ))}
      </Stack>
    </Paper>
  );
}

/** Every file read (the zip's entries one by one) with its outcome, and the invoice to charge chosen. */
export function InvoiceChoiceList(props: {
  reading: InvoiceReading;
  chosen: InvoiceChoice | undefined;
  onChoose: (choice: InvoiceChoice) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const choosable = chargeableChoices(props.reading);
  return (
    <Stack spacing={2} component="section" aria-labelledby={labelId}>
      <Typography id={labelId} variant="h6" component="h2">
        {t('charges.invoice.documents.title')}
      </Typography>
      {choosable.length === 0 ? (
        <Alert severity="warning">{t('charges.invoice.documents.none')}</Alert>
      ) : null}
      <RadioGroup
        aria-label={t('charges.invoice.documents.choose')}
        value={props.chosen ? choiceKey(props.chosen) : ''}
        onChange={(event) => {
          const choice = choosable.find((candidate) => choiceKey(candidate) === event.target.value);
          if (choice) props.onChoose(choice);
        }}
      >
        <Stack spacing={1}>
          {props.reading.documents.map((document, index) => (
            // A file's or a zip entry's name is unique within the upload.
            <DocumentEntry key={document.name} document={document} index={index} />
          ))}
        </Stack>
      </RadioGroup>
    </Stack>
  );
}
