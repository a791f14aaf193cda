/**
 * A book's page number (docs/solver.md, "Open books"): a bare number of one to three figures at
 * the foot of the page, below all its text. Read as a line, it was joined to the last task as
 * `21 − (5 − 1) × 5 ⁇ 73` (declined) or counted as a task of its own. A number as big as the
 * text close under it, or under a line that goes on into it, is the task's (review, round 18).
 */
import type { Box } from './math-layout.js';

const BARE_NUMBER = /^\d{1,3}$/;
/** Paper between it and the text above it, in caps: a folio stands apart at the page's foot. */
const APART = 0.4;
/** ... unless it is set smaller than the text (a folio's type), it must stand this far apart (caps). */
const FAR_APART = 1.5;
/** A folio's figures are smaller than the text's capitals (shares of the cap). */
const SMALL = 0.85;
/** A line that goes on into the number under it: `broj:`, `48 i`, `… =`, `… +` (a word, not a term's letter: `+ 7x`). */
const GOES_ON = /(?:[:=+\-−·×÷/(]|(?:^|\s)\p{L}+)$/u;

/** The lines without a page number standing alone under all the others; the same lines otherwise. */
export function withoutPageNumber<L extends { text: string; box: Box }>(lines: L[], cap: number): L[] {
  if (lines.length < 2) return lines;
  const lowest = lines.reduce((a, b) => (b.box.top > a.box.top ? b : a));
  if (!BARE_NUMBER.test(lowest.text.trim())) return lines;
  const others = lines.filter((l) => l !== lowest);
  const lowestOf = (ls: L[]) => ls.reduce((a, b) => (b.box.bottom > a.box.bottom ? b : a));
  // A task's number broken onto a line of its own (`Rastavi na proste činioce broj:` / `360`): the
  // line over the number, not a facing page's words beside it.
  const over = others.filter((l) => l.box.left <= lowest.box.right && l.box.right >= lowest.box.left);
  if (over.length > 0 && GOES_ON.test(lowestOf(over).text.trim())) return lines;
  const gap = lowest.box.top - lowestOf(others).box.bottom;
  const small = lowest.box.bottom - lowest.box.top + 1 <= SMALL * cap;
  return gap >= FAR_APART * cap || (small && gap >= APART * cap) ? others : lines;
}
