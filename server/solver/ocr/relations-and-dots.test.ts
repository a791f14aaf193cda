/** "≤" read as "<", a times dot read as a point, a colon read as a semicolon. */
import { describe, expect, it } from 'vitest';
import type { Component } from './components.js';
import { hasFootBar, restoreColons, restoreOrEqual, restoreTimesDots } from './relations-and-dots.js';
import { at, glyph, text } from '../test-support/ink-glyphs.js';
import { asciiPage } from './test-support/ascii-ink.js';

describe('"≤" read as "<"', () => {
  /** A 20 × 20 glyph drawn on a 40 px wide label image: a "<" (two arms), with a foot bar or not. */
  function drawn(foot: boolean) {
    const width = 40;
    const labels = new Int32Array(width * 30);
    const g = glyph(5, 24, 5, 24);
    for (let y = 5; y <= 20; y++) {
      // The arms meet at the left, at mid-height.
      const x = 5 + Math.round(Math.abs(y - 12.5) * 2.5);
      labels[y * width + x] = g.label;
      labels[y * width + x + 1] = g.label;
    }
    if (foot) for (let x = 5; x <= 24; x++) for (const y of [23, 24]) labels[y * width + x] = g.label;
    return { g, ink: { width, labels } };
  }

  it('finds the under-bar of "≤" and none under "<"', () => {
    const withBar = drawn(true);
    expect(hasFootBar(withBar.g, withBar.ink)).toBe(true);
    const plain = drawn(false);
    expect(hasFootBar(plain.g, plain.ink)).toBe(false);
  });

  it('finds no under-bar in the full bottom row of a short, wide, heavy ">" (Andika)', () => {
    // 14 × 13 px, arms 3 px thick at a shallow slope: the lower arm's last rows run 11 px from
    // the left edge, as full as a bar but ending short of the right side.
    const width = 40;
    const labels = new Int32Array(width * 30);
    const g = glyph(5, 18, 5, 17);
    for (let y = 5; y <= 17; y++) {
      const tip = 5 + Math.round((6 - Math.abs(y - 11)) * (13 / 6));
      for (let x = tip; x <= Math.min(18, tip + (y === 17 ? 10 : 4)); x++) labels[y * width + x] = g.label;
    }
    expect(hasFootBar(g, { width, labels })).toBe(false);
    expect(text(restoreOrEqual([at('>', g)], [g], 20, { width, labels }))).toBe('>');
  });

  it('turns "<" read over a glyph with an under-bar into "≤", and leaves a plain "<"', () => {
    const withBar = drawn(true);
    expect(text(restoreOrEqual([at('<', withBar.g)], [withBar.g], 30, withBar.ink))).toBe('≤');
    const plain = drawn(false);
    expect(text(restoreOrEqual([at('<', plain.g)], [plain.g], 30, plain.ink))).toBe('<');
  });
});

describe('a heavy ">" whose lower arm fills a row above its bottom (Sora)', () => {
  // From a tune photo in Sora (cap 18): "2x + 1 > −1", which both looks read "≥".
  const SORA_GREATER = [
    '#####.......',
    '########....',
    '.##########.',
    '..#########.',
    '.....#######',
    '.......#####',
    '......######',
    '..#########.',
    '.##########.',
    '.########...',
    '.####.......',
  ];
  // The same chevron with its under-bar joined: "≥".
  const JOINED = [...SORA_GREATER, '.......#####', '############', '############'];

  it('leaves ">" over it and keeps "≥" read over it (its bar may be lost in the ink) or over a joined bar', () => {
    const { ink, draw } = asciiPage(200);
    const chevron = draw(SORA_GREATER, 10, 5);
    expect(hasFootBar(chevron, ink)).toBe(true);
    expect(text(restoreOrEqual([at('>', chevron)], [chevron], 18, ink))).toBe('>');
    expect(text(restoreOrEqual([at('≥', chevron)], [chevron], 18, ink))).toBe('≥');
    const joined = draw(JOINED, 40, 5);
    expect(text(restoreOrEqual([at('>', joined)], [joined], 18, ink))).toBe('≥');
    expect(text(restoreOrEqual([at('≥', joined)], [joined], 18, ink))).toBe('≥');
  });
});

describe('"≤" whose under-bar stands apart (PT Mono)', () => {
  it('turns "<" into "≤" over a thin piece as wide under its arms, not over a minus beside them', () => {
    const width = 60;
    const ink = { width, labels: new Int32Array(width * 40) };
    const arms = glyph(5, 23, 4, 24);
    // PT Mono: the bar slanted, 18 × 12 px, its top below the arms' middle, 7 px below their foot.
    const bar = glyph(6, 23, 20, 31);
    expect(text(restoreOrEqual([at('<', arms)], [arms, bar], 33, ink))).toBe('≤');
    // A minus after the sign, or the next line's ink a cap below, is no under-bar.
    const minus = glyph(30, 42, 15, 17);
    expect(text(restoreOrEqual([at('<', arms)], [arms, minus], 33, ink))).toBe('<');
    const below = glyph(5, 23, 40, 52);
    expect(text(restoreOrEqual([at('<', arms)], [arms, below], 33, ink))).toBe('<');
  });
});

describe('times dots', () => {
  it('reads a "." at mid-height between a number and a bar as "·", one on the baseline as a point', () => {
    const [three, dot, bar] = [glyph(0, 19), glyph(26, 30, 13, 17), glyph(36, 39, -3, 33)];
    const low = glyph(26, 30, 26, 30);
    const line = (d: Component) => [at('3', three), at('.', d), at('|', bar)];
    expect(text(restoreTimesDots(line(dot), [three, dot, bar], 30))).toBe('3·|');
    expect(text(restoreTimesDots(line(low), [three, low, bar], 30))).toBe('3.|');
  });
});

describe('a colon read as a semicolon', () => {
  // Cap 30: a letter with its dot and a "5" standing on the baseline y = 30, the mark
  // read ";" between them.
  const j = glyph(0, 10, 8, 30);
  const jDot = glyph(4, 8, 0, 4);
  const five = glyph(60, 79, 0, 30);
  const line = () => [at('j', j), { char: ';', x: 30, p: 0.5 }, at('5', five)];

  it('reads ";" over two round dots, the lower on the baseline, as ":" ("Izračunaj; 5")', () => {
    const upper = glyph(27, 33, 8, 14);
    const lower = glyph(27, 33, 24, 30);
    expect(text(restoreColons(line(), [j, jDot, upper, lower, five], 30))).toBe('j:5');
  });

  it('keeps a semicolon whose comma is taller than wide and hangs below the baseline', () => {
    const upper = glyph(27, 33, 8, 14);
    const comma = glyph(26, 32, 24, 40);
    expect(text(restoreColons(line(), [j, jDot, upper, comma, five], 30))).toBe('j;5');
  });
});
