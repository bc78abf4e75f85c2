import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useExportInventory } from '../api/export-inventory.ts';
import { FormSection } from './form-section.tsx';

/** The school's whole inventory in the import format (docs/IMPORTS.md, "The school's export"). */
export function InventoryExportSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const exportInventory = useExportInventory();
  const download = () =>
    exportInventory.mutate(undefined, {
      onError: (error) => toast.error(t('settings.export.failed'), error),
    });
  return (
    <FormSection
      title={t('settings.export.title')}
      action={
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          loading={exportInventory.isPending}
          onClick={download}
        >
          {t('settings.export.download')}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {t('settings.export.description')}
      </Typography>
    </FormSection>
  );
}
