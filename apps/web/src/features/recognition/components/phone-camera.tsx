import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BarcodeReader, openBarcodeReader } from '@/lib/device/barcode-reader.ts';

/** About ten looks a second; the same label held under the camera counts once every 1.5 s. */
const FRAME_MS = 100;
const SAME_CODE_MS = 1500;

type CameraState = 'off' | 'starting' | 'on' | 'failed';

/** Reads the labels the camera sees: the back camera, stopped when the page is hidden or left. */
export function PhoneCamera({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const last = useRef({ code: '', at: 0 });
  const [state, setState] = useState<CameraState>('off');

  const stop = useCallback(() => {
    window.clearInterval(timer.current);
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setState((current) => (current === 'failed' ? current : 'off'));
  }, []);

  const look = useCallback(
    async (reader: BarcodeReader, element: HTMLVideoElement) => {
      if (element.readyState < 2) return;
      for (const code of await reader.detect(element)) {
        const now = Date.now();
        if (code === last.current.code && now - last.current.at < SAME_CODE_MS) continue;
        last.current = { code, at: now };
        onCode(code);
      }
    },
    [onCode],
  );

  const start = async () => {
    setState('starting');
    try {
      const [reader, media] = await Promise.all([
        openBarcodeReader(),
        navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        }),
      ]);
      stream.current = media;
      const element = video.current;
      if (!element) return;
      element.srcObject = media;
      await element.play();
      setState('on');
      let busy = false;
      timer.current = window.setInterval(() => {
        if (busy) return;
        busy = true;
        look(reader, element).finally(() => {
          busy = false;
        });
      }, FRAME_MS);
    } catch {
      stop();
      setState('failed');
    }
  };

  useEffect(() => {
    const whenHidden = () => {
      if (document.visibilityState === 'hidden') stop();
    };
    document.addEventListener('visibilitychange', whenHidden);
    return () => {
      document.removeEventListener('visibilitychange', whenHidden);
      stop();
    };
  }, [stop]);

  const running = state === 'on' || state === 'starting';
  return (
    <Box>
      <Box
        component="video"
        ref={video}
        muted
        playsInline
        aria-label={t('recognitionPhone.camera.view')}
        sx={{
          display: running ? 'block' : 'none',
          width: '100%',
          maxHeight: '45vh',
          objectFit: 'cover',
          borderRadius: 1,
          bgcolor: 'common.black',
          mb: 1,
        }}
      />
      {state === 'failed' ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('recognitionPhone.camera.failed')}
        </Alert>
      ) : null}
      {running ? (
        <Button fullWidth variant="outlined" startIcon={<StopIcon />} onClick={stop}>
          {t('recognitionPhone.camera.stop')}
        </Button>
      ) : (
        <Button
          fullWidth
          size="large"
          variant="contained"
          startIcon={<PhotoCameraIcon />}
          onClick={() => void start()}
        >
          {t('recognitionPhone.camera.start')}
        </Button>
      )}
    </Box>
  );
}
