/** Ruled lines (worksheet boxes, answer lines) told from the maths on synthetic ink. */
import { describe, expect, it } from 'vitest';
import { labelComponents, type Component } from './components.js';
import type { InkImage } from './gray-image.js';
import { SeededRandom } from '../../../tests/solver-corpus/seeded-random.js';
import { chain, findRules, type Segment } from './rules.js';

const CAP = 20;

function page(width = 400, height = 200) {
  const ink: InkImage = { width, height, data: new Uint8Array(width * height) };
  const fill = (left: number, top: number, right: number, bottom: number) => {
    for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) ink.data[y * width + x] = 1;
  };
  /** A dashed line: dashes of `dash` px with `gap` px between them. */
  const dashedH = (left: number, right: number, y: number, dash = 8, gap = 3) => {
    for (let x = left; x <= right; x += dash + gap) fill(x, y, Math.min(right, x + dash - 1), y + 1);
  };
  const dashedV = (x: number, top: number, bottom: number, dash = 8, gap = 3) => {
    for (let y = top; y <= bottom; y += dash + gap) fill(x, y, x + 1, Math.min(bottom, y + dash - 1));
  };
  /** A solid glyph-like block one cap height tall. */
  const glyph = (left: number, top: number) => fill(left, top, left + 11, top + CAP - 1);
  const rules = () => {
    const labelled = labelComponents(ink);
    return {
      found: findRules(labelled.components, CAP, { width, labels: labelled.labels }),
      all: labelled.components,
    };
  };
  /** A thin-stroked "0": a closed loop 12 px wide, one cap height tall, stroke 2 px. */
  const zero = (left: number, top: number) => {
    fill(left, top, left + 11, top + 1);
    fill(left, top + CAP - 2, left + 11, top + CAP - 1);
    fill(left, top, left + 1, top + CAP - 1);
    fill(left + 10, top, left + 11, top + CAP - 1);
  };
  return { fill, dashedH, dashedV, glyph, zero, rules };
}

const isGlyph = (c: Component) => c.bottom - c.top + 1 === CAP && c.right - c.left + 1 === 12;

describe('findRules', () => {
  it('finds a box of dashed thin rules around a cell, and none of the glyphs inside', () => {
    const p = page();
    p.dashedH(20, 300, 20);
    p.dashedH(20, 300, 120);
    p.dashedV(20, 24, 117);
    p.dashedV(299, 24, 117);
    for (let x = 40; x < 200; x += 16) p.glyph(x, 40);
    for (let x = 40; x < 150; x += 16) p.glyph(x, 80);
    const { found, all } = p.rules();
    const pieces = all.filter((c) => !isGlyph(c));
    expect(pieces.length).toBeGreaterThan(40);
    expect(pieces.every((c) => found.has(c))).toBe(true);
    expect(all.filter(isGlyph).some((c) => found.has(c))).toBe(false);
  });

  it('finds a box whose corner joins two edges into one piece', () => {
    const p = page();
    p.fill(20, 20, 300, 21); // top edge
    p.fill(20, 20, 21, 60); // left side, joined to the top at the corner
    p.dashedV(20, 66, 121);
    p.dashedH(20, 300, 120);
    p.dashedV(299, 24, 121);
    for (let x = 40; x < 200; x += 16) p.glyph(x, 40);
    const { found, all } = p.rules();
    const corner = all.find((c) => c.left === 20 && c.top === 20)!;
    expect(found.has(corner)).toBe(true);
    expect(all.filter(isGlyph).some((c) => found.has(c))).toBe(false);
  });

  it('finds a long answer line after a label', () => {
    const p = page();
    for (let x = 20; x < 120; x += 16) p.glyph(x, 50);
    p.fill(130, 68, 330, 69);
    const { found, all } = p.rules();
    expect([...found].map((c) => [c.left, c.right])).toEqual([[130, 330]]);
    expect(all.filter(isGlyph).some((c) => found.has(c))).toBe(false);
  });

  it('keeps fraction bars, even several on one axis with a minus between them', () => {
    const p = page();
    // Two fractions 2 cap wide and a minus between them: together they span more than 4 caps.
    for (const left of [20, 90]) {
      p.fill(left, 60, left + 39, 61);
      p.glyph(left + 14, 35);
      p.glyph(left + 14, 66);
    }
    p.fill(66, 60, 80, 61);
    const { found } = p.rules();
    expect(found.size).toBe(0);
  });

  it('keeps thin strokes stacked in consecutive lines when no rule meets them', () => {
    const p = page();
    for (const top of [20, 44, 68, 92]) {
      p.fill(50, top, 51, top + CAP - 1); // an "l" or a bar in each line
      p.glyph(60, top);
    }
    expect(p.rules().found.size).toBe(0);
  });

  it("finds a notebook's margin rule broken into dashes down the page, meeting no box", () => {
    const p = page(400, 260);
    // Dashes of uneven length, slightly slanted (a tilted photo), 11 caps long.
    let y = 10;
    for (const dash of [16, 26, 9, 20, 30, 14, 25, 19, 33, 12, 22]) {
      const x = 30 - Math.round(y / 60);
      p.fill(x, y, x + 1, y + dash - 1);
      y += dash + 3;
    }
    for (const top of [20, 60, 100, 140, 180]) for (let x = 50; x < 200; x += 16) p.glyph(x, top);
    const { found, all } = p.rules();
    expect(all.filter((c) => c.right <= 32).every((c) => found.has(c))).toBe(true);
    expect(all.filter(isGlyph).some((c) => found.has(c))).toBe(false);
  });

  it('keeps thin strokes standing in one column line after line at a text pitch', () => {
    const p = page(400, 300);
    for (let top = 10; top < 280; top += 32) {
      p.fill(50, top, 51, top + CAP - 1); // an "l", "1" or "I" opening each line
      p.glyph(60, top);
    }
    expect(p.rules().found.size).toBe(0);
  });

  it('keeps absolute-value bars opening line after line at single spacing (review)', () => {
    const p = page(400, 300);
    // "|x| = 3", "|x − 1| = 2", …: bars 1.4 cap tall at a 1.7 cap pitch ink 82 % of the column.
    const bar = Math.round(1.4 * CAP);
    for (let top = 10; top < 10 + 6 * Math.round(1.7 * CAP); top += Math.round(1.7 * CAP)) {
      p.fill(50, top, 51, top + bar - 1);
      p.glyph(58, top + 3);
    }
    expect(p.rules().found.size).toBe(0);
  });

  it('keeps a run of thin-stroked zeros (2 000 000 : 400), which are no box corners', () => {
    const p = page();
    p.glyph(20, 50); // 2
    for (const x of [44, 60, 76, 100, 116, 132]) p.zero(x, 50);
    p.fill(156, 55, 158, 57); // ":"
    p.fill(156, 63, 158, 65);
    p.glyph(170, 50); // 4
    for (const x of [186, 202]) p.zero(x, 50);
    const { found, all } = p.rules();
    expect(all.length).toBe(12);
    expect(found.size).toBe(0);
  });

  it('keeps a fraction bar broken into two pieces under a long numerator', () => {
    const p = page();
    // (x+1)(x-2) over (x+3): 10 glyphs above, 5 below, centred; the bar has a 2 px gap.
    for (let i = 0; i < 10; i++) p.glyph(20 + 16 * i, 40);
    for (let i = 0; i < 5; i++) p.glyph(60 + 16 * i, 72);
    p.fill(15, 64, 74, 65);
    p.fill(77, 64, 184, 65);
    const { found, all } = p.rules();
    const bars = all.filter((c) => c.top === 64);
    expect(bars.length).toBe(2);
    expect(found.size).toBe(0);
  });
});

/** The quadratic chaining rules.ts used before (every segment against every chain), for comparison. */
function chainQuadratic(
  segments: Segment[],
  start: (s: Segment) => number,
  end: (s: Segment) => number,
  across: (s: Segment) => number,
  gap: number,
  drift: number,
): Segment[][] {
  const chains: { segments: Segment[]; last: Segment }[] = [];
  for (const s of [...segments].sort((a, b) => start(a) - start(b))) {
    let best: (typeof chains)[number] | null = null;
    for (const c of chains) {
      const d = Math.abs(across(c.last) - across(s));
      if (start(s) - end(c.last) > gap || end(s) <= end(c.last) || d > drift) continue;
      if (!best || d < Math.abs(across(best.last) - across(s))) best = c;
    }
    if (best) {
      best.segments.push(s);
      best.last = s;
    } else chains.push({ segments: [s], last: s });
  }
  return chains.map((c) => c.segments);
}

describe('chain', () => {
  it('chains random specks exactly as the quadratic search did', () => {
    const random = new SeededRandom(13);
    let linked = 0;
    for (let round = 0; round < 20; round++) {
      // Dense specks (a dim photo's noise) and dashes, on integer and half-pixel positions.
      const n = 200 + random.int(0, 3000);
      const size = random.int(200, 1600);
      const segments: Segment[] = Array.from({ length: n }, (_, label) => {
        const left = random.int(0, size);
        const top = random.int(0, size);
        const right = left + random.int(0, 12);
        const bottom = top + random.int(0, 3);
        const piece: Component = { label, area: 1, left, top, right, bottom };
        return { piece, left, right, top, bottom };
      });
      const cap = random.int(8, 40);
      const args = [
        (s: Segment) => s.left,
        (s: Segment) => s.right,
        (s: Segment) => (s.top + s.bottom) / 2,
        0.8 * cap,
        Math.max(2, 0.15 * cap),
      ] as const;
      const fast = chain(segments, ...args).map((c) => c.segments.map((s) => s.piece.label));
      const slow = chainQuadratic(segments, ...args).map((c) => c.map((s) => s.piece.label));
      expect(fast).toEqual(slow);
      linked += fast.filter((c) => c.length >= 3).length;
    }
    // The comparison means something only if many specks did chain.
    expect(linked).toBeGreaterThan(100);
  });
});
