import { formatDateTime } from '@inventario/shared/format/date';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadFailure } from '@/components/feedback/list-load-failure.tsx';
import {
  DocumentFilesButtons,
  DocumentStatusChip,
  useDocumentActions,
  usePrintFeedback,
} from '@/features/documents';
import { useToast } from '@/shell/toast/use-toast.ts';
import { usePrintProposal, useProposalDocuments } from '../api/proposal-documents.ts';

/** The print button: queues the proposal's document, or says why not (a print still processing). */
function PrintProposalButton({ proposalId }: { proposalId: number }) {
  const { t } = useTranslation();
  const print = usePrintProposal();
  const toast = useToast();
  const feedback = usePrintFeedback();
  const run = async () => {
    try {
      await print.mutateAsync(proposalId);
      toast.success(t('proposals.documents.queued'));
    } catch (error) {
      await feedback.refused(error, t('printing.errorGeneratingPrint'));
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<PrintIcon />}
      onClick={() => void run()}
      disabled={print.isPending}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('proposals.documents.print')}
    </Button>
  );
}

/**
 * The proposal's documents (spec 02 §2 "document downloads"): the proposal printed for the DS to sign,
 * each print with its status and, once ready, its download; printed again after a confirmation that
 * took new values.
 */
export function ProposalDocuments({ proposalId }: { proposalId: number }) {
  const { t } = useTranslation();
  const documents = useProposalDocuments(proposalId);
  const { download } = useDocumentActions();
  let list: ReactNode;
  if (documents.isError) {
    list = (
      <ListLoadFailure
        error={documents.error}
        list={t('proposals.documents.title')}
        onRetry={() => void documents.refetch()}
      />
    );
  } else if (!documents.data) {
    list = <CircularProgress size={24} aria-label={t('common.loading')} />;
  } else if (documents.data.s3Documents.length === 0) {
    list = <Typography color="text.secondary">{t('proposals.documents.empty')}</Typography>;
  } else {
    list = (
      <List dense disablePadding aria-label={t('proposals.documents.title')}>
        {documents.data.s3Documents.map((document) => (
          <ListItem key={document.id} disableGutters sx={{ gap: 2, flexWrap: 'wrap' }}>
            <ListItemText
              primary={document.documentType.description}
              secondary={t('proposals.documents.requested', {
                at: formatDateTime(document.requestedAt),
                by: document.requestedBy,
              })}
              sx={{ flex: '1 1 240px' }}
            />
            <DocumentStatusChip document={document} />
            <DocumentFilesButtons document={document} onDownload={download} />
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <Stack spacing={2}>
      <PrintProposalButton proposalId={proposalId} />
      {list}
    </Stack>
  );
}
