/**
 * Light print on a dark ground (chalk on a school board, a dark slide): every later step assumes
 * dark ink on light paper (flatten-background.ts takes the lightest tone nearby for the paper, the
 * binarisation the darker tones for ink), so on such a page the whole ground would become ink. The
 * photo's grey is turned round first (255 − v), making the print dark on a light ground for the
 * binarisation and for the grey crops the readers get alike.
 *
 * The verdict is on the print against the ground around it, in the middle of the photo (a photo is
 * taken with the page in its middle; a table shows at its edges): each pixel is set against the
 * median tone of its neighbourhood, which on a page is its ground (print is the minority of any
 * patch), and the page is turned only when clearly more of its sharp marks are much lighter than
 * their ground than much darker. Slow shading (a lighting gradient, a board's wiped haze, a
 * not-maths photo's soft shapes) is its own neighbourhood and counts neither way. A light page on
 * a dark table has dark print, and a textbook's dark discs or panels on light paper are darker
 * than the paper (number-discs.ts turns those discs locally). Once turned, a board's haze is a slow
 * shade that the flattening (flatten-background.ts) divides out, not ink.
 */
import { grayFromSharp, sharpFromGray, type GrayImage } from './gray-image.js';

/** Share of the photo's width and height left out on each side when measuring. */
const EDGE_SHARE = 0.2;
/** The ground is measured at this share of the photo's size (thin strokes fade into it)… */
const GROUND_SCALE = 0.25;
/** …as the median of a window this many pixels wide there: a few strokes wide, mostly ground. */
const GROUND_WINDOW = 13;
/** Print stands at least this many grey levels off its ground (a board's haze does not)… */
const PRINT_CONTRAST = 40;
/**
 * …or, in a dim photo whose tones are all squeezed low, this share of the middle's median tone, but
 * never less than MIN_PRINT_CONTRAST (the grain of a dark photo).
 */
const DIM_CONTRAST_SHARE = 0.6;
const MIN_PRINT_CONTRAST = 16;
/** Light print covers at least this share of the middle… */
const MIN_LIGHT_SHARE = 0.002;
/** …and outweighs the marks darker than their ground by this factor (a light page's ink is darker). */
const LIGHT_OVER_DARK = 4;

export interface GroundStats {
  /** Share of the middle lighter than its neighbourhood by the print's contrast. */
  lighter: number;
  /** Share of the middle darker than its neighbourhood by the print's contrast. */
  darker: number;
}

export async function groundStats(image: GrayImage): Promise<GroundStats> {
  const { width, height, data } = image;
  const ground = (await groundTone(image)).data;
  const x0 = Math.floor(width * EDGE_SHARE);
  const x1 = Math.ceil(width * (1 - EDGE_SHARE));
  const y0 = Math.floor(height * EDGE_SHARE);
  const y1 = Math.ceil(height * (1 - EDGE_SHARE));
  const histogram = new Array<number>(256).fill(0);
  let total = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      histogram[data[y * width + x]!]!++;
      total++;
    }
  // The middle's median tone: a dim photo's print stands fewer grey levels off its ground.
  let median = 0;
  for (let seen = histogram[0]!; seen < total / 2; seen += histogram[median]!) median++;
  const contrast = Math.max(
    MIN_PRINT_CONTRAST,
    Math.min(PRINT_CONTRAST, Math.round(DIM_CONTRAST_SHARE * median)),
  );
  let lighter = 0;
  let darker = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const i = y * width + x;
      const off = data[i]! - ground[i]!;
      if (off >= contrast) lighter++;
      else if (off <= -contrast) darker++;
    }
  return total ? { lighter: lighter / total, darker: darker / total } : { lighter: 0, darker: 0 };
}

/** The tone of each pixel's neighbourhood: the median of a window, print being its minority. */
async function groundTone(image: GrayImage): Promise<GrayImage> {
  const { width, height } = image;
  const small = await grayFromSharp(
    sharpFromGray(image).resize(
      Math.max(1, Math.round(width * GROUND_SCALE)),
      Math.max(1, Math.round(height * GROUND_SCALE)),
      { fit: 'fill' },
    ),
  );
  const median = await grayFromSharp(sharpFromGray(small).median(GROUND_WINDOW));
  return grayFromSharp(sharpFromGray(median).resize(width, height, { fit: 'fill' }));
}

/** Whether the page's ground is darker than its print. */
export async function isLightOnDark(image: GrayImage): Promise<boolean> {
  const { lighter, darker } = await groundStats(image);
  return lighter >= MIN_LIGHT_SHARE && lighter > LIGHT_OVER_DARK * darker;
}

/** The photo's grey with a light-on-dark page turned to dark print on a light ground; others as they are. */
export async function darkPrintOnLight(image: GrayImage): Promise<GrayImage> {
  if (!(await isLightOnDark(image))) return image;
  const data = new Uint8Array(image.data.length);
  for (let i = 0; i < data.length; i++) data[i] = 255 - image.data[i]!;
  return { ...image, data };
}
