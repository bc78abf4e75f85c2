import type { ImportType } from '@inventario/shared/domain/imports/import-format';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useDownloadTemplate } from '../api/download-template.ts';

/** "Scarica il modello": the type's workbook, its headers, example rows and instructions. */
export function TemplateButton({ type }: { type: ImportType }) {
  const { t } = useTranslation();
  const toast = useToast();
  const template = useDownloadTemplate(type);
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
