import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { binarize } from './binarize.js';
import { rewriteDecimalCommas } from './comma-rewrite.js';
import { componentHeight, labelComponents } from './components.js';
import { grayFromSharp, type InkImage } from './gray-image.js';
import { separateSlashes } from './slash-rewrite.js';

async function inkLine(line: string, font = 'DejaVu Sans', fontSize = 44): Promise<InkImage> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="120"><rect width="100%" height="100%" fill="white"/><text x="40" y="75" font-family="${font}" font-size="${fontSize}">${line}</text></svg>`;
  return binarize(await grayFromSharp(sharp(Buffer.from(svg))));
}

/** The glyphs of a line, left to right. */
function glyphs(ink: InkImage) {
  return labelComponents(ink).components.sort((a, b) => a.left - b.left);
}

describe('decimal comma redrawing', () => {
  it.each(['DejaVu Sans', 'DejaVu Serif', 'DejaVu Sans Mono'])('finds both commas in %s', async (font) => {
    expect(rewriteDecimalCommas(await inkLine('5,1 + 2,48 · 7', font)).commas).toBe(2);
  });

  it('draws a bold point on the baseline with room on both sides', async () => {
    const before = await inkLine('2,48');
    const after = rewriteDecimalCommas(before).ink;
    const [two, commaBefore, four] = glyphs(before);
    const [twoAfter, point, fourAfter] = glyphs(after);
    expect(glyphs(after)).toHaveLength(4);
    // Round, sitting on the baseline (no longer hanging below it), wider than the comma was.
    expect(Math.abs(point!.bottom - two!.bottom)).toBeLessThanOrEqual(2);
    expect(point!.right - point!.left).toBeGreaterThan(commaBefore!.right - commaBefore!.left);
    expect(Math.abs(componentHeight(point!) - (point!.right - point!.left + 1))).toBeLessThanOrEqual(1);
    expect(point!.left - twoAfter!.right).toBeGreaterThanOrEqual(5);
    expect(fourAfter!.left - point!.right).toBeGreaterThanOrEqual(
      Math.min(5, four!.left - commaBefore!.right),
    );
  });

  it('leaves decimal points, list commas and other punctuation alone', async () => {
    expect(rewriteDecimalCommas(await inkLine('2.48 + 3; 4, 5 = x')).commas).toBe(0);
    expect(rewriteDecimalCommas(await inkLine('Reši jednačinu: a, b')).commas).toBe(0);
  });

  it('does not make a speck of noise between two digits a comma', async () => {
    const ink = await inkLine('248 + 51');
    const [two, four] = glyphs(ink).filter((g) => componentHeight(g) > 20);
    const x0 = Math.round((two!.right + four!.left) / 2) - 1;
    for (const [dx, dy, size] of [
      [0, 2, 3],
      [0, -3, 4],
    ] as const) {
      const specked = { ...ink, data: Uint8Array.from(ink.data) };
      for (let y = 0; y < size; y++)
        for (let x = 0; x < size; x++) specked.data[(two!.bottom + dy + y) * ink.width + x0 + dx + x] = 1;
      expect(rewriteDecimalCommas(specked).commas).toBe(0);
    }
  });
});

describe('fraction slash separation', () => {
  it('moves the slash of x/4 clear of the x', async () => {
    // Squeezed together, as a blurred photo binarises: the slash touches the x.
    const ink = await inkLine('x<tspan dx="-7">/</tspan><tspan dx="-2">4</tspan> + 3 = 9');
    const before = glyphs(ink);
    const { ink: out, slashes } = separateSlashes(ink);
    expect(slashes).toBe(1);
    const after = glyphs(out);
    expect(after.length).toBeGreaterThan(before.length);
    const [x, slash] = after;
    expect(slash!.left).toBeGreaterThan(x!.right);
  });

  it('leaves brackets, letters and digits alone', async () => {
    expect(separateSlashes(await inkLine('(x + 1) = y; jedna 7 &lt; 9')).slashes).toBe(0);
  });
});
