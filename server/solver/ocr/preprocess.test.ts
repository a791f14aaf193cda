import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { binarize, otsuThreshold } from './binarize.js';
import { labelComponents } from './components.js';
import { estimateSkewDegrees } from './deskew.js';
import { flattenBackground } from './flatten-background.js';
import { grayFromSharp, type GrayImage } from './gray-image.js';
import { cleanInk, findFrames } from './preprocess.js';
import { estimateTextHeight } from './text-height.js';

const LINES = ['Reši jednačinu:', '3x + 5 = 20', '12 + 3 · 4 − 6 : 2', 'Koliko je 25% od 80?'];

interface PageStyle {
  font?: string;
  /** Outline width drawn around every glyph: bold, smudged print. */
  stroke?: number;
  /** A rectangle drawn around the text, as the edge of a page on a table. */
  frame?: boolean;
}

function pageSvg(lines: string[], fontSize = 40, width = 900, style: PageStyle = {}): string {
  const gap = Math.round(fontSize * 1.8);
  const height = lines.length * gap + 60;
  const stroke = style.stroke ? ` stroke="black" stroke-width="${style.stroke}"` : '';
  const text = lines
    .map(
      (l, i) =>
        `<text x="40" y="${60 + i * gap}" font-family="${style.font ?? 'DejaVu Sans'}" font-size="${fontSize}"${stroke}>${l}</text>`,
    )
    .join('');
  const frame = style.frame
    ? `<rect x="10" y="8" width="${width - 20}" height="${height - 16}" fill="none" stroke="black" stroke-width="4"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/>${frame}${text}</svg>`;
}

async function grayPage(lines: string[], fontSize = 40, style: PageStyle = {}): Promise<GrayImage> {
  return grayFromSharp(sharp(Buffer.from(pageSvg(lines, fontSize, 900, style))));
}

describe('deskew', () => {
  it.each([4, -6, 0])('finds a page rotated by %d° and returns the correction', async (angle) => {
    const rotated = await sharp(Buffer.from(pageSvg(LINES)))
      .rotate(angle, { background: '#ffffff' })
      .png()
      .toBuffer();
    const ink = binarize(await grayFromSharp(sharp(rotated)));
    expect(Math.abs(estimateSkewDegrees(ink) + angle)).toBeLessThanOrEqual(0.4);
  });
});

describe('background flattening', () => {
  it('turns paper under a strong light gradient white and keeps ink dark', async () => {
    const page = await grayPage(LINES);
    // Light falls from 100% on the left to 45% on the right.
    const lit = {
      ...page,
      data: page.data.map((v, i) => Math.round(v * (1 - 0.55 * ((i % page.width) / page.width)))),
    };
    const darkPaper = lit.data[page.width * 5 + page.width - 5]!;
    expect(darkPaper).toBeLessThan(130);
    const flat = await flattenBackground(lit);
    const paperRight = flat.data[page.width * 5 + page.width - 5]!;
    const paperLeft = flat.data[page.width * 5 + 5]!;
    expect(paperRight).toBeGreaterThan(225);
    expect(paperLeft).toBeGreaterThan(225);
    // A global threshold now separates ink from paper all across the page.
    const ink = binarize(flat);
    const inkShare = ink.data.reduce((a, b) => a + b, 0) / ink.data.length;
    expect(inkShare).toBeGreaterThan(0.02);
    expect(inkShare).toBeLessThan(0.2);
  });
});

describe('binarisation', () => {
  it('puts the Otsu threshold between two grey levels', () => {
    const data = new Uint8Array(1000).map((_, i) => (i % 4 === 0 ? 40 : 220));
    const t = otsuThreshold({ width: 100, height: 10, data });
    expect(t).toBeGreaterThanOrEqual(40);
    expect(t).toBeLessThan(220);
  });
});

describe('text height', () => {
  it.each([24, 48])('measures lines of %d px text at about the font size', async (size) => {
    const h = estimateTextHeight(binarize(await grayPage(LINES, size)));
    expect(h).not.toBeNull();
    expect(h!).toBeGreaterThan(size * 0.8);
    expect(h!).toBeLessThan(size * 1.3);
  });
});

describe('frames', () => {
  it('finds the outline drawn around text, not the digits inside it', async () => {
    const frames = async (style: PageStyle) =>
      findFrames(labelComponents(binarize(await grayPage(LINES, 30, style))).components);
    expect(await frames({ frame: true })).toHaveLength(1);
    expect(await frames({})).toHaveLength(0);
  });
  it('measures the text height inside a frame, not the frame', async () => {
    const page = await sharp(Buffer.from(pageSvg(['Koliko je 30% od 660?'], 30, 900, { frame: true })))
      .extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#ffffff' })
      .png()
      .toBuffer();
    expect((await cleanInk(page)).textHeight).toBeLessThan(45);
  });
});

describe('cleanInk', () => {
  it('crops a photographed page off a dark table, deskews it and keeps the text', async () => {
    const page = await sharp(Buffer.from(pageSvg(LINES, 70, 1400)))
      .extend({ top: 150, bottom: 150, left: 150, right: 150, background: '#403020' })
      .rotate(3, { background: '#403020' })
      .jpeg({ quality: 70 })
      .toBuffer();
    const out = await cleanInk(page);
    expect(Math.abs(out.skewDegrees + 3)).toBeLessThanOrEqual(0.5);
    const ink = out.ink!;
    // The table is gone: no ink touches the border, and the glyphs of the four lines remain.
    for (let x = 0; x < ink.width; x++) expect(ink.data[x]).toBe(0);
    for (let y = 0; y < ink.height; y++) expect(ink.data[y * ink.width]).toBe(0);
    expect(labelComponents(ink).components.length).toBeGreaterThan(40);
    expect(out.gray.width).toBe(ink.width);
  });

  it('keeps a thin hyphen of small print (specks are measured against the glyphs)', async () => {
    const ink = (
      await cleanInk(
        await sharp(Buffer.from(pageSvg(['-3x - 4y = -53'], 22, 500)))
          .png()
          .toBuffer(),
      )
    ).ink!;
    const bars = labelComponents(ink).components.filter((c) => c.right - c.left > 2 * (c.bottom - c.top));
    // Three hyphens and the two bars of "=".
    expect(bars).toHaveLength(5);
  });

  it("drops a dark desk edge along the photo's side of a page it straightens", async () => {
    const tilted = await sharp(Buffer.from(pageSvg(LINES)))
      .rotate(3, { background: '#ffffff' })
      .png()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = tilted.info;
    const band = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="40" height="${height}" fill="rgb(12,10,8)"/></svg>`;
    const photo = await sharp(tilted.data)
      .composite([{ input: Buffer.from(band), left: 0, top: 0 }])
      .png()
      .toBuffer();
    const out = await cleanInk(photo);
    expect(Math.abs(out.skewDegrees)).toBeGreaterThan(2);
    // After straightening, the edge's remnant no longer touches the frame, only the corners the
    // rotation added; it is dropped all the same, and the text height is the lines'.
    expect(out.textHeight).toBeLessThan(60);
    const tall = labelComponents(out.ink!).components.filter((c) => c.bottom - c.top > 100);
    expect(tall).toHaveLength(0);
  });

  it('finds no text on a blank page', async () => {
    const blank = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#f4f0e8' } })
      .jpeg()
      .toBuffer();
    const out = await cleanInk(blank);
    expect(out.textHeight).toBeNull();
    expect(out.ink).toBeNull();
  });
});

describe('cleanInk from a prepared page (the retry: solve-photo.ts readAgain)', () => {
  it('cleans the first cleaning’s prepared page as it cleans the photo, whatever the readers did', async () => {
    const photo = await sharp(Buffer.from(pageSvg(LINES, 50, 1000)))
      .rotate(2, { background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
    const first = await cleanInk(photo);
    expect(first.prepared).toBeDefined();
    // A reader that wrote into the first cleaning's images changes nothing of the retry's.
    first.gray.data.fill(0);
    first.colour?.data.fill(0);
    const sauvola = (flat: GrayImage) => binarize(flat, { hysteresis: false });
    const again = await cleanInk(first.prepared!, { binarise: sauvola });
    const fresh = await cleanInk(photo, { binarise: sauvola });
    expect(again.skewDegrees).toBe(fresh.skewDegrees);
    expect(again.textHeight).toBe(fresh.textHeight);
    expect(Buffer.from(again.ink!.data).equals(Buffer.from(fresh.ink!.data))).toBe(true);
    expect(Buffer.from(again.gray.data).equals(Buffer.from(fresh.gray.data))).toBe(true);
    expect(Buffer.from(again.colour!.data).equals(Buffer.from(fresh.colour!.data))).toBe(true);
  });
});
