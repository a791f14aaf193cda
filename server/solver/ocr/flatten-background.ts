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
  for (let i = 0; i < out.length; i++) {
    const bg = Math.max(background.data[i]!, 1);
    out[i] = Math.min(255, Math.round((image.data[i]! * 255) / bg));
  }
  return { width, height, data: out };
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
