/**
 * Exponents the recogniser read as digits in the line: a digit whose ink is raised above the
 * baseline after a base standing on it is the base's exponent ("6 2" over 6² is "6^2"), where the
 * layout could not lift it as a glyph of its own (math-layout.ts).
 */
import type { Component } from './components.js';
import type { RecognizedChar } from './line-recognizer.js';
import { baselineFinder } from './math-layout.js';
import { cx, DIGIT } from './glyph-under.js';

/**
 * Digits the recogniser read in the line whose ink is raised — all of it above the digits'
 * middle, reaching the capitals' top — right after a character standing on the baseline are an
 * exponent it did not mark: "6 2" over 6² is "6^2". This holds where the layout could not lift the
 * exponent as a glyph of its own (a thin "2" broken into pieces, math-layout.ts).
 */
export function markRaisedDigits(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
): RecognizedChar[] {
  const baselineNear = baselineFinder(glyphs, cap);
  if (!baselineNear || chars.length < 2) return chars;
  const pieces = glyphs.flatMap((g) => g.parts ?? [g]);
  const inkOf = (k: number) => {
    const c = chars[k]!;
    const left = k > 0 ? (chars[k - 1]!.x + c.x) / 2 : c.x - 0.4 * cap;
    const right = k + 1 < chars.length ? (c.x + chars[k + 1]!.x) / 2 : c.x + 0.4 * cap;
    return pieces.filter((p) => cx(p) >= left && cx(p) < right);
  };
  const raised = (k: number) => {
    const ink = inkOf(k);
    const baseline = baselineNear(chars[k]!.x);
    return (
      ink.length > 0 &&
      ink.every((p) => p.bottom <= baseline - 0.3 * cap) &&
      Math.min(...ink.map((p) => p.top)) <= baseline - 0.9 * cap
    );
  };
  const onBaseline = (k: number) => {
    const ink = inkOf(k);
    return ink.length > 0 && Math.max(...ink.map((p) => p.bottom)) >= baselineNear(chars[k]!.x) - 0.15 * cap;
  };
  const out: RecognizedChar[] = [];
  for (let k = 0; k < chars.length; k++) {
    const c = chars[k]!;
    const prev = out.at(-1);
    const base = k > 0 && /^[\p{L}\d)]$/u.test(chars[k - 1]!.char) && onBaseline(k - 1);
    if (DIGIT.test(c.char) && prev && (base || prev.char.startsWith('^')) && raised(k)) {
      if (prev.char.startsWith('^') && chars[k - 1] !== undefined && DIGIT.test(chars[k - 1]!.char))
        prev.char = `^(${prev.char.replace(/^\^\(?|\)$/g, '')}${c.char})`;
      else out.push({ ...c, char: `^${c.char}` });
      continue;
    }
    out.push(c);
  }
  // A group of one digit needs no brackets.
  return out.map((c) => (/^\^\(\d\)$/.test(c.char) ? { ...c, char: `^${c.char[2]}` } : c));
}
