import { listKinds } from '@inventario/shared/contracts/imports';
import type { ReceiverMerge } from '@inventario/shared/contracts/merges';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  type ListKind,
  MappingRefusal,
  MappingTabs,
  useConflictName,
  useTempLists,
} from '@/features/imports';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useStartReceipt } from '../api/start-receipt.ts';
import type { ChargeConflict } from '../model/charge-conflict.ts';

export interface MatchingStepProps {
  receiver: ReceiverMerge;
  /** The list whose tab is open. */
  kind: ListKind;
  onKindChange: (kind: ListKind) => void;
  /** The entry a refused charge named, and why. */
  refusal: { text: string; conflict: ChargeConflict } | undefined;
  onRefusalCleared: () => void;
}

/** The receipt's lists as the imports' mapping shows them, each entry matched or to be created. */
function ReceiptMapping({ importId, ...props }: MatchingStepProps & { importId: string }) {
  const { t } = useTranslation();
  const lists = useTempLists(importId);
  const conflict = props.refusal?.conflict;
  const conflictName = useConflictName(lists, conflict);
  return (
    <>
      {props.refusal ? (
        <MappingRefusal
          title={t('merges.receiver.charge.refusedTitle')}
          text={props.refusal.text}
          conflictName={conflictName}
          onClose={props.onRefusalCleared}
        />
      ) : null}
      <MappingTabs
        importId={importId}
        lists={lists}
        kinds={listKinds}
        kind={props.kind}
        onKindChange={props.onKindChange}
        conflict={conflict}
        onEntrySaved={(savedKind, sourceKey) => {
          if (conflict?.kind === savedKind && conflict.sourceKey === sourceKey) props.onRefusalCleared();
        }}
      />
    </>
  );
}

/**
 * "Abbinamento": the package's sites, locations, sub-consignees, subcategories and creditors mapped
 * onto the school's own or created, as an import's lists are (the receipt is the school's pending
 * import); first started with "Avvia abbinamento".
 */
export function MatchingStep(props: MatchingStepProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const start = useStartReceipt(props.receiver.merge.id);
  const { receipt } = props.receiver;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('merges.receiver.matching.intro')}</Typography>
      {receipt ? (
        <ReceiptMapping {...props} importId={receipt.importId} />
      ) : (
        <Box>
          <Button
            variant="contained"
            startIcon={<LinkIcon />}
            loading={start.isPending}
            onClick={() =>
              start.mutate(undefined, {
                onError: (error) => toast.error(t('merges.receiver.matching.startFailed'), error),
              })
            }
          >
            {t('merges.receiver.matching.start')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
