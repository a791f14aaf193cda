import { describe, expect, it } from 'vitest';
import { analyseLayout } from './math-layout.js';
import { findRulerTicks } from './ruler-ticks.js';
import { solidBox as box } from './test-support/glyph-box.js';

// Cap 20: lines of four figures (16 × 20) every 50 px from y = 100, starting at x = 170.
const line = (top: number) => [170, 190, 210, 230].map((left) => ({ ...box(left, top, 16, 20), area: 160 }));
const lines = [100, 150, 200, 250, 300].flatMap(line);

describe('a ruler’s ticks over the page’s margin (pribor, round 22)', () => {
  it('takes a column of short bars down the margin, between the lines too, for ticks: no minus opens a line', () => {
    // A tick every 25 px (half a centimetre) at x 140–150, 3 px thick: beside every line and between them.
    const ticks = Array.from({ length: 11 }, (_, k) => box(140, 98 + 25 * k + 10, 10, 3));
    const page = [...lines, ...ticks];
    expect(findRulerTicks(page, 20).size).toBe(11);
    // Without the rule the ticks beside the lines chain into them (a minus before each line).
    const chained = analyseLayout(page)!;
    expect(chained.lines.some((l) => l.box.left <= 150)).toBe(true);
    const found = findRulerTicks(page, 20);
    const cleaned = analyseLayout(page.filter((c) => !found.has(c)))!;
    expect(cleaned.lines.every((l) => l.box.left >= 170)).toBe(true);
  });

  it('leaves minus signs opening each line, one to a line, and the bars of aligned equals', () => {
    const more = [350, 400, 450, 500].flatMap(line);
    const minuses = [100, 150, 200, 250, 300, 350, 400, 450, 500].map((top) => box(150, top + 9, 12, 3));
    // Nothing after the equals (a blank to fill in): the print before them is beside them.
    const equals = [100, 150, 200, 250, 300, 350, 400, 450, 500].flatMap((top) => [
      box(255, top + 6, 14, 3),
      box(255, top + 12, 14, 3),
    ]);
    expect(findRulerTicks([...lines, ...more, ...minuses, ...equals], 20).size).toBe(0);
  });

  it('leaves the bars of stacked fractions set one under another 2.5 caps apart', () => {
    // Review 22: eight `6/8 = ___` (figures 0.7 cap) every 50 px, no label: their bars chained as ticks.
    const page = Array.from({ length: 8 }, (_, k) => 100 + 50 * k).flatMap((t) => [
      { ...box(172, t, 12, 14), area: 100 },
      box(168, t + 17, 20, 2),
      { ...box(172, t + 22, 12, 14), area: 100 },
      box(200, t + 14, 14, 3),
      box(200, t + 20, 14, 3),
      box(225, t + 30, 60, 2),
    ]);
    expect(findRulerTicks(page, 20).size).toBe(0);
  });
});
