/**
 * Photo → clean ink for the layout reader (layout-reader.ts): EXIF rotation, greyscale, flattened
 * lighting, Otsu binarisation, deskew, and removal of specks, frames and blobs touching the border.
 */
import sharp from 'sharp';
import { binarize } from './binarize.js';
import {
  componentHeight,
  componentWidth,
  keepComponents,
  labelComponents,
  type Component,
} from './components.js';
import { estimateSkewDegrees } from './deskew.js';
import { capHeight } from './math-layout.js';
import { flattenBackground } from './flatten-background.js';
import { removeGridRules } from './grid-rules.js';
import { removeStreaks } from './copier-marks.js';
import {
  colourFromSharp,
  grayFromSharp,
  rotateColour,
  sharpFromColour,
  sharpFromGray,
  type ColourImage,
  type GrayImage,
  type InkImage,
} from './gray-image.js';
import { darkPrintOnLight } from './light-on-dark.js';
import { darkenShapeNumbers } from './number-discs.js';
import { findPageOutline, keepInsideOutline } from './page-outline.js';
import { edgeSharpness, MIN_EDGE_SHARPNESS } from './sharpness.js';
import { estimateTextHeight } from './text-height.js';

/** Longest side the pixel work happens at: phone photos are ~4000 px, text stays legible at this. */
const WORK_MAX_SIDE = 1600;
/** A text line taller than this share of the photo is specks filling every row, not text. */
const SPECKLED_LINE = 0.25;
/** Below this tilt rotating costs more sharpness than it gains. */
const MIN_DESKEW_DEGREES = 0.3;

/** Where a frame drawn round text stood. */
export interface FrameBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The page's ink, cleaned but not redrawn: what the layout reader (layout-reader.ts) works on. */
export interface CleanInk {
  /** Flattened, deskewed greyscale at work size. */
  gray: GrayImage;
  /** Ink without border blobs, frames and specks; null when no text-like ink was found. */
  ink: InkImage | null;
  /** The boxes of the frames taken out (a worksheet's boxed cells: ruled-cells.ts). */
  frames?: FrameBox[];
  skewDegrees: number;
  textHeight: number | null;
  /**
   * The photo's colour, the same size and turn as `gray`: a blue ballpoint's strokes beside black
   * print (hand-lines.ts). Absent on a page turned light-on-dark, where colour says nothing of
   * whose ink it is.
   */
  colour?: ColourImage;
  /**
   * The page as it stood before binarisation (untouched by the readers): the retry's cleaning
   * (solve-photo.ts `readAgain`) starts from it instead of decoding, flattening and turning the
   * photo again.
   */
  prepared?: PreparedPage;
}

/**
 * A photo decoded, flattened, deskewed and cleared of grid rules and streaks: everything of the
 * cleaning that comes before the binarisation, which the options change.
 */
export interface PreparedPage {
  flat: GrayImage;
  colour?: ColourImage;
  skewDegrees: number;
  /** The corners the deskewing added (null when the page was not turned). */
  added: InkImage | null;
}

export interface CleanOptions {
  /**
   * Keep a faint page's thin strokes whole (binarize.ts, `hysteresis`); on by default. Off: the
   * capped threshold alone, as before round 9.
   */
  hysteresis?: boolean;
  /**
   * Another binarisation of the flattened, deskewed page in place of `binarize` (the retry of a
   * page nothing was answered of: solve-photo.ts). The tilt is still measured on `binarize`'s ink.
   */
  binarise?: (flat: GrayImage) => InkImage;
}

/**
 * The photo's clean ink; `input` is the photo or a page `cleanInk` prepared from it before (its
 * `prepared`), which gives the same cleaning as the photo would.
 */
export async function cleanInk(input: Buffer | PreparedPage, options: CleanOptions = {}): Promise<CleanInk> {
  const prepared = Buffer.isBuffer(input) ? await preparePage(input) : input;
  // Kept untouched for a cleaning again; the one cleaned now is a copy the readers may keep.
  const parts = cleanInkParts(copyOfPrepared(prepared), options);
  const { gray, ink, skewDegrees, textHeight } = parts;
  // Ink whose edges are all soft is blurred blobs, not print (sharpness.ts).
  const sharpness = ink && edgeSharpness(gray, ink);
  if (sharpness != null && sharpness < MIN_EDGE_SHARPNESS)
    return { gray, ink: null, skewDegrees, textHeight, prepared };
  return { ...parts, prepared };
}

function copyOfPrepared(page: PreparedPage): PreparedPage {
  const copy = <T extends { data: Uint8Array }>(image: T): T => ({
    ...image,
    data: Uint8Array.from(image.data),
  });
  return {
    flat: copy(page.flat),
    ...(page.colour ? { colour: copy(page.colour) } : {}),
    skewDegrees: page.skewDegrees,
    added: page.added && copy(page.added),
  };
}

/**
 * The photo turned upright (EXIF) and shrunk to the work size, in colour and in grey. One decode:
 * the grey is converted from the shrunk colour. (Before round 22 a second decode converted to grey
 * before shrinking: on a 12 MP phone photo ~230 CPU-ms more; a photo within the work size gets the
 * same grey bytes either way, a larger one greys differing by a few levels at the edges of print.)
 */
export async function decodeAtWorkSize(input: Buffer): Promise<{ gray: GrayImage; colour: ColourImage }> {
  const photo = sharp(input, { failOn: 'error' })
    .rotate()
    .resize(WORK_MAX_SIDE, WORK_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  const colour = await colourFromSharp(photo);
  return { gray: await grayFromSharp(sharpFromColour(colour)), colour };
}

/** The cleaning up to the binarisation (`PreparedPage`). */
export async function preparePage(input: Buffer): Promise<PreparedPage> {
  // Chalk on a board and other light print on a dark ground is turned dark on light first, for the
  // binarisation and the readers' grey crops alike (light-on-dark.ts).
  const { gray: shot, colour: shotColour } = await decodeAtWorkSize(input);
  const gray = await darkPrintOnLight(shot);
  let colour = gray === shot ? shotColour : undefined;
  let flat = await flattenBackground(gray);
  // The tilt is measured on the ink below the cap alone (binarize.ts): with hysteresis, a faint
  // page's lighter grey also holds the shading at the paper's edge, which outweighs its lines.
  const skewDegrees = estimateSkewDegrees(binarize(flat));
  let added: InkImage | null = null;
  if (Math.abs(skewDegrees) >= MIN_DESKEW_DEGREES) {
    added = await addedByRotation(flat, skewDegrees);
    flat = await rotateGray(flat, skewDegrees);
    if (colour) colour = await rotateColour(colour, skewDegrees);
  }
  // Squared paper's rules go before the page is binarised (grid-rules.ts): straightened, they
  // run along the bands they are found in.
  flat = removeGridRules(flat);
  // So do a copier's drum streaks, thin grey lines down the whole sheet (copier-marks.ts).
  flat = removeStreaks(flat);
  return { flat, ...(colour ? { colour } : {}), skewDegrees, added };
}

/** `cleanInk` after the preparation and before the sharpness verdict: a soft page's ink is kept. */
function cleanInkParts(
  { flat, colour, skewDegrees, added }: PreparedPage,
  { hysteresis = true, binarise }: CleanOptions,
): CleanInk {
  const ink = binarise ? binarise(flat) : binarize(flat, { hysteresis });
  let frames: FrameBox[] = [];
  let withoutBlobs = removeBorderAndGiantBlobs(ink, added, frames);
  let textHeight = estimateTextHeight(withoutBlobs);
  // A "line" a quarter of the photo tall is a dim desk's noise filling every row: the page within
  // its outline is read instead (page-outline.ts). Pages whose lines stand apart are left as read.
  if (textHeight !== null && textHeight > SPECKLED_LINE * ink.height) {
    const labelled = labelComponents(ink);
    const outline = findPageOutline(labelled, ink.width, ink.height);
    if (outline) {
      frames = [];
      withoutBlobs = removeBorderAndGiantBlobs(keepInsideOutline(ink, labelled, outline), added, frames);
      textHeight = estimateTextHeight(withoutBlobs);
    }
  }
  if (textHeight === null)
    return { gray: flat, ink: null, skewDegrees, textHeight, ...(colour ? { colour } : {}) };
  // Specks are measured against the glyphs' height: a line band can be far taller (a brace, a
  // stacked fraction) and would make a thin hyphen look like a speck.
  const labelled = labelComponents(withoutBlobs);
  const cap = capHeight(labelled.components) ?? textHeight;
  // A textbook's task numbers, light on small filled discs, are turned dark on paper (number-discs.ts).
  const turned = darkenShapeNumbers(withoutBlobs, flat, cap, labelled);
  const clean = removeSpecks(turned.ink, Math.min(cap * 1.3, textHeight));
  return { gray: turned.gray, ink: clean, skewDegrees, textHeight, frames, ...(colour ? { colour } : {}) };
}

async function rotateGray(image: GrayImage, degrees: number): Promise<GrayImage> {
  return grayFromSharp(sharpFromGray(image).rotate(degrees, { background: { r: 255, g: 255, b: 255 } }));
}

/**
 * The corners a rotation adds around the photo (1), with a pixel's margin for the blended seam:
 * ink there touched the photo's edge before the page was straightened.
 */
async function addedByRotation(image: GrayImage, degrees: number): Promise<InkImage> {
  const frame: GrayImage = { ...image, data: new Uint8Array(image.data.length).fill(255) };
  const turned = await grayFromSharp(
    sharpFromGray(frame).rotate(degrees, { background: { r: 0, g: 0, b: 0 } }),
  );
  const data = new Uint8Array(turned.data.length);
  for (let i = 0; i < data.length; i++) data[i] = turned.data[i]! < 250 ? 1 : 0;
  return { width: turned.width, height: turned.height, data };
}

/**
 * Drops ink touching the photo's edge (table, fingers, page borders, a dark desk edge — also after
 * deskewing, when it touches the corners the rotation added) and blobs far larger than text in
 * both directions (drawings, dark photo areas); long thin strokes such as fraction bars stay.
 */
function removeBorderAndGiantBlobs(
  ink: InkImage,
  added: InkImage | null = null,
  framesOut: FrameBox[] = [],
): InkImage {
  const labelled = labelComponents(ink);
  const giant = Math.max(ink.width, ink.height) / 4;
  const { width: w, height: h } = ink;
  // Components with a pixel next to (within 2 px of) the added corners.
  const atAdded =
    added && added.width === w && added.height === h
      ? labelsNear(added, labelled.labels, 2)
      : new Set<number>();
  const touchesBorder = (c: Component) =>
    c.left === 0 || c.top === 0 || c.right === w - 1 || c.bottom === h - 1 || atAdded.has(c.label);
  const frames = new Set(findFrames(labelled.components));
  for (const f of frames)
    if (!touchesBorder(f)) framesOut.push({ left: f.left, right: f.right, top: f.top, bottom: f.bottom });
  return keepComponents(
    ink,
    labelled,
    (c) => !touchesBorder(c) && !(componentWidth(c) > giant && componentHeight(c) > giant) && !frames.has(c),
  );
}

/**
 * The labels within `reach` px (across and down: a square) of a pixel of `mask`. (Round 23: the
 * mask is widened by rows, then by columns, and each label read once; the same labels as reading
 * the square round every mask pixel, which cost ~15 ms on a turned page's corners:
 * preprocess.equivalence.test.ts.)
 */
export function labelsNear(mask: InkImage, labels: Int32Array, reach: number): Set<number> {
  const { width: w, height: h } = mask;
  const found = new Set<number>();
  // Along the rows: a pixel within `reach` of a mask pixel in its row (a running count of the
  // mask's pixels over the window).
  const across = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let inWindow = 0;
    for (let x = 0; x < Math.min(w, reach); x++) inWindow += mask.data[row + x] ? 1 : 0;
    for (let x = 0; x < w; x++) {
      if (x + reach < w && mask.data[row + x + reach]) inWindow++;
      if (x - reach - 1 >= 0 && mask.data[row + x - reach - 1]) inWindow--;
      across[row + x] = inWindow > 0 ? 1 : 0;
    }
  }
  // Down the columns, reading the label of every pixel so reached.
  for (let x = 0; x < w; x++) {
    let inWindow = 0;
    for (let y = 0; y < Math.min(h, reach); y++) inWindow += across[y * w + x]!;
    for (let y = 0; y < h; y++) {
      if (y + reach < h) inWindow += across[(y + reach) * w + x]!;
      if (y - reach - 1 >= 0) inWindow -= across[(y - reach - 1) * w + x]!;
      if (inWindow > 0) {
        const label = labels[y * w + x]!;
        if (label) found.add(label);
      }
    }
  }
  return found;
}

/**
 * Outlines drawn around text: the edge of a page lying on a table, a box around a task. Such a
 * frame is a hollow component whose box holds three or more glyphs at most half its height; left
 * in, it turns the whole box into one "text line" and everything is scaled and cleaned for that.
 */
export function findFrames(components: Component[]): Component[] {
  const frames: Component[] = [];
  for (const f of components) {
    const h = componentHeight(f);
    const w = componentWidth(f);
    if (f.area > 0.3 * w * h || h < 16 || w < 16) continue;
    let inside = 0;
    let tallest = 0;
    for (const c of components) {
      if (c === f || c.left <= f.left || c.right >= f.right || c.top <= f.top || c.bottom >= f.bottom)
        continue;
      // Noise specks in the hole of a "0" do not count.
      if (componentHeight(c) < 6) continue;
      inside++;
      tallest = Math.max(tallest, componentHeight(c));
    }
    if (inside >= 3 && tallest * 2 <= h) frames.push(f);
  }
  return frames;
}

/** Drops dots of noise far smaller than a decimal point of the measured text size. */
function removeSpecks(ink: InkImage, textHeight: number): InkImage {
  const minArea = Math.max(3, (textHeight * 0.05) ** 2);
  return keepComponents(ink, labelComponents(ink), (c) => c.area >= minArea);
}
