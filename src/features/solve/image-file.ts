/**
 * Turning a picked or captured photo into what the draft keeps: compressed in the browser first
 * (docs/architecture.md: a 12-megapixel photo leaves the phone as a few hundred KB), then read as a data URL.
 * browser-image-compression is imported on demand, so it never weighs on the landing page.
 */
import { sr } from '../../i18n/sr.js';

export const COMPRESSION = {
  maxWidthOrHeight: 2000,
  maxSizeMB: 0.5,
  initialQuality: 0.85,
  fileType: 'image/jpeg',
} as const;

/** Its Web Worker imports the library by URL: ours (copied at build time), not jsDelivr's. */
const COMPRESSION_LIB_PATH = '/vendor/browser-image-compression.js';

/** Compressed JPEG of the photo, orientation applied; the original when compressing fails or grows it. */
export async function compressPhoto(file: File): Promise<File> {
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const compressed = await imageCompression(file, {
      ...COMPRESSION,
      useWebWorker: true,
      libURL: new URL(COMPRESSION_LIB_PATH, window.location.origin).href,
    });
    if (compressed.size >= file.size && file.type === COMPRESSION.fileType) return file;
    return new File([compressed], jpegName(file.name), {
      type: COMPRESSION.fileType,
      lastModified: Date.now(),
    });
  } catch {
    // Not decodable here (or no canvas): the server judges the original by its bytes.
    return file;
  }
}

export function jpegName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '').trim() || 'zadatak';
  return `${base}.jpg`;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error(sr.solve.readFailed));
    reader.onerror = () => reject(new Error(sr.solve.readFailed));
    reader.readAsDataURL(file);
  });
}

/** Back from the persisted data URL to bytes (no fetch(): the CSP's connect-src has no data:). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(0, comma);
  const type = /^data:([^;,]+)/.exec(header)?.[1] ?? 'application/octet-stream';
  const payload = dataUrl.slice(comma + 1);
  if (!header.endsWith(';base64')) return new Blob([decodeURIComponent(payload)], { type });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
