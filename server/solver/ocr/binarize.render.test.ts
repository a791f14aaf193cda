/**
 * Faint print (a light face, a faint copy): thin grey strokes the capped threshold breaks into
 * specks are kept whole by hysteresis (binarize.ts), and the line then reads.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binarize, MAX_THRESHOLD, otsuThreshold } from './binarize.js';
import { labelComponents } from './components.js';
import { flattenBackground } from './flatten-background.js';
import { grayFromSharp } from './gray-image.js';
import { readLayout } from './layout-reader.js';
import { createLineRecognizer, type LineRecognizer } from './line-recognizer.js';
import { cleanInk } from './preprocess.js';

const LINE = '2x - 7 = 13';

/**
 * One line in DejaVu Sans Mono (over `under`, more SVG, on a taller page), grey ink thinned by a paper-coloured outline (as a light face or
 * a faint copy prints), slightly blurred as a phone photo is, with a little paper grain.
 */
async function faintLine(under = ''): Promise<Buffer> {
  const [width, height, size] = [560, under ? 240 : 140, 44];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(250,250,250)"/>${under}<text x="40" y="90" font-family="DejaVu Sans Mono" font-size="${size}" fill="rgb(150,150,150)" stroke="rgb(250,250,250)" stroke-width="${(size * 0.05).toFixed(2)}" stroke-linejoin="round">${LINE}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .blur(1.2)
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Deterministic grain of ±3 levels.
  let seed = 7;
  const grain = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return (seed % 7) - 3;
  };
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i]! + grain()));
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .png()
    .toBuffer();
}

/** Components of at least `min` pixels. */
const pieces = (ink: Parameters<typeof labelComponents>[0], min = 10) =>
  labelComponents(ink).components.filter((c) => c.area >= min).length;

describe('faint thin print', () => {
  let recognizer: LineRecognizer;
  beforeAll(async () => {
    recognizer = await createLineRecognizer(1);
  });
  afterAll(async () => {
    await recognizer.close();
  });

  it('keeps the strokes whole where the capped threshold breaks them into specks', async () => {
    const flat = await flattenBackground(await grayFromSharp(sharp(await faintLine())));
    const capped = binarize(flat);
    const whole = binarize(flat, { hysteresis: true });
    // "2x-7=13": eight glyphs, the "=" in two bars, the "x" possibly in two strokes: at most 10.
    expect(pieces(whole)).toBeGreaterThanOrEqual(8);
    expect(pieces(whole)).toBeLessThanOrEqual(10);
    // Below the cap alone the glyphs fall apart or vanish.
    const inkOf = (ink: typeof whole) => ink.data.reduce((a, b) => a + b, 0);
    expect(inkOf(capped)).toBeLessThan(0.5 * inkOf(whole));
  });

  it('reads the line through cleanInk with hysteresis', async () => {
    const read = async (hysteresis: boolean) => {
      const clean = await cleanInk(await faintLine(), { hysteresis });
      if (!clean.ink) return [];
      const reading = await readLayout(clean.ink, recognizer);
      return reading.recognized.lines.map((l) => l.text.replace(/\s+/g, ''));
    };
    expect(await read(true)).toEqual(['2x-7=13']);
    expect(await read(false)).not.toEqual(['2x-7=13']);
  });

  it('reads no line from text showing through thin paper below the line', async () => {
    // The other side's print, mirrored and lighter than any stroke of this side's (no ink under
    // the cap), in rows of its own; hysteresis alone kept its glyphs and read them as a line.
    const showThrough = `<text transform="translate(560,0) scale(-1,1)" x="60" y="170" font-family="DejaVu Serif" font-size="44" fill="rgb(212,212,212)">y = 7x - 2</text>`;
    const clean = await cleanInk(await faintLine(showThrough));
    const reading = await readLayout(clean.ink!, recognizer);
    expect(reading.recognized.lines.map((l) => l.text.replace(/\s+/g, ''))).toEqual(['2x-7=13']);
  });

  it('leaves a page whose ink is dark as the capped threshold binarises it', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="140"><rect width="100%" height="100%" fill="rgb(250,250,250)"/><text x="40" y="90" font-family="DejaVu Sans Mono" font-size="44" fill="rgb(20,20,20)">${LINE}</text></svg>`;
    const flat = await flattenBackground(await grayFromSharp(sharp(Buffer.from(svg)).blur(1.2)));
    expect(binarize(flat, { hysteresis: true }).data).toEqual(binarize(flat).data);
  });
});

/**
 * A synthetic flattened page (paper 250): a thick bar with a grey rim, a broken thin stroke (dark
 * dashes joined by grey), a glyph-sized stroke lighter than the seed level all over beside a dark
 * one, and a grain speck as light.
 */
function syntheticPage() {
  const [width, height] = [160, 60];
  const data = new Uint8Array(width * height).fill(250);
  const set = (x: number, y: number, v: number) => (data[y * width + x] = v);
  // Thick bar: rows 10–15, columns 10–40 dark (180), with a grey rim (215) around it.
  for (let y = 9; y <= 16; y++)
    for (let x = 9; x <= 41; x++) set(x, y, y >= 10 && y <= 15 && x >= 10 && x <= 40 ? 180 : 215);
  // Broken thin stroke on row 30, columns 10–60: dark dashes (190) every 6 px, grey (222) between.
  for (let x = 10; x <= 60; x++) set(x, 30, x % 6 === 0 ? 190 : 222);
  // A faint stroke (222 everywhere) on rows 45–46, columns 10–60: a faint minus, before a digit
  // of dark ink on rows 40–51 (a faint glyph lies in the rows of the print: dropFaintLayer).
  for (let x = 10; x <= 60; x++) for (const y of [45, 46]) set(x, y, 222);
  for (let y = 40; y <= 51; y++) for (const x of [66, 67]) set(x, y, 190);
  // A grain speck of two faint pixels.
  set(100, 50, 222);
  set(101, 50, 222);
  // Rows of light grey (236, lighter than any ink) over part of the page: with the faint ink they
  // lift Otsu's split above the cap.
  for (let y = 0; y < height; y += 4) for (let x = 63; x < 100; x++) set(x, y, 236);
  return { width, height, data };
}

/** Checks that a synthetic page splits above the cap; its hysteresis ink, pixel by pixel. */
function faintPageTests(image: ReturnType<typeof syntheticPage>) {
  it('splits above the cap on this page', () => {
    expect(otsuThreshold(image)).toBeGreaterThan(MAX_THRESHOLD);
  });
  const ink = binarize(image, { hysteresis: true });
  return (x: number, y: number) => ink.data[y * image.width + x];
}

describe('hysteresis mends only what the cap broke', () => {
  const at = faintPageTests(syntheticPage());
  it('leaves a thick glyph as the capped threshold draws it, without its grey rim', () => {
    expect(at(20, 12)).toBe(1);
    expect(at(20, 9)).toBe(0);
    expect(at(9, 12)).toBe(0);
  });
  it('joins a thin stroke broken into dashes', () => {
    for (let x = 12; x <= 58; x++) expect(at(x, 30)).toBe(1);
  });
  it('keeps a glyph-sized faint stroke with no seed, not a grain speck', () => {
    expect(at(25, 45)).toBe(1);
    expect(at(100, 50)).toBe(0);
  });
});

/**
 * A synthetic flattened page (paper 250) with faint print and a lighter second layer: a line of
 * print (dark dashes 190 in strokes of 222, as a faint face breaks), a faint glyph and a run of
 * faint glyphs in its rows, and, in rows of their own, faint glyph-sized marks as text showing
 * through from the other side makes (225, no ink under the cap).
 */
function pageWithShowThrough() {
  const [width, height] = [240, 90];
  const data = new Uint8Array(width * height).fill(250);
  const block = (x0: number, y0: number, w: number, h: number, v: number) => {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) data[y * width + x] = v;
  };
  // Print: twelve glyph-sized strokes (2 px wide, 12 tall) on rows 10–21, dark in the middle.
  for (let k = 0; k < 12; k++) {
    block(10 + k * 10, 10, 2, 12, 222);
    block(10 + k * 10, 14, 2, 4, 190);
  }
  // A faint glyph right of the print, then a run of faint glyphs reaching further than 3 heights.
  for (let k = 0; k < 5; k++) block(132 + k * 10, 10, 2, 12, 222);
  // Show-through: faint marks on rows 50–61, apart from the print's rows.
  for (let k = 0; k < 4; k++) block(20 + k * 10, 50, 2, 12, 225);
  // Rows of light grey (236) lift Otsu's split above the cap, as on syntheticPage.
  for (let y = 70; y < height; y += 2) for (let x = 0; x < width; x++) data[y * width + x] = 236;
  return { width, height, data };
}

describe('a faint second layer is not print', () => {
  const at = faintPageTests(pageWithShowThrough());
  it('keeps faint glyphs in the rows of the print, a run of them too', () => {
    expect(at(10, 11)).toBe(1);
    expect(at(132, 11)).toBe(1);
    expect(at(172, 11)).toBe(1);
  });
  it('drops faint glyph-sized marks in rows of their own', () => {
    for (let k = 0; k < 4; k++) expect(at(20 + k * 10, 55)).toBe(0);
  });
});
