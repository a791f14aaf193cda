import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { describeItem, HELDOUT_LAYOUTS } from './corpus.js';
import { familiesOf, FONT_FAMILIES, HELDOUT4_MATHS_FONTS, type MathsFont } from './fonts.js';
import { latexBlock, LATEX_MATHS_PACKAGES, type LatexFont } from './latex-svg.js';
import { composePage, type Cell } from './page.js';

const FULL =
  '\\displaystyle \\begin{cases} x + y = 9 \\\\ x - y = 3 \\end{cases} \\frac{3}{4} \\cdot \\sqrt{49} : 7^{2} \\le 5 \\text{ čćšžđ }';

describe('maths set by real LaTeX (latex-svg.ts)', { timeout: 30_000 }, () => {
  it.each(Object.keys(LATEX_MATHS_PACKAGES) as LatexFont[])(
    '%s sets braces, fractions, radicals and Serbian letters as outlines, baseline placed',
    async (font) => {
      const block = await latexBlock(FULL, 10, 100, 40, '#123456', font);
      expect(block.svg).not.toContain('<text');
      expect(block.svg.match(/<path /g)?.length ?? 0).toBeGreaterThan(10);
      expect(block.svg).toContain('fill="#123456"');
      // A brace over two lines: more below the baseline than a plain line, and above it.
      expect(block.descent).toBeGreaterThan(10);
      expect(block.ascent).toBeGreaterThan(block.descent);
      // The block's top is `ascent` above the baseline at y = 100.
      const top = Number(/<svg x="[\d.]+" y="([\d.-]+)"/.exec(block.svg)![1]);
      expect(top).toBeCloseTo(100 - block.ascent, 0);
    },
  );

  it('scales with the page size and keeps two blocks of one page apart (glyph ids prefixed)', async () => {
    const small = await latexBlock('\\frac{1}{2}', 0, 0, 20, '#000', 'latex-pazo');
    const large = await latexBlock('\\frac{1}{2}', 0, 0, 40, '#000', 'latex-pazo');
    expect(large.width).toBeCloseTo(small.width * 2, 3);
    const other = await latexBlock('\\sqrt{2}', 0, 0, 40, '#000', 'latex-pazo');
    const ids = (svg: string) => [...svg.matchAll(/id='([^']*)'/g)].map((m) => m[1]);
    const shared = ids(large.svg).filter((id) => ids(other.svg).includes(id));
    expect(ids(large.svg).length).toBeGreaterThan(0);
    expect(shared).toEqual([]);
  });

  it('says which TeX LaTeX refused', async () => {
    await expect(latexBlock('\\nosuchmacro{1}', 0, 0, 40, '#000', 'latex-px')).rejects.toThrow(
      /LaTeX could not set \\nosuchmacro/,
    );
  });

  it('draws a page of a task set by LaTeX with ink where the maths is', async () => {
    const rows: Cell[][] = [
      [{ k: 'prose', text: 'Reši sistem:' }],
      [{ k: 'task', lines: ['x + y = 9', 'x - y = 3'] }],
    ];
    const page = await composePage({
      rows,
      mode: 'tex',
      print: { minus: '−', times: '·', divide: ':' },
      face: 'TeX Gyre Pagella',
      size: 40,
      ink: '#000',
      paper: '#fff',
      mathsFont: 'latex-px',
    });
    const { info } = await sharp(Buffer.from(page.svg))
      .trim({ threshold: 40 })
      .toBuffer({ resolveWithObject: true });
    expect(info.height).toBeGreaterThan(100); // the prose line and the two-line system
  });
});

describe.each([
  ['heldout4', 4],
  ['heldout5', 5],
  ['heldout6', 6],
  ['heldout7', 7],
  ['heldout8', 8],
  ['heldout9', 9],
  ['heldout10', 10],
] as const)('%s (round %d)', (part, round) => {
  const plans = Array.from({ length: 140 }, (_, i) => describeItem(part, i));
  const heldOut = (id: string) => FONT_FAMILIES.find((f) => f.id === id)!.split === 'heldout';
  /**
   * The held-out groups of the round: all but `tex` (tuned on from round 4), none of a later round,
   * and from round 8 none of the groups tuned on since.
   */
  const roundGroups = familiesOf('heldout').filter(
    (f) => f.id !== 'tex' && (f.round ?? 0) <= round && !(f.tunedFrom === 8 && round >= 8),
  );

  it("draws its round's groups and not the tex group, whose Computer Modern is tuned on from round 4", () => {
    const drawn = new Set(
      plans.filter((p) => heldOut(p.family) && !HELDOUT_LAYOUTS.includes(p.layout)).map((p) => p.family),
    );
    expect([...drawn].sort()).toEqual(roundGroups.map((f) => f.id).sort());
    expect(plans.some((p) => p.family === 'tex')).toBe(false);
  });

  it('gives every group maths photos and not-maths photos (the round-robin does not follow the not-maths period)', () => {
    const all = Array.from({ length: 960 }, (_, i) => describeItem(part, i));
    // What each group would get of the round-robin photos (not the held-out layouts, every 7th) if shared evenly.
    const fairShare = ((all.length * 5) / 7 / roundGroups.length) * 0.9;
    for (const { id } of roundGroups) {
      const of = all.filter((p) => p.family === id && !HELDOUT_LAYOUTS.includes(p.layout));
      expect(of.filter((p) => p.layout === 'not-maths').length, id).toBeGreaterThan(0);
      expect(of.filter((p) => p.layout !== 'not-maths').length, id).toBeGreaterThan(fairShare / 2);
    }
  });

  it('sets the latex group by real LaTeX in Palatino maths, and no other page by TeX', () => {
    for (const p of plans) {
      if (p.family === 'latex') expect(HELDOUT4_MATHS_FONTS).toContain(p.mathsFont as MathsFont);
      else expect(p.mode).not.toBe('tex');
    }
  });
});
