/** The vote between readings of one photo: agreement answers, disagreement declines. */
import { describe, expect, it } from 'vitest';
import { agreeOnSolution, AGREEMENT, textLikeness, type Reading } from './consensus.js';
import { CONFIDENCE } from './engine/confidence.js';
import { solveRecognizedTextDetailed } from './engine/index.js';

const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;

/** A reading of the given lines, every line read with the given confidence. */
function reading(name: string, lines: string[], confidence = 90): Reading {
  const recognized = { lines: lines.map((text) => ({ text, confidence })) };
  return { name, result: solveRecognizedTextDetailed(recognized, opts), recognized };
}

/** A third look, taken because the first two disagreed (solve-photo.ts). */
const tieBreaker = (r: Reading): Reading => ({ ...r, tieBreaker: true });

const answers = (readings: Reading[]) =>
  agreeOnSolution(readings, opts).solution.math_solutions.map((s) =>
    s.steps.length > 0 ? s.final_answer_latex : 'declined',
  );

describe('agreeOnSolution', () => {
  it('answers what two readings agree on, and calls it settled', () => {
    const out = agreeOnSolution(
      [reading('a', ['Reši jednačinu:', '3x + 5 = 20']), reading('b', ['Resi jednacinu', '3x+5=20'])],
      opts,
    );
    expect(out.settled).toBe(true);
    expect(out.votes).toEqual([2]);
    expect(out.solution.math_solutions[0]!.final_answer_latex).toBe('\\(x = 5\\)');
  });

  it('declines a task two readings answer differently, showing what was read', () => {
    const out = agreeOnSolution([reading('a', ['6x - 17 = 1']), reading('b', ['-6x - 17 = 1'])], opts);
    expect(out.settled).toBe(false);
    expect(out.votes).toEqual([0]);
    const task = out.solution.math_solutions[0]!;
    expect(task.steps).toEqual([]);
    expect(task.image_is_math_problem).toBe('yes');
    expect(task.introduction_latex).toContain('6x - 17 = 1');
  });

  it('lets the majority win over one misreading', () => {
    expect(
      answers([reading('a', ['6x - 17 = 1']), reading('b', ['-6x - 17 = 1']), reading('c', ['-6x-17=1'])]),
    ).toEqual(['\\(x = -3\\)']);
  });

  it('declines a two-against-two tie', () => {
    expect(
      answers([
        reading('a', ['4 · (6 + 7) - 30']),
        reading('b', ['4 * (6 + 7) - 30']),
        reading('c', ['4 · (6 + 7) - 39']),
        reading('d', ['4 * (6 + 7) - 39']),
      ]),
    ).toEqual(['declined']);
  });

  it('accepts one confident reading when no other reading answers the task at all', () => {
    const confident = reading('a', ['Izračunaj:', '2 + 3 · 4'], 96);
    expect(confident.result.solution.math_solutions[0]!.confidence_score).toBeGreaterThanOrEqual(
      AGREEMENT.aloneMinConfidence,
    );
    const out = agreeOnSolution([confident, reading('b', ['Izracunaj', '2 + 3 %%% 4 ?? ='])], opts);
    expect(out.votes).toEqual([1]);
    expect(out.settled).toBe(false);
    expect(answers([confident, reading('b', ['Izracunaj', '2 + 3 %%% 4 ?? ='])])).toEqual([
      '\\(2 + 3 \\cdot 4 = 14\\)',
    ]);
  });

  it('reports an answer one reading gave alone below its own confidence: no second look confirmed it', () => {
    const confident = reading('a', ['Izračunaj:', '2 + 3 · 4'], 100);
    const own = confident.result.solution.math_solutions[0]!.confidence_score;
    expect(own).toBe(1);
    const out = agreeOnSolution([confident, reading('b', ['Izracunaj', '2 + 3 %%% 4 ?? ='])], opts);
    expect(out.solution.math_solutions[0]!.confidence_score).toBe(AGREEMENT.aloneFactor);
    expect(out.solution.math_solutions[0]!.confidence_score).toBeLessThan(0.9);
  });

  it('reports an agreed answer with the confidence of the less sure reading', () => {
    const sure = reading('a', ['Izračunaj:', '2 + 3 · 4'], 100);
    const unsure = reading('b', ['Izračunaj:', '2 + 3 · 4'], 64);
    const low = unsure.result.solution.math_solutions[0]!.confidence_score;
    expect(low).toBeLessThan(0.9);
    for (const order of [
      [sure, unsure],
      [unsure, sure],
    ]) {
      const out = agreeOnSolution(order, opts);
      expect(out.votes).toEqual([2]);
      expect(out.solution.math_solutions[0]!.confidence_score).toBe(low);
      expect(out.solution.math_solutions[0]!.final_answer_latex).toBe('\\(2 + 3 \\cdot 4 = 14\\)');
    }
  });

  it('accepts one reading alone from 0.8, below 0.9 too', () => {
    const fair = reading('a', ['Izračunaj:', '2 + 3 · 4'], 72);
    const own = fair.result.solution.math_solutions[0]!.confidence_score;
    expect(own).toBeGreaterThanOrEqual(AGREEMENT.aloneMinConfidence);
    expect(own).toBeLessThan(0.9);
    expect(answers([fair, reading('b', ['Izracunaj', '2 + 3 %%% 4 ?? ='])])).toEqual([
      '\\(2 + 3 \\cdot 4 = 14\\)',
    ]);
  });

  it('does not accept one reading alone when another look read the task one glyph otherwise', () => {
    const sure = reading('a', ['Izračunaj:', '-1 1/2 + 1/4'], 99);
    expect(sure.result.solution.math_solutions[0]!.confidence_score).toBeGreaterThanOrEqual(
      AGREEMENT.aloneMinConfidence,
    );
    const unsure = (text: string) => reading('b', [text], 16);
    expect(unsure('11 1/2 + 1/4').result.solutionTasks[0]!.outcome).toBe('lowConfidence');
    expect(answers([sure, unsure('11 1/2 + 1/4')])).toEqual(['declined']);
    // A reading more than one glyph away, or no task at all, does not oppose it.
    expect(unsure('11 1/2 + 1/9').result.solutionTasks[0]!.outcome).toBe('lowConfidence');
    expect(answers([sure, unsure('11 1/2 + 1/9')])).toHaveLength(1);
    expect(answers([sure, unsure('11 1/2 + 1/9')])[0]).not.toBe('declined');
    expect(answers([sure, unsure('-1 1/2 + s/4')])[0]).not.toBe('declined');
  });

  it('does not accept one reading alone when another look read the task without its unknown', () => {
    const lettered = reading('a', ['Reši nejednačinu:', '-2t + 10 ≥ 12'], 99);
    expect(answers([lettered, reading('b', ['Rsi nejdnacinu', '-2 ⁇ %%% ≥ ='])])[0]).not.toBe('declined');
    const unlettered = reading('b', ['Resi nejednacinu:', '-2 + 10 ≥ 12'], 99);
    expect(unlettered.result.solution.math_solutions[0]!.steps).toEqual([]);
    expect(answers([lettered, unlettered])).toEqual(['declined']);
  });

  it('does not accept one reading alone when another look read absolute-value bars it lacks', () => {
    // "|x − 7| = 1": one look lost both bars, the other kept one (and read the 1 as I, declined).
    const barless = reading('a', ['Reši jednačinu:', 'x-7=1'], 99);
    expect(answers([barless, reading('b', ['Resi jednacinu', 'x-7=* ⁇'])])[0]).not.toBe('declined');
    const barred = reading('b', ['Resi jednacinu:', '|x-7=I'], 99);
    expect(barred.result.solution.math_solutions[0]!.steps).toEqual([]);
    expect(answers([barless, barred])).toEqual(['declined']);
    // Compared as normalised: the raw readings' minus signs and decimal commas differ (review).
    const printedMinus = reading('a', ['Reši jednačinu:', '2x − 7 = 1,5'], 99);
    expect(answers([printedMinus, reading('b', ['Resi jednacinu:', '|2x − 7 = 1,5'], 99)])).toEqual([
      'declined',
    ]);
    // Bars in the instruction's words or beside other text are no lost bars of the task.
    const proportion = reading('a', ['Reši proporciju:', 'x:6 =8: 24'], 99);
    const wordBars = reading('b', ['a Resi |ro| orciju: x:6 =8: 2⁇'], 99);
    expect(answers([proportion, wordBars])).toEqual(['\\(x = 2\\)']);
  });

  it('does not answer a reading that lost a bracket another look read', () => {
    // Berenis's "(x − 8)(x + 8) + 6x": ")(" read as a doubled x by one look and the tie-breaker,
    // ")" alone by the other (unparsed).
    const doubled = reading('a', ['Sredi izraz: (x - 8Xx + 8) + 6x'], 95);
    const small = tieBreaker(reading('c', ['Sredi izraz: (x -8x+8)+ 6x'], 95));
    const bracket = reading('b', ['Sredi izraz: (x - 8)x + 8) + 6x'], 95);
    expect(bracket.result.solutionTasks[0]!.outcome).toBe('unreadable');
    expect(answers([doubled, reading('b', ['Sredi izraz: (x - 8x + 8) + 6x ⁇⁇'], 95), small])).not.toEqual([
      'declined',
    ]);
    expect(answers([doubled, bracket, small])).toEqual(['declined']);
    // A bracket after the task is another label's or a note's, not one the answer lost (review).
    const task = reading('a', ['Reši jednačinu:', '2(x + 1) = 10'], 95);
    const trailing = reading('b', ['Reši jednačinu:', '2(x + 1) = 10)'], 95);
    // (normalize.ts now drops such a bracket after an equation's last number: that look answers too.)
    expect(trailing.result.solutionTasks[0]!.outcome).toBe('solved');
    expect(answers([task, trailing])).toEqual(['\\(x = 4\\)']);
  });

  it('does not answer a reading whose numbers another look saw in parts', () => {
    // mononoki's "9,9 : 3 − 7,17" with its commas lost: "9 9:3 - 7 17" (two numbers in a row,
    // declined) beside "99:3 - 717".
    const joined = reading('b', ['Izracunaj:99:3 - 717'], 90);
    expect(answers([joined, reading('a', ['Izracunaj:9 7:3 - 1 17'], 90)])).not.toEqual(['declined']);
    expect(answers([joined, reading('a', ['Izracunaj:9 9:3 - 7 17'], 90)])).toEqual(['declined']);
    // A gap that closes to no longer number than its neighbours' is spacing (Roboto's "15").
    const fifteen = reading('b', ['Izracunaj: (17 - 1) · 7 + 15 : (1 + 4)'], 90);
    const spaced = reading('a', ['Izracunaj: (17 - 1) · 7 + 1 5 : (1 + 4)'], 90);
    expect(answers([fifteen, spaced])).toEqual([
      '\\(\\left(17 - 1\\right) \\cdot 7 + 15 : \\left(1 + 4\\right) = 115\\)',
    ]);
  });

  it('does not accept one unsure reading alone', () => {
    const unsure = reading('a', ['Izračunaj:', '2 + 3 · 4'], 20);
    expect(unsure.result.solution.math_solutions[0]!.confidence_score).toBeLessThan(
      AGREEMENT.aloneMinConfidence,
    );
    expect(answers([unsure, reading('b', ['Izracunaj', '2 + 3 %%% 4 ?? ='])])).toEqual(['declined']);
  });

  it('votes task by task on an "a) … b)" page', () => {
    expect(
      answers([
        reading('a', ['a) 2 + 3 · 4', 'b) 3x + 5 = 20']),
        reading('b', ['a) 2 + 3 · 4', 'b) 3x + 5 = 26']),
        reading('c', ['a) 2+3·4', 'b) 3x + 5 = 20']),
      ]),
    ).toEqual(['\\(2 + 3 \\cdot 4 = 14\\)', '\\(x = 5\\)']);
  });

  it('aligns tasks by label when one reading lost a task or read them in another order', () => {
    const full = reading('a', ['1) 2 + 3', '2) 4 · 5', '3) 6 - 1'], 96);
    const lost = reading('b', ['1) 2 + 3', '3) 6 - 1'], 96);
    const out = agreeOnSolution([full, lost], opts);
    expect(out.votes).toEqual([2, 1, 2]);
    expect(out.solution.math_solutions.map((s) => s.final_answer_latex)).toEqual([
      '\\(2 + 3 = 5\\)',
      '\\(4 \\cdot 5 = 20\\)',
      '\\(6 - 1 = 5\\)',
    ]);
    // By place only the reading with more tasks would have voted (votes [1, 1, 1]). A reading in
    // another order is put in label order by the split, so it votes task by task as well.
    const swapped = reading('c', ['2) 4 · 5', '1) 2 + 3', '3) 6 - 1']);
    expect(agreeOnSolution([full, swapped], opts).votes).toEqual([2, 2, 2]);
  });

  it('aligns by place when the readings found the same tasks and only misread a label', () => {
    // One look read "c)" and "d)" as "e)" and "h)": by label, tasks c and d of one look and e and
    // h of the other stood in four columns of one reading each, and the page was declined.
    const tasks = ['x^2 - 7x = 0', 'x : 9 = 48 : 36', '|x - 6| = 4', '60% od 200'];
    const misread = reading('a', ['Reši:', ...tasks.map((t, i) => `${'abeh'[i]}) ${t}`)]);
    const right = reading('b', ['Reši:', ...tasks.map((t, i) => `${'abcd'[i]}) ${t}`)]);
    expect(misread.result.solutionTasks.map((t) => t.label?.n)).toEqual([1, 2, 5, 8]);
    const out = agreeOnSolution([misread, right], opts);
    expect(out.votes).toEqual([2, 2, 2, 2]);
    expect(answers([right, misread, tieBreaker(right)])).toEqual([
      '\\(x_1 = 0, \\quad x_2 = 7\\)',
      '\\(x = 12\\)',
      '\\(x_1 = 10, \\quad x_2 = 2\\)',
      '\\(60\\% \\cdot 200 = 120\\)',
    ]);
    // A label another reading gave another task is a task moved, not misread: by label still.
    const moved = reading('c', ['Reši:', ...[2, 1, 0, 3].map((k) => `${'abcd'[k]}) ${tasks[k]}`)]);
    expect(agreeOnSolution([right, moved], opts).votes).toEqual([2, 2, 2, 2]);
  });

  it('does not align by label when number and letter labels are mixed', () => {
    // "5." and "a)" are not places of one list (as 5 and 1 they would put "a)" first).
    const lines = ['5. 2 + 3', 'a) 4 · 5', 'b) 7 - 1'];
    const lost = reading('c', ['5. 2 + 3', 'b) 7 - 1'], 96);
    const out = agreeOnSolution([reading('a', lines, 96), reading('b', lines, 96), lost], opts);
    expect(out.solution.math_solutions.map((s) => s.final_answer_latex)).toEqual([
      '\\(2 + 3 = 5\\)',
      '\\(4 \\cdot 5 = 20\\)',
      '\\(7 - 1 = 6\\)',
    ]);
  });

  it('counts a reading that read the same text but was too unsure to answer as a second vote', () => {
    const fair = reading('a', ['3x + 5 = 20'], 45);
    const unsure = reading('b', ['3x+5=20'], 10);
    const own = fair.result.solution.math_solutions[0]!.confidence_score;
    expect(own).toBeLessThan(AGREEMENT.aloneMinConfidence);
    expect(unsure.result.solutionTasks[0]!.outcome).toBe('lowConfidence');
    // Alone the fair reading is too unsure; the same text read again confirms it.
    expect(answers([fair, reading('b', ['3x + 5 = 2?'], 10)])).toEqual(['declined']);
    for (const order of [
      [fair, unsure],
      [unsure, fair],
    ]) {
      const out = agreeOnSolution(order, opts);
      expect(out.votes).toEqual([2]);
      expect(out.solution.math_solutions[0]!.final_answer_latex).toBe('\\(x = 5\\)');
      // The answer keeps its own reading's certainty, scaled as one look's answer.
      expect(out.solution.math_solutions[0]!.confidence_score).toBe(
        Math.round(own * AGREEMENT.aloneFactor * 100) / 100,
      );
    }
  });

  it("never reports an answer it gives below the engine's least answer", () => {
    const low = reading('a', ['3x + 5 = 20'], 26);
    const own = low.result.solution.math_solutions[0]!.confidence_score;
    expect(own).toBeGreaterThanOrEqual(CONFIDENCE.minAnswer);
    expect(own * AGREEMENT.aloneFactor).toBeLessThan(CONFIDENCE.minAnswer);
    const out = agreeOnSolution([low, reading('b', ['3x+5=20'], 5)], opts);
    expect(out.votes).toEqual([2]);
    expect(out.solution.math_solutions[0]!.confidence_score).toBe(CONFIDENCE.minAnswer);
  });

  it('does not count an unsure reading of another text, or of a text of doubtful shape', () => {
    const fair = reading('a', ['3x + 5 = 20'], 45);
    expect(answers([fair, reading('b', ['3x + 5 = 26'], 10)])).toEqual(['declined']);
    // "46/9" may be a mixed number 4 6/9 read as one (plausibility.ts): it needs two answers.
    const doubtful = reading('a', ['46/9 - 3/4'], 90);
    expect(doubtful.result.solutionTasks[0]!.doubts).not.toEqual([]);
    expect(doubtful.result.solution.math_solutions[0]!.confidence_score).toBeLessThan(
      AGREEMENT.aloneMinConfidence,
    );
    expect(answers([doubtful, reading('b', ['46/9 - 3/4'], 10)])).toEqual(['declined']);
  });

  it('counts a reading that left the unknown unread where another read a letter as a second vote', () => {
    // (No heading: under one the normalizer itself reads such marks as the unknown.)
    const fair = reading('a', ['5(x - 2) = x + 26'], 45);
    expect(fair.result.solution.math_solutions[0]!.confidence_score).toBeLessThan(
      AGREEMENT.aloneMinConfidence,
    );
    const unread = reading('b', ['5(⁇ - 2) = ⁇ + 26']);
    expect(unread.result.solutionTasks[0]!.outcome).toBe('unreadable');
    const out = agreeOnSolution([unread, fair], opts);
    expect(out.votes).toEqual([2]);
    expect(out.solution.math_solutions[0]!.final_answer_latex).toBe('\\(x = 9\\)');
    // The rest of the text must be the same ...
    expect(answers([reading('b', ['5(⁇ - 2) = ⁇ + 28']), fair])).toEqual(['declined']);
    // Review (round 6): not where the unread reading read that letter elsewhere (the unread glyph
    // was another: a lost ×), nor for two unread glyphs read as two different letters.
    const product = reading('a', ['5x(x + 2) = 20'], 45);
    expect(answers([reading('b', ['5 ⁇ (x + 2) = 20']), product])).toEqual(['declined']);
    const twoLetters = reading('a', ['5(x - 2) = y + 26'], 45);
    expect(answers([reading('b', ['5(⁇ - 2) = ⁇ + 26']), twoLetters])).toEqual(['declined']);
    // ... and what stands for the unread glyph a letter: it may as well be a root sign or a digit.
    const digit = reading('a', ['Izračunaj:', '4 · 716 - 5^2'], 45);
    expect(digit.result.solution.math_solutions[0]!.confidence_score).toBeLessThan(
      AGREEMENT.aloneMinConfidence,
    );
    expect(answers([reading('b', ['Izračunaj:', '4 · ⁇16 - 5^2']), digit])).toEqual(['declined']);
  });

  it('takes two unread marks side by side for one glyph in two halves (an italic x broken apart)', () => {
    const fair = reading('a', ['5(x - 2) = x + 26'], 45);
    const halves = reading('b', ['5(⁇⁇ - 2) = ⁇⁇ + 26']);
    expect(agreeOnSolution([halves, fair], opts).votes).toEqual([2]);
    // Two marks apart stay two glyphs: "5⁇(⁇ + 2)" is no reading of "5(x + 2)".
    const product = reading('a', ['5(x + 2) = 20'], 45);
    expect(answers([reading('b', ['5⁇(⁇ + 2) = 20']), product])).toEqual(['declined']);
  });

  it('does not let a reading of doubtful shape vote against one of ordinary shape', () => {
    const ordinary = reading('a', ['√25 + 5^2'], 80);
    const doubtful = reading('b', ['√25 + s^2'], 80);
    expect(doubtful.result.solutionTasks[0]!.doubts).not.toEqual([]);
    expect(doubtful.result.solution.math_solutions[0]!.steps).not.toEqual([]);
    // "s" reads like a 5: the ordinary reading stands alone (and must be sure enough for that).
    expect(answers([doubtful, ordinary])).toEqual(['\\(\\sqrt{25} + 5^{2} = 30\\)']);
    expect(agreeOnSolution([doubtful, ordinary], opts).votes).toEqual([1]);
    expect(answers([doubtful, reading('a', ['√25 + 5^2'], 40)])).toEqual(['declined']);
    // Two readings of ordinary shape that disagree still decline.
    expect(answers([ordinary, reading('b', ['√25 + 6^2'], 80)])).toEqual(['declined']);
  });

  it('does not give an answer only readings of doubtful shape gave, however many agree', () => {
    const doubtful = (name: string) => reading(name, ['46/9 - 3/4'], 99);
    expect(doubtful('a').result.solutionTasks[0]!.doubts).not.toEqual([]);
    expect(doubtful('a').result.solution.math_solutions[0]!.steps).not.toEqual([]);
    // "4 6/9" read as "46/9" by every look: their agreement does not lift the doubt.
    expect(answers([doubtful('a'), doubtful('b')])).toEqual(['declined']);
    expect(answers([doubtful('a'), doubtful('b'), doubtful('c')])).toEqual(['declined']);
    expect(agreeOnSolution([doubtful('a'), doubtful('b')], opts).votes).toEqual([0]);
  });

  it('counts a reading that read all but the relation sign, and no relation at all, as a second vote', () => {
    const fair = reading('a', ['Reši nejednačinu:', '-3x + 14 ≥ -1'], 45);
    expect(fair.result.solution.math_solutions[0]!.confidence_score).toBeLessThan(
      AGREEMENT.aloneMinConfidence,
    );
    // "≥" read as "2": the rest of the text confirms the fair reading.
    const lost = reading('b', ['Reši nejednačinu:', '-3x + 14 2 - 1']);
    const out = agreeOnSolution([lost, fair], opts);
    expect(out.votes).toEqual([2]);
    expect(out.solution.math_solutions[0]!.final_answer_latex).toContain('x \\le 5');
    // Not when anything else differs, nor when the other reading has a relation of its own.
    expect(answers([reading('b', ['Reši nejednačinu:', '-3x + 17 2 - 1']), fair])).toEqual(['declined']);
    expect(answers([reading('b', ['Reši nejednačinu:', '-3x + 14 = 2 - 1 ='], 90), fair])).toEqual([
      'declined',
    ]);
    // Review (round 6): only the known look-alike "≥" read "2"; another glyph in the relation's place
    // says nothing of which relation was printed.
    const equation = reading('a', ['-3x + 14 = -1'], 45);
    expect(answers([reading('b', ['-3x + 14 2 - 1']), equation])).toEqual(['declined']);
  });

  it('counts a reading that read the unknown, or a times sign, as the glyph that made it no task', () => {
    const proportion = reading('a', ['Reši proporciju:', '4 : x = 12 : 21'], 45);
    expect(proportion.result.solution.math_solutions[0]!.confidence_score).toBeLessThan(
      AGREEMENT.aloneMinConfidence,
    );
    // The x read "2": no unknown left, so that is where it was.
    const noUnknown = reading('b', ['Reši proporciju:', '4 : 2 = 12 : 21']);
    expect(agreeOnSolution([noUnknown, proportion], opts).votes).toEqual([2]);
    expect(answers([noUnknown, proportion])).toEqual(['\\(x = 7\\)']);
    // "×" read "x" in a calculation of numbers.
    const product = reading('a', ['Izračunaj:', '5 · |-5| - |2 - 16|'], 45);
    expect(agreeOnSolution([reading('b', ['Izračunaj:', '5x|-5| - |2 - 16|']), product], opts).votes).toEqual(
      [2],
    );
  });

  it('does not let a reading one glyph away outvote another answer (a look-alike both may share)', () => {
    // Printed "x^2 − 7x = 0": one look read "2^2 − 7x = 0", the third "2^2 − 72 = 0".
    const out = agreeOnSolution(
      [
        reading('a', ['Reši jednačinu:', '2^2 - 7x = 0'], 45),
        reading('b', ['Reši jednačinu:', 'x^2 - 7x = 0'], 45),
        tieBreaker(reading('c', ['Reši jednačinu:', '2^2 - 72 = 0'])),
      ],
      opts,
    );
    expect(out.votes).toEqual([0]);
  });

  it('counts a reading that lost one absolute-value bar, and so could not be read, as a second vote', () => {
    const fair = reading('a', ['Izračunaj:', '2 · |-6| - |7 - 14|'], 45);
    expect(fair.result.solution.math_solutions[0]!.confidence_score).toBeLessThan(
      AGREEMENT.aloneMinConfidence,
    );
    const lost = reading('b', ['Izračunaj:', '2 · |-6 - |7 - 14|']);
    expect(lost.result.solution.math_solutions[0]!.steps).toEqual([]);
    const out = agreeOnSolution([lost, fair], opts);
    expect(out.votes).toEqual([2]);
    expect(out.solution.math_solutions[0]!.final_answer_latex).toContain('= 5');
    // Not when another glyph differs too.
    expect(answers([reading('b', ['Izračunaj:', '2 · |-5 - |7 - 14|']), fair])).toEqual(['declined']);
  });

  it('counts a reading declined for what is left of a task label before the task as a second vote', () => {
    const unsure = reading('a', ['Izračunaj:', '3,5 : 5 - 6,31'], 45);
    const own = unsure.result.solution.math_solutions[0]!.confidence_score;
    expect(own).toBeLessThan(AGREEMENT.aloneMinConfidence);
    const behind = (left: string) => reading('b', ['Izracunaj:', `${left}3,5 : 5 - 6,31`], 90);
    // (An empty bracket before the task is now dropped as a label by normalize.ts: that look answers.)
    expect(behind('( )').result.solution.math_solutions[0]!.final_answer_latex).toBe(
      '\\(3{,}5 : 5 - 6{,}31 = -5{,}61\\)',
    );
    expect(answers([unsure, behind('( )')])).toEqual(['\\(3{,}5 : 5 - 6{,}31 = -5{,}61\\)']);
    expect(answers([unsure, behind('(o) ')])).toEqual(['\\(3{,}5 : 5 - 6{,}31 = -5{,}61\\)']);
    // A digit or a bar before the task may belong to the maths: no vote.
    expect(answers([unsure, behind('1( )')])).toEqual(['declined']);
    expect(answers([unsure, behind('|( )')])).toEqual(['declined']);
  });

  it("gives no second vote for a lone opening bracket: it may be the task's own, its end lost", () => {
    // "(3,5 : 5 − 6,31) · 2" cut after 6,31 in both looks: one lost the bracket too, one kept it.
    const unsure = reading('a', ['Izračunaj:', '3,5 : 5 - 6,31'], 45);
    const cut = reading('b', ['Izracunaj:', '(3,5 : 5 - 6,31'], 90);
    expect(cut.result.solution.math_solutions[0]!.steps).toEqual([]);
    expect(answers([unsure, cut])).toEqual(['declined']);
  });

  it('counts a reading that read the unknown x as r or c (an italic x) as a second vote', () => {
    const unsure = reading('a', ['Reši jednačinu:', '-7x + 4 = -45'], 30);
    expect(unsure.result.solution.math_solutions[0]!.confidence_score).toBeLessThan(
      AGREEMENT.aloneMinConfidence,
    );
    const italic = (text: string) => reading('b', ['Reši jednačinu:', text], 95);
    expect(italic('-7r + 4 = -45').result.solution.math_solutions[0]!.steps).toEqual([]);
    expect(answers([unsure, italic('-7r + 4 = -45')])).toEqual(['\\(x = 7\\)']);
    expect(answers([unsure, italic('-7c + 4 = -45')])).toEqual(['\\(x = 7\\)']);
    // Another glyph read otherwise too: no vote.
    expect(answers([unsure, italic('-7r + 4 = -46')])).toEqual(['declined']);
  });

  it("counts a reading that ran a task's label into its first number as a vote for the labelled task", () => {
    // The glued looks also lost the label 3., so the page engine finds no free label 4 among their
    // own labels (split.ts withGluedLabels) and reads a decimal; only the vote can tell.
    const glued = (name: string) =>
      reading(name, ['Izračunaj:', '|-12| + |1 - 12|', '4.2 · |-11| - |9 - 18|'], 95);
    const labelled = tieBreaker(
      reading('c', ['Izračunaj:', '3. |-12| + |1 - 12|', '4. 2 · |-11| - |9 - 18|'], 99),
    );
    expect(glued('a').result.solutionTasks[1]!.normalized.replace(/\s+/g, '')).toBe('4.2*|-11|-|9-18|');
    expect(labelled.result.solutionTasks[1]!.label).toEqual({ kind: 'num', n: 4 });
    expect(answers([glued('a'), glued('b'), labelled])).toEqual([
      '\\(\\left|-12\\right| + \\left|1 - 12\\right| = 23\\)',
      '\\(2 \\cdot \\left|-11\\right| - \\left|9 - 18\\right| = 13\\)',
    ]);
    // Without a reading that found the label, the decimal stands.
    expect(answers([glued('a'), glued('b')])[1]).toBe(
      '\\(4{,}2 \\cdot \\left|-11\\right| - \\left|9 - 18\\right| = 37{,}2\\)',
    );
  });

  it('does not take a printed decimal under its own label for a label glued to the task', () => {
    // "3. 4,2 · |−11| − |9 − 18|": one look lost the label 3. and read the comma as a point with a
    // gap, "4. 2 · …", so it found a label 4 (no task 3 beside it). The look that read label 3 and
    // the decimal read the page: the glued-label rule must not give its vote to the other's 13.
    const page = reading('a', ['Izračunaj:', '2. |-12| + |1 - 12|', '3. 4,2 · |-11| - |9 - 18|'], 95);
    const gap = reading('b', ['Izračunaj:', '2. |-12| + |1 - 12|', '4. 2 · |-11| - |9 - 18|'], 95);
    expect(page.result.solutionTasks[1]!.label).toEqual({ kind: 'num', n: 3 });
    expect(gap.result.solutionTasks[1]!.label).toEqual({ kind: 'num', n: 4 });
    expect(answers([page, gap])[1]).not.toBe(
      '\\(2 \\cdot \\left|-11\\right| - \\left|9 - 18\\right| = 13\\)',
    );
    // An unlabelled task: a lone "4." names no place in a numbered list.
    const lone = reading('a', ['Izračunaj:', '4,2 · |-11| - |9 - 18|'], 95);
    const loneGap = reading('b', ['Izračunaj:', '4. 2 · |-11| - |9 - 18|'], 95);
    expect(answers([lone, loneGap])[0]).not.toBe(
      '\\(2 \\cdot \\left|-11\\right| - \\left|9 - 18\\right| = 13\\)',
    );
  });

  it('counts a reading declined for a gap inside a number another reading read whole as a second vote', () => {
    // (A gap before a lone 0, "2 0 : 3 0", the normaliser closes itself; other gaps it leaves.)
    const unsure = reading('a', ['Reši proporciju:', '4 : x = 24 : 36'], 30);
    expect(unsure.result.solution.math_solutions[0]!.confidence_score).toBeLessThan(
      AGREEMENT.aloneMinConfidence,
    );
    const gapped = (text: string) => reading('b', ['Reši proporciju:', text], 95);
    expect(gapped('4 : x = 2 4 : 3 6').result.solutionTasks[0]!.reason).toMatch(/two numbers in a row/);
    expect(answers([unsure, gapped('4 : x = 2 4 : 3 6')])).toEqual(['\\(x = 6\\)']);
    expect(answers([unsure, gapped('4 : x = 2 4 : 3 7')])).toEqual(['declined']);
  });

  it('gives no second vote for a gap that closes to the one longest number (a lost operator)', () => {
    // "5 · 12 − 7" with its dot lost in both looks: one kept the gap ("5 12 − 7", declined), the other
    // lost it too and reads 512, too unsure to answer alone. The gap is no vote for 505.
    const merged = reading('a', ['Izračunaj:', '512 - 7'], 60);
    expect(merged.result.solution.math_solutions[0]!.confidence_score).toBeLessThan(
      AGREEMENT.aloneMinConfidence,
    );
    const gap = reading('b', ['Izračunaj:', '5 12 - 7'], 90);
    expect(gap.result.solutionTasks[0]!.reason).toMatch(/two numbers in a row/);
    expect(answers([merged, gap])).toEqual(['declined']);
  });

  it('keeps "not maths" when no reading finds a task', () => {
    const out = agreeOnSolution(
      [reading('a', ['Danas je lep dan.']), reading('b', ['Danas je lep dan'])],
      opts,
    );
    expect(out.solution.math_solutions).toHaveLength(1);
    expect(out.solution.math_solutions[0]!.image_is_math_problem).toBe('no');
  });

  it('ignores readings that lost a root sign, a decimal comma or a fraction slash another reading kept', () => {
    // The two "749" readings do not count, so the one confident reading that kept the root stands.
    expect(
      answers([reading('a', ['√49 + 3^2']), reading('b', ['749 + 3^2']), reading('c', ['749 + 3^2'])]),
    ).toEqual(['\\(\\sqrt{49} + 3^{2} = 16\\)']);
    expect(
      answers([
        reading('a', ['√49 + 3^2']),
        reading('b', ['v49 + 3^2']),
        reading('c', ['749 + 3^2']),
        reading('d', ['749 + 3^2']),
      ]),
    ).toEqual(['\\(\\sqrt{49} + 3^{2} = 16\\)']);
    expect(
      answers([
        reading('a', ['3/7 · 3/6']),
        reading('b', ['3/7 · 3/6']),
        reading('c', ['317 · 316']),
        reading('d', ['317 · 316']),
        reading('e', ['317 · 316']),
      ]),
    ).toEqual(['\\(\\frac{3}{7} \\cdot \\frac{3}{6} = \\frac{3}{14}\\)']);
    expect(
      answers([reading('a', ['7,9 - 2,91']), reading('b', ['7,9 - 2,91']), reading('c', ['79 - 291'])]),
    ).toEqual(['\\(7{,}9 - 2{,}91 = 4{,}99\\)']);
  });

  it('ignores readings that lost the dots of a division sign another reading kept', () => {
    // "4/9 ÷ 4/7": the first look read a plus; the second and the tie-breaker the division. The
    // plus does not vote, so the tie-breaker is no longer deciding between one-glyph look-alikes.
    const plus = reading('a', ['Izračunaj:', '4/9 + 4/7'], 99);
    const colon = reading('b', ['Izračunaj:', '4/9 : 4/7'], 95);
    expect(answers([plus, colon, tieBreaker(reading('c', ['Izračunaj:', '4/9 : 4/7'], 90))])).toEqual([
      '\\(\\frac{4}{9} : \\frac{4}{7} = \\frac{7}{9}\\)',
    ]);
    // Two readings of a plus against one of a division: the plus does not vote, the division
    // stands alone (a confident first look).
    expect(
      answers([
        colon,
        reading('d', ['Izračunaj:', '4/9 + 4/7'], 99),
        reading('e', ['Izračunaj:', '4/9 + 4/7']),
      ]),
    ).toEqual(['\\(\\frac{4}{9} : \\frac{4}{7} = \\frac{7}{9}\\)']);
    // Only a plus is a division sign that lost its dots: a look that read the dot of "12 · 4 + 2"
    // as ":" does not silence the look that read the dot, so the two disagree and decline.
    expect(
      answers([
        reading('f', ['Izračunaj:', '12 · 4 + 2'], 99),
        reading('g', ['Izračunaj:', '12 : 4 + 2'], 95),
      ]),
    ).toEqual(['declined']);
  });

  it('does not count readings that lost a figure, an exponent or the unknown another reading read', () => {
    // "4 · √144 − 2^2": both first looks lost the exponent, the tie-breaker read it; it cannot
    // answer alone, so the task is declined, not answered 46.
    expect(
      answers([
        reading('a', ['Izračunaj:', '4 · √144 - 2']),
        reading('b', ['Izračunaj:', '4 · √144 - 2']),
        tieBreaker(reading('c', ['Izračunaj:', '4 · √144 - 2^2'])),
      ]),
    ).toEqual(['declined']);
    // "(x − 8)(x + 8) + 5x": the first look read every x as an italic r (declined), the grey looks
    // lost the last x; they agree on x^2 − 59, which the first look's glyphs contradict.
    expect(
      answers([
        reading('a', ['Uprosti izraz:', '(r - 8)(r + 8) + 5r']),
        reading('b', ['Uprosti izraz:', '(x - 8)(x + 8) + 5']),
        tieBreaker(reading('c', ['Uprosti izraz:', '(x - 8)(x + 8) + 5'])),
      ]),
    ).toEqual(['declined']);
    // "22,8 : 3 − 1,62" beside "2,8 : 3 − 1,62": the shorter reading lost a figure and does not
    // vote against the confident one.
    expect(
      answers([
        reading('a', ['Izračunaj:', '2,8 : 3 - 1,62'], 99),
        reading('b', ['Izračunaj:', '22,8 : 3 - 1,62'], 99),
      ]),
    ).toEqual(['\\(22{,}8 : 3 - 1{,}62 = 5{,}98\\)']);
  });

  it('counts a reading of the unknown x as another letter throughout as a vote for the x', () => {
    // "x : 2 = 10 : 4": the ink look read the x as "a" (answering a = 5), the grey look and the
    // tie-breaker read x. One glyph apart, but the same answer under another name.
    const a = reading('a', ['Reši jednačinu:', 'a : 2 = 10 : 4']);
    const x = reading('b', ['Reši jednačinu:', 'x : 2 = 10 : 4']);
    expect(answers([a, x, tieBreaker(reading('c', ['Reši jednačinu:', 'x : 2 = 10 : 4']))])).toEqual([
      '\\(x = 5\\)',
    ]);
    // Not when another glyph differs too: that is another task.
    expect(answers([reading('a', ['Reši jednačinu:', 'a : 2 = 10 : 5']), x])).toEqual(['declined']);
  });

  it('does not answer one look alone against two that agree without its extra figure', () => {
    // "√16 + 3^4": the grey look read "34^4", the ink look and the tie-breaker "3^4". The two that
    // agree lose their votes to the glyph the one read, but the one does not answer alone (1336340).
    const threeTwice = [
      reading('a', ['Izračunaj:', '√16 + 3^4'], 70),
      reading('b', ['Izračunaj:', '√16 + 34^4'], 99),
      tieBreaker(reading('c', ['Izračunaj:', '√16 + 3^4'], 80)),
    ];
    expect(answers(threeTwice)).toEqual(['declined']);
    // One look without the figure still does not vote against it ("22,8" above).
    expect(answers(threeTwice.slice(0, 2))).toEqual(['\\(\\sqrt{16} + 34^{4} = 1336340\\)']);
  });

  it('does not take figures a look ran on after the task for figures the others lost', () => {
    // "2x + 4 = 10" in a worksheet's cell: the second look ran the cell's border (or the next
    // task's label) on as a figure, "= 104"; the first look and the tie-breaker read the task. The
    // run-on figure stands after the task's last glyph, like a label's debris before its first:
    // the two agreeing looks still vote, and the one look does not answer alone (x = 50).
    expect(
      answers([
        reading('a', ['Reši jednačinu:', '2x + 4 = 10']),
        reading('b', ['Reši jednačinu:', '2x + 4 = 104'], 99),
        tieBreaker(reading('c', ['Reši jednačinu:', '2x + 4 = 10'])),
      ]),
    ).toEqual(['\\(x = 3\\)']);
    // An exponent or an unknown lost at the end is still a lost glyph ("4 · √144 − 2^2").
    expect(
      answers([
        reading('a', ['Izračunaj:', '4 · √144 - 2']),
        reading('b', ['Izračunaj:', '4 · √144 - 2']),
        tieBreaker(reading('c', ['Izračunaj:', '4 · √144 - 2^2'])),
      ]),
    ).toEqual(['declined']);
  });

  it('does not take a label or a letter a look added for glyphs the others lost', () => {
    // "1 5,6 − 5,36": the label's figure before the task is no figure the other reading lost.
    expect(
      answers([
        reading('a', ['Izračunaj:', '5,6 - 5,36'], 99),
        reading('b', ['Izračunaj:', '1 5,6 - 5,36'], 99),
      ]),
    ).toEqual(['\\(5{,}6 - 5{,}36 = 0{,}24\\)']);
    // "|x − 7| = 3 2": a figure standing apart (a neighbour's label run in) is none the other lost.
    expect(
      answers([
        reading('a', ['Reši jednačinu:', '|x - 7| = 3'], 99),
        reading('b', ['Reši jednačinu:', '|x - 7| = 3 2'], 99),
      ]),
    ).toEqual(['\\(x_1 = 10, \\quad x_2 = 4\\)']);
    // "x^n^2": a letter the task names nowhere else is a speck read as a letter.
    expect(
      answers([
        reading('a', ['Reši kvadratnu jednačinu:', 'x^n^2 - 6x = 0'], 99),
        reading('b', ['Reši kvadratnu jednačinu:', 'x^2 - 6x = 0'], 99),
      ]),
    ).toEqual(['\\(x_1 = 0, \\quad x_2 = 6\\)']);
  });

  it('answers what one look read when declined looks read each of its glyphs, none otherwise', () => {
    // "3/5 : 2/3": the first look could not read the last figure, the tie-breaker lost the colon;
    // glyph by glyph every part of the second look's reading was read twice.
    const unsure = reading('b', ['Izračunaj:', '3/5 : 2/3'], 50);
    expect(unsure.result.solution.math_solutions[0]!.confidence_score).toBeLessThan(
      AGREEMENT.aloneMinConfidence,
    );
    const noFigure = reading('a', ['Izračunaj:', '3/5 : 2/( )']);
    const noColon = tieBreaker(reading('c', ['Izračunaj:', '3/5 2/3']));
    expect(answers([noFigure, unsure, noColon])).toEqual([
      '\\(\\frac{3}{5} : \\frac{2}{3} = \\frac{9}{10} = 0{,}9\\)',
    ]);
    // Either alone leaves a glyph read once.
    expect(answers([noFigure, unsure])).toEqual(['declined']);
    // Unread ink is a glyph nobody read ("5⁇.4 : 2" where the end of the task was lost), and a
    // point the answer lacks is one it lost ("8.46" beside "846"): neither confirms.
    const lostEnd = tieBreaker(reading('c', ['Izračunaj:', '5.4 : 2']));
    expect(
      answers([
        reading('a', ['Izračunaj:', '5⁇. 4 : 2']),
        reading('b', ['Izračunaj:', '5⁇. 4 : 2']),
        lostEnd,
      ]),
    ).toEqual(['declined']);
    const lostPoint = tieBreaker(reading('c', ['Izračunaj:', '19,8 : 3 - 846']));
    expect(answers([reading('a', ['Izračunaj:', '19,8 : 3 ( - 8,46']), lostPoint])).toEqual(['declined']);
  });

  it('takes no confirmation from a declined reading whose brackets enclose glyphs the answer reads bare', () => {
    // "5 · (12 − 4)", "(−3)^2 + 4", "2 · (x + 3) = 14": a look that lost both thin brackets answers
    // otherwise (56, −5, 11/2), too unsure alone; the declined look that read the brackets read
    // every glyph of it too, but its brackets change the order of the operations, no debris.
    for (const [bare, bracketed] of [
      ['5 · 12 - 4', '5 · (12 - 4)'],
      ['-3^2 + 4', '(-3)^2 + 4'],
      ['2 · x + 3 = 14', '2 · (x + 3) = 14'],
    ] as const) {
      const unsure = reading('b', [bare], 45);
      expect(unsure.result.solution.math_solutions[0]!.confidence_score).toBeLessThan(
        AGREEMENT.aloneMinConfidence,
      );
      const declined = reading('a', [bracketed], 10);
      expect(declined.result.solutionTasks[0]!.outcome, bracketed).toBe('lowConfidence');
      expect(answers([declined, unsure]), bare).toEqual(['declined']);
    }
    // A lone closing bracket is as much the task's own, its opening lost ("−3)^2 + 4" beside
    // "−3^2 + 4", no −5), unless it stands before the task, what is left of a label (")5 · 12 − 4").
    const unsure = reading('b', ['Izračunaj:', '-3^2 + 4'], 45);
    expect(answers([reading('a', ['Izračunaj:', '-3)^2 + 4']), unsure])).toEqual(['declined']);
    expect(
      answers([reading('a', ['Izračunaj:', '5 · 12 - 4)']), reading('b', ['Izračunaj:', '5 · 12 - 4'], 45)]),
    ).toEqual(['declined']);
    expect(
      answers([reading('a', ['Izračunaj:', ')5 · 12 - 4']), reading('b', ['Izračunaj:', '5 · 12 - 4'], 45)]),
    ).toEqual(['\\(5 \\cdot 12 - 4 = 56\\)']);
  });

  it('counts a reading that read a division sign as a plus, all else alike, as a second vote', () => {
    // "2 + 3 · 3 − 12 ÷ 3": the first look lost the dots of ÷; the second look is too unsure alone.
    const division = reading('b', ['Izračunaj:', '2 + 3 · 3 - 12 : 3'], 50);
    expect(division.result.solution.math_solutions[0]!.confidence_score).toBeLessThan(
      AGREEMENT.aloneMinConfidence,
    );
    const plus = reading('a', ['Izračunaj:', '2 + 3 · 3 - 12 + 3'], 99);
    expect(answers([plus, division])).toEqual(['\\(2 + 3 \\cdot 3 - 12 : 3 = 7\\)']);
    // Nor an unsure plus: it may be the page's own plus, misread as a division by the other look
    // (Gentium "3 · (3 + 4) − 38": the plus read at 46, "÷" at 55).
    expect(answers([reading('e', ['Izračunaj:', '2 + 3 · 3 - 12 + 3'], 46), division])).toEqual(['declined']);
    // Not the other way round: a plus is no division sign that lost its dots.
    const unsurePlus = reading('c', ['Izračunaj:', '2 + 3 · 3 - 12 + 3'], 50);
    expect(answers([unsurePlus, reading('d', ['Izračunaj:', '2 + 3 · 3 - 12 · 3'], 99)])).toEqual([
      'declined',
    ]);
  });

  it('ignores readings that lost the minus of a negative side another reading kept', () => {
    // "= −40" read "= 40" by the first look and the tie-breaker: the look that kept the minus stands.
    const kept = reading('b', ['-8x + 8 = -40'], 99);
    expect(
      answers([reading('a', ['-8x + 8 = 40'], 99), kept, tieBreaker(reading('c', ['-8x+8 = 40'], 99))]),
    ).toEqual(['\\(x = 6\\)']);
    // A minus that is no side's sign ("x − 8") is not such a mark.
    expect(answers([reading('a', ['x + 8 = 40'], 99), reading('b', ['x - 8 = 40'], 99)])).toEqual([
      'declined',
    ]);
  });
});

describe('a tie-breaker (a third look taken because the first two disagreed)', () => {
  it('decides two looks that disagree by siding with one of them', () => {
    const out = agreeOnSolution(
      [reading('a', ['6x - 17 = 1']), reading('b', ['-6x - 17 = 1']), tieBreaker(reading('c', ['-6x-17=1']))],
      opts,
    );
    expect(out.votes).toEqual([2]);
    expect(out.solution.math_solutions[0]!.final_answer_latex).toBe('\\(x = -3\\)');
  });

  it('does not decide between two looks that read one glyph each way', () => {
    // It reads the grey pixels the second look read, so it repeats that look's misread of a glyph.
    const dot = reading('a', ['3,1 + 2,77 · 3']);
    const minus = reading('b', ['3,1 + 2,77 - 3']);
    expect(answers([dot, minus, tieBreaker(reading('c', ['3,1 + 2,77 - 3']))])).toEqual(['declined']);
    expect(
      answers([
        reading('a', ['-6x - 15 ≥ -39']),
        reading('b', ['-6x - 45 ≥ -39']),
        tieBreaker(reading('c', ['-6x-45≥-39'])),
      ]),
    ).toEqual(['declined']);
    // A speck read as a point is no glyph: "−6x − .15" is still one digit from "−6x − 45".
    const speck = reading('a', ['-6x - .15 ≥ -39']);
    expect(speck.result.solution.math_solutions[0]!.steps.length).toBeGreaterThan(0);
    const fortyFive = () => reading('b', ['-6x - 45 ≥ -39']);
    expect(answers([speck, fortyFive(), tieBreaker(fortyFive())])).toEqual(['declined']);
    // Two first looks of one answer still outvote a third reading a glyph apart.
    expect(answers([minus, reading('b2', ['3,1+2,77-3']), reading('d', ['3,1 + 2,77 · 3'])])).toEqual([
      '\\(3{,}1 + 2{,}77 - 3 = 2{,}87\\)',
    ]);
  });

  it('decides one glyph apart when it sides with the first look against its twin', () => {
    // "1/3 · 1/3": the grey look alone read "1/2"; the tie-breaker, from the same grey pixels, read
    // the glyph as the ink look did, so the two agreeing looks saw different pixels.
    const ink = reading('a', ['Izračunaj:', '1/3 · 1/3']);
    const gray = reading('b', ['Izračunaj:', '1/3 · 1/2']);
    expect(answers([ink, gray, tieBreaker(reading('c', ['Izračunaj:', '1/3 · 1/3']))])).toEqual([
      '\\(\\frac{1}{3} \\cdot \\frac{1}{3} = \\frac{1}{9}\\)',
    ]);
    // With its twin, it still does not decide.
    expect(answers([ink, gray, tieBreaker(reading('c', ['Izračunaj:', '1/3 · 1/2']))])).toEqual(['declined']);
  });

  it('still decides between looks a lost or added glyph run apart (a power, a bracket)', () => {
    const lost = reading('a', ['Izračunaj:', '6 - 7^2']);
    const kept = reading('b', ['Izračunaj:', '6^2 - 7^2']);
    expect(answers([lost, kept, tieBreaker(reading('c', ['Izracunaj:', '6^2-7^2']))])).toEqual([
      '\\(6^{2} - 7^{2} = -13\\)',
    ]);
  });

  it('never answers a task on its own, however sure', () => {
    const sure = reading('c', ['Izračunaj:', '2 + 3 · 4'], 100);
    expect(sure.result.solution.math_solutions[0]!.confidence_score).toBe(1);
    const unread = ['Izracunaj', '2 + 3 %%% 4 ?? ='];
    // As a first look it would be answered alone; as a tie-breaker it is not.
    expect(answers([sure, reading('a', unread), reading('b', unread)])).toEqual([
      '\\(2 + 3 \\cdot 4 = 14\\)',
    ]);
    expect(answers([reading('a', unread), reading('b', unread), tieBreaker(sure)])).toEqual(['declined']);
  });

  it('does not lower the confidence of an answer both first looks agreed on', () => {
    const first = reading('a', ['Izračunaj:', '2 + 3 · 4'], 100);
    const second = reading('b', ['Izračunaj:', '2 + 3 · 4'], 100);
    const unsure = tieBreaker(reading('c', ['Izračunaj:', '2 + 3 · 4'], 40));
    expect(unsure.result.solution.math_solutions[0]!.confidence_score).toBeLessThan(1);
    const out = agreeOnSolution([first, second, unsure], opts);
    expect(out.solution.math_solutions[0]!.confidence_score).toBe(1);
    // Siding with one look, it carries the less sure of the two that agree, scaled like an answer
    // of one look alone: the first looks disagreed on it.
    const split = agreeOnSolution([first, reading('b', ['Izračunaj:', '2 + 3 · 45'], 100), unsure], opts);
    const least = unsure.result.solution.math_solutions[0]!.confidence_score;
    expect(split.solution.math_solutions[0]!.confidence_score).toBe(
      Math.round(least * AGREEMENT.aloneFactor * 100) / 100,
    );
    const sureThird = tieBreaker(reading('c', ['Izračunaj:', '2 + 3 · 4'], 100));
    const tieBroken = agreeOnSolution(
      [first, reading('b', ['Izračunaj:', '2 + 3 · 45'], 100), sureThird],
      opts,
    );
    expect(tieBroken.solution.math_solutions[0]!.confidence_score).toBeLessThan(0.9);
  });

  it('does not take a point between the numbers of NZD/NZS for a decimal point the looks lost', () => {
    const look = (name: string) => reading(name, ['Odredi: NZS(14, 21)']);
    // "14; 21" read "14.2": by the marks rule the looks would lose their votes to it.
    const out = agreeOnSolution(
      [look('a'), look('b'), tieBreaker(reading('c', ['Odredi: NZS(14.2)']))],
      opts,
    );
    expect(out.votes).toEqual([2]);
    expect(out.solution.math_solutions[0]!.final_answer_latex).toBe(
      '\\(\\text{NZS}\\left(14, 21\\right) = 42\\)',
    );
    // A real decimal point still outweighs readings that lost it.
    expect(
      answers([
        reading('a', ['7,9 - 2,91']),
        reading('b', ['79 - 2,91']),
        tieBreaker(reading('c', ['79 - 2,91'])),
      ]),
    ).toEqual(['\\(7{,}9 - 2{,}91 = 4{,}99\\)']);
  });

  it('votes by what it read when it read the tasks in another order (a misread label)', () => {
    const a = reading('a', ['1) 2 + 3 · 4', '2) 6x - 17 = 1']);
    const b = reading('b', ['1) 2 + 3 · 4', '2) -6x - 17 = 1']);
    // "2)" read as "1)": the tie-breaker's tasks come in another order. By place its "−6x − 17 = 1"
    // would vote on "2 + 3 · 4" and the equation stay two against none.
    const c = tieBreaker(reading('c', ['1) -6x-17=1', '1) 2+3·4']));
    const out = agreeOnSolution([a, b, c], opts);
    expect(out.votes).toEqual([3, 2]);
    expect(out.solution.math_solutions.map((s) => s.final_answer_latex)).toEqual([
      '\\(2 + 3 \\cdot 4 = 14\\)',
      '\\(x = -3\\)',
    ]);
  });

  it('reports the tasks in the order of the look whose labels run in order, not a repeated label', () => {
    // Comic Neue row page (round 15): the ink look read "f)" as a second "c)" and put its task
    // fourth; the grey look read "a)" to "f)" in order. Two looks tie on each task's place.
    const ink = reading('ink', [
      'Izracunaj:',
      'a)9+5 · 3 - 18:3',
      'b) 26+8 · 7 - 72:8',
      'c)4 · (2+11) - 20',
      'f28 - (6 - 4) · 4',
      'd)7 · (6+11) - 21',
      'e)22 - (10 - 1) · 2',
    ]);
    const gray = reading('gray', [
      'Izracunaj:',
      'a)9+5 · 3 - 18:3',
      'b) 26+8 · 7 - 72:8',
      'c) 4 · (2+11) - 20',
      'd)7 · (6+11) - 21',
      'e) 22 - (10 - 1) · 2',
      'f)28 - (6 - 4) · 4',
    ]);
    const results = (out: ReturnType<typeof agreeOnSolution>) =>
      out.solution.math_solutions.map((s) => /= (-?\d+)\\\)$/.exec(s.final_answer_latex)?.[1]);
    for (const order of [
      [ink, gray],
      [gray, ink],
    ])
      expect(results(agreeOnSolution(order, opts))).toEqual(['18', '73', '32', '98', '4', '20']);
  });

  it('lets a reading that found another number of tasks vote on the tasks it read alike', () => {
    const a = reading('a', ['2 + 3 · 4', '6x - 17 = 1']);
    const b = reading('b', ['2 + 3 · 4', '-6x - 17 = 1']);
    // It split off a third task; its other two still vote, each in the column it reads like.
    const c = tieBreaker(reading('c', ['-6x - 17 = 1', '2 + 3 · 4', '5 · 5']));
    const out = agreeOnSolution([a, b, c], opts);
    expect(out.votes).toEqual([3, 2]);
    expect(out.solution.math_solutions.map((s) => s.final_answer_latex)).toEqual([
      '\\(2 + 3 \\cdot 4 = 14\\)',
      '\\(x = -3\\)',
    ]);
    // A task read like no column (here a different task) does not vote.
    const other = tieBreaker(reading('c', ['7 · 8 + 9 : 3', '2 + 3 · 4', '5 · 5']));
    expect(agreeOnSolution([a, b, other], opts).votes).toEqual([3, 0]);
  });

  it('sides with a third look that saw the gap of a mixed number both doubted looks ran together', () => {
    const doubtful = (name: string) => reading(name, ['46/9 - 3/4'], 99);
    const gap = tieBreaker(reading('c', ['4 6/9 - 3/4'], 99));
    const out = agreeOnSolution([doubtful('a'), doubtful('b'), gap], opts);
    expect(out.votes).toEqual([3]);
    expect(out.solution.math_solutions[0]!.final_answer_latex).toContain('\\frac{47}{12}');
    // Not for other glyphs.
    expect(answers([doubtful('a'), doubtful('b'), tieBreaker(reading('c', ['4 6/9 - 3/5'], 99))])).toEqual([
      'declined',
    ]);
  });

  it('pairs the tasks of two looks that found as many by what they read, not by their place', () => {
    // One look read the page row by row, the other column by column (no labels to sort them by):
    // by place each of the first two tasks would be two answers against each other, and declined.
    const rows = reading('a', ['2 + 3 · 4', '3x + 5 = 20', '7 · 8 - 6']);
    const columns = reading('b', ['3x + 5 = 20', '2 + 3 · 4', '7 · 8 - 6']);
    const out = agreeOnSolution([rows, columns], opts);
    expect(out.votes).toEqual([2, 2, 2]);
    expect(out.solution.math_solutions.map((s) => s.final_answer_latex)).toEqual([
      '\\(2 + 3 \\cdot 4 = 14\\)',
      '\\(x = 5\\)',
      '\\(7 \\cdot 8 - 6 = 50\\)',
    ]);
    // A task read like no task of the other look still falls back to its own place.
    const misread = reading('b', ['3x + 5 = 20', '2 + 3 · 4', '9 : 3 + 1']);
    expect(agreeOnSolution([rows, misread], opts).votes).toEqual([2, 2, 0]);
  });

  it('reports the tasks in the order most looks read them, not in a first look that sorted a misread label', () => {
    // The first look read "a)" as "d)" and sorted that task last; the second look and the
    // tie-breaker (whose lost label keeps the labels from ordering the page) read it first.
    const misread = reading('a', ['d) 2 + 3', 'b) 4 · 5', 'c) 7 - 1']);
    const right = reading('b', ['a) 2 + 3', 'b) 4 · 5', 'c) 7 - 1']);
    const third = tieBreaker(reading('c', ['a) 2 + 3', 'b) 4 · 5', '7 - 1']));
    const out = agreeOnSolution([misread, right, third], opts);
    expect(out.votes).toEqual([3, 3, 3]);
    expect(out.solution.math_solutions.map((s) => s.final_answer_latex)).toEqual([
      '\\(2 + 3 = 5\\)',
      '\\(4 \\cdot 5 = 20\\)',
      '\\(7 - 1 = 6\\)',
    ]);
    // Two looks alone each hold their own order once: the first look's stands.
    const two = agreeOnSolution([misread, reading('b', ['a) 2 + 3', 'b) 4 · 5', '7 - 1'])], opts);
    expect(two.solution.math_solutions[0]!.final_answer_latex).toBe('\\(4 \\cdot 5 = 20\\)');
  });

  it('puts a task read as like two tasks of the other look where their labels agree', () => {
    // (An unlabelled last task: the labels cannot order the whole page, byLabel.)
    const page = ['a) 2 + 3', 'b) 2 + 5', 'v) 2 + 4', '9 : 3'];
    // "2 + 4" misread "2 + 6" is as like "2 + 5" as "2 + 4", and the look lost task b): its label
    // v) says which task it is, so it votes there (against the other look's answer). Task v) is
    // then declined, and b), which the first look gave alone, is declined beside it (a hard page).
    const lost = ['v) 2 + 6', 'a) 2 + 3', '9 : 3'];
    expect(agreeOnSolution([reading('a', page, 96), reading('b', lost, 96)], opts).votes).toEqual([
      2, 0, 0, 2,
    ]);
    // Without labels it votes in neither, and the first look answers task v) alone.
    const bare = (lines: string[]) => lines.map((l) => l.replace(/^\S+\) /, ''));
    const out = agreeOnSolution([reading('a', bare(page), 96), reading('b', bare(lost), 96)], opts);
    expect(out.votes).toEqual([2, 1, 1, 2]);
  });

  it('does not let a look that found fewer tasks vote in a column it reads no more like than another', () => {
    // Look 1 misread "2x + 8 = 11" as "2x + 3 = 11", the same as task 2; look 2 lost task 1.
    const a = reading('a', ['1) 2x + 3 = 11', '2) 2x + 3 = 11', '3) 5x - 4 = 6']);
    const b = reading('b', ['2x + 3 = 11', '5x - 4 = 6']);
    const out = agreeOnSolution([a, b], opts);
    expect(out.solution.math_solutions[0]!.confidence_score).toBeLessThan(0.9);
  });

  it('counts one reading once, whatever rules it meets', () => {
    const fair = reading('a', ['|x - 4| = 4'], 45);
    const out = agreeOnSolution([reading('b', ['|⁇-4|=4']), fair], opts);
    expect(out.votes[0]).toBeLessThanOrEqual(2);
  });

  it('answers shapes pages do print when the looks agree, though each doubts them', () => {
    for (const line of ['Reši jednačinu: 3 (x + 2) = 12', 'Izračunaj: 5 : 0']) {
      const look = (name: string) => reading(name, [line], 95);
      expect(look('a').result.solutionTasks[0]!.doubts, line).not.toEqual([]);
      expect(answers([look('a'), look('b')]), line).not.toEqual(['declined']);
    }
  });

  it('does not let the tie-breaker decide how many tasks the page holds', () => {
    const one = reading('a', ['Izračunaj:', '2 + 3 · 4'], 100);
    const two = (name: string) => reading(name, ['1. 2 + 3 · 4', '2. 5 + 5'], 100);
    // The second look and the tie-breaker (both from the grey crops) found two tasks, the first one:
    // the first look's layout stands (ties of first looks go to the earlier).
    expect(answers([one, two('b'), tieBreaker(two('c'))])).toHaveLength(1);
    expect(answers([one, two('b'), two('c')])).toHaveLength(2);
  });
});

describe('the minus of a negative side as a mark OCR drops', () => {
  it('is not counted after a strict sign: the bar of "≤" read apart is a minus OCR added', () => {
    // "2x + 3 ≤ 7": one look reads the sign whole, the other its bar apart, "< −7". The second did
    // not keep a minus the first lost; the looks disagree on the relation and decline.
    const whole = reading('a', ['Reši nejednačinu:', '2x + 3 ≤ 7'], 95);
    const apart = reading('b', ['Reši nejednačinu:', '2x + 3 < -7'], 95);
    expect(whole.result.solutionTasks[0]!.normalized.replace(/\s+/g, '')).toBe('2x+3≤7');
    expect(apart.result.solutionTasks[0]!.normalized.replace(/\s+/g, '')).toBe('2x+3<-7');
    expect(answers([whole, apart])).toEqual(['declined']);
  });
});

describe('an instruction naming another kind of task', () => {
  it('vetoes the answer of the very text a look read under it, instead of supporting it', () => {
    // "x^2 − 1 = 0" with its exponent lost in every look: the looks that read the instruction
    // decline "x − 1 = 0" as no quadratic equation; the one that lost the instruction answers it.
    const contradicted = reading('a', ['Reši kvadratnu jednačinu:', 'x - 1 = 0']);
    expect(contradicted.result.solutionTasks[0]!.factors.intentMismatch).toBe('strong');
    const unaware = reading('c', ['Rsikaraj', 'x - 1 = 0'], 99);
    expect(unaware.result.solutionTasks[0]!.intent).toBeNull();
    expect(
      answers([contradicted, reading('b', ['Resi kvadratnu jednacinu:', 'x - 1=0']), tieBreaker(unaware)]),
    ).toEqual(['declined']);
    // Two looks that lost the instruction and agree are vetoed by the one that read it.
    expect(
      answers([
        reading('b', ['Rsi jdnac', '1 - 9']),
        reading('a', ['Reši jednačinu:', '1 - 9']),
        tieBreaker(reading('c', ['Rsi jea', '1 - 9'])),
      ]),
    ).toEqual(['declined']);
  });

  it('does not hand the task to a rival one look gave alone when it vetoes an answer', () => {
    // A worksheet cell "2,8 : 4 − 1,71": look a reads it right (no instruction), look b misreads a
    // digit, a tie-breaker reads it right but gives it a neighbour's "Reši sistem jednačina:".
    const right = reading('a', ['2,8 : 4 - 1,71'], 95);
    const misread = reading('b', ['2,8 : 4 - 1,11'], 95);
    expect(misread.result.solution.math_solutions[0]!.confidence_score).toBeGreaterThanOrEqual(
      AGREEMENT.aloneMinConfidence,
    );
    const misplaced = tieBreaker(reading('c', ['Reši sistem jednačina:', '2,8 : 4 - 1,71']));
    expect(misplaced.result.solutionTasks[0]!.factors.intentMismatch).toBe('strong');
    expect(answers([right, misread, misplaced])).toEqual(['declined']);
  });

  it('does not veto algebra under "Izračunaj" (how Serbian books ask to multiply out)', () => {
    // "Izračunaj: 3a + 2a" is printed so; a look that read the instruction finds it loosely worded
    // (round 8: like terms behind printed coefficients, engine/index.ts), one that lost it answers
    // plainly. The instruction is no veto: both vote for the same answer. ("(x + 2)(x − 3)" under
    // it likewise: engine/index.ts BRACKET_ALGEBRA.)
    const asked = reading('a', ['Izračunaj:', '3a + 2a']);
    expect(asked.result.solutionTasks[0]!.intent).toBe('compute');
    expect(asked.result.solutionTasks[0]!.factors.intentMismatch).toBe('weak');
    expect(answers([asked, reading('b', ['3a + 2a'], 95)])).toEqual(['\\(3a + 2a = 5a\\)']);
  });

  it('does not veto an answer another look read under an instruction naming its kind', () => {
    // A worksheet's cells run together in one look: it gives the task its neighbour's instruction.
    const calculate = (name: string) => reading(name, ['Izračunaj:', '2,8 : 4 - 1,71']);
    expect(calculate('a').result.solutionTasks[0]!.factors.intentConfirmed).toBe(true);
    const misplaced = tieBreaker(reading('c', ['Reši sistem jednačina:', '2,8 : 4 - 1,71']));
    expect(misplaced.result.solutionTasks[0]!.factors.intentMismatch).toBe('strong');
    expect(answers([calculate('a'), calculate('b'), misplaced])).toEqual([
      '\\(2{,}8 : 4 - 1{,}71 = -1{,}01\\)',
    ]);
  });
});

describe('textLikeness', () => {
  it('is 1 for the same text up to spaces and falls with each edit', () => {
    expect(textLikeness('2 + 3 * 4', '2+3*4')).toBe(1);
    expect(textLikeness('-6x - 17 = 1', '6x - 17 = 1')).toBeCloseTo(1 - 1 / 8);
    expect(textLikeness('2 + 3 * 4', '-6x - 17 = 1')).toBeLessThan(0.4);
    expect(textLikeness('', '')).toBe(1);
  });

  it('counts edits as the Levenshtein distance over the longer text', () => {
    // A swap of two glyphs is two edits, a lost and an added glyph one each.
    expect(textLikeness('x:6=4:12', 'x:6=12:4')).toBeCloseTo(1 - 4 / 8);
    expect(textLikeness('12x', '21x')).toBeCloseTo(1 - 2 / 3);
    expect(textLikeness('√25+3^3', '25+3^3')).toBeCloseTo(1 - 1 / 7);
    expect(textLikeness('46/9-3/4', '4#6/9-3/4')).toBeCloseTo(1 - 1 / 9);
    expect(textLikeness('kitten', 'sitting')).toBeCloseTo(1 - 3 / 7);
    expect(textLikeness('abc', '')).toBe(0);
  });
});

describe('what the vote reports under 0.9', () => {
  const confidence = (readings: Reading[]) =>
    agreeOnSolution(readings, opts).solution.math_solutions.map((s) => s.confidence_score);

  it('keeps an agreed answer the maths does not vouch for under 0.9, and answers it', () => {
    // Both looks read the same text at full certainty: a misread they share is not seen by the
    // vote, and a solution in fractions is what a misread coefficient leaves.
    const lines = ['Reši jednačinu:', '3x + 6 = 20'];
    const out = agreeOnSolution([reading('a', lines, 100), reading('b', lines, 100)], opts);
    expect(out.solution.math_solutions[0]!.final_answer_latex).toBe('\\(x = \\frac{14}{3}\\)');
    expect(out.solution.math_solutions[0]!.confidence_score).toBe(AGREEMENT.mathsDoubtCap);
    // A whole solution read alike keeps its confidence.
    const whole = ['Reši jednačinu:', '3x + 6 = 21'];
    expect(confidence([reading('a', whole, 100), reading('b', whole, 100)])[0]).toBeGreaterThanOrEqual(0.9);
  });
});

describe('a look that read nothing at all', () => {
  it('keeps a tie-breaker from making a second vote for the other look', () => {
    // Ink read off a picture: the grey look read no line, the tie-breaker the same crops as the ink.
    const blind = { ...reading('b', []), recognized: { lines: [] } };
    expect(answers([reading('a', ['0^0']), blind, tieBreaker(reading('c', ['0^0']))])).toEqual(['declined']);
    // A look that read the instruction but lost the maths still lets the two agree.
    expect(
      answers([
        reading('a', ['Izracunaj:']),
        reading('b', ['5^2 - 2^2']),
        tieBreaker(reading('c', ['5^2 - 2^2'])),
      ]),
    ).toEqual(['\\(5^{2} - 2^{2} = 21\\)']);
  });
});

describe('a page the reader found hard', () => {
  it("declines an answer only the grey look and the tie-breaker gave: one look's pixels read twice", () => {
    // Tune 255: "NZD(40, 48)" read "NZD( 10, 48)" by the grey look and the tie-breaker (which reads
    // the grey crops again), the ink look having lost it; the page's third task unread by all.
    const page = ['a) NZD(10, 48)', 'b) 4 · (6 + 7 ⁇ - 30'];
    const lost = ['a) NZDX 10. 18 ?? %', 'b) 4 · (6 + 7 ⁇ - 30'];
    const given = (readings: Reading[]) =>
      agreeOnSolution(readings, opts).solution.math_solutions.map((s) => s.steps.length > 0);
    const [ink, grey, third] = [
      reading('ink', lost, 100),
      reading('grey', page, 100),
      reading('t', page, 100),
    ];
    expect(given([ink, grey, tieBreaker(third)])).toEqual([false, false]);
    // Sided with the ink look, the tie-breaker read other pixels: two looks, the answer stands.
    const [ink2, grey2] = [reading('ink', page, 100), reading('grey', lost, 100)];
    expect(given([ink2, grey2, tieBreaker(third)])).toEqual([true, false]);
  });

  it('declines an equation in small whole numbers both looks solve over a three-digit denominator', () => {
    const lines = ['Reši jednačinu:', '5(x - 2) = x ÷ 26'];
    expect(answers([reading('a', lines, 100), reading('b', lines, 100)])).toEqual(['declined']);
  });

  const scores = (lines: string[]) =>
    agreeOnSolution([reading('a', lines, 100), reading('b', lines, 100)], opts).solution.math_solutions.map(
      (s) => (s.steps.length > 0 ? s.confidence_score : 'declined'),
    );

  it('keeps its answers under 0.9 beside a task it could not read, and still gives them', () => {
    expect(scores(['1. 3x + 5 = 20', '2. 4 · (6 + 7) - 30'])[0]).toBeGreaterThanOrEqual(0.9);
    expect(scores(['1. 3x + 5 = 20', '2. 4 · (6 + 7 ⁇ - 30'])).toEqual([AGREEMENT.hardPageCap, 'declined']);
  });

  it('declines its answers read unsurely (both looks agreeing at a low confidence)', () => {
    const unsure = (lines: string[], confidence: number) =>
      agreeOnSolution(
        [reading('a', lines, confidence), reading('b', lines, confidence)],
        opts,
      ).solution.math_solutions.map((s) => (s.steps.length > 0 ? s.confidence_score : 'declined'));
    // Line confidence 40 gives an answer under hardPageMinConfidence; alone on the page it stands.
    const [alone] = unsure(['1. 3x + 5 = 20'], 40);
    expect(alone).toBeLessThan(AGREEMENT.hardPageMinConfidence);
    expect(alone).toBeGreaterThan(0);
    expect(unsure(['1. 3x + 5 = 20', '2. 4 · (6 + 7 ⁇ - 30'], 40)).toEqual(['declined', 'declined']);
  });

  it('declines an answer one look gave alone beside a task it could not read', () => {
    // The first task answered by look a alone (look b read junk); the second read by neither.
    const a = reading('a', ['1. 2 + 3 · 4', '2. 4 · (6 + 7 ⁇ - 30'], 100);
    const b = reading('b', ['1. 2 + 3 %%% 4 ?? =', '2. 4 · (6 + 7 ⁇ - 30'], 100);
    expect(agreeOnSolution([a, b], opts).solution.math_solutions.map((s) => s.steps.length)).toEqual([0, 0]);
    // On a page read whole it stands (AGREEMENT.aloneFactor above).
    const whole = reading('a', ['1. 2 + 3 · 4', '2. 4 · (6 + 7) - 30'], 100);
    const junk = reading('b', ['1. 2 + 3 %%% 4 ?? =', '2. 4 · (6 + 7) - 30'], 100);
    expect(agreeOnSolution([whole, junk], opts).votes).toEqual([1, 2]);
  });

  it('keeps an unsure answer every first look gave where most of the page was read', () => {
    const page = ['1. 3x + 5 = 20', '2. 2x - 4 = 10', '3. 4 · (6 + 7 ⁇ - 30'];
    const scored = (readings: Reading[]) =>
      agreeOnSolution(readings, opts).solution.math_solutions.map((s) =>
        s.steps.length > 0 ? s.confidence_score : 'declined',
      );
    // One task of three unread: both looks' agreeing answers stand, under the hard page's cap.
    const both = scored([reading('a', page, 40), reading('b', page, 40)]);
    expect(both[2]).toBe('declined');
    for (const answer of both.slice(0, 2)) {
      expect(answer).toBeGreaterThan(0);
      expect(answer).toBeLessThan(AGREEMENT.hardPageMinConfidence);
    }
    // The first task given by one look and the tie-breaker only (the other look read 26): declined.
    const other = ['1. 3x + 5 = 26', ...page.slice(1)];
    expect(
      scored([reading('a', page, 40), reading('b', other, 40), tieBreaker(reading('c', page, 40))])[0],
    ).toBe('declined');
  });
});

describe('prose read with a few glyphs taken for maths', () => {
  const isMaths = (readings: Reading[]) =>
    agreeOnSolution(readings, opts).solution.math_solutions.map((s) => s.image_is_math_problem);
  const prose = ['Kod svoju zadatak sumi je dan danas park.', 'I velikoj igraju skole danas velikoj domaci.'];

  it('is not maths when every look read prose or no maths', () => {
    // A letter read as an exponent or a digit, glued to its word or standing alone as 0 or 1.
    const a = reading('a', ['Strana 84', ...prose, 'Videli gde koj^1i jezika.']);
    const b = reading('b', [...prose, 'U igraju gde j^(?) 0 0 i.']);
    const c = reading('c', [
      'Strana 150',
      ...prose,
      'Smo posle dece trazio nam 1 svoju 1.',
      'Skole dan + lep.',
    ]);
    const none = reading('d', prose);
    // Each look alone declines what it took for maths; the vote calls the page what it is.
    for (const look of [a, b, c])
      expect(look.result.solution.math_solutions[0]!.image_is_math_problem).toBe('yes');
    for (const looks of [
      [a, a],
      [b, b],
      [c, c],
      [c, none],
      [none, b],
    ]) {
      expect(isMaths(looks)).toEqual(['no']);
    }
  });

  it('takes a number on a line of its own or beside one word for no quantity', () => {
    // A mark read as a digit above a page number: no word problem's two numbers.
    const page = reading('a', ['7', '!', 'Strana 165', ...prose, 'Mnogo kucu danas u danas bio.']);
    expect(page.result.solution.math_solutions[0]!.image_is_math_problem).toBe('yes');
    expect(isMaths([page, page])).toEqual(['no']);
  });

  it('still declines as maths a word problem, an equation among prose, or a look that read maths', () => {
    const word = reading('a', [
      'Marko ima 5 jabuka, a Ana 3 jabuke vise od njega.',
      'Koliko jabuka imaju zajedno?',
      ...prose,
    ]);
    expect(isMaths([word, word])).toEqual(['yes']);
    const equation = reading('b', [...prose, 'Resi: 3x + 5 = 2O']);
    expect(isMaths([equation, equation])).toEqual(['yes']);
    const c = reading('c', [...prose, 'Smo posle dece trazio nam 1 svoju 1.']);
    expect(isMaths([c, reading('d', ['6x - 17 = 1'])])).toEqual(['yes']);
  });

  it('keeps the numbers of a word problem the print broke over short lines', () => {
    // The end of a sentence on a line of its own: its number is the sentence's, no page number.
    for (const problem of [
      ['Otac je star 42 godine, a sin je', '6 puta mlađi.', 'Koliko godina ima sin?'],
      ['Marko ima 12 jabuka, a njegova sestra Ana ima', '3 više. Koliko', 'jabuka ima Ana?'],
    ]) {
      const look = reading('a', problem);
      expect(isMaths([look, look]), problem[1]).toEqual(['yes']);
    }
  });

  it('counts a number the reader joined to its unit ("36cm") as a quantity', () => {
    const look = reading('a', [
      'Obim kvadrata je 36cm, a stranica pravougaonika je 4cm duža.',
      'Kolika je površina pravougaonika?',
    ]);
    expect(isMaths([look, look])).toEqual(['yes']);
  });

  it('still declines as maths an equation, a formula or algebra whose numbers were misread, by its letters', () => {
    const instruction = 'Reši jednačinu, a zatim proveri da li je dobijeni broj rešenje:';
    for (const maths of ['2x = x + S', '3(x − 2) = x ⁇', 'P = r^2 π', '(a + b)^2 ⁇', 'x^2 − y^⁇']) {
      const look = reading('a', [instruction, maths]);
      expect(isMaths([look, look]), maths).toEqual(['yes']);
    }
  });
});
