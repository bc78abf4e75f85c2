import type { Attachment } from '@inventario/shared/contracts/attachments';
import { formatDate } from '@inventario/shared/format/date';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSizeText } from '../model/attachment-files.ts';

export interface AttachmentTileProps {
  attachment: Attachment;
  onOpen: () => void;
  onEditCaption: () => void;
  onDelete: () => void;
}

const PREVIEW_HEIGHT = 120;

function Preview({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation();
  if (attachment.kind === 'photo' && attachment.thumbnailUrl) {
    return (
      <Box
        component="img"
        src={attachment.thumbnailUrl}
        alt=""
        loading="lazy"
        sx={{ width: '100%', height: PREVIEW_HEIGHT, objectFit: 'cover', display: 'block' }}
      />
    );
  }
  return (
    <Stack
      sx={{
        height: PREVIEW_HEIGHT,
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'action.hover',
        color: 'error.main',
      }}
    >
      <PictureAsPdfOutlinedIcon fontSize="large" />
      <Typography variant="caption" color="text.secondary">
        {t('attachments.pdf')}
      </Typography>
    </Stack>
  );
}

/** A photo's thumbnail or a PDF's icon, its caption or name, and its actions. */
export function AttachmentTile({ attachment, onOpen, onEditCaption, onDelete }: AttachmentTileProps) {
  const { t, i18n } = useTranslation();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const name = attachment.caption || attachment.fileName;
  const photo = attachment.kind === 'photo';
  const openLabel = t(photo ? 'attachments.openPhoto' : 'attachments.openPdf', { name });
  const close = () => setMenu(null);
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      {photo ? (
        <CardActionArea onClick={onOpen} aria-label={openLabel}>
          <Preview attachment={attachment} />
        </CardActionArea>
      ) : (
        <CardActionArea href={attachment.url} aria-label={openLabel}>
          <Preview attachment={attachment} />
        </CardActionArea>
      )}
      <Stack direction="row" sx={{ px: 1, py: 0.5, alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" noWrap title={name}>
            {name}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            noWrap
            component="p"
            title={t('attachments.addedBy', {
              name: attachment.createdBy,
              date: formatDate(attachment.createdAt),
            })}
          >
            {fileSizeText(attachment.sizeBytes, i18n.language)} · {formatDate(attachment.createdAt)}
          </Typography>
        </Box>
        <IconButton
          size="small"
          aria-label={t('attachments.actions', { name })}
          aria-haspopup="menu"
          onClick={(event) => setMenu(event.currentTarget)}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
        <Menu anchorEl={menu} open={menu !== null} onClose={close}>
          <MenuItem component="a" href={attachment.url} download={attachment.fileName} onClick={close}>
            {t('attachments.download')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              close();
              onEditCaption();
            }}
          >
            {t('attachments.editCaption')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              close();
              onDelete();
            }}
            sx={{ color: 'error.main' }}
          >
            {t('attachments.delete')}
          </MenuItem>
        </Menu>
      </Stack>
    </Card>
  );
}
