import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type CustomContentProps, SnackbarContent, useSnackbar, type VariantType } from 'notistack';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 01 §2: black for information, green for success, red for errors (orange for warnings). */
const background: Record<VariantType, string> = {
  default: '#212121',
  info: '#000000',
  success: '#2e7d32',
  warning: '#ed6c02',
  error: '#d32f2f',
};

/**
 * Height of one toast. notistack puts 6 px above and below each toast, so one-line toasts are 70 px
 * apart as spec 01 §9 asks; longer messages grow.
 */
export const TOAST_MIN_HEIGHT = 58;

/** One toast: a coloured bar with the message and a close button. */
export function Toast({
  id,
  message,
  variant,
  style,
  className,
  ref,
}: CustomContentProps & { ref?: Ref<HTMLDivElement> }) {
  const { closeSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return (
    <SnackbarContent
      ref={ref}
      role={variant === 'error' ? 'alert' : 'status'}
      style={style}
      className={className}
      data-variant={variant}
    >
      <Typography
        component="div"
        variant="body2"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          minHeight: TOAST_MIN_HEIGHT,
          minWidth: 288,
          maxWidth: 560,
          px: 2,
          py: 1,
          borderRadius: 1,
          boxShadow: 3,
          color: '#ffffff',
          backgroundColor: background[variant],
        }}
      >
        <span style={{ flex: 1 }}>{message}</span>
        <IconButton
          size="small"
          color="inherit"
          aria-label={t('common.actions.close')}
          onClick={() => closeSnackbar(id)}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Typography>
    </SnackbarContent>
  );
}
