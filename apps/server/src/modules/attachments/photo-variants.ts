import {
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_SIDE,
  THUMBNAIL_MAX_SIDE,
} from '@inventario/shared/contracts/attachments';
import sharp from 'sharp';
import { AppError } from '../../http/app-error.ts';

/** What a photo becomes: the JPEG kept and its thumbnail, both upright and without metadata. */
export interface PhotoVariants {
  photo: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

// libvips runs beside the event loop on its own threads: one per photo leaves the other core to the API.
sharp.concurrency(1);

const WHITE = { r: 255, g: 255, b: 255 };

/**
 * Re-encodes an uploaded photo: turned as the camera's EXIF orientation says, shrunk to at most
 * `PHOTO_MAX_SIDE` (never enlarged), transparency on white, in sRGB JPEG. Sharp writes no metadata
 * unless asked, so the location, the camera and the date a phone wrote in the file are not kept.
 */
export async function photoVariants(file: string): Promise<PhotoVariants> {
  try {
    const upright = sharp(file, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error', autoOrient: true })
      .flatten({ background: WHITE })
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const { data: photo, info } = await upright.jpeg({ quality: 82, mozjpeg: true }).toBuffer({
      resolveWithObject: true,
    });
    const thumbnail = await sharp(photo)
      .resize({
        width: THUMBNAIL_MAX_SIDE,
        height: THUMBNAIL_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 75, mozjpeg: true })
      .toBuffer();
    return { photo, thumbnail, width: info.width, height: info.height };
  } catch (error) {
    throw new AppError('attachmentUnreadable', error instanceof Error ? error.message : String(error));
  }
}
