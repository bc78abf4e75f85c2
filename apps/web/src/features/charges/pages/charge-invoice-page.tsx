import type { Invoice, InvoiceReading } from '@inventario/shared/contracts/invoices';
import {
  initialMappings,
  type LineChoice,
  type LineMapping,
  type MappingProblem,
  mappingProblems,
  plannedAssets,
  plannedTotals,
} from '@inventario/shared/domain/movements/invoice-mapping';
import { formatCents, formatEuros } from '@inventario/shared/format/currency';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { subcategoryLabel } from '@/features/assets';
import { locationText, MovementNewPage } from '@/features/movements';
import { useAllSubcategories, useAllYears, useSites } from '@/features/reference-lists';
import { ChargeEditor, type ChargeStart } from '../components/charge-editor.tsx';
import {
  chargeableChoices,
  type InvoiceChoice,
  InvoiceChoiceList,
  invoiceOf,
} from '../components/invoice/invoice-choice-list.tsx';
import { InvoiceLinesTable, type PlacementLabels } from '../components/invoice/invoice-lines-table.tsx';
import { InvoicePlacementDialog, type Placement } from '../components/invoice/invoice-placement-dialog.tsx';
import { InvoiceUploadPanel } from '../components/invoice/invoice-upload-panel.tsx';
import { invoiceChargeStart } from '../model/invoice-start.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

function SupplierSection({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const { supplier } = invoice;
  return (
    <Section title={t('charges.invoice.supplier.title')}>
      <Typography>
        {supplier.description}
        {supplier.vatNumber ? ` · P. IVA ${supplier.vatCountry ?? ''}${supplier.vatNumber}` : ''}
        {supplier.fiscalCode ? ` · C.F. ${supplier.fiscalCode}` : ''}
      </Typography>
      <Alert severity={supplier.creditorId === null ? 'info' : 'success'}>
        {supplier.creditorId === null
          ? t('charges.invoice.supplier.create')
          : t('charges.invoice.supplier.matched', { name: supplier.creditorName ?? supplier.description })}
      </Alert>
      {supplier.warnings.map((warning) => (
        <Alert key={warning} severity="warning">
          {t('charges.invoice.supplier.checksum', { field: t(warning) })}
        </Alert>
      ))}
    </Section>
  );
}

/** A mapping problem's values for its text: the lines as a list, the counts as they are. */
function problemValues(problem: MappingProblem): Record<string, string | number> {
  if (problem.code === 'tooManyAssets') return { count: problem.count, max: problem.max };
  if (problem.code === 'missingSubcategory' || problem.code === 'valueBelowZero')
    return { lines: problem.lines.join(', ') };
  return {};
}

/** The chosen invoice's lines mapped to assets, the preview, and the way on to the charge stepper. */
function InvoiceMapping(props: {
  invoice: Invoice;
  onContinue: (
    mappings: LineMapping[],
    labels: ReadonlyMap<number, PlacementLabels>,
    confirmDuplicate: boolean,
  ) => void;
}) {
  const { t } = useTranslation();
  const { invoice } = props;
  const subcategories = useAllSubcategories().data ?? [];
  const sites = useSites().data ?? [];
  const [mappings, setMappings] = useState(() => initialMappings(invoice.lines));
  const [labels, setLabels] = useState<ReadonlyMap<number, PlacementLabels>>(new Map());
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [placing, setPlacing] = useState(false);
  const [confirmDuplicate, setConfirmDuplicate] = useState(false);
  const assets = useMemo(() => plannedAssets(invoice.lines, mappings), [invoice.lines, mappings]);
  const totals = plannedTotals(assets);
  const duplicate = invoice.alreadyCharged.length > 0;
  const problems = mappingProblems(invoice.lines, mappings);

  const update = (lineNumbers: number[], change: (mapping: LineMapping) => LineMapping) =>
    setMappings((current) =>
      current.map((mapping) => (lineNumbers.includes(mapping.lineNumber) ? change(mapping) : mapping)),
    );
  const choose = (lineNumbers: number[], choice: LineChoice) =>
    update(lineNumbers, (mapping) => {
      const line = invoice.lines.find((candidate) => candidate.lineNumber === mapping.lineNumber);
      const allowed = line && (choice !== 'assets' || (line.kind === 'goods' && line.wholeQuantity));
      return allowed ? { ...mapping, choice } : mapping;
    });
  const place = (placement: Placement) => {
    const numbers = [...selected];
    const subcategory = subcategories.find((candidate) => candidate.id === placement.subcategoryId);
    update(numbers, (mapping) => ({
      ...mapping,
      ...(subcategory ? { subcategoryId: subcategory.id } : {}),
      ...(placement.location ? { locationId: placement.location.id } : {}),
    }));
    setLabels((current) => {
      const next = new Map(current);
      for (const number of numbers) {
        const before = next.get(number);
        next.set(number, {
          subcategory: subcategory ? subcategoryLabel(subcategory) : (before?.subcategory ?? null),
          register: subcategory ? subcategory.register.description : (before?.register ?? null),
          location: placement.location ? locationText(placement.location) : (before?.location ?? null),
        });
      }
      return next;
    });
    setPlacing(false);
  };

  const blocked = problems.length > 0 || (duplicate && !confirmDuplicate);
  return (
    <Stack spacing={2}>
      <SupplierSection invoice={invoice} />
      <Section title={t('charges.invoice.lines.title')}>
        <InvoiceLinesTable
          lines={invoice.lines}
          mappings={mappings}
          labels={labels}
          selected={selected}
          onSelect={(numbers, on) =>
            setSelected((current) => {
              const next = new Set(current);
              for (const number of numbers) on ? next.add(number) : next.delete(number);
              return next;
            })
          }
          onChoice={choose}
          onPlace={() => setPlacing(true)}
        />
      </Section>
      <Section title={t('charges.invoice.preview.title')}>
        <Typography>
          {t('charges.invoice.preview.inventory', {
            count: totals.inventory.count,
            value: formatCents(totals.inventory.valueCents),
          })}
        </Typography>
        <Typography>
          {t('charges.invoice.preview.durable', {
            count: totals.durable.count,
            value: formatCents(totals.durable.valueCents),
          })}
        </Typography>
        {invoice.linesMatchSummary ? null : (
          <Alert severity="warning">
            {t('charges.invoice.preview.summaryMismatch', { taxable: formatEuros(invoice.summary.taxable) })}
          </Alert>
        )}
        {problems.map((problem) => (
          <Alert key={problem.code} severity="error">
            {t(`charges.invoice.preview.problems.${problem.code}`, problemValues(problem))}
          </Alert>
        ))}
        {duplicate ? (
          <FormControlLabel
            control={
              <Checkbox
                checked={confirmDuplicate}
                onChange={(event) => setConfirmDuplicate(event.target.checked)}
              />
            }
            label={t('charges.invoice.preview.confirmDuplicate')}
          />
        ) : null}
        <Stack direction="row">
          <Button
            variant="contained"
            disabled={blocked}
            onClick={() => props.onContinue(mappings, labels, confirmDuplicate)}
          >
            {t('charges.invoice.preview.continue')}
          </Button>
        </Stack>
      </Section>
      <InvoicePlacementDialog
        open={placing}
        subcategories={subcategories}
        sites={sites}
        onApply={place}
        onClose={() => setPlacing(false)}
      />
    </Stack>
  );
}

/**
 * `#/charge/new/invoice`: the invoice file uploaded and read, one invoice of it chosen, its lines
 * mapped to assets, then the charge stepper with the assets filled in (issue 15).
 */
export default function ChargeInvoicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const years = useAllYears();
  const subcategories = useAllSubcategories();
  const sites = useSites();
  const [reading, setReading] = useState<InvoiceReading>();
  const [choice, setChoice] = useState<InvoiceChoice>();
  const [start, setStart] = useState<ChargeStart>();
  const invoice = reading && choice ? invoiceOf(reading, choice) : undefined;

  const read = (next: InvoiceReading) => {
    setReading(next);
    const choosable = chargeableChoices(next);
    setChoice(choosable.length === 1 ? choosable[0] : undefined);
  };
  const toCharge = (
    mappings: LineMapping[],
    labels: ReadonlyMap<number, PlacementLabels>,
    confirmDuplicate: boolean,
  ) => {
    if (!reading || !choice || !invoice) return;
    const planned = invoiceChargeStart(
      invoice,
      plannedAssets(invoice.lines, mappings),
      (asset) => {
        const label = labels.get(asset.lineNumber);
        return {
          subcategory: label?.subcategory ?? '',
          register: label?.register ?? '',
          location: label?.location ?? null,
        };
      },
      {
        uploadId: reading.uploadId,
        document: choice.document,
        bodyIndex: choice.bodyIndex,
        createCreditor: invoice.supplier.creditorId === null,
        confirmDuplicate,
      },
      t('charges.invoice.documentType'),
    );
    setStart({ origin: 'assets', universality: null, fixed: true, ...planned });
  };

  return (
    <MovementNewPage title={t('routes.chargeNewInvoice')} queries={[years, subcategories, sites]}>
      {() =>
        start ? (
          <ChargeEditor
            start={start}
            years={years.data ?? []}
            onSaved={(saved) => void navigate(`/charge/detail/${saved.id}`)}
            onCancel={() => setStart(undefined)}
          />
        ) : (
          <Stack spacing={3}>
            {reading ? (
              <Stack direction="row">
                <Button
                  onClick={() => {
                    setReading(undefined);
                    setChoice(undefined);
                  }}
                >
                  {t('charges.invoice.upload.anotherFile')}
                </Button>
              </Stack>
            ) : (
              <InvoiceUploadPanel onRead={read} />
            )}
            {reading ? <InvoiceChoiceList reading={reading} chosen={choice} onChoose={setChoice} /> : null}
            {invoice ? (
              <InvoiceMapping
                key={`${choice?.document}:${choice?.bodyIndex}`}
                invoice={invoice}
                onContinue={toCharge}
              />
            ) : null}
          </Stack>
        )
      }
    </MovementNewPage>
  );
}
