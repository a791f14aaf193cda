/** A pupil's line in a blue pen under black print is no line of the page's tasks. */
import { describe, expect, it } from 'vitest';
import type { ColourImage, GrayImage, InkImage } from './gray-image.js';
import { analysePage } from './layout-reader.js';

const W = 400;
const H = 200;
const BLACK: [number, number, number] = [25, 25, 25];
const BLUE: [number, number, number] = [27, 63, 168];

/** A page of rows of block glyphs (20 px tall, 12 wide, 8 apart), each row in its own ink. */
function page(rows: { x: number; y: number; glyphs: number; ink: [number, number, number] }[]) {
  const ink: InkImage = { width: W, height: H, data: new Uint8Array(W * H) };
  const gray: GrayImage = { width: W, height: H, data: new Uint8Array(W * H).fill(250) };
  const colour: ColourImage = { width: W, height: H, data: new Uint8Array(W * H * 3).fill(245) };
  for (const row of rows)
    for (let g = 0; g < row.glyphs; g++)
      for (let y = row.y; y < row.y + 20; y++)
        for (let x = row.x + g * 20; x < row.x + g * 20 + 12; x++) {
          const p = y * W + x;
          ink.data[p] = 1;
          gray.data[p] = Math.round((row.ink[0] + row.ink[1] + row.ink[2]) / 3);
          colour.data.set(row.ink, 3 * p);
        }
  return { ink, gray, colour };
}

const linesOf = (p: ReturnType<typeof page>, withColour = true) =>
  analysePage(p.ink, p.gray, [], withColour ? p.colour : undefined).layout!.lines.map((l) => [
    l.box.left,
    l.box.top,
  ]);

describe('lines in a blue pen', () => {
  it('leaves a blue line of working under black print out of the layout', () => {
    const p = page([
      { x: 20, y: 20, glyphs: 8, ink: BLACK },
      { x: 20, y: 60, glyphs: 6, ink: BLACK },
      { x: 60, y: 110, glyphs: 4, ink: BLUE },
    ]);
    expect(linesOf(p, false)).toHaveLength(3);
    expect(linesOf(p)).toEqual([
      [20, 20],
      [20, 60],
    ]);
  });

  it('keeps every line of a page printed in one ink, and a grey photo whole', () => {
    const p = page([
      { x: 20, y: 20, glyphs: 8, ink: BLACK },
      { x: 20, y: 60, glyphs: 6, ink: BLACK },
      { x: 60, y: 110, glyphs: 4, ink: BLACK },
    ]);
    expect(linesOf(p)).toHaveLength(3);
  });

  it('keeps black print under a colour cast that turns from warm at the top to cool at the foot (review)', () => {
    const p = page([
      { x: 20, y: 10, glyphs: 8, ink: BLACK },
      { x: 20, y: 40, glyphs: 6, ink: BLACK },
      { x: 20, y: 70, glyphs: 7, ink: BLACK },
      { x: 20, y: 100, glyphs: 6, ink: BLACK },
      { x: 20, y: 130, glyphs: 5, ink: BLACK },
      { x: 20, y: 160, glyphs: 6, ink: BLACK },
    ]);
    // A lamp's warmth at the top, a window's blue at the foot: paper and print shifted alike.
    for (let y = 0; y < H; y++) {
      const shift = Math.round(60 * (y / H - 0.5));
      for (let x = 0; x < W; x++) {
        const i = 3 * (y * W + x);
        p.colour.data[i] = Math.max(0, Math.min(255, p.colour.data[i]! - shift));
        p.colour.data[i + 2] = Math.max(0, Math.min(255, p.colour.data[i + 2]! + shift));
      }
    }
    expect(linesOf(p)).toHaveLength(6);
  });

  it("keeps a line of print the pen's answer chained onto", () => {
    const p = page([
      { x: 20, y: 20, glyphs: 8, ink: BLACK },
      { x: 20, y: 60, glyphs: 8, ink: BLACK },
      { x: 20, y: 100, glyphs: 3, ink: BLACK },
      { x: 80, y: 100, glyphs: 6, ink: BLUE },
    ]);
    expect(linesOf(p, false)).toHaveLength(3);
    expect(linesOf(p)).toHaveLength(3);
  });

  it("keeps a heading printed in colour at the page's top", () => {
    const p = page([
      { x: 20, y: 20, glyphs: 5, ink: BLUE },
      { x: 20, y: 60, glyphs: 8, ink: BLACK },
      { x: 20, y: 100, glyphs: 8, ink: BLACK },
    ]);
    expect(linesOf(p)).toHaveLength(3);
  });
});

describe('a coloured title heading a printed frame (round 24)', () => {
  it("keeps a blue title that is its frame's top line, and still drops a pen line under print in the frame", () => {
    const p = page([
      { x: 20, y: 20, glyphs: 8, ink: BLACK },
      { x: 60, y: 70, glyphs: 4, ink: BLUE },
      { x: 60, y: 110, glyphs: 8, ink: BLACK },
      { x: 60, y: 150, glyphs: 4, ink: BLUE },
    ]);
    const frame = { left: 40, right: 380, top: 55, bottom: 185 };
    const lines = (frames: (typeof frame)[]) =>
      analysePage(p.ink, p.gray, frames, p.colour).layout!.lines.map((l) => [l.box.left, l.box.top]);
    // Without the frame the title is taken for a pupil's line under the print above it.
    expect(lines([])).toEqual([
      [20, 20],
      [60, 110],
    ]);
    expect(lines([frame])).toEqual([
      [20, 20],
      [60, 70],
      [60, 110],
    ]);
  });
});

describe('black print on tinted panels (round 24)', () => {
  it('keeps black print on a cream panel under print on a blue-tinted panel', () => {
    const rows = [
      { x: 20, y: 10, glyphs: 10, ink: BLACK },
      { x: 20, y: 40, glyphs: 10, ink: BLACK },
      { x: 20, y: 70, glyphs: 9, ink: BLACK },
      { x: 20, y: 110, glyphs: 6, ink: BLACK },
      { x: 20, y: 150, glyphs: 6, ink: BLACK },
    ];
    const tinted = () => {
      const p = page([]);
      // A light blue box over the first three rows, a cream panel under each of the others.
      const paint = (top: number, bottom: number, rgb: [number, number, number]) => {
        for (let y = top; y < bottom; y++)
          for (let x = 10; x < 390; x++) p.colour.data.set(rgb, 3 * (y * W + x));
      };
      paint(2, 98, [222, 232, 250]);
      paint(104, 136, [250, 236, 200]);
      paint(144, 176, [250, 236, 200]);
      const glyphs = page(rows);
      for (let i = 0; i < W * H; i++)
        if (glyphs.ink.data[i]) {
          p.ink.data[i] = 1;
          p.gray.data[i] = glyphs.gray.data[i]!;
          p.colour.data.set(BLACK, 3 * i);
        }
      return p;
    };
    expect(linesOf(tinted())).toHaveLength(5);
  });
});
