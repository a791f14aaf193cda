/**
 * The reading against the ink it stands over: ink read as nothing next to the maths is marked
 * unread, so the engine declines instead of answering what is left ("5 · √64" read "5 · 64"); a
 * short minus read as nothing is put back; characters read over blank paper and points read over
 * raised specks of the photo go.
 */
import { gapAcross, type Component } from './components.js';
import type { RecognizedChar } from './line-recognizer.js';
import { UNREAD_MARK } from '../engine-types.js';
import { baselineFinder } from './math-layout.js';
import { cx, cy, DIGIT, glyphsUnder, glyphUnder, withAdded } from './glyph-under.js';

/** Glyphs over one another in a line: one column of ink. */
export interface Column {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Characters of the maths (digits, signs, brackets), beside which no glyph goes unread. */
const MATHS_CHAR = /^[\d+\-−–·:×÷=<>≤≥()[\]√|/.,^*]/;

/**
 * Ink of a line the recogniser read nothing over, next to the maths (a "√" it dropped: "5 · √64"
 * read "5 · 64"): UNREAD_MARK goes in its place, so the engine declines that task instead of
 * answering what is left. The characters are aligned with the line's columns of ink in order (a
 * column is the glyphs over one another: both bars of "=", the dot and stem of "j"); a character
 * may cover several touching columns' worth ("00" run together) and a column may go without one
 * only at a price, so only a column far from every character is left unread. Columns under the
 * layout's own pieces (exponents, fractions, roots, symbols told by shape), ink lower than half the
 * capitals, pieces almost touching a column read, and ink inside a word are left alone (a soft bar's
 * ink is not the layout's: only the reading settles it).
 */
export function markUnreadInk(
  chars: RecognizedChar[],
  glyphs: Component[],
  specials: readonly { box: { left: number; right: number }; soft?: boolean; text?: string }[],
  cap: number,
): RecognizedChar[] {
  const read = chars.filter((c) => c.char.trim() !== '');
  if (read.length === 0) return chars;
  // A soft bar (math-layout.ts: a bar no taller than the digits) is settled by what the reading has
  // over it and is dropped when that is nothing: its ink must be read like any glyph's. A board's
  // "|x − 1| = 9", its closing bar read as nothing, was answered x = 10 at 0.97 by one look.
  const lifted = specials.filter((s) => !(s.soft && s.text === '|'));
  const underSpecial = (g: Component) => lifted.some((s) => cx(g) >= s.box.left && cx(g) <= s.box.right);
  const columns: Column[] = [];
  for (const g of [...glyphs].filter((g) => !underSpecial(g)).sort((a, b) => a.left - b.left)) {
    const last = columns.at(-1);
    const overlap = last ? Math.min(last.right, g.right) - Math.max(last.left, g.left) : -1;
    if (last && overlap >= 0.3 * Math.min(last.right - last.left + 1, g.right - g.left + 1)) {
      last.left = Math.min(last.left, g.left);
      last.right = Math.max(last.right, g.right);
      last.top = Math.min(last.top, g.top);
      last.bottom = Math.max(last.bottom, g.bottom);
    } else columns.push({ left: g.left, right: g.right, top: g.top, bottom: g.bottom });
  }
  const m = columns.length;
  if (m === 0) return chars;
  const covered = coveredColumns(
    read.map((c) => c.x),
    columns,
    cap,
  );
  // A glyph broken in two side by side (a thick serif "9" whose loop split down its middle) is read
  // as one character standing over the seam between its halves: the two, close and no wider
  // together than a glyph, are that character's. A lost glyph beside a read one ("13" read "3") has
  // the character over the middle of the one read.
  const readAcross = (c: Column, o: Column | undefined) => {
    if (!o || gapAcross(c, o) >= 0.3 * cap) return false;
    const [left, right] = [Math.min(c.left, o.left), Math.max(c.right, o.right)];
    const third = (right - left + 1) / 3;
    return right - left + 1 <= cap && read.some((ch) => ch.x >= left + third && ch.x <= right - third);
  };
  const marks: RecognizedChar[] = [];
  for (const [j, c] of columns.entries()) {
    if (covered.has(j)) continue;
    // Specks, dashes and rulings are not maths the reading lost; neither is a piece of a glyph
    // broken by binarisation, which almost touches a column read ("1 3" of a thin "13").
    if (c.bottom - c.top + 1 < 0.5 * cap) continue;
    // Raised ink after the line's last figure (an exponent the layout did not lift) first: it stands
    // close to that figure, as a broken glyph's piece does, but above it.
    const last = read.at(-1)!;
    if (
      last.x < c.left &&
      /^[\d)]$/.test(last.char) &&
      raisedAfter(c, columns[j - 1], covered.has(j - 1), cap)
    ) {
      marks.push({ char: UNREAD_MARK, x: (c.left + c.right) / 2, p: 0 });
      continue;
    }
    const near = (k: number) => {
      const o = columns[k];
      return !!o && covered.has(k) && gapAcross(c, o) < 0.15 * cap;
    };
    if (near(j - 1) || near(j + 1)) continue;
    if (readAcross(c, columns[j - 1]) || readAcross(c, columns[j + 1])) continue;
    const left = read.filter((ch) => ch.x < c.left).at(-1);
    const right = read.find((ch) => ch.x > c.right);
    const maths = (ch: RecognizedChar | undefined) => !!ch && MATHS_CHAR.test(ch.char);
    const letter = (ch: RecognizedChar | undefined) => !!ch && /^\p{L}/u.test(ch.char);
    if (!left || !right || letter(left) || letter(right)) continue;
    if (!maths(left) || !maths(right)) continue;
    marks.push({ char: UNREAD_MARK, x: (c.left + c.right) / 2, p: 0 });
  }
  if (marks.length === 0) return chars;
  return [...chars, ...marks].sort((a, b) => a.x - b.x);
}

/**
 * Is the column raised ink right after the column before it, a figure or bracket read: its foot
 * 0.3 cap or more over that column's, its top 0.1 cap over that column's top, within a cap of it. At a
 * line's end nothing is read after it, so it would be lost unmarked: Caslon's "4²" ending a line,
 * its thin 2 broken into two pieces the layout took for no exponent, read "− 4" by both looks.
 */
function raisedAfter(c: Column, before: Column | undefined, read: boolean, cap: number): boolean {
  if (!before || !read || before.bottom - before.top + 1 < 0.6 * cap) return false;
  return (
    c.bottom <= before.bottom - 0.3 * cap && c.top < before.top - 0.1 * cap && c.left - before.right <= cap
  );
}

/**
 * Characters read over blank paper — where the layout lifted a piece out of the line's image (a
 * radical, a fraction, a times dot), the recogniser sometimes reads a character into the gap
 * ("3 · 個 √121"): a character farther than `reach` cap heights from every glyph of the line goes.
 */
export function dropCharsOverBlank(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
  reach = 0.8,
): RecognizedChar[] {
  if (glyphs.length === 0) return chars;
  return chars.filter((c) => c.char.trim() === '' || glyphUnder(c.x, glyphs, reach * cap) !== null);
}

/**
 * A point or comma read between an operator and a figure ("−6x −.15" over "−6x − 15") over a
 * speck raised off the baseline is neither a decimal mark (which sits on the baseline, after a
 * figure: "0,15") nor a times dot (which stands between two operands): a speck of the photo, which
 * goes. Only a speck no larger than a fifth of the capitals both ways, its bottom a quarter cap or
 * more above the baseline.
 */
export function dropStraySpecks(chars: RecognizedChar[], glyphs: Component[], cap: number): RecognizedChar[] {
  const baselineNear = baselineFinder(glyphs, cap);
  if (!baselineNear) return chars;
  const read = chars.filter((c) => c.char.trim() !== '');
  const under = glyphsUnder(read, glyphs, cap);
  const stray = new Set(
    read.filter((c, i) => {
      const g = under[i];
      if (!/^[.,]$/.test(c.char) || !g || !/^[-−–+=(<>≤≥:]$/.test(read[i - 1]?.char ?? '')) return false;
      if (!DIGIT.test(read[i + 1]?.char ?? '')) return false;
      if (g.right - g.left + 1 > 0.2 * cap || g.bottom - g.top + 1 > 0.2 * cap) return false;
      // The baseline there: no lower than the foot of any letter or figure read near it (old-style
      // figures hang below it — GFS Bodoni's ".5" — and would set it low, lifting a decimal point).
      const feet = read.flatMap((o, k) => {
        const og = under[k];
        if (!og || og === g || !/^[\p{L}\d×]$/u.test(o.char) || og.bottom - og.top + 1 < 0.4 * cap) return [];
        return Math.abs(cx(og) - cx(g)) <= 3 * cap ? [og.bottom] : [];
      });
      return g.bottom < Math.min(baselineNear(cx(g)), ...feet) - 0.25 * cap;
    }),
  );
  return stray.size === 0 ? chars : chars.filter((c) => !stray.has(c));
}

/**
 * A short minus read as nothing ("6² − 4²" read "6^2 4^2": a hyphen of a slab face, shorter and
 * thicker than the layout's minus): a flat mark — wider than tall, a fifth of a capital long or
 * more — at mid-height, alone in its column ("=" has a second bar), with nothing read over it and
 * an operand read close on each side, is "-".
 */
export function restoreLostMinus(
  chars: RecognizedChar[],
  glyphs: Component[],
  specials: readonly { box: { left: number; right: number } }[],
  cap: number,
): RecognizedChar[] {
  const baselineNear = baselineFinder(glyphs, cap);
  if (!baselineNear) return chars;
  const read = chars.filter((c) => c.char.trim() !== '');
  const added: RecognizedChar[] = [];
  for (const g of glyphs) {
    const [w, h] = [g.right - g.left + 1, g.bottom - g.top + 1];
    if (h > 0.25 * cap || w < 1.4 * h || w < 0.2 * cap || w > 1.2 * cap) continue;
    const baseline = baselineNear(cx(g));
    if (cy(g) > baseline - 0.15 * cap || cy(g) < baseline - 0.65 * cap) continue;
    if (specials.some((s) => cx(g) >= s.box.left && cx(g) <= s.box.right)) continue;
    const alone = !glyphs.some(
      (o) =>
        o !== g &&
        Math.min(o.right, g.right) - Math.max(o.left, g.left) >= 0 &&
        Math.max(o.top - g.bottom, g.top - o.bottom) < 0.8 * cap,
    );
    if (!alone) continue;
    if (read.some((c) => c.x >= g.left - 0.15 * cap && c.x <= g.right + 0.15 * cap)) continue;
    const left = read.filter((c) => c.x < g.left).at(-1);
    const right = read.find((c) => c.x > g.right);
    if (!left || !right || g.left - left.x > 1.5 * cap || right.x - g.right > 1.5 * cap) continue;
    if (!/^[\d)|\]²³xy]$/.test(left.char) || !/^[\d(|[√xy]$/.test(right.char)) continue;
    added.push({ char: '-', x: cx(g), p: 0.5 });
  }
  return withAdded(chars, added);
}

/**
 * The columns of ink the characters at `xs` (in reading order) stand over, by the least-cost
 * alignment `markUnreadInk` describes: a column passed over without a character costs 0.6 cap, a
 * character over no column as much, a character off its column the distance.
 */
export function coveredColumns(xs: readonly number[], columns: readonly Column[], cap: number): Set<number> {
  const n = xs.length;
  const m = columns.length;
  const unreadCost = 0.6 * cap;
  const strayCost = 0.6 * cap;
  // (Round 23: the table in flat typed arrays and each character's distances to the columns
  // worked out once; the same sums in the same order as the nested arrays before it:
  // unread-ink.equivalence.test.ts.)
  const width = m + 1;
  const dist = new Float64Array(n * m);
  for (let i = 0; i < n; i++) {
    const x = xs[i]!;
    for (let j = 0; j < m; j++) {
      const c = columns[j]!;
      dist[i * m + j] = x < c.left ? c.left - x : x > c.right ? x - c.right : 0;
    }
  }
  // f[i][j]: least cost with read[0..i] placed and the last placed character over column j
  // (j = m: none placed yet); columns passed over without a character cost unreadCost each.
  const f = new Float64Array((n + 1) * width).fill(Infinity);
  const from = new Int32Array((n + 1) * width).fill(-1);
  const stray = new Uint8Array((n + 1) * width);
  f[m] = 0;
  for (let i = 0; i < n; i++) {
    const row = i * width;
    const next = row + width;
    const distRow = i * m;
    for (let j = 0; j <= m; j++) {
      const here = f[row + j]!;
      if (here === Infinity) continue;
      // The character stands over nothing (a space's neighbour, ink under a special).
      if (here + strayCost < f[next + j]!) {
        f[next + j] = here + strayCost;
        from[next + j] = j;
        stray[next + j] = 1;
      }
      const first = j === m ? 0 : j;
      const passed = j === m ? 0 : j + 1;
      for (let k = first; k < m; k++) {
        const skipped = k - passed;
        const cost = here + dist[distRow + k]! + Math.max(0, skipped) * unreadCost;
        if (cost < f[next + k]!) {
          f[next + k] = cost;
          from[next + k] = j;
          stray[next + k] = 0;
        }
      }
    }
  }
  const last = n * width;
  let best = m;
  for (let j = 0; j <= m; j++) {
    const total = (j2: number) => f[last + j2]! + (j2 === m ? m : m - 1 - j2) * unreadCost;
    if (total(j) < total(best)) best = j;
  }
  const covered = new Set<number>();
  for (let i = n, j = best; i > 0; i--) {
    const prev = from[i * width + j]!;
    if (j !== m && !stray[i * width + j]) covered.add(j);
    j = prev;
  }
  return covered;
}
