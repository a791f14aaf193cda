/** The layout of pages printed with old-style figures (3 4 5 7 9 hang below the line, 6 8 rise). */
import { describe, expect, it } from 'vitest';
import type { MathMode } from '../../../tests/solver-corpus/page.js';
import type { Component } from './components.js';
import { analyseLayout, footOf, type PageLayout, type Special } from './math-layout.js';
import { solidBox as box } from './test-support/glyph-box.js';
import { layoutOfPage } from './test-support/page-layout.js';

const layoutOf = (text: string, mode: MathMode, face: string): Promise<PageLayout> =>
  layoutOfPage([[{ k: 'task', lines: [text] }]], mode, face);

const kinds = (layout: PageLayout, kind: Special['k']) =>
  layout.lines.flatMap((l) => l.specials.filter((s) => s.k === kind));
const hardSymbols = (layout: PageLayout) =>
  layout.lines.flatMap((l) => l.specials.flatMap((s) => (s.k === 'sym' && !s.soft ? [s.text] : [])));

describe('the baseline beside a glyph that hangs below it', () => {
  // Cap 30: "x" and "1" of x-height (y 60–79) on the baseline y = 79; a "7" hanging from the
  // x-height to y = 88.
  const x = box(100, 60, 18, 20);
  const seven = box(150, 60, 16, 29);
  const one = box(200, 60, 10, 20);
  const capitals = [0, 20, 40].map((left) => box(300 + left, 50, 15, 30));

  it('puts a hanging figure on the foot of the x-height glyphs level with its top', () => {
    expect(footOf(seven, [x, seven, one, ...capitals], 30)).toBe(79);
  });

  it('keeps the own foot of a glyph with no x-height glyphs standing level beside it', () => {
    // A small glyph level with its top and ending at y = 73 is an exponent, not the x-height: no
    // other glyph stands on its foot.
    const exponent = box(170, 60, 10, 14);
    expect(footOf(seven, [seven, exponent, ...capitals], 30)).toBe(88);
    // On a tilted photo a glyph beside it sits 3 px higher, its foot 5 px higher: as tall within
    // 2 px, it is no x-height glyph under a hanging one.
    const risen = [box(130, 57, 14, 22), box(160, 57, 14, 22)];
    const tilted = box(100, 60, 14, 24);
    expect(footOf(tilted, [tilted, ...risen], 30)).toBe(83);
    // A capital's top is not at the x-height.
    expect(footOf(capitals[0]!, [x, one, ...capitals], 30)).toBe(79);
  });

  it('tells the bars of EB Garamond\'s "|x − 7| = 1" and lifts no "x" after the hanging 7', async () => {
    const layout = await layoutOf('|x - 7| = 1', 'typeset', 'EB Garamond');
    expect(hardSymbols(layout)).toEqual(['|', '-', '|']);
    expect(kinds(layout, 'sup')).toHaveLength(0);
  });

  it('still lifts the exponents after old-style figures', async () => {
    expect(kinds(await layoutOf('4^{2} + 3^{2} - 7^{2}', 'inline', 'EB Garamond'), 'sup')).toHaveLength(3);
    expect(kinds(await layoutOf('(x + 3)^{2} - x^{2}', 'typeset', 'EB Garamond'), 'sup')).toHaveLength(2);
  });
});

describe('a fraction over old-style figures', () => {
  // Cap 27, the text "Izračunaj:" on the baseline y = 250 ending at x = 290; the fraction "3/5"
  // at x 336–372, its bar at y 230–234: the hanging "3" ends a pixel over the bar, the x-high "5"
  // starts 26 px under it.
  const text = [200, 225, 250, 270].map((left) => box(left, 224, 18, 27));
  const numerator = box(350, 198, 13, 28);
  const denominator = box(348, 260, 13, 24);

  it('stacks a hanging numerator and an x-high denominator standing alone at uneven gaps', () => {
    const bar = box(336, 230, 37, 5);
    expect(kinds(analyseLayout([...text, numerator, bar, denominator])!, 'frac')).toHaveLength(1);
  });

  it("takes a bar that the numerator's tail dents (a box 9 px tall, its ink 4 px thick) for a fraction bar", () => {
    const dented: Component = { ...box(336, 226, 37, 9), area: 150 };
    expect(kinds(analyseLayout([...text, numerator, dented, denominator])!, 'frac')).toHaveLength(1);
    // A glyph as thick is no bar.
    const block: Component = box(336, 226, 37, 9);
    expect(kinds(analyseLayout([...text, numerator, block, denominator])!, 'frac')).toHaveLength(0);
  });

  it('leaves the uneven gaps of "≤" over the next line when a glyph stands beside the sign', () => {
    const bar = box(336, 230, 37, 5);
    // "6 ≤": the "6" 20 px left of the bar, level with what stands over it.
    const six = box(296, 198, 18, 28);
    expect(kinds(analyseLayout([...text, six, numerator, bar, denominator])!, 'frac')).toHaveLength(0);
  });
});
