/**
 * A ruler lying upright across a page's left edge (`pribor`, round 22) shows its centimetre and
 * half-centimetre ticks over the margin: short flat bars one above another, down the page at the
 * ruler's pitch. Those beside a line of print chained into it and were read as minus signs before
 * the task (`--2 · |−8| − |3 − 19|` answered −32; `-- x² + 10x + 24 = 0`). A column of minus signs
 * or dash bullets opening lines stands one to a line; a ruler's ticks go on between the lines too.
 */
import { componentHeight as height, componentWidth as width, type Component } from './components.js';
import { median } from './order-statistics.js';

/** Ticks in one column: at least this many, this many of them with no print beside them. */
const MIN_TICKS = 8;
const MIN_ALONE = 3;
/** The widest gap between two ticks one above the other, in caps; how far most gaps stay from the median. */
const MAX_PITCH = 2.6;
const MAX_PITCH_RATIO = 2.5;

/** A short flat bar: a tick, a minus, a dash. */
function flatBar(c: Component, cap: number): boolean {
  return height(c) <= 0.4 * cap && width(c) <= 1.5 * cap && width(c) >= 1.2 * height(c);
}

/** The bars of columns of ruler ticks among a page's components. */
export function findRulerTicks(components: readonly Component[], cap: number): Set<Component> {
  const tall = components.filter((c) => height(c) >= 0.45 * cap);
  // A fraction's bar has its figures on it and under it: a column of stacked fractions (`6/8`,
  // `9/12`, … under `Skrati razlomke:`) set 2.5 caps apart is no ruler (review 22).
  const stacked = (b: Component, side: 1 | -1) =>
    tall.some((g) => {
      const gap = side < 0 ? b.top - g.bottom : g.top - b.bottom;
      return g.left <= b.right && g.right >= b.left && gap >= 0 && gap <= 0.5 * cap;
    });
  const bars = components
    .filter((c) => flatBar(c, cap) && !(stacked(c, -1) && stacked(c, 1)))
    .sort((a, b) => a.top - b.top);
  // Print beside a bar: a glyph of text at its height within four caps on either side (an
  // equals sign's bars have the print before them, a minus or a dash the print after it).
  const beside = (b: Component) => {
    const y = (b.top + b.bottom) / 2;
    return tall.some(
      (g) =>
        g.top - 0.3 * cap <= y &&
        g.bottom + 0.3 * cap >= y &&
        ((g.left > b.right && g.left - b.right <= 4 * cap) ||
          (g.right < b.left && b.left - g.right <= 4 * cap)),
    );
  };
  const next = new Map<Component, Component>();
  const taken = new Set<Component>();
  for (const [i, b] of bars.entries()) {
    // The nearest bar below that overlaps it across: the next tick of its column.
    for (let j = i + 1; j < bars.length; j++) {
      const c = bars[j]!;
      if (c.top - b.top > MAX_PITCH * cap) break;
      if (c.top - b.top < 0.5 * cap || c.left > b.right || c.right < b.left || taken.has(c)) continue;
      next.set(b, c);
      taken.add(c);
      break;
    }
  }
  const ticks = new Set<Component>();
  for (const start of bars) {
    if (taken.has(start)) continue;
    const column: Component[] = [start];
    for (let c = next.get(start); c; c = next.get(c)) column.push(c);
    if (column.length < MIN_TICKS) continue;
    const pitches = column.slice(1).map((c, k) => c.top - column[k]!.top);
    // At the ruler's pitch, mostly: a tick lost or split doubles or halves a gap here and there.
    const pitch = median(pitches);
    const even = pitches.filter((p) => p >= pitch / MAX_PITCH_RATIO && p <= pitch * MAX_PITCH_RATIO);
    if (even.length < 0.75 * pitches.length) continue;
    if (column.filter((b) => !beside(b)).length < MIN_ALONE) continue;
    for (const b of column) ticks.add(b);
  }
  return ticks;
}
