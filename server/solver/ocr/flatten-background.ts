/**
 * Flattens uneven lighting (shadows, gradients, tinted paper): each pixel is divided by an
 * estimate of the paper brightness around it, so paper becomes white and ink stays dark.
 */
import { grayFromSharp, sharpFromGray, type GrayImage } from './gray-image.js';

/** Side of the coarse grid the background is estimated on; text strokes vanish at this scale. */
const BACKGROUND_GRID = 48;

export async function flattenBackground(image: GrayImage): Promise<GrayImage> {
  const { width, height } = image;
  const scale = BACKGROUND_GRID / Math.max(width, height);
  const smallW = Math.max(4, Math.round(width * scale * 4));
  const smallH = Math.max(4, Math.round(height * scale * 4));
  // Downscale, then take the brightest pixel nearby (a max filter) so ink does not darken the
  // estimate, then blur heavily and scale back up.
  const small = await grayFromSharp(
    sharpFromGray(image).resize(smallW, smallH, { kernel: 'cubic', fit: 'fill' }),
  );
  const lightest = maxFilter(small, 2);
  const background = await grayFromSharp(
    sharpFromGray(lightest).blur(1.5).resize(width, height, { kernel: 'cubic', fit: 'fill' }),
  );
  const out = new Uint8Array(width * height);
  const flat = flattened();
  for (let i = 0; i < out.length; i++) out[i] = flat[(background.data[i]! << 8) | image.data[i]!]!;
  return { width, height, data: out };
}

let table: Uint8Array | undefined;

/**
 * A grey `v` over a background `bg` flattened, min(255, round(v · 255 / max(bg, 1))), for every
 * pair, at `bg << 8 | v`. (Round 23: looked up instead of divided per pixel; the same values,
 * flatten-background.test.ts.) One table serves every call in a thread, so it is handed out
 * read-only.
 */
export function flattened(): Readonly<Uint8Array> {
  if (table) return table;
  table = new Uint8Array(256 * 256);
  for (let background = 0; background < 256; background++) {
    const bg = Math.max(background, 1);
    for (let v = 0; v < 256; v++) table[(background << 8) | v] = Math.min(255, Math.round((v * 255) / bg));
  }
  return table;
}

/** Brightest value in a (2r+1)² window, separably. */
function maxFilter(image: GrayImage, radius: number): GrayImage {
  const { width, height, data } = image;
  const rows = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let m = 0;
      for (let k = Math.max(0, x - radius); k <= Math.min(width - 1, x + radius); k++)
        m = Math.max(m, data[y * width + k]!);
      rows[y * width + x] = m;
    }
  }
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let m = 0;
      for (let k = Math.max(0, y - radius); k <= Math.min(height - 1, y + radius); k++)
        m = Math.max(m, rows[k * width + x]!);
      out[y * width + x] = m;
    }
  }
  return { width, height, data: out };
}
