/**
 * The maths engine: OCR text in, spec-shaped solution JSON out. Pure and synchronous.
 *
 * Every task ends in one of four outcomes (docs/solver-engine.md):
 *   solved       — parsed, solved exactly, answer re-checked independently, confidence ≥ minAnswer;
 *   notMath      — no maths in the text: image_is_math_problem "no";
 *   unreadable / unsupported / lowConfidence — declined: image_is_math_problem "yes", no steps,
 *                  confidence ≤ declineCap, final answer saying it could not be solved reliably.
 */
import { endsInStrayPoint } from './stray-point.js';
import { tooLarge } from './size-guard.js';
import {
  gradeLevel,
  mathSolutionSchema,
  solutionJsonSchema,
  type Grade,
  type Language,
  type MathSolution,
  type SolutionJson,
} from '../../../contract/index.js';
import type { RecognizedText } from '../engine-types.js';
import { contains, variables, type Node, type Relation } from './ast.js';
import { combine, CONFIDENCE, round2, type ConfidenceFactors, type Mismatch } from './confidence.js';
import { addStep, ilm, type Ctx } from './context.js';
import { MESSAGES } from './i18n/index.js';
import type { Messages, TaskKind } from './i18n/messages.js';
import type { Label } from './labels.js';
import { latex, relLatex } from './latex.js';
import { detectIntent, namesRelation, normalizeTask, type Intent } from './normalize.js';
import { isPageFurniture } from './page-furniture.js';
import { withoutFigureLabels } from './figure-labels.js';
import {
  bareCalculationUnderTask,
  mayBePupilsWorking,
  withoutAnswerAfterExpression,
  withoutAnswerAfterQuestion,
  withoutAnswerAfterRelation,
  withoutOwnLabel,
  withoutPupilsWorking,
  withoutSumAfterTask,
} from './pupil-working.js';
import { parseTask, ParseError } from './parse.js';
import { judgePlausibility, PLAUSIBILITY, type Doubt } from './plausibility.js';
import { toPoly } from './poly.js';
import { solveAbsolute } from './solvers/absolute.js';
import { solveArithmetic } from './solvers/arithmetic.js';
import { findGcdLcm, namesUnreadCall, solveGcdLcm } from './solvers/gcd-lcm.js';
import { isProportion, solveProportion } from './solvers/proportion.js';
import { relationLatex, solveLinear } from './solvers/linear.js';
import { solveQuadratic } from './solvers/quadratic.js';
import { solveSimplify } from './solvers/simplify.js';
import { solveSystem } from './solvers/system.js';
import { CheckFailed, type SolverOutput } from './solvers/types.js';
import { splitTasks } from './split.js';
import {
  answerIsOffered,
  findOfferedAnswers,
  readOffLine,
  withoutOfferedAnswers,
} from './offered-answers.js';
import { withoutFormulas, withoutWorkedExamples } from './worked-examples.js';
import { Unsupported } from './surd.js';

export { CONFIDENCE } from './confidence.js';
export type { ConfidenceFactors } from './confidence.js';

export interface SolveOptions {
  grade: Grade;
  language: Language;
}

export type Outcome = 'solved' | 'notMath' | 'unreadable' | 'unsupported' | 'lowConfidence';

/** Per-task facts for calibration and debugging; not part of the solution JSON. */
export interface TaskDiagnostics {
  source: string;
  normalized: string;
  intent: Intent | null;
  outcome: Outcome;
  kind: TaskKind | null;
  /** Why a task was declined (parse error text, unsupported feature, failed check). */
  reason: string | null;
  factors: ConfidenceFactors;
  /** Why a photo reading looked implausible for its instruction and shape (plausibility.ts). */
  doubts: string[];
  /** The place the task's label names on the page ("3." → num 3, "b)" → letter 2), when it has one (labels.ts). */
  label?: Label | null;
}

export interface DetailedResult {
  solution: SolutionJson;
  /** Every task piece found, including the ones dropped from the solution. */
  tasks: TaskDiagnostics[];
  /** The diagnostics of each entry of solution.math_solutions, in the same order. */
  solutionTasks: TaskDiagnostics[];
}

const MAX_TASKS = 20;
/** Below this OCR factor a letter-heavy declined piece counts as noise (see looksLikeNoise). */
const NOISE_MAX_OCR = 0.5;
/** Longest "what we read" shown in a declined task. */
const MAX_READ = 300;
/** Unknown words next to bare numbers from which a text counts as a word problem. */
const WORD_PROBLEM_WORDS = 4;
const WORD_PROBLEM = 'word problem';

class Declined extends Error {
  constructor(
    readonly outcome: 'unreadable' | 'unsupported',
    message: string,
  ) {
    super(message);
  }
}

/** Only safe characters go into \text{}: what was read, shown so the pupil can compare. */
function readText(s: string): string {
  const clean = s
    .slice(0, MAX_READ)
    .replace(/[^0-9a-zA-Z+\-*/:()=<>., ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean === '' ? '' : ilm(`\\text{${clean}}`);
}

function isMathText(text: string): boolean {
  // A lone number ("Strana 12") is not a task; maths needs an operation or a relation.
  return /[0-9a-z]/.test(text) && /[=<>≤≥+\-*/:^√%]/.test(text);
}

function solveParsed(relations: Relation[], expr: Node | null, ctx: Ctx): SolverOutput {
  if (expr) {
    const vars = variables(expr);
    return vars.size === 0 ? solveArithmetic(expr, ctx) : solveSimplify(expr, ctx);
  }
  if (relations.length === 2) {
    const [r1, r2] = relations as [Relation, Relation];
    if (r1.op !== '=' || r2.op !== '=') throw new Declined('unsupported', 'system of inequalities');
    const vars = [
      ...new Set([...variables(r1.lhs), ...variables(r1.rhs), ...variables(r2.lhs), ...variables(r2.rhs)]),
    ].sort();
    const degOk = relations.every((r) => toPoly(r.lhs).sub(toPoly(r.rhs)).degree() <= 1);
    if (vars.length !== 2 || !degOk) throw new Declined('unsupported', 'not a 2×2 linear system');
    return solveSystem([r1, r2], vars as [string, string], ctx);
  }
  const rel = relations[0];
  if (!rel || relations.length !== 1) throw new Declined('unsupported', `${relations.length} relations`);
  const vars = [...new Set([...variables(rel.lhs), ...variables(rel.rhs)])];
  const v = vars[0];
  if (vars.length !== 1 || v === undefined) throw new Declined('unsupported', `${vars.length} unknowns`);
  const absOfUnknown = (x: Node) => x.k === 'abs' && variables(x).size > 0;
  if (contains(rel.lhs, absOfUnknown) || contains(rel.rhs, absOfUnknown)) return solveAbsolute(rel, v, ctx);
  if (isProportion(rel)) return solveProportion(rel, v, ctx);
  const deg = toPoly(rel.lhs).sub(toPoly(rel.rhs)).degree();
  if (deg <= 1) {
    if (squaresCancel(rel)) addStep(ctx, ctx.m.steps.reducesToLinear({ eq: relationLatex(rel, ctx) }));
    return solveLinear(rel, v, ctx);
  }
  if (deg === 2 && rel.op === '=') return solveQuadratic(rel, v, ctx);
  throw new Declined('unsupported', `degree ${deg}`);
}

/** Kinds whose task holds no unknown: a value is computed. */
const VALUE_KINDS: ReadonlySet<TaskKind> = new Set(['arithmetic', 'fractions', 'roots', 'percent', 'gcdLcm']);

/** A bracket holding a letter, raised to a power or times another bracket: "(a + 3)^2", "(x + 2)(x - 3)". */
const BRACKET_ALGEBRA = /\([^()]*[a-z][^()]*\)\s*(?:\^|\*?\s*\()/;

/**
 * Like terms with printed coefficients, "3a + 2a", "5x − 2x + 4": algebra on purpose, as books print it
 * under "Izračunaj" too. A digit misread as a letter gives one stray letter ("VO + 2^4"), not the same
 * letter behind two numbers.
 */
function likeTerms(normalized: string): boolean {
  const seen = new Set<string>();
  for (const m of normalized.matchAll(/(?<![\d.a-z])\d+\s*\*?\s*([a-z])(?![a-z\d(^])/g)) {
    if (seen.has(m[1]!)) return true;
    seen.add(m[1]!);
  }
  return false;
}

/** "(x + 1)^2 = x^2 + 5": a side of degree 2 whose squares cancel — printed like a quadratic, a linear equation. */
function squaresCancel(rel: Relation): boolean {
  const L = toPoly(rel.lhs);
  const R = toPoly(rel.rhs);
  return rel.op === '=' && Math.max(L.degree(), R.degree()) === 2 && L.sub(R).degree() <= 1;
}

/**
 * Does the instruction fit the maths found? "strong": it names another kind of task ("solve the
 * system" over one equation, "solve the equation" with no "=") — usually OCR lost a line or a
 * sign; "weak": loosely worded ("simplify" over an equation).
 */
function mismatch(
  intent: Intent | null,
  kind: TaskKind,
  printedSquares = false,
  bracketAlgebra = false,
): Mismatch {
  switch (intent) {
    case 'system':
      return kind === 'system' ? 'none' : 'strong';
    case 'inequality':
      return kind === 'inequality' ? 'none' : 'strong';
    case 'equation':
      return ['linear', 'quadratic', 'system', 'proportion', 'absolute'].includes(kind) ? 'none' : 'strong';
    case 'quadratic':
      // "Reši kvadratnu jednačinu" over a linear equation: the exponent was lost ("x^2 - 1" → "x - 1"),
      // unless the squares are printed and cancel ("(x + 1)^2 = x^2 + 5" reduces to a linear equation).
      return kind === 'quadratic' || (kind === 'linear' && printedSquares) ? 'none' : 'strong';
    case 'proportion':
      // A proportion may be printed with fraction bars (x/4 = 6/8), which is a linear equation.
      return kind === 'proportion' ? 'none' : kind === 'linear' ? 'weak' : 'strong';
    case 'simplify':
      return kind === 'simplify' ? 'none' : 'weak';
    case 'compute':
      // "Izračunaj" over letters: a digit or root sign was misread as a letter ("VO + 2^4" for √9 + 2^4).
      // But books print "Izračunaj: (a + 3)^2" and "(x + 2)(x − 3)" too: a bracket of letters squared
      // or times a bracket is algebra on purpose, only loosely worded.
      if (kind !== 'simplify') return 'none';
      return bracketAlgebra ? 'weak' : 'strong';
    case 'solve':
    case 'percent':
      return kind === 'simplify' ? 'weak' : 'none';
    default:
      return 'none';
  }
}

/** Does the instruction name exactly this kind of task ("Reši sistem" over a system, "Izračunaj" over a sum)? */
function confirms(intent: Intent | null, kind: TaskKind): boolean {
  switch (intent) {
    case 'system':
      return kind === 'system';
    case 'inequality':
      return kind === 'inequality';
    case 'equation':
      return kind === 'linear' || kind === 'quadratic' || kind === 'proportion' || kind === 'absolute';
    case 'quadratic':
      return kind === 'quadratic';
    case 'proportion':
      return kind === 'proportion';
    case 'simplify':
      return kind === 'simplify';
    case 'compute':
      return (
        kind !== 'simplify' &&
        kind !== 'linear' &&
        kind !== 'quadratic' &&
        kind !== 'system' &&
        kind !== 'inequality' &&
        kind !== 'proportion'
      );
    case 'percent':
      return kind === 'percent';
    default:
      return false;
  }
}

function base(m: Messages, opts: SolveOptions) {
  return { problem_grade: opts.grade, problem_language: opts.language };
}

function notMath(m: Messages, opts: SolveOptions): MathSolution {
  return {
    ...base(m, opts),
    problem_title_generated: m.notMath.title,
    problem_difficulty: m.difficulty.easy,
    problem_category: m.notMath.category,
    confidence_score: CONFIDENCE.notMath,
    key_concepts: [],
    introduction_latex: m.notMath.intro,
    steps: [],
    final_answer_latex: m.notMath.final,
    image_is_math_problem: 'no',
  };
}

/**
 * A declined piece that is mostly letters and was read with low OCR confidence is noise (a photo
 * of something else), not a maths task we failed: it is reported as "not maths". So is a photo's
 * line of the page around the tasks (a header, a title) read with a glyph taken for maths
 * (page-furniture.ts).
 */
function looksLikeNoise(normalized: string, ocr: number, source: string, photo: boolean): boolean {
  const letters = (normalized.match(/[a-z]/g) ?? []).length;
  const digits = (normalized.match(/[0-9]/g) ?? []).length;
  // Or a few letters and no number at all ("B/N |" read off a photo): no school task looks so.
  return (
    (ocr < NOISE_MAX_OCR && letters > digits) ||
    (digits === 0 && letters <= 3) ||
    (photo && isPageFurniture(source))
  );
}

function declined(
  m: Messages,
  opts: SolveOptions,
  outcome: Outcome,
  read: string,
  confidence: number,
): MathSolution {
  const problem = stripDelimiters(read);
  return {
    ...base(m, opts),
    problem_title_generated: m.declined.title,
    problem_difficulty: m.difficulty.medium,
    problem_category: m.declined.category,
    confidence_score: round2(Math.min(confidence, CONFIDENCE.declineCap)),
    key_concepts: [],
    introduction_latex:
      outcome === 'unsupported' ? m.declined.unsupportedIntro(read) : m.declined.unreadableIntro(read),
    steps: [],
    final_answer_latex: m.declined.final,
    image_is_math_problem: 'yes',
    outcome: 'declined',
    ...(problem ? { problem_latex: problem } : {}),
  };
}

/** "\(x = 1\)" → "x = 1": problem_latex is bare LaTeX. */
function stripDelimiters(read: string): string {
  return read.replace(/^\\\(|\\\)$/g, '').trim();
}

/** A division by zero or a square root of a negative number found while computing: the value is undefined. */
function undefinedValue(
  m: Messages,
  opts: SolveOptions,
  problem: string,
  confidence: number,
  cause: 'division' | 'root',
): MathSolution {
  const step =
    cause === 'division'
      ? m.steps.divisionByZero({ expr: problem })
      : m.steps.negativeRadicand({ expr: problem });
  return {
    ...base(m, opts),
    problem_title_generated: m.kinds.arithmetic.title,
    problem_difficulty: m.difficulty.easy,
    problem_category: m.kinds.arithmetic.category,
    confidence_score: round2(confidence),
    key_concepts: [],
    introduction_latex: m.intro.arithmetic(problem),
    steps: [
      {
        step_number: 1,
        description_latex: step.what,
        explanation_latex: step.why,
        intermediate_result_latex: `${problem} \\; \\text{${m.words.undefined}}`,
      },
    ],
    final_answer_latex: cause === 'division' ? m.answers.undefined : m.answers.undefinedRoot,
    image_is_math_problem: 'yes',
    problem_latex: problem,
  };
}

/**
 * Solves one task string; `ocrConfidence` is the reader's 0..100 line confidence. `photo`: the
 * text is a reading of a photo, so its plausibility for its instruction and shape is judged
 * (plausibility.ts); typed tasks are taken as written.
 */
export function solveTaskText(
  task: string,
  opts: SolveOptions,
  ocrConfidence = 100,
  headingIntent: Intent | null = null,
  photo = false,
  pageDoubts: PageDoubt[] = [],
  /** `headingIntent` is a section's instruction, shared by the sub-tasks under it (split.ts). */
  sectionIntent = false,
  /** The heading asks a question ("Koliko je:"), so the task may end in its "?" (split.ts). */
  headingAsks = false,
  /** The answers a test offers under the task, one of them right (offered-answers.ts). */
  offered: readonly string[] = [],
): { solution: MathSolution; diagnostics: TaskDiagnostics } {
  const m = MESSAGES[opts.language];
  const read0 = normalizeTask(photo ? withoutAnswerAfterQuestion(task) : task, {
    photo,
    heading: headingIntent,
    asks: headingAsks,
  });
  const intent = read0.intent ?? headingIntent;
  // On a photo, a pupil's answer read after the task's whole relation, or after a bracket or bar
  // closing an expression to compute, is no part of it (pupil-working.ts) — unless the instruction
  // names that unknown ("Izračunaj x: 2 + (3 − 1)x = 10" asks for x: the equation is the task).
  // (An inequality after an inequality is cut only where an instruction, not the shape, asks for one.)
  const afterRelation = photo
    ? withoutAnswerAfterRelation(withoutSumAfterTask(read0.text), detectIntent(task) ?? headingIntent)
    : read0.text;
  const norm = photo
    ? {
        ...read0,
        text: read0.namesUnknown ? afterRelation : withoutAnswerAfterExpression(afterRelation, intent),
      }
    : read0;
  let doubts: string[] = [];
  const gcdLcm = findGcdLcm(task);
  // A named call's numbers as found ("NZS(14, 21)" read "NZS(14.21)" is "(14; 21)"): the separator
  // a reading gave them is no decimal point (the vote, consensus.ts, counts kept points).
  const normalized = gcdLcm ? `(${gcdLcm.numbers.join('; ')})` : norm.text;
  const diag = (
    outcome: Outcome,
    kind: TaskKind | null,
    reason: string | null,
    factors: ConfidenceFactors,
  ): TaskDiagnostics => ({
    source: task,
    normalized,
    intent,
    outcome,
    kind,
    reason,
    factors,
    doubts,
  });
  const raw = {
    ocr: ocrConfidence / 100,
    lookalikes: norm.lookalikes,
    ambiguities: norm.ambiguities,
    strongGuesses: norm.strongGuesses,
    precedenceAmbiguities: 0,
    leftovers: norm.leftovers.length,
    edgeNoise: norm.edgeNoise,
    missingUnknowns: 0,
    plausibility: 1,
    intentMismatch: 'none' as Mismatch,
    intentConfirmed: false,
  };
  if (!gcdLcm && !isMathText(norm.text)) {
    // Several numbers among many words ("Marko ima 5 jabuka, a Ana 3 više…") are a word problem we
    // do not solve yet: declined as a maths task. Prose with a page number ("Strana 12") is not maths.
    if ((norm.text.match(/\d+/g) ?? []).length >= 2 && norm.leftovers.length >= WORD_PROBLEM_WORDS) {
      return {
        solution: declined(m, opts, 'unsupported', '', combine(raw).combined),
        diagnostics: diag('unsupported', null, WORD_PROBLEM, combine(raw)),
      };
    }
    return { solution: notMath(m, opts), diagnostics: diag('notMath', null, 'no maths found', combine(raw)) };
  }

  let read = readText(norm.text);
  const fmt = { comma: m.decimalComma };
  /** The solved task, or a decline when the confidence is too low. */
  const answered = (out: SolverOutput, ctx: Ctx, printedSquares = false) => {
    raw.intentMismatch = mismatch(
      intent,
      out.kind,
      printedSquares,
      BRACKET_ALGEBRA.test(norm.text) || likeTerms(norm.text),
    );
    // A section's instruction printed once over its sub-tasks ("1. Reši jednačinu:" over "a) …",
    // "b) …") names what most of them are: over a sub-task with no unknown at all it is loosely
    // worded, not a sign the reader lost the sub-task's "=" (that leaves an unknown behind).
    if (sectionIntent && norm.intent === null && raw.intentMismatch === 'strong' && VALUE_KINDS.has(out.kind))
      raw.intentMismatch = 'weak';
    raw.intentConfirmed = confirms(intent, out.kind);
    if (photo) {
      const judged = judgePlausibility({
        normalized: norm.text,
        intent,
        kind: out.kind,
        answer: out.answer,
        namesUnknown: norm.namesUnknown,
        namesRelation: namesRelation(task),
      });
      // An answer that is none of the answers the test offers under the task: a misreading, most
      // likely (one of them is right). Doubted, never moved to an option (an option is no proof).
      const doubtsHere =
        offered.length > 0 && answerIsOffered(out.answer, offered) === false
          ? [...pageDoubts, { doubt: 'unusual' as const, why: 'the answer is none of the offered answers' }]
          : pageDoubts;
      raw.plausibility = doubtsHere.reduce((f, d) => f * PLAUSIBILITY[d.doubt], judged.factor);
      doubts = [...judged.reasons, ...doubtsHere.map((d) => `${d.doubt}: ${d.why}`)];
    }
    const factors = combine(raw);
    if (factors.combined < CONFIDENCE.minAnswer) {
      if (looksLikeNoise(norm.text, factors.ocr, task, photo))
        return { solution: notMath(m, opts), diagnostics: diag('notMath', out.kind, 'noise', factors) };
      return {
        solution: declined(m, opts, 'lowConfidence', read, factors.combined),
        diagnostics: diag('lowConfidence', out.kind, 'confidence below minAnswer', factors),
      };
    }
    const solution: MathSolution = {
      ...base(m, opts),
      problem_title_generated: m.kinds[out.kind].title,
      problem_difficulty: m.difficulty[out.difficulty],
      problem_category: m.kinds[out.kind].category,
      confidence_score: round2(factors.combined),
      key_concepts: [...ctx.concepts].slice(0, 20).map((c) => m.concepts[c]),
      introduction_latex: m.intro[out.kind](out.taskLatex),
      steps: ctx.steps.slice(0, 100),
      final_answer_latex: out.answer,
      image_is_math_problem: 'yes',
      problem_latex: out.taskLatex,
    };
    // Absurdly long results (e.g. 999^999) would break the schema's size limits: decline them.
    if (!mathSolutionSchema.safeParse(solution).success) throw new Unsupported('result too large');
    return { solution, diagnostics: diag('solved', out.kind, null, factors) };
  };
  let problem = '';
  try {
    if (gcdLcm) {
      const ctx: Ctx = { m, fmt, level: gradeLevel(opts.grade), dec: false, steps: [], concepts: new Set() };
      // A printed call always separates its numbers; on a photo a comma read as nothing was lost
      // with ink round it (a glare's wash took "28, 49" down to "28 19"): its figures are in doubt.
      if (photo && gcdLcm.separatorLost)
        throw new Declined('unreadable', 'NZD/NZS numbers whose separator was not read');
      // The name ("NZD") is the task's own word, not a leftover of the reading.
      raw.leftovers = Math.max(0, raw.leftovers - 1);
      return answered(solveGcdLcm(gcdLcm, ctx), ctx);
    }
    if (namesUnreadCall(task)) throw new Declined('unreadable', 'NZD/NZS whose numbers were not read');
    if (photo && endsInStrayPoint(task))
      throw new Declined(
        'unreadable',
        'a point after bare arithmetic: a washed-out glyph left only its foot',
      );
    const parts = norm.text
      .split(';')
      .map((p) => p.trim())
      .filter((p) => p !== '');
    const parsed = parts.map((p) => {
      try {
        return parseTask(p);
      } catch (e) {
        if (e instanceof ParseError || e instanceof SyntaxError) throw new Declined('unreadable', e.message);
        throw e;
      }
    });
    const relations = parsed.flatMap((p) => p.relations);
    const exprs = parsed.flatMap((p) => (p.expr ? [p.expr] : []));
    if (exprs.length > 1 || (exprs.length === 1 && relations.length > 0))
      throw new Declined('unreadable', 'mixed pieces');
    raw.precedenceAmbiguities = parsed.filter((p) => p.ambiguous).length;
    const expr = exprs[0] ?? null;
    const trees: Node[] = expr ? [expr] : relations.flatMap((r) => [r.lhs, r.rhs]);
    if (trees.some(tooLarge)) throw new Declined('unreadable', 'too large to evaluate');
    const parsedRead = ilm(
      expr
        ? latex(expr, fmt)
        : relations
            .map((r) => `${latex(r.lhs, fmt)} ${relLatex(r.op)} ${latex(r.rhs, fmt)}`)
            .join(', \\quad '),
    );
    // Very long reads would swell the declined text; the sanitised plain text is cut instead.
    if (parsedRead.length <= MAX_READ) read = parsedRead;
    problem = stripDelimiters(parsedRead);
    const ctx: Ctx = {
      m,
      fmt,
      level: gradeLevel(opts.grade),
      dec: trees.some((t) => contains(t, (x) => x.k === 'num' && !!x.dec)),
      steps: [],
      concepts: new Set(),
    };
    const out = solveParsed(relations, expr, ctx);
    // One system equation with only one of the two unknowns ("-x + 5 = -1" beside "-5x + y = -5"):
    // printed systems name both, so OCR most likely lost a term. (When neither equation names
    // both, the print was deliberate.)
    if (out.kind === 'system') {
      const partial = relations.filter((r) => new Set([...variables(r.lhs), ...variables(r.rhs)]).size < 2);
      raw.missingUnknowns = partial.length === 1 ? 1 : 0;
    }
    const rel = relations.length === 1 ? relations[0] : undefined;
    return answered(out, ctx, out.kind === 'linear' && rel !== undefined && squaresCancel(rel));
  } catch (e) {
    // Anything else is an engine bug: still decline this one task (the others on the photo may be
    // fine) and name it in the diagnostics so the bench surfaces it.
    const known =
      e instanceof Declined ||
      e instanceof Unsupported ||
      e instanceof CheckFailed ||
      e instanceof RangeError;
    const outcome: Outcome = e instanceof Declined ? e.outcome : 'unsupported';
    // "5 : 0" and "√(−4)" have no (real) value: said plainly, as an answer (when the reading itself
    // is trustworthy). On a photo such a reading is unusual: a misread "6" as "0" makes one.
    const cause =
      e instanceof RangeError && /division by zero/.test(e.message)
        ? 'division'
        : (e instanceof RangeError || e instanceof Unsupported) && /negative radicand/.test(e.message)
          ? 'root'
          : null;
    if (cause && photo) {
      raw.plausibility = PLAUSIBILITY.unusual;
      doubts = ['unusual: an undefined value'];
    }
    const factors = combine(raw);
    if (cause && problem && factors.combined >= CONFIDENCE.minAnswer)
      return {
        solution: undefinedValue(m, opts, problem, factors.combined, cause),
        diagnostics: diag(
          'solved',
          'arithmetic',
          cause === 'division' ? 'undefined: division by zero' : 'undefined: negative radicand',
          factors,
        ),
      };
    const why = e instanceof Error ? `${e.constructor.name}: ${e.message}` : String(e);
    if (known && looksLikeNoise(norm.text, factors.ocr, task, photo))
      return { solution: notMath(m, opts), diagnostics: diag('notMath', null, `noise (${why})`, factors) };
    return {
      solution: declined(m, opts, outcome, read, factors.combined),
      diagnostics: diag(outcome, null, known ? why : `internal error: ${why}`, factors),
    };
  }
}

/** A doubt about a task that comes from the page around it, not from its own text. */
export interface PageDoubt {
  doubt: Doubt;
  why: string;
}

/** An expression: no relation (nor a system's ";") after an instruction's colon. */
const isExpression = (text: string) => !/[=<>≤≥;]/.test(text.replace(/^[^:]*:/, ''));

/**
 * "Primer 7. Izračunaj: 3 · √121 − 3^2" read as the lines "3 · √121" and "− 3^2": the reader broke
 * one task's line in two, and each half is a clean calculation with a wrong answer. Two
 * calculations under the same label, the second starting with a sign, are the two halves of one
 * task: printed pages give each task its own label, and a task does not start with a plus or a
 * binary minus right after another one. Both halves (their indexes) are not answered. The same
 * holds for expressions in letters ("5. Uprosti izraz: (x + 6)" over "- x(x - 5)", the square
 * lost at the break); equations and systems under one label are separate tasks.
 */
export function splitFragments(tasks: { text: string; label: Label | null }[]): Set<number> {
  const pairs = fragmentPairs(tasks).flatMap((i) => [i - 1, i]);
  return new Set([...pairs, ...tasks.flatMap((t, i) => (binaryMinusStart(t) ? [i] : []))]);
}

/**
 * A labelled expression in letters that opens with a minus set apart from its term ("- x(x − 9)"):
 * a task's own leading minus is printed against its letter, so this is the end of a line whose
 * start the reader set apart and could not read as maths ("(x + 8)²" read "(x+E)", dropped as a
 * heading; tune: a thin screen photo answered "−x(x − 9)" for "(x + 8)² − x(x − 9)").
 */
function binaryMinusStart(t: { text: string; label: Label | null }): boolean {
  return !!t.label && /^\s*[-−–]\s+[a-z]/.test(t.text) && isExpression(t.text);
}

/** The indexes i whose task and the one before it are one label's two calculation halves. */
function fragmentPairs(tasks: { text: string; label: Label | null }[]): number[] {
  return tasks.flatMap((t, i) => {
    const prev = tasks[i - 1];
    if (!prev) return [];
    const sameLabel =
      !!t.label && !!prev.label && t.label.kind === prev.label.kind && t.label.n === prev.label.n;
    // A lone bracket with nothing around it ("(x+8)" over "-x(x - 9)", tune 425) is no task of its
    // own but a line's first half, its square lost at the break, whichever label the reader gave it
    // (or lost to the second half).
    if (!sameLabel && !LONE_BRACKET.test(prev.text)) return [];
    return /^\s*[-−+]/.test(t.text) && isExpression(t.text) && isExpression(prev.text) ? [i] : [];
  });
}

/** A task that is one bracket and nothing else ("(x+8)"): no printed task is. */
const LONE_BRACKET = /^\s*\([^()]*\)\s*$/;

/**
 * "5) Uprosti izraz: (x + 4)^2 − x(x − 8)" read as "(x+ 4)^2" over "- x(x - 8)": the reader broke
 * the line right after the raised exponent, and both halves are whole (the exponent read, the
 * sign that joins them read). Such halves are one task again. When the first half ends otherwise
 * ("(x + 6)" over "- x(x - 5)") a glyph may be lost at the break (the square), and splitFragments
 * declines both.
 */
export function joinBrokenAfterPower<T extends { text: string; label: Label | null; confidence: number }>(
  tasks: T[],
): T[] {
  const joins = new Set(fragmentPairs(tasks).filter((i) => /\^\s*\d+\s*$/.test(tasks[i - 1]!.text)));
  const out: T[] = [];
  tasks.forEach((t, i) => {
    const prev = out[out.length - 1];
    if (joins.has(i) && prev)
      out[out.length - 1] = {
        ...prev,
        text: `${prev.text} ${t.text.trim()}`,
        confidence: Math.min(prev.confidence, t.confidence),
      };
    else out.push(t);
  });
  return out;
}

/** Every task in the recognised text, with diagnostics for calibration. */
export function solveRecognizedTextDetailed(text: RecognizedText, opts: SolveOptions): DetailedResult {
  const m = MESSAGES[opts.language];
  // A figure's labels on lines of their own (a number line's numbers, `5 cm`) are no tasks (figure-labels.ts).
  // A textbook's worked examples, printed results and equalities already computed are no tasks
  // (worked-examples.ts); nor are formulas in letters, once the lines are pieces (a system's
  // equations are joined by then). A test's offered answers under a task, and the instruction to
  // circle one, are no tasks either (offered-answers.ts).
  const groups = findOfferedAnswers(text.lines);
  const lines = withoutWorkedExamples(withoutFigureLabels(withoutOfferedAnswers(text.lines, groups)));
  // The offered answers stand under their task's line: a task read off that line is checked against them.
  const offered = groups.map((g) => ({
    line: text.lines[g.task]!.text.trim(),
    values: g.values,
  }));
  const offeredFor = (task: string) => offered.find((g) => readOffLine(g.line, task))?.values ?? [];
  // A pupil's working and answers on lines of their own are no tasks of the page (pupil-working.ts).
  const pieces = withoutFormulas(joinBrokenAfterPower(splitTasks(lines)));
  const tasks = withoutPupilsWorking(pieces).slice(0, MAX_TASKS);
  // A page the pupil has worked on: any other piece under a task without its own label may be
  // more of the working (`38 · 2`, its result lost), so it is not answered.
  const worked = tasks.length < Math.min(pieces.length, MAX_TASKS);
  // No line with maths: judge the whole text once (a word problem is declined, prose is "not maths").
  const whole = lines.map((l) => l.text).join(' ');
  const meanConfidence = lines.reduce((s, l) => s + l.confidence, 0) / Math.max(1, lines.length);
  const fragments = splitFragments(tasks);
  const results =
    tasks.length > 0
      ? tasks.map((t, i) => {
          const pageDoubts: PageDoubt[] = fragments.has(i)
            ? [
                {
                  doubt: 'impossible',
                  why: 'one label split in two calculations (a line broken by the reader?)',
                },
              ]
            : [];
          // A last step of working (`5x = 45`) under a task may be the pupil's: not answered; so may
          // a bare calculation under a task whose instruction and maths share a line (`12 + 1`).
          if (
            withoutOwnLabel(tasks, i) &&
            (worked || mayBePupilsWorking(t.text) || bareCalculationUnderTask(tasks, i))
          )
            pageDoubts.push({ doubt: 'impossible', why: "a pupil's step of working under a task?" });
          // A label read off a number glued to the maths: that number may be the task's own
          // ("2|−4| − 1" under "1. Izračunaj:"), so either reading is a different answer.
          if (t.gluedLabel)
            pageDoubts.push({
              doubt: 'impossible',
              why: 'a number glued to the maths taken for the label (it may be a factor or a decimal)',
            });
          const r = solveTaskText(
            t.text,
            opts,
            t.confidence,
            t.intent,
            true,
            pageDoubts,
            t.sectionIntent,
            t.asks,
            offeredFor(t.text),
          );
          return { ...r, diagnostics: { ...r.diagnostics, label: t.label } };
        })
      : [solveTaskText(whole, opts, meanConfidence, null, true)];
  // Stray non-maths pieces among real tasks are dropped; only an all-non-maths text says "not maths".
  let kept = results.filter((r) => r.diagnostics.outcome !== 'notMath');
  // A heading with a page number is no task of its own when real tasks sit below it.
  if (kept.some((r) => r.diagnostics.outcome === 'solved'))
    kept = kept.filter((r) => r.diagnostics.reason !== WORD_PROBLEM);
  const solution: SolutionJson =
    kept.length > 0
      ? { math_solutions: kept.map((r) => r.solution) }
      : { math_solutions: [notMath(m, opts)] };
  return {
    solution: solutionJsonSchema.parse(solution),
    tasks: results.map((r) => r.diagnostics),
    solutionTasks: kept.map((r) => r.diagnostics),
  };
}

/**
 * A task the caller chose not to answer although the engine solved it (readings of the photo
 * disagreed, see consensus.ts): declined as unreadable, showing what was read.
 */
export function declineTask(diagnostics: TaskDiagnostics, opts: SolveOptions): MathSolution {
  const m = MESSAGES[opts.language];
  return declined(m, opts, 'unreadable', readText(diagnostics.normalized), CONFIDENCE.declineCap);
}

/**
 * A page of which nothing could be read in time (the solve's budget, solve-budget.ts): declined as
 * a task we could not read — never called "not maths", which it may well be.
 */
export function unreadPage(opts: SolveOptions): SolutionJson {
  const m = MESSAGES[opts.language];
  return solutionJsonSchema.parse({
    math_solutions: [declined(m, opts, 'unreadable', '', CONFIDENCE.declineCap)],
  });
}

export function solveRecognizedText(text: RecognizedText, opts: SolveOptions): SolutionJson {
  return solveRecognizedTextDetailed(text, opts).solution;
}
