/**
 * A book's page number (docs/solver.md, "Open books"): a bare number of one to three figures at
 * the foot of the page, below all its text. Read as a line, it was joined to the last task as
 * `21 − (5 − 1) × 5 ⁇ 73` (declined) or counted as a task of its own.
 */
import type { Box } from './math-layout.js';

const BARE_NUMBER = /^\d{1,3}$/;
/** Paper between it and the text above it, in caps: a folio stands apart at the page's foot. */
const APART = 0.4;

/** The lines without a page number standing alone under all the others; the same lines otherwise. */
export function withoutPageNumber<L extends { text: string; box: Box }>(lines: L[], cap: number): L[] {
  if (lines.length < 2) return lines;
  const lowest = lines.reduce((a, b) => (b.box.top > a.box.top ? b : a));
  if (!BARE_NUMBER.test(lowest.text.trim())) return lines;
  const others = lines.filter((l) => l !== lowest);
  const textFoot = Math.max(...others.map((l) => l.box.bottom));
  return lowest.box.top - textFoot >= APART * cap ? others : lines;
}
