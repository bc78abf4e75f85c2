import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { DOCUMENTS_AREA, documentKeys } from '../api/document-keys.ts';
import { searchDocuments } from '../api/search-documents.ts';
import {
  DocumentFiltersBar,
  EMPTY_DOCUMENT_FILTERS,
  toDocumentSearch,
} from '../components/document-filters-bar.tsx';
import { DocumentsGrid } from '../components/documents-grid.tsx';
import { ExportButton } from '../components/export-button.tsx';
import { useDocumentActions } from '../components/use-document-actions.ts';
import { documentExportColumns } from '../model/document-export.ts';
import { subjectTemplates } from '../model/document-subject.ts';

/**
 * `#/documents`: the school's generated documents, newest first, with their status; the finished
 * ones are downloaded from here. The list reloads by itself when the processing poll sees one finish.
 */
export default function DocumentsPage() {
  const { t } = useTranslation();
  return <DocumentsView mine={false} title={t('routes.documents')} intro={t('documents.intro')} />;
}

/** The documents list: the school's, or (`mine`) only those the user asked for. */
export function DocumentsView({ mine, title, intro }: { mine: boolean; title: string; intro: string }) {
  const { t, i18n } = useTranslation();
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState(EMPTY_DOCUMENT_FILTERS);
  const { download, deleteDocument } = useDocumentActions();
  const [processing, setProcessing] = useState(0);

  const search = usePagedSearch({
    area: DOCUMENTS_AREA,
    filters: { ...filters, mine },
    fetchPage: async ({ page, size }) => {
      const found = await searchDocuments(inventory, page, size, {
        ...toDocumentSearch(filters),
        ...(mine ? { mine } : {}),
      });
      setProcessing(found.processing);
      return { rows: found.s3Documents, total: found.total };
    },
  });

  useEffect(() => {
    // The list shows documents still processing: make sure the poll watches them (a print published
    // elsewhere, or after the poll gave up), so this list reloads when they finish.
    if (processing > 0) void queryClient.invalidateQueries({ queryKey: documentKeys.processing() });
  }, [processing, queryClient]);

  const filtered = filters.text !== '' || filters.status !== 0;
  // The list as the page shows it, each document's subject written with the page's own words.
  const exportDraft = () => {
    const subjectOf = (language: string) => i18n.getResource(language, 'translation', 'documents.subject');
    const templates = subjectTemplates(subjectOf(i18n.resolvedLanguage ?? 'it'), subjectOf('it'));
    return {
      list: 'documents' as const,
      title,
      search: { ...toDocumentSearch(filters), ...(mine ? { mine } : {}) },
      columns: documentExportColumns(t, templates),
    };
  };
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{intro}</Typography>
      <Paper component="section" aria-label={t('documents.gridLabel')} variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
          >
            <DocumentFiltersBar onSearch={setFilters} />
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <ExportButton draft={exportDraft} rows={search.gridProps.total} />
            </Stack>
          </Stack>
          <DocumentsGrid
            {...search.gridProps}
            emptyText={
              filtered ? t('documents.noMatches') : mine ? t('documents.noneOfMine') : t('documents.empty')
            }
            onDownload={download}
            onDelete={deleteDocument}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
