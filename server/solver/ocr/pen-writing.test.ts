/** A pupil's answer after a printed task is told from the print by its ink's colour or lightness. */
import { describe, expect, it } from 'vitest';
import type { Component } from './components.js';
import type { GrayImage } from './gray-image.js';
import type { PageLayout } from './math-layout.js';
import { findWritingAfterPrint } from './pen-writing.js';

const WIDTH = 400;
const HEIGHT = 60;
const CAP = 20;
const PAPER = { gray: 230, colour: 4 };
const PRINT = { gray: 40, colour: 6 };
const BLUE = { gray: 90, colour: 60 };
const PENCIL = { gray: 160, colour: 5 };

interface Ink {
  gray: number;
  colour: number;
}

/**
 * A one-row page: glyphs as solid boxes [left, width, height, ink], all standing on y = 45; or, with
 * a fifth number, as rings drawn with a stroke that wide.
 */
type Glyph = [number, number, number, Ink] | [number, number, number, Ink, number];
function page(glyphs: Glyph[], tint?: { right: number; colour: number }) {
  const labels = new Int32Array(WIDTH * HEIGHT);
  const gray: GrayImage = {
    width: WIDTH,
    height: HEIGHT,
    data: new Uint8Array(WIDTH * HEIGHT).fill(PAPER.gray),
  };
  const colour: GrayImage = {
    width: WIDTH,
    height: HEIGHT,
    data: new Uint8Array(WIDTH * HEIGHT).fill(PAPER.colour),
  };
  if (tint) for (let y = 20; y < 50; y++) colour.data.fill(tint.colour, y * WIDTH, y * WIDTH + tint.right);
  const components: Component[] = glyphs.map(([left, width, height, ink, stroke], i) => {
    const c: Component = {
      label: i + 1,
      area: 0,
      left,
      top: 45 - height + 1,
      right: left + width - 1,
      bottom: 45,
    };
    for (let y = c.top; y <= c.bottom; y++)
      for (let x = c.left; x <= c.right; x++) {
        const rim = Math.min(x - c.left, c.right - x, y - c.top, c.bottom - y);
        if (stroke !== undefined && rim >= stroke) continue;
        c.area++;
        labels[y * WIDTH + x] = c.label;
        gray.data[y * WIDTH + x] = ink.gray;
        // Under a highlighter the ink takes the tint.
        colour.data[y * WIDTH + x] = tint && x < tint.right ? tint.colour : ink.colour;
      }
    return c;
  });
  const layout: PageLayout = {
    cap: CAP,
    lines: [
      { box: { left: 0, top: 20, right: WIDTH - 1, bottom: 45 }, glyphs: components, specials: [], row: 0 },
    ],
    braces: [],
  };
  return { layout, ink: { width: WIDTH, labels, gray, colour }, components };
}

/** Five printed glyphs from x = 20 to 113, a printed task. */
const task = (): [number, number, number, Ink][] => [0, 1, 2, 3, 4].map((i) => [20 + i * 20, 14, 20, PRINT]);
const found = (glyphs: Glyph[], tint?: { right: number; colour: number }) => {
  const p = page(glyphs, tint);
  const set = findWritingAfterPrint(p.layout, p.ink);
  return p.components.map((c) => set.has(c));
};

describe('writing after a printed task', () => {
  it('sets aside a blue answer after a gap, and keeps the print', () => {
    const seen = found([...task(), [140, 12, 18, BLUE], [160, 12, 6, BLUE], [180, 12, 18, BLUE]]);
    expect(seen).toEqual([false, false, false, false, false, true, true, true]);
  });

  it("sets aside a pencil's answer: its ink far lighter than the print", () => {
    const seen = found([...task(), [140, 12, 18, PENCIL], [160, 12, 18, PENCIL]]);
    expect(seen.slice(5)).toEqual([true, true]);
  });

  it('keeps print washed out by glare: light alone, with print after it on the row', () => {
    const glare = { gray: 170, colour: 4 };
    const seen = found([
      ...task(),
      [140, 12, 18, glare],
      [160, 12, 18, glare],
      [190, 14, 20, PRINT],
      [210, 14, 20, PRINT],
    ]);
    expect(seen.some(Boolean)).toBe(false);
  });

  it('keeps glyphs inked like the print (a near-black ballpoint cannot be told)', () => {
    expect(found([...task(), [140, 12, 18, PRINT], [160, 12, 18, PRINT]]).some(Boolean)).toBe(false);
  });

  it('keeps off-coloured ink glued to the print, and writing with no print before it', () => {
    expect(found([...task(), [116, 12, 18, BLUE], [132, 12, 18, BLUE]]).some(Boolean)).toBe(false);
    expect(
      found([
        [20, 12, 18, BLUE],
        [40, 12, 18, BLUE],
        [200, 14, 20, PRINT],
        [220, 14, 20, PRINT],
        [240, 14, 20, PRINT],
        [260, 14, 20, PRINT],
      ]).some(Boolean),
    ).toBe(false);
  });

  it("sets aside a pen's wide strokes darker than thin print only set well apart, ending the row", () => {
    // Thin or small print's darkest quarter blends with the paper; a pen's wider stroke is darker.
    const dark = { gray: 20, colour: 40 };
    expect(found([...task(), [140, 12, 18, dark], [160, 12, 18, dark]]).slice(5)).toEqual([true, true]);
    // A thin slash of the pen that lost its colour goes with it.
    expect(
      found([...task(), [140, 12, 18, dark], [158, 5, 18, PRINT], [170, 12, 18, dark]]).slice(5),
    ).toEqual([true, true, true]);
    // Followed by print (a bold label in colour and its task), or close after the print: kept.
    expect(
      found([
        ...task(),
        [140, 12, 18, dark],
        [160, 12, 18, dark],
        [200, 14, 20, PRINT],
        [220, 14, 20, PRINT],
      ]).some(Boolean),
    ).toBe(false);
    expect(found([...task(), [122, 12, 18, dark], [140, 12, 18, dark]]).some(Boolean)).toBe(false);
  });

  it('counts dark colourful ink nowhere else (a bold coloured glyph beside a tinted one, print after)', () => {
    const dark = { gray: 20, colour: 40 };
    const tinted = { gray: 60, colour: 25 };
    expect(
      found([
        ...task(),
        [140, 12, 18, dark],
        [160, 12, 18, tinted],
        [200, 14, 20, PRINT],
        [220, 14, 20, PRINT],
      ]).some(Boolean),
    ).toBe(false);
  });

  it("does not end a pen's run at a dot too small to tell (the dot of 10 · 9)", () => {
    expect(
      found([
        ...task(),
        [140, 12, 18, BLUE],
        [156, 4, 4, PRINT],
        [164, 12, 18, BLUE],
        [180, 12, 18, BLUE],
      ]).slice(5),
    ).toEqual([true, true, true, true]);
  });

  it('keeps a thin light bar of print (a fraction bar) and a lone glyph only somewhat off', () => {
    const bar = { gray: 150, colour: 6 };
    expect(found([...task(), [140, 40, 3, bar], [190, 14, 20, PRINT]]).some(Boolean)).toBe(false);
    const somewhat = { gray: 80, colour: 18 };
    expect(found([...task(), [140, 12, 18, somewhat]]).some(Boolean)).toBe(false);
  });

  it('keeps navy print after a highlighter stroke over most of the row (colourful beside the tint)', () => {
    const navy = { gray: 40, colour: 26 };
    const glyphs = [0, 1, 2, 3, 4, 5, 6, 7].map((i): [number, number, number, Ink] => [
      20 + i * 20,
      14,
      20,
      navy,
    ]);
    expect(found(glyphs, { right: 125, colour: 40 }).some(Boolean)).toBe(false);
  });

  it('takes a thin figure ending the row with the answer, and the end of a tilted answer in a line of its own', () => {
    const thin = { gray: 95, colour: 12 };
    const seen = found([
      ...task(),
      [140, 12, 18, BLUE],
      [160, 12, 6, BLUE],
      [180, 12, 18, BLUE],
      [200, 4, 18, thin],
    ]);
    expect(seen.slice(5)).toEqual([true, true, true, true]);
    // The last figure climbed into a line of its own (row 1).
    const p = page([
      ...task(),
      [140, 12, 18, BLUE],
      [160, 12, 6, BLUE],
      [180, 12, 18, BLUE],
      [200, 4, 18, thin],
    ]);
    const line = p.layout.lines[0]!;
    const climbed = line.glyphs.pop()!;
    p.layout.lines.push({ box: climbed, glyphs: [climbed], specials: [], row: 1 });
    expect(findWritingAfterPrint(p.layout, p.ink).has(climbed)).toBe(true);
  });

  it('keeps a bold label printed in navy: colourful, but darker than the print', () => {
    const navyBold = { gray: 20, colour: 40 };
    const label: [number, number, number, Ink][] = [
      [140, 14, 20, navyBold],
      [158, 8, 20, navyBold],
    ];
    expect(found([...task(), ...label, [190, 14, 20, PRINT], [210, 14, 20, PRINT]]).some(Boolean)).toBe(
      false,
    );
  });

  it('judges a run against the print before it on its row too (bold words, then thin maths)', () => {
    // Bold words (most of the page), a task in thin maths, and a second one after its bold label
    // and a gap: off the page's print (lighter, in a warm shadow), not off the task before it.
    const bold = { gray: 20, colour: 6 };
    const thin = { gray: 62, colour: 18 };
    const glyph = (left: number, ink: Ink): [number, number, number, Ink] => [left, 8, 20, ink];
    const row = [
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => glyph(2 + i * 11, bold)),
      ...[0, 1, 2, 3, 4].map((i) => glyph(123 + i * 11, thin)),
      glyph(190, bold),
      glyph(201, bold),
      ...[0, 1, 2, 3].map((i) => glyph(225 + i * 11, thin)),
    ];
    expect(found(row).some(Boolean)).toBe(false);
  });

  it("judges nothing on paper tinted round most glyphs (a screen's moiré)", () => {
    // Eight glyphs on the tint, three of print and an answer on plain paper after them.
    const glyphs = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i): [number, number, number, Ink] => [
      10 + i * 20,
      14,
      20,
      PRINT,
    ]);
    const seen = found([...glyphs, [250, 12, 18, BLUE], [270, 12, 18, BLUE]], { right: 168, colour: 40 });
    expect(seen.some(Boolean)).toBe(false);
  });

  it("sets aside a near-black pen's heavy strokes set a cap apart at the row's end, by their weight", () => {
    // Print drawn with 2-px strokes; the pen as dark, with 5-px strokes (a thin slash among them).
    const ring = (left: number, stroke: number): Glyph => [left, 14, 20, PRINT, stroke];
    const printed = [0, 1, 2, 3, 4].map((i) => ring(20 + i * 20, 2));
    expect(
      found([...printed, ring(140, 5), ring(160, 5), [178, 4, 20, PRINT], ring(186, 5)]).slice(5),
    ).toEqual([true, true, true, true]);
    // The same strokes close after the print, or followed by print of the row's weight: kept.
    expect(found([...printed, ring(122, 5), ring(140, 5)]).some(Boolean)).toBe(false);
    expect(found([...printed, ring(140, 5), ring(160, 5), ring(180, 2), ring(200, 2)]).some(Boolean)).toBe(
      false,
    );
    // A row bold all along, or a printed task after the gap before the heavy strokes: kept.
    const bold = [0, 1, 2, 3, 4].map((i) => ring(20 + i * 20, 5));
    const page2 = [...[0, 1, 2, 3, 4, 5].map((i) => ring(20 + i * 20 + 200, 2))];
    expect(
      found([...bold, ring(140, 5), ring(160, 5), ...page2])
        .slice(0, 7)
        .some(Boolean),
    ).toBe(false);
    expect(found([...printed, ring(140, 2), ring(160, 2), ring(180, 5), ring(200, 5)]).some(Boolean)).toBe(
      false,
    );
  });

  it('keeps a heavy tail far off on the row, or mostly of a weight between (another column, a facing page)', () => {
    const ring = (left: number, stroke: number): Glyph => [left, 14, 20, PRINT, stroke];
    const printed = (stroke: number) => [0, 1, 2, 3, 4].map((i) => ring(20 + i * 20, stroke));
    // Five caps of paper before it: kept (two caps: set aside).
    expect(found([...printed(2), ring(220, 5), ring(240, 5)]).some(Boolean)).toBe(false);
    expect(found([...printed(2), ring(160, 5), ring(180, 5)]).slice(5)).toEqual([true, true]);
    // Two heavy glyphs among three only somewhat heavier than the print: kept.
    const longer = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => ring(20 + i * 16, 3));
    const tail = [ring(170, 5), ring(190, 5), ring(210, 4), ring(230, 4), ring(250, 4)];
    expect(found([...longer, ...tail]).some(Boolean)).toBe(false);
    expect(found([...longer, ...tail.slice(0, 3)]).slice(8)).toEqual([true, true, true]);
  });

  it("sets aside that heavy pen's working under all the print, only on a page where its answers were found", () => {
    const ring = (left: number, stroke: number): Glyph => [left, 14, 20, PRINT, stroke];
    const printed = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => ring(20 + i * 16, 2));
    // Row 0: the task and, maybe, the pen's answer; row 1 (its box under the task's): the working.
    const working = [ring(260, 5), ring(280, 5), ring(300, 5)];
    const withWorking = (answer: Glyph[]) => {
      const p = page([...printed, ...answer, ...working]);
      const line = p.layout.lines[0]!;
      const under = line.glyphs.splice(printed.length + answer.length);
      line.box = { ...line.box, bottom: 45 };
      p.layout.lines.push({
        box: { left: 260, top: 60, right: 313, bottom: 80 },
        glyphs: under,
        specials: [],
        row: 1,
      });
      const set = findWritingAfterPrint(p.layout, p.ink);
      return under.map((c) => set.has(c));
    };
    expect(withWorking([ring(170, 5), ring(190, 5)])).toEqual([true, true, true]);
    expect(withWorking([]).some(Boolean)).toBe(false);
  });

  it('stops at the print after the writing (a second task on the row)', () => {
    const seen = found([
      ...task(),
      [140, 12, 18, BLUE],
      [160, 12, 18, BLUE],
      [220, 14, 20, PRINT],
      [240, 14, 20, PRINT],
    ]);
    expect(seen.slice(5)).toEqual([true, true, false, false]);
  });
});
