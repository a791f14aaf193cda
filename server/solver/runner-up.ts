/**
 * The recogniser's near misses as readings of their own. PP-OCRv4 gives, for every character it
 * read, the likeliest other character at that place (ocr/line-recognizer.ts RecognizedChar.alt);
 * the layout reader writes each line again with one such runner-up in place (RecognizedLine
 * alternatives). A misread that every look shares — a "3" read "8" by the ink look and the grey
 * look alike — leaves the vote agreeing, but the recogniser was often close to the other reading:
 * where the line so read gives another answer that parses and is not doubted, the answer was
 * decided by a glyph read with a thin margin, and it is not reported as sure (consensus.ts).
 */
import type { DetailedResult, SolveOptions } from './engine/index.js';
import { solveRecognizedTextDetailed } from './engine/index.js';
import type { LineAlternative, RecognizedLine, RecognizedText } from './engine-types.js';

export const RUNNER_UP = {
  /**
   * A runner-up at least this probable is tried as another reading of its line. Round 10, tune
   * 0–479, look groups, runner-ups of the main line's characters: at 0.05 three right answers at
   * ≥ 0.9 were capped, at 0.1 none (chosen so, before the parts strip's runner-ups were added).
   */
  minP: 0.1,
  /**
   * ... and one that puts a digit, an operator or a relation for another glyph ("÷" read "+" with
   * "÷" at 10 %, a "3" read "8") at least this probable. Round 11, tune 0–479: each look's own
   * reading given as both looks (a misread the vote cannot catch), answers at ≥ 0.9 look groups
   * right/wrong 974/3 → 973/2 (check 373/0 → 372/0); the vote's answers at ≥ 0.9 lost 2 of 414
   * right look-group answers and 1 of 156 check-group ones (0.03: 5 and 2, 0.02: 7 and 2, no more
   * wrong caught). A digit's runner-up at ≥ 0.05 marked 3 of 9 wrong single-look answers at ≥ 0.9
   * and 23 of 1,132 right ones (any place on the line).
   */
  minMathsP: 0.05,
  /** At most this many other readings of a page are solved (the likeliest first). */
  maxTries: 12,
  /**
   * A task whose line's small parts (exponents, numerators, denominators, radicands: read apart
   * in the parts strip, RecognizedLine.partsConfidence) hold a character less probable than this
   * (0..1) was decided by a glyph read with a thin margin, as a runner-up would be (a numerator
   * read at 26 % left its answer at 0.99). Round 10, tune 0–479, look groups: no wrong answer
   * (any confidence) was marked at any threshold up to 0.9, so this is the highest that costs no
   * right answer at ≥ 0.9 (0.3: none; 0.33: 2; 0.4: 7; 0.5: 16). A guard, unproven on tune.
   */
  weakPart: 0.3,
  /**
   * A runner-up for a decisive glyph at least this probable that answers the task otherwise makes
   * the vote decline an unsure answer (consensus.ts AGREEMENT.strongRunnerUpBelow): "÷" read "+" by
   * both looks with "÷" the runner-up at 15–27 % (Gentium, Berenis, round 14). Replays of tune
   * 0–479 (r13 and r14 readings, four files, below 0.8): wrong photos 10 → 5, correct 696 → 684;
   * at 0.1 correct 682 with the same wrong; at 0.25 (below 0.9) wrong 8, correct 685.
   */
  strongP: 0.15,
} as const;

/**
 * Per task of `result` (its solution's tasks): does one of the page's runner-up readings answer
 * that task otherwise — the same number of tasks, this task's text changed in one glyph, answered
 * by the engine with no doubt about its shape, and another final answer? Or was it read from a
 * line whose small parts hold a character read below RUNNER_UP.weakPart (partsConfidence)?
 * Readings without `alternatives` and `partsConfidence` (saved before round 10, other readers)
 * contest nothing. At most
 * RUNNER_UP.maxTries readings of the whole page are solved, however many lines it has. `solve` is
 * the engine (a parameter so tests can count the tries).
 */
export function contestedTasks(
  recognized: RecognizedText,
  result: DetailedResult,
  opts: SolveOptions,
  solve: (text: RecognizedText, opts: SolveOptions) => DetailedResult = solveRecognizedTextDetailed,
): boolean[] {
  const tasks = result.solution.math_solutions;
  const contested = tasks.map(() => false);
  if (!tasks.some((t) => t.steps.length > 0)) return contested;
  const weak = weakPartLines(recognized);
  result.solutionTasks.forEach((task, k) => {
    if (tasks[k]!.steps.length > 0 && readFromWeakParts(task.source, weak)) contested[k] = true;
  });
  markOtherwise(contested, runnerUpPages(recognized, tried), result, opts, solve);
  return contested;
}

/**
 * Per task of `result`: does a runner-up for a decisive glyph at least `minAltP` probable
 * (RUNNER_UP.strongP) answer it otherwise? The recogniser was torn between two glyphs that give
 * two answers: the vote's agreement then says little, as both looks share the torn glyph.
 */
export function stronglyContestedTasks(
  recognized: RecognizedText,
  result: DetailedResult,
  opts: SolveOptions,
  {
    minAltP = RUNNER_UP.strongP,
    solve = solveRecognizedTextDetailed,
    which = () => true,
  }: {
    minAltP?: number;
    solve?: (text: RecognizedText, opts: SolveOptions) => DetailedResult;
    /** Only the runner-ups this keeps are tried (figureForFigure's complement: the signs'). */
    which?: (alt: LineAlternative) => boolean;
  } = {},
): boolean[] {
  const contested = result.solution.math_solutions.map(() => false);
  if (!result.solution.math_solutions.some((t) => t.steps.length > 0)) return contested;
  const strong = (alt: LineAlternative) =>
    MATHS_GLYPH.test(alt.read + alt.as) && alt.altP >= minAltP && tried(alt) && which(alt);
  markOtherwise(contested, runnerUpPages(recognized, strong), result, opts, solve);
  return contested;
}

/**
 * Is a runner-up one figure for another ("3" for "2", "5" for "6")? Such a misread is of a whole
 * glyph's shape, which the ink look and the grey look see through different pixels; a sign's
 * runner-up ("÷" for "+", "·" for "−") is a small mark gained or lost — the dots of a division,
 * a dot on a bar — which both looks lose alike (consensus.ts AGREEMENT.strongRunnerUpBelow).
 */
export const figureForFigure = (alt: LineAlternative): boolean =>
  /^[0-9]$/.test(alt.read) && /^[0-9]$/.test(alt.as);

/** Marks each task of `result` that one of the runner-up `pages` answers otherwise. */
function markOtherwise(
  marks: boolean[],
  pages: RecognizedLine[][],
  result: DetailedResult,
  opts: SolveOptions,
  solve: (text: RecognizedText, opts: SolveOptions) => DetailedResult,
): void {
  for (const lines of pages) {
    const other = solve({ lines }, opts);
    // Another number of tasks: the runner-up moved a task's bounds, and task k is no longer task k.
    if (other.solution.math_solutions.length !== marks.length) continue;
    marks.forEach((_, k) => {
      if (answersOtherwise(result, other, k)) marks[k] = true;
    });
  }
}

/** The lines (spaces removed) whose small parts hold a character read below RUNNER_UP.weakPart. */
function weakPartLines(recognized: RecognizedText): string[] {
  return recognized.lines
    .filter((l) => l.partsConfidence !== undefined && l.partsConfidence < 100 * RUNNER_UP.weakPart)
    .map((l) => compact(l.text));
}

/**
 * Was a task (its source text) read from one of the `weak` lines, and does it hold a small part
 * (an exponent, a fraction or a root) that could be the weak one? A task is a piece of a line, or
 * a line with the instruction over it.
 */
function readFromWeakParts(source: string, weak: string[]): boolean {
  const src = compact(source);
  return /[\^/√]/.test(src) && weak.some((line) => line.includes(src) || src.includes(line));
}

function compact(text: string): string {
  return text.replace(/\s+/g, '');
}

/** The page read again, once per runner-up worth it (the likeliest first, at most maxTries). */
function runnerUpPages(
  recognized: RecognizedText,
  worth: (alt: LineAlternative) => boolean,
): RecognizedLine[][] {
  return recognized.lines
    .flatMap((line, i) =>
      (line.alternatives ?? [])
        .filter((alt) => alt.text !== line.text && worth(alt))
        .map((alt) => ({ i, alt })),
    )
    .sort((a, b) => b.alt.altP - a.alt.altP)
    .slice(0, RUNNER_UP.maxTries)
    .map(({ i, alt }) => recognized.lines.map((l, k) => (k === i ? { ...l, text: alt.text } : l)));
}

/** Task `k` answered in both readings, undoubted in `other`, one glyph apart, answers differing. */
function answersOtherwise(mine: DetailedResult, other: DetailedResult, k: number): boolean {
  const [a, b] = [mine.solution.math_solutions[k]!, other.solution.math_solutions[k]!];
  const read = other.solutionTasks[k]!;
  return (
    a.steps.length > 0 &&
    b.steps.length > 0 &&
    read.doubts.length === 0 &&
    oneGlyphOtherwise(read.normalized, mine.solutionTasks[k]!.normalized) &&
    b.final_answer_latex !== a.final_answer_latex
  );
}

/**
 * Do two readings of a task differ in exactly one glyph, spaces aside? A runner-up that moves a
 * task's label or its bounds ("(3)" read "33)") changes which text is which task, not a glyph of
 * its maths: that says nothing of the answer's margin.
 */
function oneGlyphOtherwise(a: string, b: string): boolean {
  const x = [...compact(a)];
  const y = [...compact(b)];
  return x.length === y.length && x.filter((g, i) => g !== y[i]).length === 1;
}

/**
 * A digit, an operator, "=" or "÷": a glyph that decides a task's answer. Not "<" for "≤" (2 right
 * look-group answers at ≥ 0.9 lost and no wrong one caught at 0.05) nor "x" for "×" (a letter).
 */
const MATHS_GLYPH = /[\d+\-−:·*/=÷]/;

/** A runner-up worth a reading: probable enough, and not one letter for another inside a word. */
function tried(alt: LineAlternative): boolean {
  const minP = MATHS_GLYPH.test(alt.read + alt.as) ? RUNNER_UP.minMathsP : RUNNER_UP.minP;
  return (
    alt.altP >= minP && !(/\p{L}/u.test(alt.read) && /\p{L}/u.test(alt.as) && !/[xX]/.test(alt.read + alt.as))
  );
}
