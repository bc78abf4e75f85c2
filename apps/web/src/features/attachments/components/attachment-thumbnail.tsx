import type { Cover } from '@inventario/shared/contracts/attachments';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

const SIZE = 40;

/** A list row's cover photo, small; a row with only PDFs says how many files it has. */
export function AttachmentThumbnail({ cover, name }: { cover: Cover | undefined; name: string }) {
  const { t } = useTranslation();
  if (!cover) return null;
  if (!cover.thumbnailUrl) {
    return (
      <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
        {t('attachments.moreFiles', { count: cover.count })}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={cover.thumbnailUrl}
      alt={t('attachments.photoOf', { name: cover.caption || name })}
      loading="lazy"
      width={SIZE}
      height={SIZE}
      sx={{ objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
    />
  );
}
