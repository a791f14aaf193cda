/**
 * The damaged-readings figure: how the engine and the vote behave when a reading is damaged the
 * way the reader damages it. Saved tune readings (scripts/solver-replay.ts) get one deterministic
 * damage of each kind — a lost "=", a lost line of a system, two tokens merged (a lost exponent
 * "7^2 - 4^2" → "72 - 42", a lost operator between digits), ":" read as ".", a lost minus, a digit
 * read as its look-alike (1/7, 5/6, 0/8) — applied to BOTH readings consistently (the same
 * occurrence in the same line), because a misread that survives both looks is the one the vote
 * cannot catch. Reported: how often the engine and the vote then answer wrongly, decline, or are
 * still right.
 *   npx tsx scripts/solver-damage.ts /work/data/tune0.json [--verbose]
 *   npx tsx scripts/solver-replay.ts /work/data/tune0.json --damage
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { pct, record, taskOutcomes, type BenchRecord } from '../tests/solver-corpus/bench-report.js';
import { LOOKS, needsTieBreaker, solveReadings, type NamedReading } from '../server/solver/solve-photo.js';
import type { RecognizedLine } from '../server/solver/engine-types.js';
import type { SavedReading } from './solver-replay.js';

export type DamageKind =
  | 'drop-equals'
  | 'drop-line'
  | 'merge-power'
  | 'merge-operator'
  | 'colon-to-dot'
  | 'drop-minus'
  | 'lookalike-digit';

export const DAMAGE_KINDS: DamageKind[] = [
  'drop-equals',
  'drop-line',
  'merge-power',
  'merge-operator',
  'colon-to-dot',
  'drop-minus',
  'lookalike-digit',
];

const LOOKALIKE: Record<string, string> = { '1': '7', '7': '1', '5': '6', '6': '5', '0': '8', '8': '0' };
const MINUS = '[-−–]';

/**
 * Where a damage can hit a line: each match of `pattern` is one place; `replace` rewrites it.
 * Only text after an instruction's colon is maths ("Izračunaj: 3 + 4"), so the colon-to-dot damage
 * skips a colon after words.
 */
interface LineDamage {
  pattern: RegExp;
  replace: (match: string) => string;
  /** A place counts only if this accepts the text before it. */
  before?: (prefix: string) => boolean;
}

const LINE_DAMAGES: Record<Exclude<DamageKind, 'drop-line'>, LineDamage> = {
  'drop-equals': { pattern: /\s*=\s*/g, replace: () => ' ' },
  // An exponent read on the base line: "7^2" / "7²" / "x^2" → "72" / "x2".
  'merge-power': {
    pattern: /([0-9a-z)])\s*(?:\^\s*\{?(\d+)\}?|([²³]))/g,
    replace: (m) =>
      m
        .replace(/\s*\^\s*\{?(\d+)\}?/, '$1')
        .replace('²', '2')
        .replace('³', '3'),
  },
  // The operator (or space) between two numbers lost: "3 · 4" → "34", "12 5" → "125".
  'merge-operator': {
    pattern: /(\d)\s*(?:[·*×+]|\s)\s*(?=\d)/g,
    replace: (m) => m.replace(/[\s·*×+]/g, ''),
  },
  // Only a division colon: between operands, not after a label ("Zadatak 1:") or a word.
  'colon-to-dot': {
    pattern: /:(?=\s*[0-9(x-z√|])/g,
    replace: () => '.',
    before: (prefix) => /[0-9)x-z|]\s*$/.test(prefix) && !/\p{L}{3,}\.?\s*\d+\s*$/u.test(prefix),
  },
  'drop-minus': { pattern: new RegExp(`${MINUS}\\s*(?=[0-9a-z(√|])`, 'g'), replace: () => '' },
  'lookalike-digit': { pattern: /[015678]/g, replace: (d) => LOOKALIKE[d] ?? d },
};

/** The places in `text` where a damage can hit (start offsets and matched text). */
function places(text: string, d: LineDamage): { at: number; match: string }[] {
  const out: { at: number; match: string }[] = [];
  for (const m of text.matchAll(d.pattern)) {
    if (m.index === undefined) continue;
    if (d.before && !d.before(text.slice(0, m.index))) continue;
    out.push({ at: m.index, match: m[0] });
  }
  return out;
}

/** Does the line carry maths (a digit next to an operator or relation)? Headings are not damaged. */
function isMathsLine(text: string): boolean {
  return /\d/.test(text) && /[=+\-−·*:/^<>≤≥²]/.test(text);
}

/** FNV-1a: a stable choice per item and damage kind. */
export function stableHash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** One damage applied to a reading: which line, which place on it. */
interface Target {
  line: number;
  place: number;
}

/**
 * Chooses the damage's target in the primary reading: the `seed`-th place among all the places of
 * all maths lines. Null when the reading offers none.
 */
function chooseTarget(lines: RecognizedLine[], d: LineDamage, seed: number): Target | null {
  const all: Target[] = [];
  lines.forEach((l, line) => {
    if (!isMathsLine(l.text)) return;
    places(l.text, d).forEach((_, place) => all.push({ line, place }));
  });
  return all.length === 0 ? null : all[seed % all.length]!;
}

function applyAt(text: string, d: LineDamage, place: number): string | null {
  const p = places(text, d)[place];
  if (!p) return null;
  return text.slice(0, p.at) + d.replace(p.match) + text.slice(p.at + p.match.length);
}

/** The line of `other` that reads the same line of the page as `line` of `primary` (same text, else nearest index). */
function sameLine(primary: RecognizedLine[], other: RecognizedLine[], line: number): number | null {
  const text = primary[line]!.text;
  const exact = other.findIndex((l) => l.text === text);
  if (exact >= 0) return exact;
  const strip = (s: string) => s.replace(/\s+/g, '');
  const loose = other.findIndex((l) => strip(l.text) === strip(text));
  if (loose >= 0) return loose;
  return line < other.length ? line : null;
}

/**
 * One equation of a system lost: a part of a " ; " join (the reader joins the lines behind a
 * brace), or one of two neighbouring equation lines. Returns the damaged lines or null.
 */
function dropSystemLine(
  lines: RecognizedLine[],
  seed: number,
): { lines: RecognizedLine[]; key: string } | null {
  const isEq = (t: string) => /=/.test(t) && /[a-z]/.test(t.replace(/[A-Za-zčćšžđČĆŠŽĐ]{3,}/g, ''));
  for (let i = 0; i < lines.length; i++) {
    const parts = lines[i]!.text.split(' ; ');
    if (parts.length >= 2 && parts.filter(isEq).length >= 2) {
      const drop = seed % parts.length;
      const text = parts.filter((_, k) => k !== drop).join(' ; ');
      return {
        lines: lines.map((l, k) => (k === i ? { ...l, text } : l)),
        key: `join:${parts.filter((_, k) => k !== drop).join('|')}`,
      };
    }
  }
  for (let i = 0; i + 1 < lines.length; i++) {
    if (isEq(lines[i]!.text) && isEq(lines[i + 1]!.text)) {
      const drop = i + (seed % 2);
      return { lines: lines.filter((_, k) => k !== drop), key: `line:${lines[drop]!.text}` };
    }
  }
  return null;
}

/**
 * The readings with one damage of `kind`, the same in every reading where it can be placed, or
 * null when the primary reading offers no place for it.
 */
export function damageReadings(
  passes: NamedReading[],
  kind: DamageKind,
  seed: number,
): NamedReading[] | null {
  const primary = passes[0];
  if (!primary) return null;
  if (kind === 'drop-line') {
    const first = dropSystemLine(primary.recognized.lines, seed);
    if (!first) return null;
    return passes.map((p, i) => {
      if (i === 0) return { ...p, recognized: { lines: first.lines } };
      const other = dropSystemLine(p.recognized.lines, seed);
      return other ? { ...p, recognized: { lines: other.lines } } : p;
    });
  }
  const d = LINE_DAMAGES[kind];
  const target = chooseTarget(primary.recognized.lines, d, seed);
  if (!target) return null;
  const damaged = passes.map((p, i) => {
    const lines = p.recognized.lines;
    const line = i === 0 ? target.line : sameLine(primary.recognized.lines, lines, target.line);
    if (line === null) return p;
    const text = applyAt(lines[line]!.text, d, target.place) ?? applyAt(lines[line]!.text, d, 0);
    if (text === null) return p;
    return { ...p, recognized: { lines: lines.map((l, k) => (k === line ? { ...l, text } : l)) } };
  });
  return damaged;
}

export interface DamageFigure {
  kind: DamageKind | 'all' | 'all but look-alikes';
  photos: number;
  correct: number;
  wrong: number;
  declined: number;
  /** Of the wrong ones, answered at confidence ≥ 0.9. */
  wrongHigh: number;
}

const OPTS = { grade: '7th grade of primary school', language: 'srpski' } as const;

/**
 * Every saved maths photo the undamaged readings solve correctly, with each damage it can take,
 * solved and judged: so every wrong answer counted is one the damage caused.
 */
export function damageRecords(saved: SavedReading[]): { kind: DamageKind; record: BenchRecord }[] {
  const out: { kind: DamageKind; record: BenchRecord }[] = [];
  for (const s of saved) {
    if (s.item.expected === null) continue;
    if (record(s.item, solveReadings(s.passes, OPTS)).verdict !== 'correct') continue;
    for (const kind of DAMAGE_KINDS) {
      const passes = damageReadings(s.passes, kind, stableHash(`${s.item.id}/${kind}`));
      if (!passes) continue;
      out.push({ kind, record: record(s.item, solveDamaged(passes)) });
    }
  }
  return out;
}

/**
 * The damaged readings as the solver would take them: the first looks vote, and a saved third look
 * (a tie-breaker, solve-photo.ts) joins only when they leave a task unsettled. A photo whose third
 * look was not saved (its undamaged looks agreed) is judged on its first looks alone.
 */
export function solveDamaged(passes: NamedReading[]): ReturnType<typeof solveReadings> {
  const looks = solveReadings(passes.slice(0, LOOKS.length), OPTS);
  return passes.length > LOOKS.length && needsTieBreaker(looks) ? solveReadings(passes, OPTS) : looks;
}

export function damageFigures(records: { kind: DamageKind; record: BenchRecord }[]): DamageFigure[] {
  const figure = (kind: DamageFigure['kind'], of: BenchRecord[]): DamageFigure => ({
    kind,
    photos: of.length,
    correct: of.filter((r) => r.verdict === 'correct').length,
    wrong: of.filter((r) => r.verdict === 'wrong').length,
    declined: of.filter((r) => r.verdict === 'declined').length,
    wrongHigh: of.filter(
      (r) =>
        r.verdict === 'wrong' &&
        r.details.solution.math_solutions.some((t) => t.steps.length > 0 && t.confidence_score >= 0.9),
    ).length,
  });
  return [
    ...DAMAGE_KINDS.map((k) =>
      figure(
        k,
        records.filter((r) => r.kind === k).map((r) => r.record),
      ),
    ),
    figure(
      'all',
      records.map((r) => r.record),
    ),
    // A digit read as its look-alike gives a clean, valid task: no rule on the text can see it.
    figure(
      'all but look-alikes',
      records.filter((r) => r.kind !== 'lookalike-digit').map((r) => r.record),
    ),
  ];
}

export function printDamage(saved: SavedReading[], say: (line: string) => void, verbose = false): void {
  const records = damageRecords(saved);
  say(`\n== damaged readings (photos solved right undamaged; the same damage in both readings) ==`);
  for (const f of damageFigures(records))
    say(
      `${f.kind.padEnd(20)} ${String(f.photos).padStart(4)}   correct ${pct(f.correct, f.photos)}   wrong ${pct(f.wrong, f.photos)} (≥0.9: ${f.wrongHigh})   declined ${pct(f.declined, f.photos)}`,
    );
  // Task by task: a damaged page's other tasks are answered too, so the photo figure above counts
  // a wrong photo at ≥ 0.9 when any of its answers is; here only the answers that are wrong count.
  const answered = records.flatMap((r) => taskOutcomes(r.record)).filter((t) => t.outcome !== 'declined');
  const high = answered.filter((t) => t.confidence >= 0.9);
  say(
    `tasks answered on damaged pages: ${answered.length}, at ≥ 0.9: ${high.length}; wrong answers ${answered.filter((t) => t.outcome === 'wrong').length}, at ≥ 0.9: ${high.filter((t) => t.outcome === 'wrong').length}`,
  );
  if (!verbose) return;
  for (const { kind, record: r } of records.filter((x) => x.record.verdict === 'wrong')) {
    say(`\n${r.item.id} ${kind} WRONG  expected ${JSON.stringify(r.item.expected)}`);
    for (const p of r.details.passes)
      say(`  ${p.name.padEnd(14)}${JSON.stringify(p.recognized.lines.map((l) => l.text))}`);
    say(
      `  answers: ${JSON.stringify(r.details.solution.math_solutions.map((t) => `${t.final_answer_latex.slice(0, 60)} (${t.confidence_score})`))}`,
    );
  }
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { verbose: { type: 'boolean', default: false } },
  });
  const saved: SavedReading[] = [];
  for (const file of positionals) saved.push(...(JSON.parse(await readFile(file, 'utf8')) as SavedReading[]));
  if (saved.some((s) => !s.item.id.startsWith('tune-'))) throw new Error('only tune readings are damaged');
  printDamage(saved, console.log, values.verbose);
}
