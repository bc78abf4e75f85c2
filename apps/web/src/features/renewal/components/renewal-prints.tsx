import {
  type CommissionMember,
  commissionMemberSchema,
  DOCUMENT_TYPE,
  RENEWAL_COMMISSION_MAX,
  type RenewalPublishRequest,
} from '@inventario/shared/contracts/documents';
import type { Renewal } from '@inventario/shared/contracts/renewal';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { useFieldErrorText } from '@/components/forms/use-field-error-text.ts';
import { usePrintFeedback } from '@/features/documents';
import { usePublishRenewalPrint } from '../api/publish-renewal-print.ts';

type PrintKey = 'minutes' | 'kept' | 'eliminated' | 'revaluation' | 'mapping' | 'modelK' | 'vouchers';

/** The prints of the renewal's page, in the order the minutes name them. */
const PRINTS: readonly { key: PrintKey; request: (renewal: Renewal) => RenewalPublishRequest }[] = [
  {
    key: 'minutes',
    request: (r) => ({ documentType: DOCUMENT_TYPE.renewalMinutes, conditions: { idRenewal: r.id } }),
  },
  {
    key: 'kept',
    request: (r) => ({ documentType: DOCUMENT_TYPE.renewalKept, conditions: { idRenewal: r.id } }),
  },
  {
    key: 'eliminated',
    request: (r) => ({ documentType: DOCUMENT_TYPE.renewalEliminated, conditions: { idRenewal: r.id } }),
  },
  {
    key: 'revaluation',
    request: (r) => ({ documentType: DOCUMENT_TYPE.renewalRevaluation, conditions: { idRenewal: r.id } }),
  },
  {
    key: 'mapping',
    request: (r) => ({ documentType: DOCUMENT_TYPE.renewalMapping, conditions: { idRenewal: r.id } }),
  },
  { key: 'modelK', request: (r) => ({ documentType: DOCUMENT_TYPE.modelK, conditions: { year: r.year } }) },
  {
    key: 'vouchers',
    request: (r) => ({ documentType: DOCUMENT_TYPE.renewalVouchers, conditions: { idRenewal: r.id } }),
  },
];

interface MemberRow {
  key: number;
  name: string;
  role: string;
}

type RowErrors = Partial<Record<'name' | 'role', string>>;

/** The members typed (blank rows left out), or each row's field messages (i18n keys). */
function commissionOf(rows: readonly MemberRow[]): { members: CommissionMember[] } | { errors: RowErrors[] } {
  const members: CommissionMember[] = [];
  let failed = false;
  const errors = rows.map((row): RowErrors => {
    if (!row.name.trim() && !row.role.trim()) return {};
    const parsed = commissionMemberSchema.safeParse({ name: row.name, role: row.role });
    if (parsed.success) {
      members.push(parsed.data);
      return {};
    }
    failed = true;
    const found: RowErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'name' || field === 'role') && !found[field]) found[field] = issue.message;
    }
    return found;
  });
  return failed ? { errors } : { members };
}

/**
 * PV/Base's commission, typed before the minutes print: up to ten members, each a name and a role,
 * all optional (without them the minutes leave lines to write on by hand).
 */
function CommissionDialog({
  open,
  printing,
  onPrint,
  onClose,
}: {
  open: boolean;
  printing: boolean;
  onPrint: (members: CommissionMember[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const nextKey = useRef(1);
  const [rows, setRows] = useState<MemberRow[]>([{ key: 0, name: '', role: '' }]);
  const [errors, setErrors] = useState<RowErrors[]>([]);
  const full = rows.length >= RENEWAL_COMMISSION_MAX;

  const change = (key: number, field: 'name' | 'role', value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const add = () => {
    if (full) return;
    setRows((current) => [...current, { key: nextKey.current++, name: '', role: '' }]);
  };
  const remove = (index: number) => {
    setRows((current) => current.filter((_, i) => i !== index));
    setErrors((current) => current.filter((_, i) => i !== index));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = commissionOf(rows);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors([]);
    onPrint(result.members);
  };

  return (
    <FormDialog
      open={open}
      title={t('renewalPrints.commission.title')}
      onSubmit={submit}
      onClose={onClose}
      submitting={printing}
      submitLabel={t('renewalPrints.commission.print')}
    >
      <Typography variant="body2" color="text.secondary">
        {t('renewalPrints.commission.help', { max: RENEWAL_COMMISSION_MAX })}
      </Typography>
      {rows.map((row, index) => {
        const number = index + 1;
        const rowErrors = errors[index] ?? {};
        return (
          <Stack
            key={row.key}
            role="group"
            aria-label={t('renewalPrints.commission.member', { number })}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              label={t('renewalPrints.commission.name')}
              value={row.name}
              onChange={(event) => change(row.key, 'name', event.target.value)}
              error={Boolean(rowErrors.name)}
              helperText={errorText(rowErrors.name)}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <TextField
              label={t('renewalPrints.commission.role')}
              placeholder={t('renewalPrints.commission.rolePlaceholder')}
              value={row.role}
              onChange={(event) => change(row.key, 'role', event.target.value)}
              error={Boolean(rowErrors.role)}
              helperText={errorText(rowErrors.role)}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <IconButton
              aria-label={t('renewalPrints.commission.remove', { number })}
              onClick={() => remove(index)}
              sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          </Stack>
        );
      })}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button startIcon={<AddIcon />} onClick={add} disabled={full} sx={{ alignSelf: 'flex-start' }}>
          {t('renewalPrints.commission.add')}
        </Button>
        {full ? (
          <Typography variant="body2" color="text.secondary">
            {t('renewalPrints.commission.full', { max: RENEWAL_COMMISSION_MAX })}
          </Typography>
        ) : null}
      </Stack>
    </FormDialog>
  );
}

/**
 * The renewal's prints (DOMAIN §8): PV/Base (after a small dialog for its commission), PV/1, PV/2,
 * PV/3, the mapping table, Model K of the renewal's year and the movement vouchers, each queued at once
 * with the feedback of the other prints. A print of a step not yet done comes out as a draft (BOZZA).
 */
export function RenewalPrints({ renewal }: { renewal: Renewal }) {
  const { t } = useTranslation();
  const titleId = useId();
  const publish = usePublishRenewalPrint();
  const feedback = usePrintFeedback();
  const [printing, setPrinting] = useState<PrintKey | null>(null);
  const [commissionOpen, setCommissionOpen] = useState(false);

  const nameOf = (key: PrintKey) => t(`renewalPrints.documents.${key}`, { year: renewal.year });

  const print = async (key: PrintKey, request: RenewalPublishRequest) => {
    const document = nameOf(key);
    setPrinting(key);
    try {
      feedback.accepted(await publish.mutateAsync(request), t('renewalPrints.queued', { document }));
      return true;
    } catch (error) {
      await feedback.refused(error, t('renewalPrints.failed', { document }));
      return false;
    } finally {
      setPrinting(null);
    }
  };

  const printMinutes = async (commission: CommissionMember[]) => {
    const printed = await print('minutes', {
      documentType: DOCUMENT_TYPE.renewalMinutes,
      conditions: { idRenewal: renewal.id, ...(commission.length > 0 ? { commission } : {}) },
    });
    if (printed) setCommissionOpen(false);
  };

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <Typography id={titleId} variant="h6" component="h2">
        {t('renewalPrints.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('renewalPrints.intro')}
      </Typography>
      <Stack
        role="group"
        aria-label={t('renewalPrints.groupLabel')}
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap' }}
      >
        {PRINTS.map(({ key, request }) => (
          <Button
            key={key}
            variant="outlined"
            startIcon={<PrintIcon />}
            loading={printing === key}
            loadingPosition="start"
            disabled={printing !== null && printing !== key}
            onClick={() => {
              if (key === 'minutes') setCommissionOpen(true);
              else void print(key, request(renewal));
            }}
          >
            {nameOf(key)}
          </Button>
        ))}
      </Stack>
      <CommissionDialog
        open={commissionOpen}
        printing={printing === 'minutes'}
        onPrint={(members) => void printMinutes(members)}
        onClose={() => setCommissionOpen(false)}
      />
    </Stack>
  );
}
