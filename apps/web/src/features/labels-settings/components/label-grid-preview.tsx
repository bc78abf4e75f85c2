import {
  type LabelLayout,
  type LabelSymbols,
  labelHeadingMaxLength,
} from '@inventario/shared/domain/labels/labels-setting';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A4 portrait, width over height: the sheet the preview draws. */
const SHEET_RATIO = 210 / 297;
const SHEET_WIDTH_PX = 170;

/** A QR code's square, drawn as a few blocks: it only shows where the code goes. */
function QrMark() {
  return (
    <Box
      data-testid="label-preview-qr"
      sx={{
        height: '70%',
        aspectRatio: '1',
        flexShrink: 0,
        border: '2px solid',
        borderColor: 'text.primary',
        backgroundImage: (theme) =>
          `repeating-conic-gradient(${theme.palette.text.primary} 0 25%, transparent 0 50%)`,
        backgroundSize: '40% 40%',
      }}
    />
  );
}

/** The lines (and the barcode, unless its scale is 0) left of a QR code. */
function LabelText({ barcodeScale }: { barcodeScale: number }) {
  return (
    <Box
      sx={{
        flex: 1,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '8%',
      }}
    >
      <Box sx={{ width: '80%', height: '8%', minHeight: 1, bgcolor: 'text.disabled' }} />
      {barcodeScale > 0 ? (
        <Box
          sx={{
            width: `${Math.min(100, 45 * barcodeScale)}%`,
            height: '35%',
            backgroundImage: (theme) =>
              `repeating-linear-gradient(90deg, ${theme.palette.text.primary} 0 1px, transparent 1px 3px)`,
          }}
        />
      ) : (
        <Box sx={{ width: '60%', height: '8%', minHeight: 1, bgcolor: 'text.primary' }} />
      )}
    </Box>
  );
}

/** One label: a heading line and a barcode whose width follows the scale, and/or a QR code beside them. */
function LabelCell({ barcodeScale, symbols }: { barcodeScale: number; symbols: LabelSymbols }) {
  if (symbols !== 'barcode') {
    return (
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 0.5,
          bgcolor: 'background.paper',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: '6%',
          px: '4%',
          overflow: 'hidden',
          minHeight: 0,
        }}
      >
        <LabelText barcodeScale={symbols === 'both' ? barcodeScale : 0} />
        <QrMark />
      </Box>
    );
  }
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 0.5,
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '8%',
        overflow: 'hidden',
        minHeight: 0,
      }}
    >
      <Box sx={{ width: '60%', height: '8%', minHeight: 1, bgcolor: 'text.disabled' }} />
      <Box
        sx={{
          width: `${Math.min(90, 30 * barcodeScale)}%`,
          height: '35%',
          backgroundImage: (theme) =>
            `repeating-linear-gradient(90deg, ${theme.palette.text.primary} 0 1px, transparent 1px 3px)`,
        }}
      />
    </Box>
  );
}

export interface LabelGridPreviewProps {
  /** Undefined while the form does not hold a valid grid. */
  layout: LabelLayout | undefined;
  barcodeScale: number;
  /** The symbols each label prints; the barcode alone when not given. */
  symbols?: LabelSymbols;
}

/**
 * The sheet as it will print: rows × columns of labels on an A4 page, or the single label of a Zebra
 * printer; and how long the labels' heading may be with this layout (spec 01 §5).
 */
export function LabelGridPreview({ layout, barcodeScale, symbols = 'barcode' }: LabelGridPreviewProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const scale = Number.isFinite(barcodeScale) ? barcodeScale : 1;
  if (!layout) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('labelsSettings.preview.invalid')}
      </Typography>
    );
  }
  const zebra = layout.kind === 'zebra';
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box
        role="img"
        aria-labelledby={captionId}
        sx={{
          width: SHEET_WIDTH_PX,
          height: zebra ? SHEET_WIDTH_PX / 2 : SHEET_WIDTH_PX / SHEET_RATIO,
          p: zebra ? 0 : '6px',
          bgcolor: 'action.hover',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'grid',
          gap: '2px',
          gridTemplateColumns: `repeat(${layout.columnsNumber}, 1fr)`,
          gridTemplateRows: `repeat(${layout.rowsNumber}, 1fr)`,
        }}
      >
        {Array.from({ length: layout.rowsNumber * layout.columnsNumber }, (_, index) => (
          // The cells have no identity but their position, which never reorders.
          // biome-ignore lint/suspicious/noArrayIndexKey: positions of a fixed grid
          <LabelCell key={index} barcodeScale={scale} symbols={symbols} />
        ))}
      </Box>
      <Typography id={captionId} variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {zebra
          ? t('labelsSettings.preview.zebra')
          : t('labelsSettings.preview.grid', {
              rows: layout.rowsNumber,
              columns: layout.columnsNumber,
              count: layout.rowsNumber * layout.columnsNumber,
            })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t(`labelsSettings.preview.symbols.${symbols}`)}
      </Typography>
      <Typography variant="body2" sx={{ textAlign: 'center', fontWeight: 500 }}>
        {t('labelsSettings.preview.headingMax', { max: labelHeadingMaxLength(layout) })}
      </Typography>
    </Stack>
  );
}
