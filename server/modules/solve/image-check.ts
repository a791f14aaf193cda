/**
 * Decides by the bytes, not the name, whether an upload is a photo we accept, and refuses
 * decompression bombs before decoding them.
 */
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '../../../contract/index.js';

/** About 40 megapixels: more than any phone camera, far less than a bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const IMAGE_MESSAGES = {
  missing: 'Slika nije otpremljena. Pokušajte ponovo.',
  tooLarge: 'Slika je prevelika (najviše 15 MB).',
  notImage: 'Datoteka nije slika podržanog tipa (JPEG, PNG, GIF ili WebP).',
  tooManyPixels: 'Slika ima previše piksela za obradu.',
  unreadable: 'Slika je oštećena i ne može da se pročita.',
} as const;

type Sniffed = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

export function sniffImageType(bytes: Buffer): Sniffed | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return undefined;
}

export type ImageVerdict =
  | { ok: true; type: Sniffed; width: number; height: number }
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
