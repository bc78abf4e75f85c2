import { zodResolver } from '@hookform/resolvers/zod';
import type { Register } from '@inventario/shared/contracts/catalogue';
import type { NewAsset } from '@inventario/shared/contracts/charges';
import type { Location } from '@inventario/shared/contracts/placement';
import { checkPriceEdit } from '@inventario/shared/domain/movements/charge-edit';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DatePickersProvider } from '@/components/forms/date-pickers-provider.tsx';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import {
  AssetFormFields,
  type AssetFormLists,
  type AssetFormValues,
  assetFormDefaults,
  assetFormSchema,
  durableRegisterProblem,
  priceCents,
  priceClassNotice,
  toNewAsset,
} from '@/features/assets';
import { locationText } from '@/features/movements';
import {
  useAllSubcategories,
  useRegisters,
  useSiteLocations,
  useSiteOfLocation,
  useSites,
} from '@/features/reference-lists';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import type { ChargeLine, LineLabels } from '../model/charge-lines.ts';
import { usePriceNoticeConfirm } from './use-price-notice-confirm.ts';

export interface AssetDialogProps {
  /** The line to edit; undefined to add a new asset. */
  line: ChargeLine | undefined;
  /** A later movement holds the charge's assets: subcategory and price are legal content and stay. */
  lockLegal: boolean;
  onClose: () => void;
  onDone: (asset: NewAsset, labels: LineLabels) => void;
}

/** What a line shows of the asset chosen: its subcategory, register and location by name. */
function labelsOf(
  values: AssetFormValues,
  lists: AssetFormLists,
  locations: readonly Location[],
): LineLabels {
  const subcategory = lists.subcategories.find((s) => s.id === values.subcategoryId);
  const location = locations.find((l) => l.id === values.locationId);
  const site = lists.sites.find((s) => s.id === values.siteId);
  return {
    subcategory: subcategory ? `${subcategory.code} ${subcategory.description}` : '',
    register: subcategory?.register.description ?? '',
    location: location ? locationText({ ...location, siteCode: site?.code }) : null,
  };
}

interface AssetFormProps extends AssetDialogProps {
  lists: AssetFormLists;
  /** The registers, for the durable register a durable asset needs. */
  registers: readonly Register[];
  /** The site of the asset's location, which the location choice starts from. */
  initialSiteId: number | null;
}

function AssetForm({ line, lockLegal, onClose, onDone, lists, registers, initialSiteId }: AssetFormProps) {
  const { t } = useTranslation();
  const confirmNotice = usePriceNoticeConfirm();
  const subcategory = lists.subcategories.find((s) => s.id === line?.asset?.subcategoryId);
  const form = useForm<AssetFormValues>({
    resolver: zodResolver(assetFormSchema({ legal: true, inUniversality: false })),
    mode: 'onTouched',
    defaultValues: assetFormDefaults(line?.asset, {
      categoryId: subcategory?.category.id ?? null,
      siteId: initialSiteId,
    }),
  });
  const siteId = useWatch({ control: form.control, name: 'siteId' });
  const locations = useSiteLocations(siteId).data ?? [];

  const submit = form.handleSubmit(async (values) => {
    const cents = priceCents(values.price);
    if (cents === null) return;
    const chosen = lists.subcategories.find((s) => s.id === values.subcategoryId);
    const register = registers.find((r) => r.id === chosen?.register.id);
    const registerProblem = durableRegisterProblem(cents, register);
    if (registerProblem) {
      form.setError('price', { type: 'rule', message: registerProblem }, { shouldFocus: true });
      return;
    }
    // A charged asset keeps its class: crossing the threshold is a value voucher's business.
    if (line?.source === 'existing' && !checkPriceEdit(line.valueCents, cents).ok) {
      form.setError(
        'price',
        { type: 'rule', message: 'errors.priceCrossesThreshold' },
        { shouldFocus: true },
      );
      return;
    }
    const previous = line?.source === 'new' ? line.valueCents : undefined;
    const notice = line?.source === 'existing' ? undefined : priceClassNotice(previous, cents);
    if (notice && !(await confirmNotice(notice, cents, register?.description ?? ''))) return;
    onDone(toNewAsset(values), labelsOf(values, lists, locations));
  });

  return (
    <FormDialog
      open
      title={
        line
          ? t('charges.assetDialog.editTitle', { name: line.description })
          : t('charges.assetDialog.addTitle')
      }
      submitLabel={line ? t('charges.assetDialog.apply') : t('charges.assetDialog.add')}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
    >
      <AssetFormFields form={form} lists={lists} legalLocked={lockLegal} />
    </FormDialog>
  );
}

/**
 * Adds or edits an asset of a charge with every field of spec 02 §3 that applies: description,
 * category → subcategory (its register shown), historical price, purchase date, site → location,
 * the identifying texts and notes. Before adding, the 200-euro threshold says whether the asset is
 * inventory or durable (spec 02 §5). Opens once the lists it chooses from are loaded.
 */
export function AssetDialog(props: AssetDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const subcategories = useAllSubcategories();
  const registers = useRegisters();
  const sites = useSites();
  const locationId = props.line?.asset?.locationId ?? null;
  const siteOfLocation = useSiteOfLocation(locationId);
  const queries = [subcategories, registers, sites, ...(locationId ? [siteOfLocation] : [])];
  const failed = queries.find((query) => query.isError);

  if (subcategories.data && registers.data && sites.data && (!locationId || siteOfLocation.isFetched)) {
    return (
      <DatePickersProvider>
        <AssetForm
          {...props}
          lists={{ subcategories: subcategories.data, sites: sites.data }}
          registers={registers.data}
          initialSiteId={siteOfLocation.data?.id ?? null}
        />
      </DatePickersProvider>
    );
  }
  return (
    <Dialog open onClose={props.onClose} aria-label={t('charges.assetDialog.addTitle')}>
      <DialogContent>
        {failed ? (
          <Alert severity="error">{`${t('charges.assetDialog.loadFailed')}: ${errorText(failed.error)}`}</Alert>
        ) : (
          <Stack sx={{ alignItems: 'center', p: 2 }}>
            <CircularProgress aria-label={t('common.loading')} />
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
