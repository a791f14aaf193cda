/** A photocopy's toner specks and drum streaks (copier-marks.ts, line-specks.ts, math-layout.ts). */
import { describe, expect, it } from 'vitest';
import { labelComponents } from './components.js';
import { removeStreaks } from './copier-marks.js';
import type { GrayImage, InkImage } from './gray-image.js';
import { analyseLayout, type PageLayout } from './math-layout.js';

const W = 400;
const H = 400;

function paper(): GrayImage {
  const data = new Uint8Array(W * H);
  let seed = 11;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    data[i] = 244 + (seed % 9);
  }
  return { width: W, height: H, data };
}

const at = (image: GrayImage, x: number, y: number) => image.data[y * W + x]!;

describe('removeStreaks', () => {
  it('lightens a thin grey streak down the page and keeps the print it crosses', () => {
    const page = paper();
    // A 2 px streak of grey 170 down the whole page, and lines of black print crossing it.
    for (let y = 0; y < H; y++) for (const x of [200, 201]) page.data[y * W + x] = 170;
    for (let line = 40; line < H - 40; line += 60)
      for (let y = line; y < line + 4; y++) for (let x = 150; x < 260; x++) page.data[y * W + x] = 30;
    const out = removeStreaks(page);
    expect(at(out, 200, 20)).toBeGreaterThan(235);
    expect(at(out, 201, 250)).toBeGreaterThan(235);
    // The print crossing it stays.
    expect(at(out, 200, 41)).toBe(30);
  });

  it('leaves a column of glyph stems, line under line, alone', () => {
    const page = paper();
    // A "1" at the start of each line: a stem 24 px tall every 40 px, ink and paper by turns.
    for (let line = 10; line < H - 30; line += 40)
      for (let y = line; y < line + 24; y++) for (const x of [100, 101]) page.data[y * W + x] = 170;
    expect(removeStreaks(page).data).toEqual(page.data);
  });
});

/** Ink of a line of capitals 30 px tall (baseline y = 129), with `marks` (left, top, size) as dots. */
function lineWithDots(marks: [number, number, number][], extra: (fill: Fill) => void = () => {}): PageLayout {
  const width = 500;
  const ink: InkImage = { width, height: 260, data: new Uint8Array(width * 260) };
  const fill: Fill = (left, top, right, bottom) => {
    for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) ink.data[y * width + x] = 1;
  };
  for (let left = 40; left < 340; left += 25) fill(left, 100, left + 16, 129);
  for (const [left, top, size] of marks) fill(left, top, left + size - 1, top + size - 1);
  extra(fill);
  return analyseLayout(labelComponents(ink).components)!;
}
type Fill = (left: number, top: number, right: number, bottom: number) => void;

describe('toner specks in the layout', () => {
  it("keeps specks a cap under or over a line, and beyond its end, out of the line's box", () => {
    const layout = lineWithDots([
      [120, 139, 4], // 0.4 cap under the line (it joins the line as a comma would)
      [120, 153, 4], // right under that one (as a colon's other dot)
      [360, 112, 4], // 1 cap after its last glyph, at its middle
    ]);
    const line = layout.lines.find((l) => l.glyphs.length >= 12)!;
    expect(line.box.top).toBe(100);
    expect(line.box.bottom).toBe(129);
    expect(line.box.right).toBeLessThan(360);
  });

  it('keeps a decimal point on the baseline between glyphs', () => {
    const layout = lineWithDots([[58, 126, 4]]);
    expect(layout.lines[0]!.glyphs.some((g) => g.left === 58 && g.top === 126)).toBe(true);
  });

  it('does not chain two lines into one through a staircase of specks between them', () => {
    // A second line 70 px lower; specks stepping down from one line to the other, 0.3 cap apart.
    // A second line to the right and 100 px lower; specks stepping down from the first line's end to
    // the second line's start, 0.3 cap down each.
    const layout = lineWithDots(
      Array.from({ length: 12 }, (_, i) => [335 + 6 * i, 113 + 9 * i, 3] as [number, number, number]),
      (fill) => {
        for (let left = 408; left < 480; left += 25) fill(left, 200, left + 16, 229);
      },
    );
    const tall = layout.lines.filter((l) => l.box.bottom - l.box.top > 60);
    expect(tall).toHaveLength(0);
  });

  it('leaves the hook of a "?" with its dot on the baseline on the line', () => {
    const layout = lineWithDots([], (fill) => {
      fill(336, 100, 350, 117); // the hook, raised off the baseline as an exponent is
      fill(341, 125, 344, 129); // its dot, on the baseline
    });
    expect(layout.lines.flatMap((l) => l.specials.filter((s) => s.k === 'sup'))).toHaveLength(0);
  });

  it('lifts an exponent with a speck under it', () => {
    const layout = lineWithDots([], (fill) => {
      fill(360, 110, 375, 129); // an x-height "x"
      fill(378, 88, 389, 106); // its exponent
      fill(382, 114, 384, 116); // a speck under the exponent
    });
    expect(layout.lines.flatMap((l) => l.specials.filter((s) => s.k === 'sup'))).toHaveLength(1);
  });
});
