/**
 * How plausible a photo reading is for its instruction and shape. The reader's typical damage —
 * a lost "=", a lost line of a system, two tokens merged into one digit run ("6 · 12" → "612", a
 * lost exponent "7^2" → "72"), a lost fraction operator ("3/6 + 2/5" → "3/62/5") — often leaves a
 * reading that is still a clean, solvable task, but one of a shape printed tasks do not have. Such
 * a reading is not answered confidently: its confidence is scaled by
 *   impossible  ×0.45 (declines: no printed task looks so),
 *   unusual     ×0.8  (stays below 0.9: printed tasks seldom look so),
 *   look-alike-prone ×0.85 (a reading a known misread would produce from another task).
 * Applied to photo readings only (solveRecognizedTextDetailed); typed tasks and the AI check path
 * are not judged (docs/solver-engine.md, "Plausibility").
 */
import type { Intent } from './normalize.js';
import type { TaskKind } from './i18n/messages.js';

export const PLAUSIBILITY = {
  impossible: 0.45,
  unusual: 0.8,
  lookalikeProne: 0.85,
} as const;

export type Doubt = 'impossible' | 'unusual' | 'lookalikeProne';

export interface PlausibilityInput {
  /** The task as normalised (normalize.ts): parts of a system joined with ";". */
  normalized: string;
  intent: Intent | null;
  kind: TaskKind;
  /** The final answer's LaTeX. */
  answer: string;
}

export interface Plausibility {
  /** Product of the doubts' factors, 0..1 (1: nothing doubtful). */
  factor: number;
  /** What was doubtful, e.g. "unusual: merged digit run 618". */
  reasons: string[];
}

/** Whole numbers (not parts of a decimal) in reading order, and whether each stands under a root. */
function wholeNumbers(text: string): { n: string; radicand: boolean }[] {
  return [...text.matchAll(/(?<![\d.])\d+(?![\d.])/g)].map((m) => ({
    n: m[0],
    radicand: /√\s*\(?\s*$/.test(text.slice(0, m.index)),
  }));
}

/** Is n a perfect square? Integer Newton iteration in BigInt: exact at any length, O(log n) steps. */
export function isSquare(n: string): boolean {
  const v = BigInt(n);
  if (v < 2n) return true;
  // Start above the root (2^⌈bits/2⌉) so the iterates fall monotonically to ⌊√v⌋.
  let r = 1n << BigInt(Math.ceil(v.toString(2).length / 2));
  for (;;) {
    const next = (r + v / r) >> 1n;
    if (next >= r) break;
    r = next;
  }
  return r * r === v;
}

type Rule = (input: PlausibilityInput) => { doubt: Doubt; why: string } | null;

const RULES: Rule[] = [
  // "3/6 + 2/5" read as "3/62/5": a printed fraction is never the numerator of another.
  ({ normalized }) => {
    const m = /(?<![\d.])\d+\/\d+\/\d+/.exec(normalized);
    return m ? { doubt: 'impossible', why: `fraction of a fraction ${m[0]}` } : null;
  },
  // An operator right before a minus ("8 * -6", "5 + -3"): printed as "8 · (−6)"; the reader
  // doubled a sign or lost a bracket.
  ({ normalized }) => {
    const m = /[+*/:^]\s*-/.exec(normalized.replace(/[([]\s*-/g, '('));
    return m ? { doubt: 'unusual', why: `operator before a minus "${m[0]}"` } : null;
  },
  // "7 · (55) − 15": a bracket around a lone unsigned number is never printed; the reader lost the
  // sign inside it ("(5 + 5)") or merged two numbers.
  ({ normalized }) => {
    const m = /(?<![a-z√\d])\(\s*\d+(?:\.\d+)?\s*\)(?!\s*\^)/.exec(normalized);
    return m ? { doubt: 'impossible', why: `a lone number in brackets ${m[0]}` } : null;
  },
  // Whole-number coefficients and a fractional solution ("3x + 5y = 42 ; 5x − 3y = −38" gives
  // x = −32/17): printed equations are made to come out even, a lost minus or a misread digit
  // makes them come out uneven. (Quadratics may have irrational roots and are not judged.)
  ({ normalized, kind, answer }) => {
    if (!['linear', 'system', 'inequality', 'proportion'].includes(kind)) return null;
    if (/[/.]/.test(normalized) || !/\\frac/.test(answer)) return null;
    return { doubt: 'unusual', why: 'whole-number coefficients, fractional solution' };
  },
  // A calculation in whole numbers whose divisions do not come out even ("(8 − 5) · 218 : 9").
  ({ normalized, kind, answer }) => {
    if (kind !== 'arithmetic' || !/:/.test(normalized) || /[/.%√^]/.test(normalized)) return null;
    return /\\frac/.test(answer)
      ? { doubt: 'unusual', why: 'a whole-number division that is not even' }
      : null;
  },
  // "7,2 + 2,713": decimals printed side by side have similar lengths; three more decimal places
  // than another number means a lost operator glued two numbers together.
  ({ normalized }) => {
    const places = [...normalized.matchAll(/\d\.(\d+)/g)].map((m) => m[1]!.length);
    if (places.length < 2) return null;
    return Math.max(...places) - Math.min(...places) >= 2
      ? { doubt: 'unusual', why: 'decimals of very different lengths' }
      : null;
  },
  // A number far longer than every other number of the task ("(6 − 5) · 618 : |3 + 3|"): two
  // tokens merged when the sign between them was lost.
  ({ normalized, kind }) => {
    if (kind === 'percent' || kind === 'gcdLcm') return null;
    const numbers = wholeNumbers(normalized);
    if (numbers.length < 2) return null;
    // A long square under a root ("√144") is how roots are printed, not a merge.
    const lengths = numbers
      .map(({ n, radicand }) => (radicand && isSquare(n) ? 1 : n.length))
      .sort((a, b) => b - a);
    // The longest against the typical (median) length of the others: one two-digit number beside
    // it ("(15 − 1) · 815 : (2 + 3)") does not hide the merge.
    const others = lengths.slice(1);
    const typical = others[Math.floor(others.length / 2)]!;
    const longest = lengths[0]!;
    if (longest >= 3 && longest - typical >= 2)
      return { doubt: 'unusual', why: `merged digit run (${longest} digits among ${typical}-digit numbers)` };
    return null;
  },
  // "√1444^2": a power printed right after the root of a number is ambiguous (√(a²) or (√a)²)
  // and seldom printed so; the reader merged the root's number with the next term.
  ({ normalized }) =>
    /√\s*\d+\s*\^/.test(normalized)
      ? { doubt: 'unusual', why: 'a power right after a root of a number' }
      : null,
  // "2/2 · 2/2": a printed fraction is not a whole number in disguise; the reader misread a digit.
  ({ normalized }) => {
    const m = /(?<![\d.])(\d+)\/(\d+)(?![\d.])/g;
    for (const f of normalized.matchAll(m))
      if (f[1] === f[2]) return { doubt: 'unusual', why: `a fraction equal to 1 (${f[0]})` };
    return null;
  },
  // An unknown other than the usual letters ("|r − 2| = 8"): an italic x is often read as r.
  ({ normalized, kind }) => {
    if (!['linear', 'quadratic', 'system', 'inequality', 'proportion', 'absolute'].includes(kind))
      return null;
    const odd = [...new Set(normalized.match(/[a-z]/g) ?? [])].filter((v) => !'xyzabctnmk'.includes(v));
    return odd.length > 0 ? { doubt: 'lookalikeProne', why: `an unusual unknown ${odd.join(', ')}` } : null;
  },
  // A calculation with powers or roots and a two-digit number ending in a usual exponent
  // ("5^2 + 42", "√16 + 24"): the line may well have printed "4^2", its exponent read on the base line.
  ({ normalized, kind }) => {
    if (!/[\^√]/.test(normalized) || /[a-z=<>≤≥]/.test(normalized) || kind === 'percent') return null;
    const m = /(?<![\d.^/√])[1-9][234](?![\d.^]|\s*\/)/.exec(normalized);
    return m ? { doubt: 'lookalikeProne', why: `"${m[0]}" beside powers (a lost exponent?)` } : null;
  },
];

export function judgePlausibility(input: PlausibilityInput): Plausibility {
  let factor = 1;
  const reasons: string[] = [];
  // "NZD(12, 18)" is found by name, not parsed as an expression (solvers/gcd-lcm.ts).
  if (input.kind === 'gcdLcm') return { factor, reasons };
  for (const rule of RULES) {
    const hit = rule(input);
    if (!hit) continue;
    factor *= PLAUSIBILITY[hit.doubt];
    reasons.push(`${hit.doubt}: ${hit.why}`);
  }
  return { factor, reasons };
}
