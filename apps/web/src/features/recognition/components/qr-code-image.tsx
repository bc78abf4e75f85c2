import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { svgImageSource } from '../model/scan-links.ts';

interface Drawn {
  text: string;
  source: string | null;
}

/**
 * A QR code drawn in the browser (the `qrcode` library, loaded with the first code shown) as an SVG
 * image: black on white whatever the theme, with its quiet zone, `size` pixels wide (less on a
 * narrower screen), large enough for a phone's camera to read it off the screen.
 */
export function QrCodeImage(props: { text: string; alt: string; size: number; failedText: string }) {
  const { text, size } = props;
  const [drawn, setDrawn] = useState<Drawn>();
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }))
      .then(
        (svg) => current && setDrawn({ text, source: svgImageSource(svg) }),
        () => current && setDrawn({ text, source: null }),
      );
    return () => {
      current = false;
    };
  }, [text]);

  if (drawn?.text !== text) {
    return (
      <Skeleton
        variant="rectangular"
        sx={{ width: size, maxWidth: '100%', height: 'auto', aspectRatio: '1' }}
      />
    );
  }
  if (drawn.source === null) return <Alert severity="warning">{props.failedText}</Alert>;
  return (
    <Box
      component="img"
      src={drawn.source}
      alt={props.alt}
      sx={{
        display: 'block',
        width: size,
        maxWidth: '100%',
        height: 'auto',
        aspectRatio: '1',
        bgcolor: '#fff',
        imageRendering: 'pixelated',
      }}
    />
  );
}
