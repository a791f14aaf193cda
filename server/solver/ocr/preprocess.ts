/**
 * Photo → clean black-on-white page for tesseract: EXIF rotation, greyscale, flattened lighting,
 * Otsu binarisation, deskew, speck and border-blob removal, and scaling to the text height
 * tesseract reads best.
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
import {
  countInk,
  grayFromInk,
  grayFromSharp,
  sharpFromGray,
  type GrayImage,
  type InkImage,
} from './gray-image.js';
import { liftExponents, type Box } from './superscripts.js';
import { rewriteDecimalCommas } from './comma-rewrite.js';
import { separateSlashes } from './slash-rewrite.js';
import { rewriteMathSymbols } from './symbol-rewrite.js';
import { estimateTextHeight } from './text-height.js';

/** Longest side the pixel work happens at: phone photos are ~4000 px, text stays legible at this. */
const WORK_MAX_SIDE = 1600;
/** Line height (px) tesseract's LSTM model reads best (see INTEGRATIONS.md). */
export const TARGET_TEXT_HEIGHT = 36;
const MARGIN = 24;
/** Below this tilt rotating costs more sharpness than it gains. */
const MIN_DESKEW_DEGREES = 0.3;

export interface PreprocessedPage {
  /** PNG for tesseract; a blank page when no ink survived cleaning. */
  png: Buffer;
  skewDegrees: number;
  /** Estimated line height at work size, or null when no text-like ink was found. */
  textHeight: number | null;
  /** Share of the cleaned page that is ink (0..1). */
  inkShare: number;
  /** Exponents lifted off `png` (see superscripts.ts): where each sat, in `png` pixels. */
  exponents: { x: number; y: number }[];
  /** The lifted exponents side by side, left to right in the order of `exponents`, for OCR. */
  exponentStrip: Buffer | null;
}

export interface PreprocessOptions {
  /** Line height (px) the page is scaled to. */
  targetTextHeight?: number;
  /** Redraw · ≤ ≥ as shapes tesseract reads (see symbol-rewrite.ts); default on. */
  rewriteSymbols?: boolean;
}

/** A photo cleaned once at work size; `pageAtTextHeight` renders it for OCR at any text height. */
export interface CleanedPhoto {
  skewDegrees: number;
  textHeight: number | null;
  /** null when no text-like ink survived cleaning. */
  text: {
    /** Cleaned ink with the exponents lifted off. */
    ink: InkImage;
    box: Box;
    exponents: Box[];
    /** The lifted exponents side by side: the same at every text height, so made once. */
    exponentStrip: Buffer | null;
  } | null;
}

export async function preprocessForOcr(
  input: Buffer,
  options: PreprocessOptions = {},
): Promise<PreprocessedPage> {
  return pageAtTextHeight(await cleanPhoto(input, options), options.targetTextHeight);
}

/** The page's ink, cleaned but not redrawn: what the layout reader (layout-reader.ts) works on. */
export interface CleanInk {
  /** Flattened, deskewed greyscale at work size. */
  gray: GrayImage;
  /** Ink without border blobs, frames and specks; null when no text-like ink was found. */
  ink: InkImage | null;
  skewDegrees: number;
  textHeight: number | null;
}

export async function cleanInk(input: Buffer): Promise<CleanInk> {
  const gray = await grayFromSharp(
    sharp(input, { failOn: 'error' })
      .rotate()
      .resize(WORK_MAX_SIDE, WORK_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }),
  );
  let flat = await flattenBackground(gray);
  let ink = binarize(flat);
  const skewDegrees = estimateSkewDegrees(ink);
  if (Math.abs(skewDegrees) >= MIN_DESKEW_DEGREES) {
    flat = await rotateGray(flat, skewDegrees);
    ink = binarize(flat);
  }
  const withoutBlobs = removeBorderAndGiantBlobs(ink);
  const textHeight = estimateTextHeight(withoutBlobs);
  if (textHeight === null) return { gray: flat, ink: null, skewDegrees, textHeight };
  // Specks are measured against the glyphs' height: a line band can be far taller (a brace, a
  // stacked fraction) and would make a thin hyphen look like a speck.
  const cap = capHeight(labelComponents(withoutBlobs).components) ?? textHeight;
  return { gray: flat, ink: removeSpecks(withoutBlobs, Math.min(cap * 1.3, textHeight)), skewDegrees, textHeight };
}

export async function cleanPhoto(input: Buffer, options: PreprocessOptions = {}): Promise<CleanedPhoto> {
  const { ink: despeckled, skewDegrees, textHeight } = await cleanInk(input);
  const empty = { skewDegrees, textHeight, text: null };
  if (textHeight === null || !despeckled) return empty;
  // Decimal commas and "x/" slashes first (comma-rewrite.ts, slash-rewrite.ts), then · − ≤ ≥ ?.
  const rewritten =
    (options.rewriteSymbols ?? true)
      ? rewriteMathSymbols(
          separateSlashes(rewriteDecimalCommas(padRight(despeckled, textHeight * 6)).ink).ink,
        ).ink
      : despeckled;
  const { ink: cleaned, exponents } = liftExponents(rewritten);
  const box = inkBox(rewritten);
  if (!box) return empty;
  const strip = exponents.length > 0 ? await exponentStrip(rewritten, exponents) : null;
  return { skewDegrees, textHeight, text: { ink: cleaned, box, exponents, exponentStrip: strip } };
}

export async function pageAtTextHeight(
  photo: CleanedPhoto,
  target = TARGET_TEXT_HEIGHT,
): Promise<PreprocessedPage> {
  const { skewDegrees, textHeight, text } = photo;
  if (textHeight === null || !text) return { ...NO_TEXT, png: await blankPng(), skewDegrees, textHeight };
  const { ink: cleaned, box, exponents } = text;
  const scale = Math.min(4, Math.max(0.25, target / textHeight));
  const boxW = box.right - box.left + 1;
  const boxH = box.bottom - box.top + 1;
  // Binary beats the flattened greyscale for tesseract here (measured on the TUNE corpus).
  const png = await sharpFromGray(grayFromInk(cleaned))
    .extract({ left: box.left, top: box.top, width: boxW, height: boxH })
    .resize(Math.max(1, Math.round(boxW * scale)), Math.max(1, Math.round(boxH * scale)), {
      kernel: 'lanczos3',
    })
    .extend({ top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, background: '#ffffff' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return {
    png,
    skewDegrees,
    textHeight,
    inkShare: countInk(cleaned) / (boxW * boxH),
    exponents: exponents.map((e) => ({
      x: (e.left - box.left) * scale + MARGIN,
      y: ((e.top + e.bottom) / 2 - box.top) * scale + MARGIN,
    })),
    exponentStrip: text.exponentStrip,
  };
}

const NO_TEXT = { inkShare: 0, exponents: [], exponentStrip: null };
/** Exponent digits are scaled to this height for their own OCR pass. */
const EXPONENT_HEIGHT = 30;

async function exponentStrip(ink: InkImage, exponents: Box[]): Promise<Buffer> {
  const page = grayFromInk(ink);
  const crops = await Promise.all(
    exponents.map(async (e) => {
      return grayFromSharp(
        sharpFromGray(page)
          .extract({ left: e.left, top: e.top, width: e.right - e.left + 1, height: e.bottom - e.top + 1 })
          .resize({ height: EXPONENT_HEIGHT, kernel: 'lanczos3' }),
      );
    }),
  );
  // Wide gaps, or tesseract reads two exponents as one number.
  const gap = EXPONENT_HEIGHT * 2;
  const width = crops.reduce((sum, c) => sum + c.width + gap, gap);
  const height = EXPONENT_HEIGHT + 2 * gap;
  const strip = new Uint8Array(width * height).fill(255);
  let x = gap;
  for (const crop of crops) {
    for (let y = 0; y < EXPONENT_HEIGHT; y++)
      strip.set(crop.data.subarray(y * crop.width, (y + 1) * crop.width), (y + gap) * width + x);
    x += crop.width + gap;
  }
  return sharpFromGray({ width, height, data: strip }).png().toBuffer();
}

/** Room on the right for symbols redrawn wider than they were ("≤" → "<="). */
function padRight(ink: InkImage, by: number): InkImage {
  const width = ink.width + Math.round(by);
  const data = new Uint8Array(width * ink.height);
  for (let y = 0; y < ink.height; y++)
    data.set(ink.data.subarray(y * ink.width, (y + 1) * ink.width), y * width);
  return { width, height: ink.height, data };
}

async function rotateGray(image: GrayImage, degrees: number): Promise<GrayImage> {
  return grayFromSharp(sharpFromGray(image).rotate(degrees, { background: { r: 255, g: 255, b: 255 } }));
}

/**
 * Drops ink touching the page edge (table, fingers, page borders) and blobs far larger than text
 * in both directions (drawings, dark photo areas); long thin strokes such as fraction bars stay.
 */
function removeBorderAndGiantBlobs(ink: InkImage): InkImage {
  const labelled = labelComponents(ink);
  const giant = Math.max(ink.width, ink.height) / 4;
  const touchesBorder = (c: Component) =>
    c.left === 0 || c.top === 0 || c.right === ink.width - 1 || c.bottom === ink.height - 1;
  const frames = new Set(findFrames(labelled.components));
  return keepComponents(
    ink,
    labelled,
    (c) => !touchesBorder(c) && !(componentWidth(c) > giant && componentHeight(c) > giant) && !frames.has(c),
  );
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

function inkBox(ink: InkImage): Box | null {
  let left = ink.width;
  let top = ink.height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < ink.height; y++) {
    for (let x = 0; x < ink.width; x++) {
      if (!ink.data[y * ink.width + x]) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  return right < 0 ? null : { left, top, right, bottom };
}

function blankPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
    .greyscale()
    .png()
    .toBuffer();
}
