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
 * than the paper (number-discs.ts turns those discs locally); a dark picture inside a light page
 * leaves it as it is, as the paper around the picture is printed dark (`printAroundPicture`). Once
 * turned, a board's haze is a slow shade that the flattening (flatten-background.ts) divides out,
 * not ink.
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

/** The page around a dark picture is this many print contrasts lighter than the picture's ground… */
const PAGE_OVER_PICTURE = 2;
/** …covers at least this share of the photo… */
const MIN_PAGE_SHARE = 0.1;
/** …and at least this share of it is print much darker than the paper (a wall or desk has none). */
const MIN_PRINT_ON_PAGE = 0.004;

export interface GroundStats {
  /** Share of the middle lighter than its neighbourhood by the print's contrast. */
  lighter: number;
  /** Share of the middle darker than its neighbourhood by the print's contrast. */
  darker: number;
}

export async function groundStats(image: GrayImage): Promise<GroundStats> {
  const { lighter, darker, total } = middleMarks(image, (await groundTone(image)).full.data);
  return total ? { lighter: lighter / total, darker: darker / total } : { lighter: 0, darker: 0 };
}

/** The middle of the photo (EDGE_SHARE in from each side). */
function middle({ width, height }: GrayImage) {
  return {
    x0: Math.floor(width * EDGE_SHARE),
    x1: Math.ceil(width * (1 - EDGE_SHARE)),
    y0: Math.floor(height * EDGE_SHARE),
    y1: Math.ceil(height * (1 - EDGE_SHARE)),
  };
}

/**
 * The middle's marks much lighter and much darker than their ground, the print's contrast they
 * are measured by, and the median ground under the light marks.
 */
function middleMarks(image: GrayImage, ground: Uint8Array) {
  const { width, data } = image;
  const { x0, x1, y0, y1 } = middle(image);
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
  const underLight = new Array<number>(256).fill(0);
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const i = y * width + x;
      const off = data[i]! - ground[i]!;
      if (off >= contrast) {
        lighter++;
        underLight[ground[i]!]!++;
      } else if (off <= -contrast) darker++;
    }
  let lightGround = 0;
  for (let seen = underLight[0]!; seen < lighter / 2; seen += underLight[lightGround]!) lightGround++;
  return { lighter, darker, total, contrast, lightGround };
}

/**
 * The tone of each pixel's neighbourhood: the median of a window, print being its minority (`full`,
 * at the photo's size; `small`, at GROUND_SCALE).
 */
export async function groundTone(image: GrayImage): Promise<{ full: GrayImage; small: GrayImage }> {
  const { width, height } = image;
  const scaled = await grayFromSharp(
    sharpFromGray(image).resize(
      Math.max(1, Math.round(width * GROUND_SCALE)),
      Math.max(1, Math.round(height * GROUND_SCALE)),
      { fit: 'fill' },
    ),
  );
  const small = await grayFromSharp(sharpFromGray(scaled).median(GROUND_WINDOW));
  const full = await grayFromSharp(sharpFromGray(small).resize(width, height, { fit: 'fill' }));
  return { full, small };
}

/**
 * A dark picture inside a light page (a night sky drawn in light lines, a dark photo): its light
 * marks win in the middle of the photo, but around it lies the page's paper, printed dark. A board
 * photographed from afar has a light wall or desk around it too, with nothing printed on it. The
 * page's ground is the ground clearly lighter than the ground under the middle's light marks
 * (PAGE_OVER_PICTURE print contrasts), farther than half a ground window from any darker ground
 * (where the dark region's own rim is no print); it is paper printed dark when it covers
 * MIN_PAGE_SHARE of the photo and at least MIN_PRINT_ON_PAGE of it is much darker than its ground.
 */
export function printAroundPicture(
  image: GrayImage,
  { full, small }: { full: GrayImage; small: GrayImage },
): { page: number; print: number } {
  const { width, height, data } = image;
  const { contrast, lightGround } = middleMarks(image, full.data);
  const level = lightGround + PAGE_OVER_PICTURE * contrast;
  const paper = paperAwayFromDark(small, level);
  let page = 0;
  let print = 0;
  for (let y = 0; y < height; y++) {
    const sy = Math.min(small.height - 1, Math.floor((y * small.height) / height));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(small.width - 1, Math.floor((x * small.width) / width));
      if (!paper[sy * small.width + sx]) continue;
      page++;
      const i = y * width + x;
      if (data[i]! - full.data[i]! <= -contrast) print++;
    }
  }
  return { page: page / (width * height), print: page ? print / page : 0 };
}

/** Ground at or above `level` with no darker ground within half a ground window (at the small scale). */
function paperAwayFromDark(small: GrayImage, level: number): Uint8Array {
  const { width, height, data } = small;
  const reach = Math.floor(GROUND_WINDOW / 2);
  // The darkest ground within `reach` along the row, then along the column of those (separable).
  const rows = new Uint8Array(data.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let least = 255;
      for (let k = Math.max(0, x - reach); k <= Math.min(width - 1, x + reach); k++)
        least = Math.min(least, data[y * width + k]!);
      rows[y * width + x] = least;
    }
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let least = 255;
      for (let k = Math.max(0, y - reach); k <= Math.min(height - 1, y + reach); k++)
        least = Math.min(least, rows[k * width + x]!);
      out[y * width + x] = least >= level ? 1 : 0;
    }
  return out;
}

/** Whether the page's ground is darker than its print. */
export async function isLightOnDark(image: GrayImage): Promise<boolean> {
  const ground = await groundTone(image);
  const { lighter, darker, total } = middleMarks(image, ground.full.data);
  const share = total ? lighter / total : 0;
  if (!(share >= MIN_LIGHT_SHARE && lighter > LIGHT_OVER_DARK * darker)) return false;
  const { page, print } = printAroundPicture(image, ground);
  return !(page >= MIN_PAGE_SHARE && print >= MIN_PRINT_ON_PAGE);
}

/** The photo's grey with a light-on-dark page turned to dark print on a light ground; others as they are. */
export async function darkPrintOnLight(image: GrayImage): Promise<GrayImage> {
  if (!(await isLightOnDark(image))) return image;
  const data = new Uint8Array(image.data.length);
  for (let i = 0; i < data.length; i++) data[i] = 255 - image.data[i]!;
  return { ...image, data };
}
