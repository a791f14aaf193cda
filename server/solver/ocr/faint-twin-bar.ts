/**
 * An "=" one of whose bars the binarisation lost: a thin face's lower bar printed lighter than the
 * upper (Old Standard on squared paper: "3(x − 4) = x − 22" laid out as "3(x − 4) − x − 22"), so
 * the layout takes the bar left for a minus. The photo's grey still shows the lost bar: a faint
 * stroke parallel to the one kept, as long, a stroke's gap away, paper between them and paper
 * beyond its ends (a ruling of squared paper runs on).
 */
import type { Component } from './components.js';
import type { GrayImage, InkImage } from './gray-image.js';
import type { PageLayout, Special } from './math-layout.js';
import { quantile } from './order-statistics.js';

type Box = { left: number; top: number; right: number; bottom: number };

/** The lost bar is darker than the paper by at least this share of the kept bar's contrast… */
const TWIN_DEPTH = 0.35;
/** …and the paper between the bars (and beyond the lost bar's ends) within this share of the paper. */
const PAPER_SLACK = 0.15;

/**
 * Does a faint bar stand parallel to `bar` (a flat piece of ink), above or below it (not both),
 * 2 px to half a cap away: its middle 70 % darker than the paper by `TWIN_DEPTH` of the bar's
 * contrast in 80 % of the columns, with no ink of its own there, paper between, and paper just
 * beyond both its ends?
 */
export function hasFaintTwin(bar: Box, gray: GrayImage, ink: InkImage, cap: number): boolean {
  const length = bar.right - bar.left + 1;
  const thickness = bar.bottom - bar.top + 1;
  if (length < 0.3 * cap || gray.width !== ink.width || gray.height !== ink.height) return false;
  const reach = Math.round(0.5 * cap);
  if (bar.top - reach - 2 < 0 || bar.bottom + reach + 2 >= gray.height) return false;
  if (bar.left - 7 < 0 || bar.right + 7 >= gray.width) return false;
  const at = (x: number, y: number) => gray.data[y * gray.width + x]!;
  const inked = (x: number, y: number) => ink.data[y * ink.width + x] !== 0;
  // The paper: the upper quartile of the grey around the bar, ink left out.
  const around: number[] = [];
  const barGreys: number[] = [];
  for (let y = bar.top - reach; y <= bar.bottom + reach; y++)
    for (let x = bar.left; x <= bar.right; x++) {
      if (y >= bar.top && y <= bar.bottom) {
        if (inked(x, y)) barGreys.push(at(x, y));
      } else if (!inked(x, y)) around.push(at(x, y));
    }
  if (around.length === 0 || barGreys.length === 0) return false;
  const paper = quantile(around, 0.75);
  const contrast = paper - quantile(barGreys, 0.5);
  if (contrast < 30) return false;
  const [from, to] = [bar.left + Math.round(0.15 * length), bar.right - Math.round(0.15 * length)];
  const rowMean = (y: number) => {
    let sum = 0;
    for (let x = from; x <= to; x++) sum += at(x, y);
    return sum / (to - from + 1);
  };
  const rowInked = (y: number) => {
    for (let x = from; x <= to; x++) if (inked(x, y)) return true;
    return false;
  };
  const paperLike = (grey: number) => grey >= paper - PAPER_SLACK * contrast;
  const side = (step: 1 | -1) => {
    const edge = step === 1 ? bar.bottom : bar.top;
    // The darkest row two pixels or more from the bar, within reach.
    let twin = -1;
    for (let d = 2; d <= Math.max(2, reach); d++) {
      const y = edge + step * d;
      if (twin < 0 || rowMean(y) < rowMean(twin)) twin = y;
    }
    if (twin < 0 || rowMean(twin) > paper - TWIN_DEPTH * contrast) return false;
    if (Math.abs(twin - edge) < thickness || rowInked(twin)) return false;
    // Paper between the two bars.
    let gap = false;
    for (let y = edge + step; y !== twin; y += step) gap ||= paperLike(rowMean(y));
    if (!gap) return false;
    // Dark along its length: each column's darkest of the twin's row and its neighbours.
    let dark = 0;
    for (let x = from; x <= to; x++) {
      const grey = Math.min(at(x, twin - 1), at(x, twin), at(x, twin + 1));
      if (grey <= paper - 0.25 * contrast) dark++;
    }
    if (dark < 0.8 * (to - from + 1)) return false;
    // Paper just beyond both ends (ink left out): no ruling running on.
    const beyond = (x0: number, x1: number) => {
      const greys: number[] = [];
      for (let x = x0; x <= x1; x++) if (!inked(x, twin)) greys.push(at(x, twin));
      return greys.length === 0 || paperLike(quantile(greys, 0.5));
    };
    return beyond(bar.left - 6, bar.left - 3) && beyond(bar.right + 3, bar.right + 6);
  };
  return side(-1) !== side(1);
}

/** The layout with each minus told by shape (`sym` "-") that has a faint twin (`hasFaintTwin`) made "=". */
export function restoreFaintEquals(layout: PageLayout, gray: GrayImage, ink: InkImage): PageLayout {
  const equals = (s: Special): Special =>
    s.k === 'sym' &&
    s.text === '-' &&
    s.glyphs.length === 1 &&
    hasFaintTwin(barOf(s.glyphs[0]!), gray, ink, layout.cap)
      ? { ...s, text: '=' }
      : s;
  return { ...layout, lines: layout.lines.map((line) => ({ ...line, specials: line.specials.map(equals) })) };
}

const barOf = (c: Component): Box => ({ left: c.left, top: c.top, right: c.right, bottom: c.bottom });
