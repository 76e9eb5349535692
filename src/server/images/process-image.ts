import { randomUUID } from 'node:crypto';
import { copy } from '#shared/copy.js';
import { HttpError } from '../http-error.js';

export const maxUploadBytes = 10 * 1024 * 1024;
/** Beyond this a small file can still decode to gigabytes (a "pixel bomb"). */
const maxInputPixels = 40_000_000;

const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif']);

export type ImagePurpose = 'thumbnail' | 'image';

// Thumbnails fill a card (about 400 px wide, twice that on sharp phone screens) and the detail
// page's video cover; article images are shown at most at the reading width.
const widths: Record<ImagePurpose, number> = { thumbnail: 800, image: 1280 };
const folders: Record<ImagePurpose, string> = { thumbnail: 'thumbnails', image: 'images' };

export type ProcessedImage = { key: string; data: Buffer; width: number; height: number };

/**
 * Checks what the bytes really are (not what the browser said), refuses oversized and
 * pixel-bomb images, and re-encodes to WebP at the size its use needs. Re-encoding drops all
 * metadata (camera, GPS) and anything hidden in the file; the name is ours, never the uploader's.
 */
export async function processImage(input: Buffer, purpose: ImagePurpose): Promise<ProcessedImage> {
  if (input.length > maxUploadBytes) throw new HttpError(413, copy.admin.uploadTooLarge);
  // Loaded on the first upload, not at start: members never need it.
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  let pixels: number;
  try {
    const metadata = await sharp(input, { limitInputPixels: false }).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    throw new HttpError(400, copy.admin.uploadWrongType);
  }
  if (!format || !acceptedFormats.has(format)) throw new HttpError(400, copy.admin.uploadWrongType);
  if (pixels > maxInputPixels) throw new HttpError(400, copy.admin.uploadTooManyPixels);
  try {
    const { data, info } = await sharp(input, { limitInputPixels: maxInputPixels })
      .rotate()
      .resize({ width: widths[purpose], withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { key: `${folders[purpose]}/${randomUUID()}.webp`, data, width: info.width, height: info.height };
  } catch {
    throw new HttpError(400, copy.admin.uploadFailed);
  }
}
