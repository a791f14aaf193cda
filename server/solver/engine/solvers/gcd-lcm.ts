/**
 * Greatest common divisor and least common multiple (NZD / NZS) of two or three whole numbers,
 * the school way: each number as a product of primes, then the common primes with their smallest
 * exponents (NZD) or every prime with its largest exponent (NZS). Checked by Euclid's algorithm.
 */
import { addStep, ilm, type Ctx } from '../context.js';
import { Unsupported } from '../surd.js';
import { CheckFailed, difficultyFor, type SolverOutput } from './types.js';

/** NZD / NZS and their names in the languages the app offers (and English, German, French). */
const NAMES: [RegExp, 'gcd' | 'lcm'][] = [
  [/^(nzd|gcd|hcf|ggt|pgcd|нзд|нод|ebob|pmp|d)$/i, 'gcd'],
  [/^(nzs|lcm|kgv|ppcm|нзс|нок|ekok|shvp|v)$/i, 'lcm'],
];

export interface GcdLcmTask {
  op: 'gcd' | 'lcm';
  numbers: bigint[];
  /** The bracket's numbers stand apart by a space alone ("(28 19)"): the comma read as nothing. */
  separatorLost?: boolean;
}

/** "NZD(12, 18)", "NZS (4, 6, 8)", "gcd(12 18)" (a lost comma) anywhere in a task line. */
export function findGcdLcm(text: string): GcdLcmTask | null {
  const m =
    /([A-Za-zА-Яа-я]{1,4})\s*[([]\s*(\d{1,6})(\s*[,;.]?\s*)(\d{1,6})(?:(\s*[,;.]?\s*)(\d{1,6}))?\s*[)\]]/u.exec(
      text,
    );
  if (!m) return worded(text);
  // A call inside arithmetic ("2 · NZD(12, 18) + 1") is not this task: its value is not the answer.
  const before = text.slice(0, m.index);
  const after = text.slice(m.index + m[0].length);
  if (/[+\-−*·×/^]\s*$/.test(before) || /^\s*[+\-−*·×/:^\d]/.test(after)) return null;
  const op = NAMES.find(([re]) => re.test(m[1]!))?.[1];
  if (!op) return null;
  // (A bracket read square on a photo is still the call's: "NZD(30, 42]".)
  // "(12 18)" needs the space: "(1218)" is one number, not a call of 121 and 8 (review, round 19).
  if ([m[3], m[5]].some((s) => s === '')) return null;
  const numbers = [m[2], m[4], m[6]].filter((x): x is string => x !== undefined).map((x) => BigInt(x));
  const separatorLost = [m[3], m[5]].some((s) => s !== undefined && !/[,;.]/.test(s));
  return { op, numbers, separatorLost };
}

/** Words between a worded call's name and its numbers ("NZD brojeva 12 i 18", "the GCD of 12 and 18"). */
const OF_NUMBERS = String.raw`(?:(?:brojeva|бројева|broja|of(?:\s+the\s+numbers)?|der\s+zahlen|von|des\s+nombres|de)\s+)?`;
/** "i", "и", "and" ... or a comma between a worded call's numbers. */
const AND = String.raw`\s*(?:,\s|\s(?:i|и|and|und|et|e|ve|dhe)\s)\s*`;
/** "Izračunaj NZD brojeva 12 i 18.": the call in words, ending the task (a name of three letters or more). */
export const WORDED = new RegExp(
  String.raw`(?<!\p{L})(\p{L}{3,4})\s+${OF_NUMBERS}(\d{1,6})${AND}(\d{1,6})(?:${AND}(\d{1,6}))?\s*[.?!]?\s*$`,
  'iu',
);

/**
 * What every text WORDED matches ends with (its last number, a stop at most): tested first, as
 * WORDED's search from every letter is slow on long lines that cannot match (round 23; the same
 * verdicts: gcd-lcm.test.ts).
 */
export const WORDED_END = /\d\s*[.?!]?\s*$/u;

export function worded(text: string): GcdLcmTask | null {
  if (!WORDED_END.test(text)) return null;
  const m = WORDED.exec(text);
  const op = m && NAMES.find(([re]) => re.test(m[1]!))?.[1];
  if (!m || !op) return null;
  // (A comma needs a space after it: "12,5 i 3" holds a decimal.)
  const numbers = [m[2], m[3], m[4]].filter((x): x is string => x !== undefined).map((x) => BigInt(x));
  return { op, numbers };
}

function factorize(n: bigint): Map<bigint, number> {
  const out = new Map<bigint, number>();
  let rest = n;
  for (let p = 2n; p * p <= rest; p++) {
    while (rest % p === 0n) {
      out.set(p, (out.get(p) ?? 0) + 1);
      rest /= p;
    }
  }
  if (rest > 1n) out.set(rest, (out.get(rest) ?? 0) + 1);
  return out;
}

function factorsLatex(f: Map<bigint, number>): string {
  if (f.size === 0) return '1';
  return [...f]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([p, e]) => (e === 1 ? `${p}` : `${p}^{${e}}`))
    .join(' \\cdot ');
}

const euclid = (a: bigint, b: bigint): bigint => (b === 0n ? a : euclid(b, a % b));

export function solveGcdLcm(task: GcdLcmTask, ctx: Ctx): SolverOutput {
  const { op, numbers } = task;
  if (numbers.some((n) => n <= 0n || n > 10_000_000n)) throw new Unsupported('gcd/lcm of these numbers');
  const name = ctx.m.words[op];
  const call = `\\text{${name}}\\left(${numbers.join(', ')}\\right)`;
  ctx.concepts.add('primeFactors');
  const factors = numbers.map(factorize);
  const listed = numbers.map((n, i) => `${n} = ${factorsLatex(factors[i]!)}`).join(', \\quad ');
  addStep(ctx, ctx.m.steps.primeFactors({ work: listed }), listed);
  const primes = [...new Set(factors.flatMap((f) => [...f.keys()]))].sort((a, b) => (a < b ? -1 : 1));
  const chosen = new Map<bigint, number>();
  for (const p of primes) {
    const exps = factors.map((f) => f.get(p) ?? 0);
    const e = op === 'gcd' ? Math.min(...exps) : Math.max(...exps);
    if (e > 0) chosen.set(p, e);
  }
  let value = 1n;
  for (const [p, e] of chosen) value *= p ** BigInt(e);
  const work = `${call} = ${factorsLatex(chosen)}${chosen.size > 1 || [...chosen.values()].some((e) => e > 1) ? ` = ${value}` : ''}`;
  addStep(ctx, op === 'gcd' ? ctx.m.steps.gcd({ work }) : ctx.m.steps.lcm({ work }), `${call} = ${value}`);
  // Independent check: Euclid's algorithm, and lcm(a, b) = a·b / gcd(a, b).
  const check = numbers.reduce((acc, n) => (op === 'gcd' ? euclid(acc, n) : (acc * n) / euclid(acc, n)));
  if (check !== value) throw new CheckFailed('gcd/lcm');
  return {
    kind: 'gcdLcm',
    taskLatex: call,
    answer: ilm(`${call} = ${value}`),
    difficulty: difficultyFor(ctx.steps.length),
  };
}

/**
 * Does the task open a GCD or LCM call ("NZD (25.3^5)", its comma read as a point and a figure
 * lifted) whose numbers findGcdLcm could not read? Then the task is that call misread: what is
 * left once the name is dropped ("25.3^5") is no task of its own. A call inside arithmetic
 * ("2 · NZD(12, 18)", "NZD(4, 6) + 1") is left to the arithmetic.
 */
export function opensUnreadCall(text: string): boolean {
  if (findGcdLcm(text)) return false;
  return [...text.matchAll(/(?<!\p{L})(\p{L}{3,4})\s*[([]([^)\]]*)[)\]]?/gu)].some(
    (m) =>
      NAMES.some(([re]) => re.test(m[1]!)) &&
      /\d/.test(m[2]!) &&
      !/[+\-−*·×/^]\s*$/.test(text.slice(0, m.index)) &&
      !/^\s*[+\-−*·×/:^]/.test(text.slice(m.index + m[0].length)),
  );
}

/** NZD or NZS named before a bracket, anywhere in the task ("NZD (", "nzs["). */
const NAMED_CALL = /(?<![\p{L}])(?:nzd|nzs|нзд|нзс)\s*[([]/iu;

/**
 * Does the task name a GCD or LCM call findGcdLcm could not read (asked once it could not)? NZD or
 * NZS before a bracket anywhere ("NZD (25,3^5)": a digit raised, a bracket lost; with the name
 * dropped as a word, what is left would be computed as a number of its own), or a call under any
 * of its names opening the task (`opensUnreadCall`).
 */
export const namesUnreadCall = (text: string): boolean => NAMED_CALL.test(text) || opensUnreadCall(text);
