import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useDownloadTemplate } from '../api/download-template.ts';
import type { ImportTarget } from '../model/import-target.ts';

/** "Scarica il modello": the type's (or the list's) workbook, its headers, example rows and instructions. */
export function TemplateButton({ target }: { target: ImportTarget }) {
  const { t } = useTranslation();
  const toast = useToast();
  const template = useDownloadTemplate(target);
  const download = async () => {
    try {
      await template.mutateAsync();
    } catch (error) {
      toast.error(t('imports.template.failed'), error);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void download()}
      disabled={template.isPending}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('imports.template.download')}
    </Button>
  );
}
