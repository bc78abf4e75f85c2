import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** The symbols the app's labels carry (Code 128, QR) and those a school's older labels may. */
const FORMATS = ['code_128', 'qr_code', 'code_39', 'ean_13', 'data_matrix'] as const;

export interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<string[]>;
}

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeReader(): Promise<BarcodeReader | undefined> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return undefined;
  const supported = new Set(await Native.getSupportedFormats());
  const formats = FORMATS.filter((format) => supported.has(format));
  if (!formats.includes('code_128')) return undefined;
  const detector = new Native({ formats });
  return { detect: async (source) => (await detector.detect(source)).map((code) => code.rawValue) };
}

/**
 * The browser's own BarcodeDetector where it reads Code 128 (Chrome on Android), else the same API
 * on ZXing compiled to WebAssembly, whose `.wasm` comes from this server (and the phone's cache),
 * never from a CDN: the count goes on without network.
 */
export async function openBarcodeReader(): Promise<BarcodeReader> {
  const native = await nativeReader();
  if (native) return native;
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
  });
  const detector = new BarcodeDetector({ formats: [...FORMATS] });
  return { detect: async (source) => (await detector.detect(source)).map((code) => code.rawValue) };
}
