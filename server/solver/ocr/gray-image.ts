/** A single-channel 8-bit image held in memory; the preprocessing steps work on these. */
import sharp, { type Sharp } from 'sharp';

export interface GrayImage {
  width: number;
  height: number;
  /** Row-major, one byte per pixel, 0 = black, 255 = white. */
  data: Uint8Array;
}

/** A binary image: 1 = ink, 0 = paper. */
export interface InkImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export async function grayFromSharp(image: Sharp): Promise<GrayImage> {
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected 1 channel, got ${info.channels}`);
  return {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
  };
}

/** A photo's colour at work size: red, green and blue interleaved, one byte each. */
export interface ColourImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The photo's red, green and blue (a greyscale photo's grey in all three). */
export async function colourFromSharp(image: Sharp): Promise<ColourImage> {
  const { data, info } = await image
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`expected 3 channels, got ${info.channels}`);
  return {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
  };
}

/**
 * Each pixel's blueness: its blue less the lower of its red and green (a ballpoint's blue or violet
 * high; black print, white paper, a pencil's grey low; red or green print low too, so a term a
 * textbook prints in red for emphasis is not taken for a pupil's pen).
 */
export function bluenessOf(image: ColourImage): GrayImage {
  const out = new Uint8Array(image.width * image.height);
  const data = image.data;
  // (Round 23: compared, not through Math.max/min; the same bytes, blueness.test.ts.)
  for (let i = 0, j = 0; i < out.length; i++, j += 3) {
    const r = data[j]!;
    const g = data[j + 1]!;
    const b = data[j + 2]!;
    const least = r < g ? r : g;
    out[i] = b > least ? b - least : 0;
  }
  return { width: image.width, height: image.height, data: out };
}

/** Turned as `sharp.rotate` turns a grey image (the same size out), the new corners white. */
export async function rotateColour(image: ColourImage, degrees: number): Promise<ColourImage> {
  const { data, info } = await sharp(
    Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length),
    {
      raw: { width: image.width, height: image.height, channels: 3 },
    },
  )
    .rotate(degrees, { background: { r: 255, g: 255, b: 255 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
  };
}

/** A colour image as sharp's raw sRGB input (`.greyscale()` of it: the photo's grey at this size). */
export function sharpFromColour(image: ColourImage): Sharp {
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
    raw: { width: image.width, height: image.height, channels: 3 },
  });
}

export function sharpFromGray(image: GrayImage): Sharp {
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
    raw: { width: image.width, height: image.height, channels: 1 },
  });
}

export function grayFromInk(ink: InkImage): GrayImage {
  const data = new Uint8Array(ink.data.length);
  for (let i = 0; i < data.length; i++) data[i] = ink.data[i] ? 0 : 255;
  return { width: ink.width, height: ink.height, data };
}

/** The lightest grey within `margin` pixels of a box (a glyph's): the paper around it. */
export function lightestAround(
  gray: GrayImage,
  box: { left: number; top: number; right: number; bottom: number },
  margin = 2,
): number {
  let paper = 0;
  for (let y = Math.max(0, box.top - margin); y <= Math.min(gray.height - 1, box.bottom + margin); y++)
    for (let x = Math.max(0, box.left - margin); x <= Math.min(gray.width - 1, box.right + margin); x++)
      paper = Math.max(paper, gray.data[y * gray.width + x]!);
  return paper;
}

export function countInk(ink: InkImage): number {
  let n = 0;
  for (let i = 0; i < ink.data.length; i++) n += ink.data[i]!;
  return n;
}
