/** An open book's gutter and page number (book-gutter.ts, page-number.ts, line-specks.ts). */
import { describe, expect, it } from 'vitest';
import { acrossGutter, findGutter, foldComponents } from './book-gutter.js';
import { labelComponents } from './components.js';
import type { InkImage } from './gray-image.js';
import { analyseLayout } from './math-layout.js';
import { withoutPageNumber } from './page-number.js';

const W = 600;
const H = 500;
type Fill = (left: number, top: number, right: number, bottom: number) => void;

function page(draw: (fill: Fill) => void): InkImage {
  const ink: InkImage = { width: W, height: H, data: new Uint8Array(W * H) };
  draw((left, top, right, bottom) => {
    for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) ink.data[y * W + x] = 1;
  });
  return ink;
}

/** Lines of capitals 30 px tall, 20 px wide with 8 px between, from `left` to `right`. */
const textLines = (fill: Fill, left: number, right: number) => {
  for (let top = 40; top < 440; top += 50)
    for (let x = left; x + 20 <= right; x += 28) fill(x, top, x + 19, top + 29);
};

/** A fold 3 px wide down the page, broken every 25 px. */
const dashedFold = (fill: Fill, x: number) => {
  for (let y = 20; y < 470; y += 25) fill(x, y, x + 2, y + 18);
};

const gutterOf = (ink: InkImage) => findGutter(ink, labelComponents(ink).components, 30);

describe('findGutter', () => {
  it("finds a broken fold down the page between the page's text and the facing page's", () => {
    const ink = page((fill) => {
      textLines(fill, 20, 340);
      dashedFold(fill, 380);
      textLines(fill, 420, 580);
    });
    const gutter = gutterOf(ink)!;
    expect(gutter).not.toBeNull();
    expect(Math.abs(gutter.xAt(200) - 381)).toBeLessThanOrEqual(2);
    expect(gutter.bottom - gutter.top).toBeGreaterThan(400);
    // Its pieces are the fold's own: no glyph of the text.
    const fold = foldComponents(gutter, labelComponents(ink), W);
    expect([...fold].every((c) => c.left >= 378 && c.right <= 384)).toBe(true);
  });

  it('finds one leaning a few degrees off upright', () => {
    const ink = page((fill) => {
      for (let y = 20; y < 470; y += 25) {
        const x = Math.round(300 + 0.06 * (y - 20));
        fill(x, y, x + 2, y + 18);
      }
    });
    expect(gutterOf(ink)).not.toBeNull();
  });

  it('leaves a column of stems with letters beside them, and a short bar, alone', () => {
    const stems = page((fill) => {
      textLines(fill, 20, 340);
      // An "I" at each line's start, 4 px wide, glyphs 8 px after it.
      for (let top = 40; top < 440; top += 50) fill(8, top, 11, top + 29);
    });
    expect(gutterOf(stems)).toBeNull();
    const bar = page((fill) => {
      textLines(fill, 20, 340);
      fill(380, 100, 382, 220);
    });
    expect(gutterOf(bar)).toBeNull();
  });
});

describe('foldComponents', () => {
  it("takes the fold's thin pieces, not a glyph its band runs into under the fold's foot", () => {
    const ink = page((fill) => {
      dashedFold(fill, 380);
      // A glyph 20 px wide whose top reaches into the fold's band, just under its last dash.
      fill(372, 472, 391, 495);
    });
    const gutter = { top: 20, bottom: 480, xAt: () => 381 };
    const fold = foldComponents(gutter, labelComponents(ink), W);
    expect(fold.size).toBeGreaterThan(10);
    expect([...fold].every((c) => c.right - c.left <= 6)).toBe(true);
  });
});

describe('lines beside a gutter', () => {
  it('does not chain a line to the facing page across the fold', () => {
    const ink = page((fill) => {
      for (let x = 100; x < 300; x += 28) fill(x, 100, x + 19, 129);
      for (let x = 340; x < 500; x += 28) fill(x, 100, x + 19, 129);
    });
    const { components } = labelComponents(ink);
    const gutter = { top: 20, bottom: 470, xAt: () => 320 };
    expect(analyseLayout(components)!.lines).toHaveLength(1);
    expect(
      analyseLayout(components, undefined, undefined, undefined, acrossGutter(gutter))!.lines,
    ).toHaveLength(2);
    // Under the fold's foot a line is not split (review, round 18: a line under a long stroke).
    const short = { top: 20, bottom: 90, xAt: () => 320 };
    expect(
      analyseLayout(components, undefined, undefined, undefined, acrossGutter(short))!.lines,
    ).toHaveLength(1);
  });
});

describe('withoutPageNumber', () => {
  const line = (text: string, top: number, height = 30) => ({
    text,
    box: { left: 100, top, right: 300, bottom: top + height - 1 },
  });

  it('drops a bare number standing under all the text', () => {
    const lines = [line('Izracunaj:', 100), line('6^2 - 5^2', 150), line('73', 210, 22)];
    expect(withoutPageNumber(lines, 30).map((l) => l.text)).toEqual(['Izracunaj:', '6^2 - 5^2']);
  });

  it('keeps a number close under the text, one among the lines, or alone on the page', () => {
    expect(withoutPageNumber([line('Izracunaj:', 100), line('125', 135)], 30)).toHaveLength(2);
    expect(withoutPageNumber([line('12', 100), line('Izracunaj:', 160)], 30)).toHaveLength(2);
    expect(withoutPageNumber([line('x + 5 = 12', 100), line('1234', 200)], 30)).toHaveLength(2);
    expect(withoutPageNumber([line('73', 100)], 30)).toHaveLength(1);
  });

  it('keeps a number as tall as the text a line under it, and one a line goes on into', () => {
    // Full-size figures 0.6 cap under the text: a task's own line, not a folio.
    expect(withoutPageNumber([line('Izracunaj 3 * 14', 100), line('42', 148)], 30)).toHaveLength(2);
    // Far under the text it is a folio even in full size.
    expect(withoutPageNumber([line('Izracunaj 3 * 14', 100), line('42', 190)], 30)).toHaveLength(1);
    // A line ending in a colon, a word or an operator goes on into the number under it.
    for (const text of ['Rastavi na proste cinioce broj:', 'Odredi NZD brojeva 48 i', '7 * 6 ='])
      expect(withoutPageNumber([line(text, 100), line('360', 200, 22)], 30)).toHaveLength(2);
    // A term's letter is no word going on (`+ 7x` over a folio).
    expect(withoutPageNumber([line('(x - 5)(x + 5) + 7x', 100), line('206', 180, 22)], 30)).toHaveLength(1);
    // ... but the words of a page beside it (not over the number) do not go on into a folio.
    const facing = { text: 'koji imaju', box: { left: 400, top: 150, right: 560, bottom: 179 } };
    expect(withoutPageNumber([line('6^2 - 5^2', 100), facing, line('80', 210, 22)], 30)).toHaveLength(2);
  });
});
