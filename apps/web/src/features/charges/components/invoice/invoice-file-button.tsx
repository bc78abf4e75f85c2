import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { openDownload } from '@/features/documents';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useInvoiceFile } from '../../api/get-invoice-file.ts';

/** Downloads the invoice file a charge was made from, as it was uploaded (signed, signature and all). */
export function InvoiceFileButton({ movement }: { movement: MovementWithAssets }) {
  const { t } = useTranslation();
  const toast = useToast();
  const file = useInvoiceFile();
  if (!movement.invoice) return null;
  const download = async () => {
    try {
      const { url } = await file.mutateAsync(movement.id);
      // No name of ours: the link's answer names the file as it was uploaded (.xml, .p7m or .zip).
      openDownload(url, '');
    } catch (error) {
      toast.error(t('charges.invoice.downloadFailed'), error);
    }
  };
  return (
    <Button
      startIcon={<DownloadIcon />}
      onClick={() => void download()}
      disabled={file.isPending}
      sx={{ mt: 2 }}
    >
      {t('charges.invoice.download')}
    </Button>
  );
}
