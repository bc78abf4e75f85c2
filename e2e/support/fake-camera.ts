import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A greyscale picture: its width, height and one byte per pixel, row by row. */
interface Grey {
  width: number;
  height: number;
  pixels: Buffer;
}

/** Reads a binary PGM (P5, 8 bits), what `pdftoppm -gray` writes. */
function readPgm(bytes: Buffer): Grey {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 64).toString('latin1'));
  if (!header?.[1] || !header[2]) throw new Error('not a binary PGM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  return { width, height, pixels: bytes.subarray(header[0].length, header[0].length + width * height) };
}

/** The picture on a white frame of even sides, as a 4:2:0 video frame needs, centred. */
function framed(picture: Grey, margin: number): Grey {
  const width = (picture.width + 2 * margin + 1) & ~1;
  const height = (picture.height + 2 * margin + 1) & ~1;
  const pixels = Buffer.alloc(width * height, 255);
  for (let y = 0; y < picture.height; y++) {
    const from = y * picture.width;
    picture.pixels.copy(pixels, (y + margin) * width + margin, from, from + picture.width);
  }
  return { width, height, pixels };
}

/**
 * A video for Chromium's fake camera (`--use-file-for-fake-video-capture`) showing the first page of
 * a PDF the app printed, still, in grey: what a phone held over a label sees. Y4M is the raw format
 * Chromium reads; the grey image is its luma, the colour planes neutral.
 */
export async function pdfAsCameraVideo(pdf: Buffer, dpi = 200, frames = 10): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'inventario-camera-'));
  const pdfFile = path.join(dir, 'label.pdf');
  await writeFile(pdfFile, pdf);
  execFileSync('pdftoppm', [
    '-gray',
    '-r',
    String(dpi),
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdfFile,
    path.join(dir, 'label'),
  ]);
  const picture = framed(readPgm(await readFile(path.join(dir, 'label.pgm'))), 40);
  const chroma = Buffer.alloc((picture.width / 2) * (picture.height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), picture.pixels, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${picture.width} H${picture.height} F10:1 Ip A1:1 C420jpeg\n`);
  const video = path.join(dir, 'label.y4m');
  await writeFile(video, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return video;
}
