/**
 * Faint print (a light face, a faint copy): thin grey strokes the capped threshold breaks into
 * specks are kept whole by hysteresis (binarize.ts), and the line then reads.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binarize } from './binarize.js';
import { labelComponents } from './components.js';
import { flattenBackground } from './flatten-background.js';
import { grayFromSharp } from './gray-image.js';
import { readLayout } from './layout-reader.js';
import { createLineRecognizer, type LineRecognizer } from './line-recognizer.js';
import { cleanInk } from './preprocess.js';

const LINE = '2x - 7 = 13';

/**
 * One line in DejaVu Sans Mono, grey ink thinned by a paper-coloured outline (as a light face or
 * a faint copy prints), slightly blurred as a phone photo is, with a little paper grain.
 */
async function faintLine(): Promise<Buffer> {
  const [width, height, size] = [560, 140, 44];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(250,250,250)"/><text x="40" y="90" font-family="DejaVu Sans Mono" font-size="${size}" fill="rgb(150,150,150)" stroke="rgb(250,250,250)" stroke-width="${(size * 0.05).toFixed(2)}" stroke-linejoin="round">${LINE}</text></svg>`;
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

  it('leaves a page whose ink is dark as the capped threshold binarises it', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="140"><rect width="100%" height="100%" fill="rgb(250,250,250)"/><text x="40" y="90" font-family="DejaVu Sans Mono" font-size="44" fill="rgb(20,20,20)">${LINE}</text></svg>`;
    const flat = await flattenBackground(await grayFromSharp(sharp(Buffer.from(svg)).blur(1.2)));
    expect(binarize(flat, { hysteresis: true }).data).toEqual(binarize(flat).data);
  });
});
