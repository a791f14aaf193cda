/**
 * Several readings of one photo vote on every task's answer. A reading is one look at the page
 * (the binary ink, or the photo's grey levels around it, solve-photo.ts) followed by the maths
 * engine. A misread seldom survives both looks, so an answer the readings agree on is almost
 * always right; readings that disagree mean one of them misread. Measured in docs/solver.md.
 */
import leven from 'leven';
import type { MathSolution, SolutionJson } from '../../contract/index.js';
import {
  declineTask,
  solveRecognizedTextDetailed,
  type DetailedResult,
  type SolveOptions,
} from './engine/index.js';
import { CONFIDENCE } from './engine/confidence.js';
import { orderable } from './engine/labels.js';
import { mathsDoubt, mathsRulesOut } from './engine/maths-doubt.js';
import { UNREAD_MARK, type RecognizedText } from './engine-types.js';

export const AGREEMENT = {
  /** Readings that must give the same answer for it to be trusted. */
  votes: 2,
  /**
   * A task answered by one reading only, with no other answer for it, needs this confidence (on
   * the r4 and round-3 tune readings such answers at 0.8–0.9 were right 8 times in 8, at 0.7–0.8
   * 10 in 13).
   */
  aloneMinConfidence: 0.8,
  /**
   * ... and its confidence is scaled by this: no second look confirmed it (on the tune readings
   * such answers were right 25 times in 27, agreed ones 790 in 796).
   */
  aloneFactor: 0.85,
  /**
   * An answer on a page where a neighbouring task could not be read (declined for its reading, not
   * for its kind) reports at most this, under 0.9: the reader found the page's face hard, and a
   * misread both looks share is likelier there. Tune readings of seven rounds (look groups only,
   * round 9's included): answers at ≥ 0.8 beside such a task were wrong 5 times in 329, on
   * multi-task pages without one 2 in 2,901 (at ≥ 0.9: 0 in 236 and 1 in 2,102, too few to tell).
   */
  hardPageCap: 0.89,
  /**
   * ... and an answer there below this is declined: a face the reader misreads consistently gives
   * agreeing wrong readings, and on such a page they come at low confidence. The photo was already
   * not all answered, so no photo that was right is lost, only answers of pages already declined in
   * part. Round 14 replays of tune 0–479 (r13 and r14 readings, four files): at 0.7 wrong photos
   * −6, right tasks −104 of ~2,400; at 0.6 −3 and −30.
   * Round 15: not where every first look gave the answer and most of the page's tasks were
   * answered — the wrong answers it declined had been given by one look and the tie-breaker (4 of
   * 5 over five sets of tune readings, r13–r15) or stood on a page half unread (the fifth). Right
   * tasks kept: +112 look-group and +9 check-group ones of ~300 it declined, no wrong one more.
   * An answer one look gave alone is declined there at any confidence: wrong photos −1 on r13base
   * and −1 on r15base tune readings, right tasks −4 to −5 per 480 photos, no right photo lost.
   */
  hardPageMinConfidence: 0.7,
  /** An answer the maths itself does not vouch for (engine/maths-doubt.ts) reports at most this. */
  mathsDoubtCap: 0.89,
  /**
   * An answer a look read with a thin margin on a glyph that decides it — the recogniser's
   * runner-up for one character, in place, gives another answer that parses (runner-up.ts) —
   * reports at most this.
   */
  runnerUpCap: 0.89,
  /**
   * An answer under this that a strong runner-up answers otherwise (runner-up.ts RUNNER_UP.strongP)
   * is declined: the reader was unsure of the page and torn on the glyph that decides it, and both
   * looks share the torn glyph. Above it runnerUpCap holds (under 0.9 the trade was worse: 3 more
   * right photos lost on tune 0–479 for no wrong one). Not where every first look read the task
   * alike and one of them was torn only between two figures (figureTornInOneLook, round 23).
   */
  strongRunnerUpBelow: 0.8,
} as const;

export interface Reading {
  /** Which pass this was, e.g. "lstm@36" (for diagnostics). */
  name: string;
  result: DetailedResult;
  /**
   * A third look taken only because the first two disagreed (solve-photo.ts): it may side with one
   * of them, never answer a task on its own.
   */
  tieBreaker?: boolean;
  /** What the look read, when known: the page's words beside its maths (readsAsProse). */
  recognized?: RecognizedText;
  /**
   * Per task of `result`'s solution: a runner-up reading answers it otherwise (runner-up.ts). A
   * function, asked only for an answer that would report above AGREEMENT.runnerUpCap: each call
   * may solve the page a dozen times more, so the caller memoises it.
   */
  contested?: () => boolean[];
  /**
   * Per task: a runner-up at least RUNNER_UP.strongP probable answers it otherwise (runner-up.ts
   * stronglyContestedTasks). Memoised by the caller like `contested`.
   */
  stronglyContested?: () => boolean[];
  /**
   * Per task: such a runner-up that is not one figure for another (runner-up.ts figureForFigure):
   * a sign's mark gained or lost. Memoised by the caller like `contested`.
   */
  stronglyContestedByMarks?: () => boolean[];
}

export interface Agreement {
  solution: SolutionJson;
  /** Every task has an answer that `AGREEMENT.votes` readings gave, and no rival answer. */
  settled: boolean;
  /** Per task of `solution`: how many readings gave the chosen answer (0 for a declined task). */
  votes: number[];
}

/** One answer to a task and the readings' task solutions that gave it. */
interface Candidate {
  /** The readings that gave it, each as its place in the column (its task: solutionOf, taskOf). */
  entries: Column[number][];
  /**
   * Readings that read the very same task text (spaces aside) but declined it for their own low
   * confidence: the same text gives the same answer, so each is one more vote for it. So does a
   * reading that read the same text but left the unknown's glyph unread (UNREAD_MARK) where a
   * reading of this answer read a letter.
   */
  support: Reading[];
}

/** Readings behind a candidate: those that gave it and those that read the same text. */
const voteCount = (c: Candidate) => c.entries.length + c.support.length;

/** `readings[0]` is the primary reading: it decides ties of layout and what a decline shows. */
export function agreeOnSolution(readings: Reading[], opts: SolveOptions): Agreement {
  const primary = readings[0];
  if (!primary) throw new Error('agreeOnSolution needs at least one reading');
  const withTasks = readings.filter((r) => r.result.solutionTasks.length > 0);
  if (withTasks.length === 0) return { solution: primary.result.solution, settled: true, votes: [0] };
  const columns = byLabel(withTasks) ?? byPlace(withTasks);
  const chosen: MathSolution[] = [];
  const votes: number[] = [];
  // Per chosen task, its decline should a hard page not keep it (hardPageMinConfidence).
  const declines: (() => MathSolution)[] = [];
  // Per chosen task: every first look gave its answer (not a look and a tie-breaker, or support).
  const everyLookGave: boolean[] = [];
  // Per chosen task: it stands on one look's pixels alone (hardPage below).
  const onePixelsOnly: boolean[] = [];
  const lookCount = readings.filter((r) => !r.tieBreaker).length;
  let settled = true;
  let hardPage = false;
  // A first look that read nothing at all on the page where another read maths: the page's ink
  // may be no print (a drawing, a scene), and a tie-breaker reads the same crops as the look it
  // sides with, so their two votes are one look's (tune not-maths photo: "0^0" read off a picture,
  // the grey look reading nothing, answered). A look that read words but no maths still lets the
  // other look and the tie-breaker agree (the instruction read, its maths lost).
  const blindLook = readings.some((r) => !r.tieBreaker && r.recognized?.lines.length === 0);
  // The first look a tie-breaker shares its pixels with: the second (the grey crops, solve-photo.ts).
  const twin = readings.filter((r) => !r.tieBreaker)[1];
  const firstLooks = readings.filter((r) => !r.tieBreaker);
  for (const column of columns) {
    const [best, ...rivals] = answersFor(column);
    const against = rivals[0] ? voteCount(rivals[0]) : 0;
    const agreed =
      best &&
      voteCount(best) >= AGREEMENT.votes &&
      voteCount(best) > against &&
      !rivals.some((rival) => oneGlyphApart(best, rival, twin)) &&
      !(blindLook && firstLooksBehind(best) < AGREEMENT.votes) &&
      // A first look that saw a gap in the answer's longest number, or a bracket it lost, opposes
      // it, whatever its runner-ups or the tie-breaker said.
      !column.some(
        (e) =>
          !e.reading.tieBreaker &&
          !best.entries.includes(e) &&
          (lostGaps(e, best.entries[0]!) || lostBracket(e, best.entries[0]!)),
      );
    const alone =
      best &&
      against === 0 &&
      best.entries.length === 1 &&
      !best.entries[0]!.reading.tieBreaker &&
      solutionOf(best.entries[0]!).confidence_score >= AGREEMENT.aloneMinConfidence &&
      !column.some((e) => readOtherwise(e, best.entries[0]!)) &&
      !silencedAgreement(column, best);
    if (!agreed) settled = false;
    // An answer only readings of doubtful shape gave (plausibility.ts) is not given, however many:
    // looks share a misread ("4 6/9" read "46/9" in both) far more often than a page prints such
    // a shape (tune: 1 answer of ~900 so doubted, and wrong; damaged readings: 68 wrong answers).
    // Shapes pages do print (PRINTED_SHAPES) only keep the answer under 0.9, as plausibility.ts says.
    const answer =
      best && (agreed || alone) && best.entries.some((_, i) => !doubtedShape(best, i))
        ? agreed
          ? agreedAnswer(best)
          : scaled(solutionOf(best.entries[0]!), AGREEMENT.aloneFactor)
        : null;
    // An unsure answer a strong runner-up reads otherwise is declined (stronglyContested).
    if (
      best &&
      answer &&
      !(answer.confidence_score < AGREEMENT.strongRunnerUpBelow && stronglyContested(best, firstLooks)) &&
      !ruledOut(best, answer)
    ) {
      const read = taskOf(best.entries[0]!);
      const doubt =
        read.kind !== null &&
        mathsDoubt({ normalized: read.normalized, kind: read.kind, answer: answer.final_answer_latex });
      // The cap only ever lowers the confidence: the answer, its votes and the verdict stand.
      const cap = doubt
        ? AGREEMENT.mathsDoubtCap
        : answer.confidence_score > AGREEMENT.runnerUpCap && runnerUpContested(best)
          ? AGREEMENT.runnerUpCap
          : 1;
      chosen.push(capConfidence(answer, cap));
      votes.push(voteCount(best));
      declines.push(() => declineTask(read, opts));
      everyLookGave.push(
        new Set(best.entries.filter((e) => !e.reading.tieBreaker).map((e) => e.reading)).size >= lookCount,
      );
      onePixelsOnly.push(onTwinPixelsOnly(best, twin));
      continue;
    }
    votes.push(0);
    if (!column.every((e) => taskOf(e).outcome === 'unsupported')) hardPage = true;
    // Prefer the decline some reading already wrote (it says why); else decline what was read.
    const declinedByEngine = column.map(solutionOf).find((task) => task.steps.length === 0);
    const model = column[0]!;
    chosen.push(declinedByEngine ?? declineTask(model.reading.result.solutionTasks[model.index]!, opts));
    const declinedTask = chosen[chosen.length - 1]!;
    declines.push(() => declinedTask);
    everyLookGave.push(false);
    onePixelsOnly.push(false);
  }
  // Nothing answered and the primary reading saw no maths at all: that is the more useful verdict.
  if (votes.every((v) => v === 0) && primary.result.solutionTasks.length === 0)
    return { solution: primary.result.solution, settled: false, votes: [0] };
  // Nor when every first look saw no maths or read prose with a few glyphs taken for maths.
  const looks = readings.filter((r) => !r.tieBreaker);
  const sawNone = (r: Reading) => r.result.solutionTasks.length === 0;
  if (votes.every((v) => v === 0) && looks.every((r) => sawNone(r) || readsAsProse(r))) {
    const said =
      looks.find(sawNone)?.result.solution ?? solveRecognizedTextDetailed({ lines: [] }, opts).solution;
    return { solution: said, settled: false, votes: [0] };
  }
  if (!hardPage) return { solution: { math_solutions: chosen }, settled, votes };
  // An unsure answer there is declined unless every first look gave it and most of the page was
  // read: a misread the looks share is likelier where half the page could not be read. So is an
  // answer one look gave alone, at any confidence: nothing confirmed it on a page the reader found
  // hard (fotokopija, round 15: "5^2 + 6^2" read "52+62" by the grey look, "5+62" by the ink one).
  const mostlyRead = votes.filter((v) => v === 0).length * 2 < votes.length;
  // So is one the grey look gave with only the tie-breaker, which reads the same grey pixels
  // (tune 255: "NZD(40, 48)" read "NZD( 10, 48)" by both, answered 2 at 0.81; the ink look lost it).
  const unsure = (t: MathSolution, i: number) =>
    t.steps.length > 0 &&
    (votes[i]! < AGREEMENT.votes ||
      onePixelsOnly[i]! ||
      (t.confidence_score < AGREEMENT.hardPageMinConfidence && !(everyLookGave[i] && mostlyRead)));
  const answered = chosen.map((t, i) =>
    unsure(t, i) ? declines[i]!() : capConfidence(t, AGREEMENT.hardPageCap),
  );
  return {
    solution: { math_solutions: answered },
    settled: settled && !chosen.some(unsure),
    votes: votes.map((v, i) => (unsure(chosen[i]!, i) ? 0 : v)),
  };
}

/**
 * Did a reading that gave the candidate read a glyph of it with a thin margin: its runner-up in
 * place answers the task otherwise (runner-up.ts)? One such reading is enough: looks that share a
 * misread share it because the glyph is ambiguous, and one of them at least is seldom sure of it
 * (round 10, tune 240–479: requiring every look caught no wrong answer at ≥ 0.9, one reading caught
 * one).
 */
function runnerUpContested(c: Candidate): boolean {
  return c.entries.some((e) => e.reading.contested?.()[e.index] === true);
}

/**
 * Was the candidate decided by a glyph the recogniser was torn on: a first look that gave it has a
 * strong runner-up (RUNNER_UP.strongP) that answers it otherwise? Both looks share a torn glyph, so
 * their agreement does not settle it; the task is declined (refunded) rather than answered.
 */
function stronglyContested(c: Candidate, firstLooks: Reading[]): boolean {
  const torn = c.entries.filter(
    (e) => !e.reading.tieBreaker && e.reading.stronglyContested?.()[e.index] === true,
  );
  return torn.length > 0 && !figureTornInOneLook(c, firstLooks, torn);
}

/**
 * Was the candidate read alike by every first look, one of them at least with no strong runner-up,
 * and is every strong runner-up of the others one figure for another ("3" for "2" in one look's
 * "3/5 − 3/6")? The ink look and the grey look read a figure through different pixels: where one
 * of them was torn on its shape and the other was not, their agreement settles it, as it settles
 * any other glyph. Not a sign's runner-up ("÷" for "+", "·" for "−": a mark both looks lose alike,
 * the rule's own case), nor a figure both looks were torn on ("3" against "2" at 0.35 / 0.27 and
 * 0.36 / 0.33 in a stacked fraction), nor an answer a look did not give or read otherwise.
 * Round 23, tune 0–479 look groups (base23 readings): of the 14 tasks the rule declined, 12 were
 * read alike by every first look (11 right, 1 wrong: "÷" read "+", a sign's runner-up); this keeps
 * 6 of the right ones answered (0.65–0.79) and turns 3 photos right, no wrong answer added.
 */
function figureTornInOneLook(c: Candidate, firstLooks: Reading[], torn: Candidate['entries']): boolean {
  const gave = c.entries.filter((e) => !e.reading.tieBreaker);
  return (
    firstLooks.length >= AGREEMENT.votes &&
    firstLooks.every((r) => gave.some((e) => e.reading === r)) &&
    new Set(gave.map(textOf)).size === 1 &&
    torn.length < gave.length &&
    torn.every((e) => e.reading.stronglyContestedByMarks?.()[e.index] === false)
  );
}

/**
 * Did `AGREEMENT.votes` readings give one other answer, each read as the lone answer's text without
 * a figure, exponent or letter of it (lostGlyphs: they lose their votes in answersFor)? One look alone
 * does not answer against two that agree: its extra glyph is as likely one it invented ("√16 +
 * 34^4" beside "√16 + 3^4" read twice, a tune Cyrillic page in C059, answered 1336340). Marks a
 * look drops (a decimal point: OFTEN_DROPPED) are not counted: two looks often lose the same one.
 */
function silencedAgreement(column: Column, best: Candidate): boolean {
  const lone = best.entries[0]!;
  const mine = solutionOf(lone).final_answer_latex;
  const others = column
    .filter((e) => e.reading !== lone.reading && lostGlyphs(textOf(e), textOf(lone)))
    .map(solutionOf)
    .filter((t) => t.steps.length > 0 && t.final_answer_latex !== mine)
    .map((t) => t.final_answer_latex);
  return others.some((a) => others.filter((o) => o === a).length >= AGREEMENT.votes);
}

/**
 * Did only the grey look (`twin`) and the tie-breaker give the candidate, no other first look
 * giving it or reading its text? The tie-breaker reads the grey look's pixels again, so the two
 * votes are one look's: a misread of those pixels is repeated, not checked.
 */
function onTwinPixelsOnly(c: Candidate, twin: Reading | undefined): boolean {
  if (!twin) return false;
  const behind = new Set([...c.entries.map((e) => e.reading), ...c.support]);
  return [...behind].every((r) => r === twin || r.tieBreaker);
}

/** Does the maths rule the answer out as a printed task's (maths-doubt.ts mathsRulesOut)? */
function ruledOut(c: Candidate, answer: MathSolution): boolean {
  const read = taskOf(c.entries[0]!);
  return (
    read.kind !== null &&
    mathsRulesOut({ normalized: read.normalized, kind: read.kind, answer: answer.final_answer_latex }) !==
      null
  );
}

/** First looks (not tie-breakers) that gave a candidate or read its very text. */
function firstLooksBehind(c: Candidate): number {
  return (
    c.entries.filter((e) => !e.reading.tieBreaker).length + c.support.filter((r) => !r.tieBreaker).length
  );
}

/** An answered task's confidence at most `cap` (a declined one keeps its own). */
function capConfidence(task: MathSolution, cap: number): MathSolution {
  return task.steps.length > 0 && task.confidence_score > cap ? { ...task, confidence_score: cap } : task;
}

/** Words of prose a reading must hold before its stray maths glyphs are taken for misread letters. */
const PROSE_WORDS = 10;
/** Words a line must hold to be a sentence whose numbers could be a word problem's quantities. */
const SENTENCE_WORDS = 3;
/** Two operands joined by an operator, or a relation with a number after it: maths, not prose. */
const JOINED_NUMBERS = /[\d)|]\s*[-+−–*·×:÷/=<>≤≥]\s*[\d(|√]|[=<>≤≥]\s*[-−]?\s*[\d(|√]/;
/**
 * A relation beside a letter standing alone (an unknown, a formula's quantity): "2x = x + S",
 * "3(x − 2) = x", "P = r^2 π". Prose has lone letters ("a", "i", "u") but no relation beside them,
 * while an equation whose numbers were all misread keeps its unknowns and its "=".
 */
const LETTER_RELATION = /(?<!\p{L})\p{L}\s*[=<>≤≥]|[=<>≤≥]\s*[-−]?\s*\p{L}(?!\p{L})/u;
/**
 * A lone letter joined by an operator to another operand ("(a + b)^2", "x^2 − y^2", "2 · a"): a
 * term of algebra. (Not "–", prose's dash, nor ":", a label's.)
 */
const LETTER_TERMS =
  /(?<!\p{L})\p{L}\s*[-+−·×*/]\s*(?:\p{L}(?!\p{L})|[\d(√])|[\d)]\s*[-+−·×*/]\s*\p{L}(?!\p{L})/u;
/** What prose read with a few glyphs taken for maths does not hold. */
const MATHS_JOINS = [JOINED_NUMBERS, LETTER_RELATION, LETTER_TERMS];

/**
 * Did a reading answer nothing and read prose, a few of its letters taken for maths ("koj^1i",
 * "U igraju gde j^(?) 0 0 i.", "nam 1 svoju 1.", "Skole dan + lep")? Many words, no two operands
 * joined by an operator or a relation, and no number standing apart but one (a page number,
 * "Strana 84"): a digit glued to letters, and a lone 0 or 1 (o, l, I), are letters misread. A
 * word problem ("Marko ima 5 jabuka, a Ana 3 više") keeps its numbers, an equation its relation
 * and algebra its lone letters joined (MATHS_JOINS), so they are still declined as maths. Round 9 (scripts/solver-notmaths.ts, tune items
 * 9 mod 10 from 489 to 2399 outside the check groups): not-maths photos called so 137 → 141 of 141
 * (check groups' 49 → 51 of 51); 2400–4799: 176 → 177 of 179 with the sentence rule; no maths photo
 * of tune 0–479 (round-9 readings, and six older rounds') newly called not maths.
 */
export function readsAsProse({ result, recognized }: Pick<Reading, 'result' | 'recognized'>): boolean {
  if (result.solution.math_solutions.some((t) => t.steps.length > 0)) return false;
  // Every line the look read (a line of prose beside the task is no task's source), else the tasks.
  const lines = recognized?.lines.map((l) => l.text) ?? result.tasks.map((t) => t.source);
  const text = lines.join(' ');
  const joint = MATHS_JOINS.some((join) => join.test(text));
  return wordsOf(text) >= PROSE_WORDS && !joint && sentenceNumbers(lines).length <= 1;
}

/**
 * A number standing apart: not glued to letters ("koj1i", a letter misread), but a unit the reader
 * joined to it ("36cm", "5kg") is a quantity's.
 */
const QUANTITY = /(?<![\p{L}\d^.,])\d+(?=[^\p{L}\d]|$|(?:mm|cm|dm|km|m|kg|g|dl|ml|l|din|h|min)(?!\p{L}))/gu;

const wordsOf = (text: string) => text.match(/\p{L}{2,}/gu)?.length ?? 0;

/**
 * The numbers of a page's sentences, but a lone 0 or 1 (a letter misread). A number on a line of
 * its own or beside one word ("7", "Strana 165": a mark read as a digit, a page number) is no
 * quantity of a word problem, unless the line ends a sentence the line above left open: a word
 * problem broken by the print's width keeps its numbers ("… a sin je" / "6 puta mlađi.").
 */
function sentenceNumbers(lines: string[]): string[] {
  const inSentence = (line: string, i: number) => {
    const above = lines[i - 1];
    return (
      wordsOf(line) >= SENTENCE_WORDS ||
      (above !== undefined && wordsOf(above) >= SENTENCE_WORDS && !/[.!?:]\s*$/.test(above))
    );
  };
  return lines
    .filter(inSentence)
    .flatMap((line) => line.match(QUANTITY) ?? [])
    .filter((n) => !/^[01]$/.test(n));
}

/** One task as each reading that found it read it: the reading and the task's index in it. */
type Column = { reading: Reading; index: number }[];

const solutionOf = ({ reading, index }: Column[number]) => reading.result.solution.math_solutions[index]!;
/** What the engine made of the entry's task (its text, doubts, outcome). */
const taskOf = ({ reading, index }: Column[number]) => reading.result.solutionTasks[index]!;

/**
 * Tasks by what they are: the first of the first looks that found the most common number of tasks
 * lays out the columns, one a task. Every other reading votes by what it read (byText): its label
 * and its text, its own place only where nothing better is known. Looks that found as many tasks
 * may still have read them in another order (a page of sub-tasks read row by row in one look and
 * column by column in the other, a label lost) — task i of one is then not task i of the other —
 * and a task lost or split must not make the tasks after it vote in their neighbours' columns, nor
 * keep the reading from voting at all.
 */
function byPlace(readings: Reading[]): Column[] {
  const taskCount = commonTaskCount(readings);
  const onlyTieBreakers = readings.every((r) => r.tieBreaker);
  const inLayout = (r: Reading) =>
    (onlyTieBreakers || !r.tieBreaker) && r.result.solutionTasks.length === taskCount;
  const layout = readings.filter(inLayout);
  const columns: Column[] = Array.from({ length: taskCount }, (_, index) => [{ reading: layout[0]!, index }]);
  for (const reading of [...layout.slice(1), ...readings.filter((r) => !inLayout(r))])
    byText(reading, columns, taskCount);
  return inCommonOrder(columns, taskCount);
}

/**
 * The columns in the order most readings that found as many tasks read them: each column at the
 * place most of its tasks hold in their readings, ties to the first look's place. The first look's
 * order is no more the page's than another look's (a label misread, "a)" as "d)", sorts its task
 * last), and the answers are reported task by task in the page's order.
 */
function inCommonOrder(columns: Column[], taskCount: number): Column[] {
  const place = (column: Column, c: number) => {
    const entries = column.filter((e) => e.reading.result.solutionTasks.length === taskCount);
    const places = entries.map((e) => e.index);
    // A reading whose labels run in order counts half a vote more: where two looks tie, the one
    // that read "a) … f)" in order is the page's, not one that repeated a label.
    const held = (p: number) =>
      entries.filter((e) => e.index === p).length +
      (entries.some((e) => e.index === p && labelsInOrder(e.reading)) ? 0.5 : 0);
    return places.reduce((best, p) => (held(p) > held(best) ? p : best), c);
  };
  return columns
    .map((column, c) => ({ column, c, at: place(column, c) }))
    .sort((a, b) => a.at - b.at || a.c - b.c)
    .map(({ column }) => column);
}

/**
 * Does a reading label every task, in one kind of label, each once and rising ("a)" to "f)", "1."
 * to "4.")? Its order is then the page's (comic row page, round 15: the ink look read "f)" as a
 * second "c)" and put its task fourth, the grey look read "a)"–"f)" in order).
 */
function labelsInOrder(reading: Reading): boolean {
  const labels = reading.result.solutionTasks.map((t) => t.label ?? null);
  return labels.length > 1 && orderable(labels) && labels.every((l, i) => i === 0 || l.n > labels[i - 1]!.n);
}

/**
 * How alike two readings of a task are, 0..1: one minus the edit distance (Levenshtein, by UTF-16
 * code unit) of their normalised texts (spaces dropped) over the longer one's length.
 */
export function textLikeness(a: string, b: string): number {
  const x = a.replace(/\s+/g, '');
  const y = b.replace(/\s+/g, '');
  const longer = Math.max(x.length, y.length);
  return longer === 0 ? 1 : 1 - leven(x, y) / longer;
}

/** Below this likeness a task is not taken for another reading of a column's task. */
const MIN_LIKENESS = 0.6;

/**
 * Puts each task of `reading` into the column whose tasks it reads most alike (one task a column,
 * best pairs first, ties to the task's own place). A task like no column stays out of the vote,
 * unless the reading found as many tasks as the layout and its own place is still free.
 */
function byText(reading: Reading, columns: Column[], taskCount: number): void {
  const texts = reading.result.solutionTasks.map((t) => t.normalized);
  // Its own place says something only when the reading found as many tasks as the layout.
  const samePlaces = texts.length === taskCount;
  const pairs: { index: number; column: number; likeness: number }[] = [];
  texts.forEach((text, index) =>
    columns.forEach((column, c) => {
      const likeness = Math.max(
        0,
        ...column.map((e) => textLikeness(text, taskOf(e).normalized) + labelLikeness({ reading, index }, e)),
      );
      if (likeness >= MIN_LIKENESS)
        pairs.push({ index, column: c, likeness: likeness + (samePlaces && index === c ? 0.01 : 0) });
    }),
  );
  pairs.sort((a, b) => b.likeness - a.likeness);
  const usedTasks = new Set<number>();
  const usedColumns = new Set<number>();
  // Review (round 6): a task read as much like two columns ("2x+3=11" twice on a page where a
  // look misread one) votes in neither: a pairing must beat the next free column clearly.
  const clearlyBest = (index: number, column: number, likeness: number) =>
    pairs.every(
      (p) =>
        p.index !== index ||
        p.column === column ||
        usedColumns.has(p.column) ||
        likeness - p.likeness >= 0.05,
    );
  for (const { index, column, likeness } of pairs) {
    if (usedTasks.has(index) || usedColumns.has(column)) continue;
    if (!clearlyBest(index, column, likeness)) continue;
    usedTasks.add(index);
    usedColumns.add(column);
    columns[column]!.push({ reading, index });
  }
  if (texts.length !== taskCount) return;
  texts.forEach((_, index) => {
    if (!usedTasks.has(index) && !usedColumns.has(index)) columns[index]!.push({ reading, index });
  });
}

/**
 * What two readings' labels say of whether their tasks are one: both labelled, of one kind, each
 * label once in its reading ("a)" repeats under every numbered section of a page, and there names
 * no one task): the same place adds LABEL_WEIGHT to their likeness, another place takes it away.
 * Otherwise nothing.
 */
function labelLikeness(a: Column[number], b: Column[number]): number {
  const la = taskOf(a).label;
  const lb = taskOf(b).label;
  if (!la || !lb || la.kind !== lb.kind) return 0;
  const once = ({ reading }: Column[number], l: NonNullable<typeof la>) =>
    reading.result.solutionTasks.filter((t) => t.label?.kind === l.kind && t.label.n === l.n).length === 1;
  if (!once(a, la) || !once(b, lb)) return 0;
  return la.n === lb.n ? LABEL_WEIGHT : -LABEL_WEIGHT;
}

/** How much a label's place counts beside the likeness of the texts (0..1). */
const LABEL_WEIGHT = 0.25;

/**
 * Tasks by label, when the readings disagree on the tasks' count or order and every task of every
 * reading has its own label ("1) … 2) …"), all of one kind: a task one reading lost or read in
 * another order must not make every task after it vote against its neighbour. Null when labels
 * cannot decide (numbers and letters mixed: "5.", "a)" are not places of one list).
 */
function byLabel(readings: Reading[]): Column[] | null {
  const labels = readings.map((r) => r.result.solutionTasks.map((t) => t.label ?? null));
  if (!labels.every((ls) => orderable(ls))) return null;
  if (new Set(labels.flat().map((l) => l.kind)).size !== 1) return null;
  const places = labels.map((ls) => ls.map((l) => l.n));
  if (places.every((ps) => ps.join() === places[0]!.join())) return null;
  if (labelsMisread(readings, places)) return null;
  const all = [...new Set(places.flat())].sort((a, b) => a - b);
  return all.map((place) =>
    readings.flatMap((reading, r) => {
      const index = places[r]!.indexOf(place);
      return index < 0 ? [] : [{ reading, index }];
    }),
  );
}

/**
 * Did the readings find the same tasks in the same order, only a label read as another letter or
 * number? Every reading found as many tasks; at each place where their labels differ, neither
 * label is one any other reading gave any of its tasks (a label misread, no task lost or moved),
 * and the texts there are alike. Aligned by label, the misread label's task stood in a column of
 * its own and the others' in another, each a lone reading, so the whole page was declined
 * (Cyrillic page, tune: the ink look read "(в)" "(г)" as "(e)" "(r)", labels 5 and 7 beside 3 and
 * 4, and six tasks every look read alike were declined). Then the places align them.
 */
function labelsMisread(readings: Reading[], places: number[][]): boolean {
  const count = places[0]!.length;
  if (!places.every((ps) => ps.length === count)) return false;
  for (let i = 0; i < count; i++) {
    const here = places.map((ps) => ps[i]!);
    if (here.every((n) => n === here[0])) continue;
    const misread = places.every((ps, r) =>
      places.every((qs, s) => r === s || ps[i] === qs[i] || !qs.includes(ps[i]!)),
    );
    const texts = readings.map((r) => r.result.solutionTasks[i]!.normalized);
    if (!misread || !texts.every((t) => textLikeness(t, texts[0]!) >= MIN_LIKENESS)) return false;
  }
  return true;
}

/**
 * The task count most first looks found; ties go to the earlier reading. A tie-breaker does not
 * count: it is read from the grey crops like the second look, so the two together must not outvote
 * the first look's layout.
 */
function commonTaskCount(readings: Reading[]): number {
  const looks = readings.filter((r) => !r.tieBreaker);
  const counts = (looks.length > 0 ? looks : readings).map((r) => r.result.solutionTasks.length);
  return counts.reduce((best, n) =>
    counts.filter((c) => c === n).length > counts.filter((c) => c === best).length ? n : best,
  );
}

/**
 * Marks OCR drops far more often than it invents them: a root sign, a decimal point ("7,9" →
 * "79"), a slash between digits, the minus of a negative side ("= −40" → "= 40": a short dash
 * beside the long bars of "=" fades first; after "≤" or "≥" too). When readings disagree, one with
 * fewer of them in a task than another reading of the same task lost some, so it does not vote on
 * that task. Not after a strict "<" or ">": there the minus is as likely the bar of a "≤" read
 * apart ("2x + 3 ≤ 7" read "2x + 3 < −7"), a mark OCR added (review).
 * Round 8: the dots of a division sign too ("4/9 ÷ 4/7" read "4/9 + 4/7": dots lost or joined to
 * the bar leave a plus; a plus never gains two dots), counted only between operands (not the
 * colon after an instruction's words a garbled reading kept). On the round-8 tune readings every
 * look that read ":" (÷) where another read "+" was right, in five photos of four look groups.
 */
const OFTEN_DROPPED = [/√/g, /\d\.\d/g, /\d\/\d/g, /[=≤≥]\s*-/g, /[\d)|]\s*:\s*[\d(|√-]/g];

function marks({ reading, index }: Column[number]): number[] {
  // (NZD/NZS: the engine writes their numbers as a list, "(14; 21)", so a separator misread as a
  // point, "NZS(14.21)", is no decimal point here.)
  const text = reading.result.solutionTasks[index]?.normalized ?? '';
  return OFTEN_DROPPED.map((pattern) => text.match(pattern)?.length ?? 0);
}

/** Where OFTEN_DROPPED counts a division sign ':' between operands, and where a plus stands between them. */
const DIVISION = OFTEN_DROPPED.length - 1;
const PLUS_BETWEEN = /[\d)|]\s*\+\s*[\d(|√-]/g;

function keptAllMarks(column: Column): Column {
  const counts = column.map(marks);
  const most = OFTEN_DROPPED.map((_, k) => Math.max(...counts.map((c) => c[k]!)));
  const pluses = column.map((e) => taskOf(e).normalized.match(PLUS_BETWEEN)?.length ?? 0);
  const plusesBesideMostDivisions = Math.min(
    ...column.flatMap((_, i) => (counts[i]![DIVISION] === most[DIVISION] ? [pluses[i]!] : [])),
  );
  // A division sign is only taken for lost where the reading has a plus in its place (its dots
  // lost): a reading of "12 · 4" does not lose its vote to one that read the dot as ":" (review).
  const lostDivision = (i: number) =>
    counts[i]![DIVISION]! < most[DIVISION]! && pluses[i]! > plusesBesideMostDivisions;
  return column.filter(
    (_, i) => counts[i]!.every((n, k) => k === DIVISION || n === most[k]) && !lostDivision(i),
  );
}

/**
 * When readings disagree and some reading of an answer carries no doubt (plausibility.ts), the
 * readings whose answer comes from a text of doubtful shape ("√25 + s^2", "32/7 − 7/9" beside
 * "3 2/7 − 7/9") do not vote against it: their shapes are what misreads leave.
 */
function undoubted(column: Column): Column {
  const doubts = (e: Column[number]) => taskOf(e).doubts.length;
  const answered = column.filter((e) => solutionOf(e).steps.length > 0);
  if (!answered.some((e) => doubts(e) === 0)) return column;
  return column.filter((e) => solutionOf(e).steps.length === 0 || doubts(e) === 0);
}

/** The answers the readings gave for one task, most votes first (stable, so earlier readings win ties). */
function answersFor(column: Column): Candidate[] {
  const answer = (entry: Column[number]) => {
    const task = solutionOf(entry);
    return task.steps.length > 0 ? task.final_answer_latex : null;
  };
  // A reading that ran a task's label into its first number ("4.2 · |−11|" for "4. 2 · |−11|", beside
  // a reading of "2 · |−11|" that found the label 4.) read every glyph of that task: it votes for its
  // answer, not for the decimal it made (nor does that point count as a mark the other lost).
  // Only where the label is one: the other reading numbers a neighbouring task n ± 1, and this one
  // found no label of its own for the task (or one it also gave another task) and no task n. Else
  // "4. 2" is as likely a printed decimal "4,2" read with a gap, under its own label (review).
  const numLabels = (r: Reading) =>
    r.result.solutionTasks.flatMap((t) => (t.label?.kind === 'num' ? [t.label.n] : []));
  const gluedTo = (e: Column[number]) =>
    column.find((o) => {
      const label = taskOf(o).label;
      const own = taskOf(e).label;
      const mine = numLabels(e.reading);
      return (
        o.reading !== e.reading &&
        label?.kind === 'num' &&
        (!own || (own.kind === 'num' && mine.filter((n) => n === own.n).length > 1)) &&
        !mine.includes(label.n) &&
        numLabels(o.reading).some((n) => Math.abs(n - label.n) === 1) &&
        solutionOf(o).steps.length > 0 &&
        textOf(e) === `${label.n}.${textOf(o)}`
      );
    });
  const glued = column.filter((e) => gluedTo(e) !== undefined);
  const unglued = column.filter((e) => !glued.includes(e));
  // Marks decide who may vote only when the readings disagree: agreeing readings all vote.
  const distinct = new Set(unglued.map(answer).filter((a) => a !== null));
  // A reading that lost glyphs another read in their places (lostGlyphs) votes in no case. Not
  // beside a reading with a gap between figures ("|x − 7| = 3 2"): its extra figure stands apart, a
  // neighbour's label or debris run into the task, no figure the other lost (review).
  const gapless = (o: Column[number]) => !/\d\s+\d/.test(taskOf(o).normalized);
  const voters = (distinct.size > 1 ? undoubted(keptAllMarks(unglued)) : unglued).filter(
    (e) => !column.some((o) => o.reading !== e.reading && gapless(o) && lostGlyphs(textOf(e), textOf(o))),
  );
  const byAnswer = new Map<string, Candidate>();
  for (const entry of voters) {
    const task = solutionOf(entry);
    if (task.steps.length === 0) continue;
    const candidate = byAnswer.get(task.final_answer_latex) ?? { entries: [], support: [] };
    candidate.entries.push(entry);
    byAnswer.set(task.final_answer_latex, candidate);
  }
  // A reading that read an answer's very text under an instruction naming another kind of task
  // ("Reši kvadratnu jednačinu:" over "x − 1 = 0", "Reši jednačinu:" over "1 − 9") saw what the
  // other looks missed: the page asks for something else, so the text lost a glyph ("x^2", "|x − 3|
  // = 9") in every look. Its decline is no vote for that answer but a veto of it (tune: 2 wrong
  // answers, one at 1.0, that the declining looks had "supported") — unless a reading of the answer
  // read an instruction that names its kind: then the instructions disagree, and the contradicting
  // one was most likely given to the wrong task (a worksheet's cells run together). Not "Izračunaj"
  // over letters: Serbian books print "Izračunaj: 3a + 2a" (and brackets, which the engine itself
  // answers), so that mismatch is no lost glyph.
  const contradicted = new Set(
    column
      .filter((e) => taskOf(e).factors.intentMismatch === 'strong' && taskOf(e).intent !== 'compute')
      .map(textOf),
  );
  const vetoed = [...byAnswer].filter(
    ([, candidate]) =>
      candidate.entries.some((e) => contradicted.has(textOf(e))) &&
      !candidate.entries.some((e) => taskOf(e).factors.intentConfirmed),
  );
  // A veto does not hand the task to a rival: the looks disagree, and a rival one look gave alone
  // would be answered unopposed (review: "2,8 : 4 − 1,11" beside a vetoed right reading).
  if (vetoed.length > 0) byAnswer.clear();
  // One reading supports an answer once, however many of the rules below it meets.
  const support = (candidate: Candidate | undefined, reading: Reading) => {
    if (
      candidate &&
      !candidate.support.includes(reading) &&
      !candidate.entries.some((e) => e.reading === reading)
    )
      candidate.support.push(reading);
  };
  // An answer read with its unknown x as another letter throughout ("a:2=10:4" beside "x:2=10:4",
  // "3z+2y=40;2z-4y=-16" beside "3x+2y=40;2x-4y=-16": an italic x misread) is the same answer under
  // another name: its readings vote for the x, not against it.
  for (const [latex, renamed] of [...byAnswer]) {
    const named = [...byAnswer.values()].find(
      (c) =>
        c !== renamed &&
        c.entries.some((e) => renamed.entries.some((r) => unknownRenamed(textOf(e), textOf(r)))),
    );
    if (!named) continue;
    byAnswer.delete(latex);
    for (const e of renamed.entries) support(named, e.reading);
  }
  for (const entry of glued) {
    const target = gluedTo(entry)!;
    support(
      [...byAnswer.values()].find((c) => c.entries.includes(target)),
      entry.reading,
    );
  }
  for (const entry of voters) {
    // Only a text of no doubtful shape (plausibility.ts): a doubtful one needs two answers.
    // So does one declined for a gap inside a number ("2 0 : 3 0" for "20 : 30", wide spacing) where
    // another reading read the same glyphs without it.
    const read = taskOf(entry);
    const splitNumber =
      read.outcome === 'unreadable' &&
      /two numbers in a row/.test(read.reason ?? '') &&
      !gapMakesLongest(read.normalized);
    if ((read.outcome !== 'lowConfidence' && !splitNumber) || read.doubts.length > 0) continue;
    const same = [...byAnswer.values()].find((c) => c.entries.map(textOf).includes(textOf(entry)));
    support(same, entry.reading);
  }
  for (const entry of voters) {
    const unread = unreadUnknowns(textOf(entry));
    if (!unread || solutionOf(entry).steps.length > 0) continue;
    // The letter read for the unread glyph must not stand elsewhere in the unread reading: there
    // the glyph read fine, so the unread one was another ("5 ⁇ (x + 2)", a lost ×).
    const fills = (text: string) => {
      const letter = unread.exec(text)?.[1];
      return letter !== undefined && !textOf(entry).includes(letter);
    };
    const same = [...byAnswer.values()].find((c) =>
      c.entries
        .map(textOf)
        .some((text, i) => fills(text) && solutionOf(c.entries[i]!).steps.length > 0 && !doubted(c, i)),
    );
    support(same, entry.reading);
  }
  // A declined reading that read every glyph of an answer's text but one, the one that made it no
  // task ("−3x + 14 2 − 1" for "−3x + 14 ≥ −1", "4 : 2 = 12 : 21" for "4 : x = 12 : 21"), or that
  // lost one absolute-value bar, or that read the task behind what is left of its label, or its x
  // as the r or c of an italic x: it confirms all the rest. Only where no reading answered otherwise:
  // a look-alike both share ("2^2 − 7x = 0", "2^2 − 72 = 0" for "x^2 − 7x = 0") must not outvote it.
  for (const entry of byAnswer.size === 1 ? voters : []) {
    if (solutionOf(entry).steps.length > 0) continue;
    const text = textOf(entry);
    const same = [...byAnswer.values()].find((c) =>
      c.entries
        .map(textOf)
        .some(
          (answer, i) =>
            (keyGlyphMisread(answer, text) ||
              lostBar(answer, text) ||
              labelLeft(answer, text) ||
              italicX(answer, text)) &&
            !doubted(c, i),
        ),
    );
    support(same, entry.reading);
  }
  // A reading that read an answer's division sign as a plus, its dots lost (OFTEN_DROPPED: it does
  // not vote), and every other glyph as the answer's reading did: it confirms all the rest. Only a
  // sure reading (line confidence ≥ DOTS_LOST_MIN_OCR): an unsure plus is as likely the page's own
  // plus that the other look misread as a division (round 13, Gentium "3 · (3 + 4)": the ink read
  // the plus at 46, the grey look "÷" at 55, and the plus confirmed the division, −35,75 answered).
  for (const entry of byAnswer.size === 1 ? unglued.filter((e) => !voters.includes(e)) : []) {
    if (taskOf(entry).factors.ocr < DOTS_LOST_MIN_OCR) continue;
    const text = textOf(entry);
    const same = [...byAnswer.values()].find((c) =>
      c.entries.map(textOf).some((answer, i) => divisionLostDots(answer, text) && !doubted(c, i)),
    );
    support(same, entry.reading);
  }
  // A reading of doubtful shape whose glyphs are those of an undoubted reading, only run together
  // ("46/9 − 3/4" beside "4 6/9 − 3/4"): it saw the same page, and the doubt was that very gap.
  for (const entry of column) {
    const read = taskOf(entry);
    if (read.doubts.length === 0 || voters.includes(entry)) continue;
    const same = [...byAnswer.values()].find((c) =>
      c.entries.map(textOf).some((text, i) => glyphs(text) === glyphs(textOf(entry)) && !doubted(c, i)),
    );
    support(same, entry.reading);
  }
  // The one answer of one reading, every glyph of whose text some declined reading read in its
  // place, no declined reading reading a figure, letter or sign of its own there ("3/5 : 2/3"
  // beside "3/5 : 2/( )" and "3/5 2/3"): glyph by glyph, two looks agree on the whole task.
  const [only] = byAnswer.size === 1 ? [...byAnswer.values()] : [];
  if (only && voteCount(only) < AGREEMENT.votes && !doubted(only, 0)) {
    const mine = textOf(only.entries[0]!);
    const covered = new Array<boolean>(mine.length).fill(false);
    const confirming: Reading[] = [];
    for (const entry of voters) {
      if (solutionOf(entry).steps.length > 0 || entry.reading === only.entries[0]!.reading) continue;
      // What is left of a label before the task ("( )", ")") is no bracket of the task's.
      const text = textOf(entry).replace(/^[([{'"]*[)\]}]/, '');
      const { matched, extra } = alignGlyphs(mine, text);
      const count = (g: string) => extra.filter((e) => e === g).length;
      // Not a lone bracket (the task's own, its other end lost: "(3,5 : 5 − 6,31", "−3)^2 + 4" beside
      // "−3^2 + 4", review), nor a gap between figures the answer reads as one number ("5 12 − 7"
      // beside "512 − 7": a lost dot).
      if (extra.some((g) => !JUNK.test(g)) || count('(') !== count(')')) continue;
      // Nor brackets around glyphs the answer reads bare ("5 · (12 − 4)" beside "5 · 12 − 4"): they
      // change the order of the operations, and thin brackets are what a look loses (review).
      if (bracketed(text) > bracketed(mine)) continue;
      const gaps = [...(taskOf(entry).normalized.match(/\d\s+\d/g) ?? [])];
      if (gaps.some((gap) => mine.includes(gap.replace(/\s+/g, '')))) continue;
      matched.forEach((m, i) => (covered[i] ||= m));
      confirming.push(entry.reading);
    }
    if (confirming.length > 0 && covered.every(Boolean)) for (const r of confirming) support(only, r);
  }
  return [...byAnswer.values()].sort((a, b) => voteCount(b) - voteCount(a));
}

/**
 * Glyphs a declined reading may hold beyond an answer's text and still confirm it: brackets and
 * quotes, what an unreadable figure or a label's debris is read as. Not an unread mark (ink of the
 * task nobody read: "5⁇.4 : 2" where "− 3,69" was lost) nor a point (a decimal point the answer's
 * reading lost: "8.46" beside "846").
 */
const JUNK = /^[()[\]{}'"\s]$/;

/** How many bracket pairs of `text` enclose glyphs ("(12-4)"; not the empty "()" of an unread figure). */
const bracketed = (text: string) => text.match(/\([^()]+\)|\[[^[\]]+\]|\{[^{}]+\}/g)?.length ?? 0;

/**
 * The longest common subsequence of `mine` and `other`: which of `mine`'s glyphs `other` read in
 * order (`matched`), and `other`'s glyphs left over (`extra`).
 */
function alignGlyphs(mine: string, other: string): { matched: boolean[]; extra: string[] } {
  const n = mine.length;
  const m = other.length;
  const best = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      best[i]![j] =
        mine[i] === other[j] ? 1 + best[i + 1]![j + 1]! : Math.max(best[i + 1]![j]!, best[i]![j + 1]!);
  const matched = new Array<boolean>(n).fill(false);
  const extra: string[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (mine[i] === other[j]) {
      matched[i++] = true;
      j++;
    } else if (best[i + 1]![j]! >= best[i]![j + 1]!) i++;
    else extra.push(other[j++]!);
  }
  extra.push(...other.slice(j));
  return { matched, extra };
}

/**
 * Did a reading of `text` lose glyphs another reading read in their places: is `text` what `other`
 * read without one or more of its figures, letters or exponent marks, every other glyph the same
 * and in order ("4 · √144 − 2" beside "4 · √144 − 2^2", "2,8 : 3 − 1,62" beside "22,8 : 3 −
 * 1,62")? Glyphs of the maths fade or merge far more often than a look invents a figure or a
 * letter, so the shorter reading lost them, whatever it answered; it does not vote on the task
 * (round 8, tune: two wrong answers declined, one task answered). Only figures, `^` and letters the
 * task names elsewhere count as lost: brackets, points and unread marks are what a look adds from
 * a label's debris or a speck. An italic x read as r or c ("(r − 8)(r + 8) + 5r" beside "(x − 8)(x
 * + 8) + 5") is taken as the x it is.
 */
function lostGlyphs(text: string, other: string): boolean {
  const full = /x/.test(text) && !/x/.test(other) ? other.replace(/[rc]/g, 'x') : other;
  // Glyphs before the task's first one are a label's debris ("1 5,6 − 5,36", "d7^2 − 4^2"), and so
  // are figures after its last one: a cell's border, the next task's label run on ("2x + 4 = 104"
  // beside "2x + 4 = 10"; review: else that one look answers alone against two). An exponent or
  // the unknown after it is no debris ("4 · √144 − 2^2").
  if (full.length <= text.length || text.length === 0 || full[0] !== text[0]) return false;
  if (full.startsWith(text) && /^\d+$/.test(full.slice(text.length))) return false;
  // `text`'s glyphs in order inside `full`; what is left over was lost.
  const { matched, extra } = alignGlyphs(text, full);
  // A letter counts only as one the task names elsewhere (its unknown): a look invents other
  // letters from specks ("x^n^2 − 6x = 0").
  return (
    matched.every(Boolean) && extra.every((g) => /[0-9^]/.test(g) || (/[a-z]/.test(g) && text.includes(g)))
  );
}

/**
 * Does closing a gap between digits of `text` ("5 12 − 7") make the task's one longest number (512
 * beside 7)? A lost operator ("5 · 12 − 7", the dot a speck) leaves that gap, and a look that lost
 * the gap too read "512 − 7": no second vote for it. A number set wide ("4 : x = 2 0 : 3 0") closes
 * to the length of the numbers beside it (review).
 */
function gapMakesLongest(text: string): boolean {
  const numbers = (text.match(/\d+(?:\s+\d+)*/g) ?? []).map((n) => ({
    gap: /\s/.test(n),
    len: n.replace(/\s+/g, '').length,
  }));
  return numbers.some((n, i) => n.gap && numbers.every((o, j) => j === i || o.len < n.len));
}

/**
 * Did the first looks read the candidates' texts one glyph apart ("−6x − 45 ≥ −39" and "−6x − 15 ≥
 * −39", "3,1 + 2,77 − 3" and "3,1 + 2,77 · 3"), with fewer than `AGREEMENT.votes` first looks
 * behind `best`? Then a tie-breaker decided between two look-alikes, and it reads the same grey
 * pixels as the second look, so it tends to repeat that look's misread of the one glyph: it does
 * not decide (tune: 1 right and 3 wrong answers so decided). Whole glyphs lost or added (a power,
 * a bracket: "6^2 − 7^2" and "6 − 7^2") leave more than one edit, and there it still decides.
 */
function oneGlyphApart(best: Candidate, rival: Candidate, twin: Reading | undefined): boolean {
  // A point that is no decimal point (not between digits: "−6x − .15") is a speck, not a glyph.
  const firstLooks = (c: Candidate) =>
    c.entries.filter((e) => !e.reading.tieBreaker).map((e) => textOf(e).replace(/(?<!\d)\.|\.(?!\d)/g, ''));
  if (firstLooks(best).length + best.support.filter((r) => !r.tieBreaker).length >= AGREEMENT.votes)
    return false;
  // A tie-breaker that read the glyph against its twin (the look of the same grey pixels) and with
  // the other look repeated no misread: two looks of different pixels agree (tune: "1/3 · 1/3" read
  // "1/3 · 1/2" by the grey look alone).
  const gave = (c: Candidate, r: Reading | undefined) => c.entries.some((e) => e.reading === r);
  if (twin && gave(rival, twin) && !gave(best, twin) && best.entries.some((e) => e.reading.tieBreaker))
    return false;
  return firstLooks(best).some((mine) => firstLooks(rival).some((theirs) => substitutedOnce(mine, theirs)));
}

/**
 * Did first look `e` read the task of `answer` as another task one glyph apart ("11 1/2 + 1/4" for
 * "−1 1/2 + 1/4"), parsed but too unsure to answer, or without the answer's letter ("−2 + 10 ≥ 12"
 * for "−2t + 10 ≥ 12": it saw no unknown where the answer names one)? Then the looks disagree on a
 * glyph and the answer one look gives alone is no longer unopposed. A reading that is no task (a
 * digit read as a letter: "−2x + 11 ≥ s") or of doubtful shape says nothing against it.
 */
function readOtherwise(e: Column[number], answer: Column[number]): boolean {
  const read = taskOf(e);
  if (e.reading === answer.reading || e.reading.tieBreaker) return false;
  const glyphOtherwise =
    read.outcome === 'lowConfidence' &&
    read.doubts.length === 0 &&
    substitutedOnce(textOf(e), textOf(answer));
  return (
    glyphOtherwise ||
    lostLetter(textOf(answer), textOf(e)) ||
    lostBars(e, answer) ||
    lostGaps(e, answer) ||
    lostBracket(e, answer)
  );
}

/**
 * Did another look read the answer's text with one bracket more? "(x − 8)(x + 8) + 6x" in Berenis
 * read "(x - 8)x + 8) + 6x" (unparsed) by one look, and "(x - 8Xx + 8) + 6x" by the other and the
 * tie-breaker, whose ")(" became a doubled x (answered −x + 8): the bracket the other look saw is
 * one the answer lost.
 */
function lostBracket(e: Column[number], answer: Column[number]): boolean {
  // A bracket before the task is what is left of its label (")5 · 12 − 4"), one after it of the
  // next column's label or a "(2 boda)" (review, round 14: "2(x + 1) = 10)"): not the task's.
  const [other, mine] = [textOf(e), textOf(answer)];
  return (
    taskOf(e).outcome === 'unreadable' &&
    other[0] === mine[0] &&
    other.at(-1) === mine.at(-1) &&
    lostOne(other.slice(1, -1), mine.slice(1, -1), /[()]/)
  );
}

/**
 * Did another look see a gap inside the answer's longest number? "9,9 : 3 − 7,17" in mononoki read
 * "9 9:3 - 7 17" (two numbers in a row, declined) and "99:3 - 717" (answered −684): the same text
 * but for spaces, and closing the gap makes the one longest number, as a lost comma or operator
 * does (`gapMakesLongest`; a number set wide, "2 4 : 3 6", closes to its neighbours' length and
 * votes for the whole reading instead).
 */
function lostGaps(e: Column[number], answer: Column[number]): boolean {
  const gapped = taskOf(e).normalized;
  return textOf(e) === textOf(answer) && /\d\s+\d/.test(gapped) && gapMakesLongest(gapped);
}

/** An absolute-value bar beside a term's glyph ("|x-7=I"): `|x`, `|-`, `7|`, `)|`. */
const BAR_BESIDE_TERM = /\|\s*[-−a-z\d(]|[a-z\d)]\s*\|/;

/**
 * Did another look read the answering look's task with an absolute-value bar the answer lacks?
 * "|x − 7| = 1" read "x-7=1" by one look and "|x-7=I" (declined) by the other: the lone look lost
 * the bars and solves another equation (tune, EB Garamond: x = 8 of x = 6 or 8, answered). Only
 * when the other look's task without its bars is the answer's but for a glyph, compared as both
 * were normalised (the raw readings differ in `−`/`-`, `,`/`.`, `·`/`*` — review: `2x − 7 = 1,5`
 * beside `|2x − 7 = 1,5` had been answered): a bar in the instruction's words ("Resi |ro|
 * orciju") is not the task's, and one beside other text ("|/ : 0.6 + 4.7| * 2") is not judged.
 */
function lostBars(e: Column[number], answer: Column[number]): boolean {
  const mine = textOf(answer);
  const other = textOf(e);
  if (mine.includes('|')) return false;
  return BAR_BESIDE_TERM.test(other) && leven(other.replace(/\|/g, ''), mine) <= 1;
}

/** Is `other` the text `answer` without one of its letters ("−2 + 10 ≥ 12" for "−2t + 10 ≥ 12")? */
const lostLetter = (answer: string, other: string) => lostOne(answer, other, /[a-z]/);

/** Is `other` the text `answer` without one glyph that matches `glyph`? */
function lostOne(answer: string, other: string, glyph: RegExp): boolean {
  if (other.length !== answer.length - 1) return false;
  for (let i = 0; i < answer.length; i++)
    if (glyph.test(answer[i]!) && answer.slice(0, i) + answer.slice(i + 1) === other) return true;
  return false;
}

/** Where two texts of one length differ; null when their lengths differ. */
function differingPlaces(a: string, b: string): number[] | null {
  if (a.length !== b.length) return null;
  return Array.from({ length: a.length }, (_, i) => i).filter((i) => a[i] !== b[i]);
}

/** Two texts of one length that differ in exactly one place. */
const substitutedOnce = (a: string, b: string) => differingPlaces(a, b)?.length === 1;

/**
 * Is `other` the text `answer` with one glyph read as another, a glyph without which `other` is no
 * task of the answer's kind: its only relation sign (`other` has none), its unknown (`other` has
 * no letter), or a times sign read as the letter x (`answer` has no letter)?
 */
function keyGlyphMisread(answer: string, other: string): boolean {
  const at = differingPlaces(answer, other);
  if (at?.length !== 1) return false;
  const [mine, theirs] = [answer[at[0]!]!, other[at[0]!]!];
  const relations = (t: string) => t.match(/[=<>≤≥]/g)?.length ?? 0;
  const letters = (t: string) => /[a-z]/.test(t);
  // Review (round 6): the relation only as its known look-alike, "≥" read "2"; any other glyph in
  // its place says nothing of which relation was printed.
  if (/[=<>≤≥]/.test(mine))
    return mine === '≥' && theirs === '2' && relations(answer) === 1 && relations(other) === 0;
  if (/[a-z]/.test(mine)) return !letters(other);
  return mine === '*' && theirs === 'x' && !letters(answer);
}

/** Is `other` the text `answer` with its every x read as one other letter that `answer` does not hold? */
function unknownRenamed(answer: string, other: string): boolean {
  if (!answer.includes('x') || other.includes('x')) return false;
  const at = differingPlaces(answer, other) ?? [];
  const letters = new Set(at.map((i) => other[i]!));
  const [letter] = [...letters];
  return (
    at.length > 0 &&
    at.every((i) => answer[i] === 'x') &&
    letters.size === 1 &&
    /^[a-z]$/.test(letter!) &&
    !answer.includes(letter!)
  );
}

/** How sure a look that read a plus must be to confirm another look's division sign (above). */
const DOTS_LOST_MIN_OCR = 0.8;

/** Is `other` the text `answer` with one division sign ":" read as "+" (its dots lost)? */
function divisionLostDots(answer: string, other: string): boolean {
  const at = differingPlaces(answer, other);
  return at?.length === 1 && answer[at[0]!] === ':' && other[at[0]!] === '+';
}

/**
 * Is `other` the text `answer` with its every x read as r or as c ("−7r + 4 = −45" for "−7x + 4 =
 * −45")? The recogniser reads an italic x so (plausibility.ts declines such a reading): it saw
 * every other glyph of the task.
 */
function italicX(answer: string, other: string): boolean {
  return /x/.test(answer) && !/x/.test(other) && ['r', 'c'].some((l) => answer.replace(/x/g, l) === other);
}

/**
 * Is `other` the text `answer` behind what is left of a task label the page split did not take
 * ("( )3,5 : 5 − 6,31", "(o) 2/9 − 1/3", ") 75% od 40" for "(a)", "(b)", "b)"): brackets, a point or
 * a colon and at most one letter, no digit, sign or bar that could belong to the maths. Such a
 * reading was declined unread, and it confirms every glyph of the task.
 */
function labelLeft(answer: string, other: string): boolean {
  if (other.length <= answer.length || !other.endsWith(answer)) return false;
  const left = other.slice(0, other.length - answer.length);
  // A closing bracket: a lone "(" is as likely the task's own bracket whose end both looks lost
  // ("(3,5 : 5 − 6,31) · 2" cut after 6,31), and it confirms no label (review).
  return /^[()[\]:.,;']*[a-z]?[()[\]:.,;']*$/.test(left) && /[)\]]/.test(left);
}

/**
 * Is `other` the text `answer` with one absolute-value bar lost ("2 · |−6 − |7 − 14|" for
 * "2 · |−6| − |7 − 14|")? A lost bar leaves bars that do not pair, so such a reading was declined
 * unread, and it confirms every other glyph.
 */
function lostBar(answer: string, other: string): boolean {
  return lostOne(answer, other, /\|/);
}

/** A text's glyphs, without the gap of a mixed number ("4#6/9" → "46/9"). */
const glyphs = (text: string) => text.replace(/#/g, '');

/**
 * A text with glyphs left unread (UNREAD_MARK), as a pattern that matches the texts read the same
 * with a letter in the place of each (an italic x the recogniser could not read: "5(⁇ − 2) = ⁇ +
 * 26"); null for a text with none. Only a letter: an unread glyph may as well be a root sign or a
 * digit ("4 · ⁇16"), which another reading's look-alike would settle wrongly.
 */
function unreadUnknowns(text: string): RegExp | null {
  if (!text.includes(UNREAD_MARK)) return null;
  // Marks side by side are one glyph's halves: an italic x whose hairline binarisation lost
  // leaves its two strokes apart, both unread ("|⁇⁇ − 6| = 6" beside "|x − 6| = 6").
  const [first, ...rest] = text
    .replace(new RegExp(`${UNREAD_MARK}+`, 'g'), UNREAD_MARK)
    .split(UNREAD_MARK)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // Every unread glyph the same letter: `([a-z])` the first, `\1` the others.
  return new RegExp(`^${first}([a-z])${rest.join('\\1')}$`);
}

/**
 * Doubts about shapes that pages do print, and that only keep an answer under 0.9 (plausibility.ts,
 * review of round 6): a gap before a bracket (a monospaced face spaces "3 (x + 2)"), a number
 * touching a bracket, a system solved in thirds, an undefined value ("5 : 0" is said plainly).
 */
const PRINTED_SHAPES = /gap before a bracket|a number times a bracket|a system solved in|an undefined value/;

/** Did the reading of the candidate's i-th answer doubt its text for a shape misreads leave? */
function doubtedShape(c: Candidate, i: number): boolean {
  return taskOf(c.entries[i]!).doubts.some((d) => !PRINTED_SHAPES.test(d));
}

/** Did the reading of the candidate's i-th answer doubt its text (plausibility.ts)? */
function doubted(c: Candidate, i: number): boolean {
  return taskOf(c.entries[i]!).doubts.length > 0;
}

/** What a reading read for a task, spaces aside. */
function textOf({ reading, index }: Column[number]): string {
  return (reading.result.solutionTasks[index]?.normalized ?? '').replace(/\s+/g, '');
}

/**
 * The answer as the most confident reading wrote it, with the confidence of the least confident
 * one: readings that agree on an answer may still have read the task with different certainty, and
 * a misread both looks share (a lost digit, a look-alike) most often leaves one of them unsure.
 */
function leastConfident(tasks: MathSolution[]): MathSolution {
  const best = tasks.reduce((b, t) => (t.confidence_score > b.confidence_score ? t : b));
  const least = Math.min(...tasks.map((t) => t.confidence_score));
  return { ...best, confidence_score: least };
}

/**
 * An agreed answer with the certainty of its least sure reading. When enough first looks gave it,
 * those decide (a tie-breaker read only because some other task was unsettled does not lower it);
 * when it needed the tie-breaker, the first looks disagreed on it, so it is scaled like an answer
 * of one look alone (review, round 5: 2 of 3 must not keep a confidence of 0.9 and more).
 */
function agreedAnswer(candidate: Candidate): MathSolution {
  // Agreement by text alone (support) confirms the answer but not its own reading's certainty.
  const looks = candidate.entries.filter((e) => !e.reading.tieBreaker).map(solutionOf);
  return looks.length >= AGREEMENT.votes
    ? leastConfident(looks)
    : scaled(leastConfident(candidate.entries.map(solutionOf)), AGREEMENT.aloneFactor);
}

/**
 * An answer's confidence scaled by `factor`, never below the engine's least answer (minAnswer): an
 * answer the vote gives is not reported as one the engine would have declined (tune: answers at
 * 0.5–0.6 were right 33 times in 33).
 */
function scaled(task: MathSolution, factor: number): MathSolution {
  const confidence = Math.max(CONFIDENCE.minAnswer, task.confidence_score * factor);
  return { ...task, confidence_score: Math.round(confidence * 100) / 100 };
}
