/**
 * Decides by the bytes, not the name, whether an upload is a photo we accept, and refuses
 * decompression bombs before decoding them.
 */
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '../../../contract/index.js';
import { sniffImageType, type ImageType } from '../../lib/image-type.js';

/** About 40 megapixels: more than any phone camera, far less than a bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const IMAGE_MESSAGES = {
  missing: 'Slika nije otpremljena. Pokušajte ponovo.',
  tooLarge: 'Slika je prevelika (najviše 15 MB).',
  notImage: 'Datoteka nije slika podržanog tipa (JPEG, PNG, GIF ili WebP).',
  tooManyPixels: 'Slika ima previše piksela za obradu.',
  unreadable: 'Slika je oštećena i ne može da se pročita.',
} as const;

export type ImageVerdict =
  | { ok: true; type: ImageType; width: number; height: number }
  | { ok: false; status: 413 | 415 | 422; detail: string };

export async function checkUploadedImage(bytes: Buffer): Promise<ImageVerdict> {
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, status: 413, detail: IMAGE_MESSAGES.tooLarge };
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, status: 415, detail: IMAGE_MESSAGES.notImage };
  let width = 0;
  let height = 0;
  try {
    // Reading the header only: no pixels are decoded yet.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    return { ok: false, status: 422, detail: IMAGE_MESSAGES.unreadable };
  }
  if (!width || !height) return { ok: false, status: 422, detail: IMAGE_MESSAGES.unreadable };
  if (width * height > MAX_IMAGE_PIXELS)
    return { ok: false, status: 422, detail: IMAGE_MESSAGES.tooManyPixels };
  try {
    // A full decode proves the data is intact (a truncated file passes the header check).
    await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).resize(64).raw().toBuffer();
  } catch {
    return { ok: false, status: 422, detail: IMAGE_MESSAGES.unreadable };
  }
  return { ok: true, type, width, height };
}
