/** The public API: schema-valid output, multi-task texts, declines, not-maths and confidence. */
import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_VALUES,
  mathSolutionSchema,
  solutionJsonSchema,
  type MathSolution,
} from '../../../contract/index.js';
import { CONFIDENCE, solveRecognizedText, solveRecognizedTextDetailed, solveTaskText } from './index.js';
import { MESSAGES } from './i18n/index.js';
import { assertTexRenders, FORBIDDEN, splitInline } from './test-support/mathjax.js';

const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;
const text = (...lines: string[]) => ({ lines: lines.map((t) => ({ text: t, confidence: 95 })) });

function checkRenders(sol: MathSolution): void {
  const fields = [
    sol.introduction_latex,
    sol.final_answer_latex,
    ...sol.steps.flatMap((s) => [s.description_latex, s.explanation_latex]),
  ];
  for (const f of fields) {
    expect(f).not.toMatch(FORBIDDEN);
    for (const m of splitInline(f).math) assertTexRenders(m);
  }
  for (const s of sol.steps) if (s.intermediate_result_latex) assertTexRenders(s.intermediate_result_latex);
}

describe('named calls in the diagnostics', () => {
  it("lists an NZD/NZS call's numbers as found, so a separator read as a point is no decimal point", () => {
    const normalized = (t: string) => solveTaskText(t, opts, 95, null, true).diagnostics.normalized;
    expect(normalized('Odredi: NZS(14.21)')).toBe('(14; 21)');
    expect(normalized('Odredi: NZD (25, 35)')).toBe('(25; 35)');
    expect(normalized('Izračunaj: 2,5 + 1,25')).toBe('2.5 + 1.25');
  });
  it('declines an NZD/NZS whose numbers were not read, rather than computing what is left of it', () => {
    const outcome = (t: string) => solveTaskText(t, opts, 95, null, true).diagnostics.outcome;
    expect(outcome('Odredi: NZD (25,3^5)')).toBe('unreadable');
    expect(outcome('Odredi: NZD (25, 35)')).toBe('solved');
  });
});

describe('solveRecognizedText', () => {
  it('returns one solution per task in "a) … b) …"', () => {
    const out = solveRecognizedText(text('Izračunaj:', 'a) 2 + 3 · 4', 'b) 3x + 5 = 20'), opts);
    expect(out.math_solutions.map((s) => s.final_answer_latex)).toEqual([
      '\\(2 + 3 \\cdot 4 = 14\\)',
      '\\(x = 5\\)',
    ]);
  });

  it('echoes the grade and language it was given', () => {
    const out = solveRecognizedText(text('1/2 + 1/3'), { grade: 'Faculty', language: 'german' });
    expect(out.math_solutions[0]).toMatchObject({
      problem_grade: 'Faculty',
      problem_language: 'german',
      image_is_math_problem: 'yes',
    });
    expect(out.math_solutions[0]!.problem_title_generated).toBe(MESSAGES.german.kinds.fractions.title);
  });

  it('says "not maths" for text without maths, in the chosen language', () => {
    const out = solveRecognizedText(text('Marko ima jabuke', 'Strana 12'), { ...opts, language: 'french' });
    expect(out.math_solutions).toHaveLength(1);
    const s = out.math_solutions[0]!;
    expect(s).toMatchObject({
      image_is_math_problem: 'no',
      steps: [],
      final_answer_latex: MESSAGES.french.notMath.final,
    });
    expect(s.confidence_score).toBeLessThanOrEqual(0.2);
    expect(solveRecognizedText({ lines: [] }, opts).math_solutions[0]!.image_is_math_problem).toBe('no');
  });

  it('reports OCR noise from a non-maths photo as "not maths", not as a failed task', () => {
    const noise = {
      lines: [
        { text: 'tL. PE + H', confidence: 28 },
        { text: 'x - he 3', confidence: 24 },
      ],
    };
    const out = solveRecognizedText(noise, opts);
    expect(out.math_solutions).toHaveLength(1);
    expect(out.math_solutions[0]!.image_is_math_problem).toBe('no');
    // The same shape read confidently is a maths task we decline, not noise.
    expect(solveTaskText('x + y = 3', opts, 95).solution.image_is_math_problem).toBe('yes');
  });

  it('drops stray non-maths lines when there are real tasks', () => {
    const out = solveRecognizedText(text('Domaći zadatak, strana 12', '3x + 5 = 20'), opts);
    expect(out.math_solutions).toHaveLength(1);
    expect(out.math_solutions[0]!.final_answer_latex).toBe('\\(x = 5\\)');
  });

  it('never returns more than 20 solutions', () => {
    const many = Array.from({ length: 30 }, (_, i) => `${i + 1}. ${i} + 1`);
    expect(solveRecognizedText(text(...many), opts).math_solutions).toHaveLength(20);
  });
});

describe('typed tasks are taken as written', () => {
  it('reads a bracketed number in front as an operand, not as an exercise label', () => {
    const answer = (task: string) => solveTaskText(task, opts).solution.final_answer_latex;
    expect(answer('(4) - 3')).toMatch(/= 1\\\)$/);
    expect(answer('(12) - 4 : 2')).toMatch(/= 10\\\)$/);
    expect(answer('(4)  + 3')).toMatch(/= 7\\\)$/);
    expect(answer('(2) (x + 1) = 4')).toBe('\\(x = 1\\)');
  });
  it('solves a "quadratic" equation whose squares cancel as the linear equation it is', () => {
    const { solution, diagnostics } = solveTaskText('Reši kvadratnu jednačinu: (x + 1)^2 = x^2 + 5', opts);
    expect(diagnostics).toMatchObject({ outcome: 'solved', kind: 'linear' });
    expect(solution.final_answer_latex).toBe('\\(x = 2\\)');
    expect(solution.steps[0]!.description_latex).toContain('svodi na linearnu jednačinu');
    // A linear equation with no square printed under that instruction lost its exponent.
    expect(solveTaskText('Reši kvadratnu jednačinu: x - 1 = 0', opts).diagnostics.outcome).toBe(
      'lowConfidence',
    );
    expect(
      solveTaskText('Reši jednačinu: 2x + 1 = 5', opts).solution.steps[0]!.description_latex,
    ).not.toContain('linearnu');
  });
  it('does not read a typed ";" as a decimal comma', () => {
    const typed = solveTaskText('3 + 4; 5 + 6', opts);
    expect(typed.diagnostics.normalized).toBe('3 + 4; 5 + 6');
    expect(typed.solution.final_answer_latex).not.toMatch(/13/);
  });
  it('takes ";" in a photographed NZD(12; 18) for a separator, at full confidence', () => {
    const conf = (line: string) =>
      solveRecognizedTextDetailed(text(line), opts).solution.math_solutions[0]!.confidence_score;
    expect(conf('NZD(12; 18)')).toBe(conf('NZD(12, 18)'));
  });
});

describe('declining instead of guessing', () => {
  const declined = (s: MathSolution) => {
    expect(s.image_is_math_problem).toBe('yes');
    expect(s.steps).toEqual([]);
    expect(s.confidence_score).toBeLessThanOrEqual(CONFIDENCE.declineCap);
    expect(s.final_answer_latex).toBe(MESSAGES.srpski.declined.final);
  };

  it('declines what it cannot parse', () => {
    const { solution, diagnostics } = solveTaskText('3x + = 5 (', opts);
    declined(solution);
    expect(diagnostics.outcome).toBe('unreadable');
  });
  it('declines what it cannot solve (cubic, two unknowns in one equation, unknown in a denominator)', () => {
    for (const t of ['x^3 = 8', 'x + y = 3', 'x/(x+1) = 2']) {
      const { solution, diagnostics } = solveTaskText(t, opts);
      declined(solution);
      expect(diagnostics.outcome, t).toBe('unsupported');
    }
  });
  it('says plainly that a division by zero is not defined, in every language', () => {
    const { solution } = solveTaskText('12 : (3 - 3)', opts);
    expect(solution.outcome).toBeUndefined();
    expect(solution.final_answer_latex).toContain('nije definisan');
    expect(solution.steps[0]!.explanation_latex).toContain('nije definisano');
    expect(solution.problem_latex).toBe('12 : \\left(3 - 3\\right)');
    for (const language of LANGUAGE_VALUES) {
      const other = solveTaskText('5 : 0', { ...opts, language }).solution;
      expect(other.final_answer_latex, language).toBe(MESSAGES[language].answers.undefined);
    }
  });
  it('declines when OCR confidence is low, even if the maths is easy', () => {
    const { solution, diagnostics } = solveTaskText('3x + 5 = 20', opts, 20);
    declined(solution);
    expect(diagnostics.outcome).toBe('lowConfidence');
    expect(diagnostics.factors.ocr).toBeCloseTo(0.2);
  });
  it('still answers a clean parse at a middling reader confidence', () => {
    // Measured: a correctly read "3x +5=20" on a clean photo came back with confidence 40.
    expect(solveTaskText('3x +5=20', opts, 40).diagnostics.outcome).toBe('solved');
  });
  it('declines the ambiguous "6 : 2(1 + 2)"', () => {
    const { solution, diagnostics } = solveTaskText('6 : 2(1 + 2)', opts);
    declined(solution);
    expect(diagnostics.factors.precedenceAmbiguities).toBe(1);
  });
  it('declines a word problem rather than inventing an equation', () => {
    const { solution } = solveTaskText('Marko ima 5 jabuka, a Ana 3 više. Koliko imaju zajedno?', opts);
    declined(solution);
  });
  it('shows what was read so the pupil can compare', () => {
    const { solution } = solveTaskText('x^3 = 8', opts);
    expect(solution.introduction_latex).toContain('\\(x^{3} = 8\\)');
  });
});

describe('confidence', () => {
  it('is the OCR factor times the parse factor, with the factors exposed', () => {
    expect(solveTaskText('3x + 5 = 20', opts, 100).solution.confidence_score).toBe(1);
    expect(solveTaskText('3x + 5 = 20', opts, 81).solution.confidence_score).toBe(
      Math.round(0.81 ** CONFIDENCE.ocrExponent * 100) / 100,
    );
    const o = solveTaskText('3x + 5 = 2O', opts, 100); // O read as 0
    expect(o.diagnostics.factors).toMatchObject({ lookalikes: 1, ocr: 1 });
    expect(o.solution.confidence_score).toBe(CONFIDENCE.lookalike);
  });
  it('is lowered when the instruction loosely disagrees with the maths', () => {
    const { diagnostics } = solveTaskText('Uprosti: 2x = 4', opts);
    expect(diagnostics.factors.intentMismatch).toBe('weak');
    expect(diagnostics.factors.combined).toBeCloseTo(CONFIDENCE.intentMismatch);
  });
  it('declines when the instruction names another kind of task (a line or sign was probably lost)', () => {
    for (const t of ['Reši sistem: 2x = 4', 'Reši jednačinu: 3x + 5 - 20', 'Reši nejednačinu: 2x = 4']) {
      const { solution, diagnostics } = solveTaskText(t, opts);
      expect(diagnostics.factors.intentMismatch, t).toBe('strong');
      expect(diagnostics.outcome, t).toBe('lowConfidence');
      expect(solution.steps).toEqual([]);
    }
    // A bare "Reši" over a sum is how pupils talk, not a contradiction.
    expect(solveTaskText('Reši: 2 + 3', opts).diagnostics.outcome).toBe('solved');
    // Nor is algebra on purpose under "Izračunaj" (a bracket of letters squared or times a bracket),
    // though letters in a sum under it still are (a digit misread as a letter).
    for (const t of ['Izračunaj: (a + 3)^2', 'Izračunaj: (x + 2)(x - 3)']) {
      const { diagnostics } = solveTaskText(t, opts);
      expect(diagnostics.factors.intentMismatch, t).toBe('weak');
      expect(diagnostics.outcome, t).toBe('solved');
    }
    expect(solveTaskText('Izračunaj: VO + 2^4', opts).diagnostics.factors.intentMismatch).toBe('strong');
    // Like terms behind printed coefficients are algebra on purpose too; one stray letter is not.
    for (const t of ['Izračunaj: 3a + 2a', 'Izračunaj: 5x - 2x + 4']) {
      const { diagnostics } = solveTaskText(t, opts);
      expect(diagnostics.factors.intentMismatch, t).toBe('weak');
      expect(diagnostics.outcome, t).toBe('solved');
    }
    expect(solveTaskText('Izračunaj: 3a + 2 + 4', opts).diagnostics.factors.intentMismatch).toBe('strong');
    // Three like terms are simplified whole; unlike terms, or a letter beside a number ("3a + 24", its
    // a perhaps a 4), are no like terms and stay unanswered.
    const three = solveTaskText('Izračunaj: 3a + 2a - a', opts);
    expect(three.diagnostics.outcome).toBe('solved');
    expect(three.solution.final_answer_latex).toContain('= 4a');
    expect(three.solution.confidence_score).toBeLessThanOrEqual(0.7);
    for (const t of ['Izračunaj: 2x + 3y', 'Izračunaj: 3a + 24'])
      expect(solveTaskText(t, opts).diagnostics.outcome, t).not.toBe('solved');
    // Nor is an equation under a heading over equations and inequalities both.
    for (const t of ['Reši jednačine i nejednačine: 2x = 4', 'Reši jednačine i nejednačine: 2x > 4'])
      expect(solveTaskText(t, opts).diagnostics.outcome, t).toBe('solved');
  });
  it('reports per-task diagnostics for calibration', () => {
    const { tasks } = solveRecognizedTextDetailed(text('a) 2+2 b) x^3=1'), opts);
    expect(tasks.map((t) => t.outcome)).toEqual(['solved', 'unsupported']);
    expect(tasks[0]!.factors.combined).toBeCloseTo(0.95 ** CONFIDENCE.ocrExponent);
  });
});

describe('every output is schema-valid and renders in MathJax, in every language and grade', () => {
  const corpus = [
    '(2+3)·4-6:2',
    '17 : 4',
    '1/2+1/3',
    '3/4 : 1/2',
    '2,5 + 1,25·2',
    '√12+√27',
    '2^3·3',
    'Koliko je 25% od 80?',
    '3x+5=20',
    '2(x-3)=2x-6',
    '2x+1=2x+3',
    '(x+1)/2 = x/3 + 1',
    'x^2-5x+6=0',
    'x²+x+1=0',
    'x^2-2x-1=0',
    '2x^2=8x',
    'x^2-12=0',
    'x^2-6x+9=0',
    'x+y=5, x-y=1',
    '2x+3y=12; 3x-2y=5',
    'x+y=1; 2x+2y=5',
    '2x-3>5',
    '-2x<6',
    '3x+1≤7',
    'Uprosti: (a+b)^2',
    'x^3 = 8',
    'Marko ima jabuke',
    '3x + = 5 (',
  ];
  it.each(LANGUAGE_VALUES)('%s', (language) => {
    for (const grade of ['1st grade of primary school', '7th grade of primary school', 'Faculty'] as const) {
      for (const task of corpus) {
        const out = solveRecognizedText(text(task), { grade, language });
        expect(() => solutionJsonSchema.parse(out), task).not.toThrow();
        for (const s of out.math_solutions) {
          expect(() => mathSolutionSchema.parse(s)).not.toThrow();
          checkRenders(s);
        }
      }
    }
  });
});

describe('explanations follow the grade', () => {
  it('gives younger pupils the extra sentence and Faculty the concise one', () => {
    const young = solveTaskText('2x-3>5', { grade: '5th grade of primary school', language: 'english' })
      .solution.steps[0]!;
    const uni = solveTaskText('2x-3>5', { grade: 'Faculty', language: 'english' }).solution.steps[0]!;
    expect(young.explanation_latex.length).toBeGreaterThan(uni.explanation_latex.length);
    expect(young.explanation_latex).toContain('same number on both sides');
    expect(uni.explanation_latex).not.toContain('same number on both sides');
  });

  describe('OCR repairs and their confidence', () => {
    const read = (...lines: [string, number][]) => ({
      lines: lines.map(([t, confidence]) => ({ text: t, confidence })),
    });
    it('declines a calculation that still contains letters', () => {
      const r = solveRecognizedTextDetailed(read(['Izračunaj:', 90], ['VO +2^4', 90]), opts);
      expect(r.tasks[0]).toMatchObject({ outcome: 'lowConfidence', kind: 'simplify' });
    });
    it('declines a system in which one equation lost an unknown', () => {
      const r = solveRecognizedTextDetailed(
        read(['Reši sistem jednačina:', 90], ['-x+5=-1', 68], ['-5x+y=-5', 68]),
        opts,
      );
      expect(r.tasks[0]!.outcome).toBe('lowConfidence');
      expect(r.tasks[0]!.factors.missingUnknowns).toBe(1);
      const ok = solveRecognizedTextDetailed(
        read(['Reši sistem jednačina:', 90], ['-x+5y=-1', 68], ['-5x+y=-5', 68]),
        opts,
      );
      expect(ok.tasks[0]!.outcome).toBe('solved');
    });
    it('floors a near-zero OCR score when the instruction confirms a clean parse', () => {
      const confirmed = solveRecognizedTextDetailed(
        read(['Izračunaj vrednost izraza:', 60], ['1/5: 3/5', 0]),
        opts,
      );
      expect(confirmed.tasks[0]).toMatchObject({ outcome: 'solved' });
      expect(confirmed.tasks[0]!.factors.combined).toBeCloseTo(CONFIDENCE.confirmedOcrFloor);
      // Without an instruction, or with a repaired parse, the low OCR score still declines.
      expect(solveRecognizedTextDetailed(read(['1/5: 3/5', 0]), opts).tasks[0]!.outcome).toBe(
        'lowConfidence',
      );
      expect(
        solveRecognizedTextDetailed(read(['Izračunaj:', 60], ['51+248%7', 20]), opts).tasks[0]!.outcome,
      ).toBe('lowConfidence');
    });
    it('answers the repaired tune-set misreads', () => {
      const solve = (...lines: string[]) =>
        solveRecognizedText(read(...lines.map((l): [string, number] => [l, 90])), opts).math_solutions[0]!
          .final_answer_latex;
      expect(solve('Izračunaj:', '5*vV121-5^2')).toContain('= 30');
      expect(solve('Reši sistem jednačina:', 'x + Sy = 18', '3x - 2y = 3')).toContain('x = 3');
      expect(solve('Reši kvadratnu jednačinu:', 'Xx^2- 6x + 5 = 0')).toContain('x_');
    });
  });
});

describe('one label split in two calculations', () => {
  it('answers neither half of a task the reader broke in two lines', () => {
    // A minus glued to its number starts a line the splitter does not join ("-3^2"): both halves doubted.
    const read = solveRecognizedTextDetailed(text('Primer 7. Izračunaj:', '3 · √121', '-3^2'), opts);
    expect(read.solutionTasks.map((t) => t.outcome)).toEqual(['lowConfidence', 'lowConfidence']);
    expect(read.solutionTasks[1]!.doubts).toContain(
      'impossible: one label split in two calculations (a line broken by the reader?)',
    );
    // "- 3^2" (a minus and a space) the splitter joins to the line above (split.ts): one task, answered.
    const joined = solveRecognizedTextDetailed(text('Primer 7. Izračunaj:', '3 · √121', '- 3^2'), opts);
    expect(joined.solutionTasks.map((t) => [t.normalized, t.outcome])).toEqual([
      ['3 * √121 - 3^2', 'solved'],
    ]);
    expect(joined.solution.math_solutions[0]!.final_answer_latex).toContain('= 24');
  });
  it('answers neither half of an expression in letters the reader broke in two lines', () => {
    // "5. Uprosti izraz: (x + 6)² − x(x − 5)" read as "(x + 6)" (its exponent lost at the break)
    // and "- x(x - 5)": the second half alone is a clean expression with a wrong answer.
    const read = solveRecognizedTextDetailed(text('5. Uprosti izraz: 2(x + 6)', '- x(x - 5)'), opts);
    expect(read.solutionTasks.map((t) => t.outcome)).toEqual(['lowConfidence', 'lowConfidence']);
    expect(read.solutionTasks[1]!.doubts.join()).toMatch(/one label split/);
  });
  it('answers no expression in letters left of a line whose start was read as no maths', () => {
    // Tune 0425 (FreeMono off a screen, "1) Sredi izraz: (x + 8)^2 − x(x − 9)"): the ink read the
    // first half "(x+E)", dropped as a heading, and its first half "(x+8)" lost the label to the
    // second; neither "−x(x − 9)" may be answered as the task.
    const dropped = solveRecognizedTextDetailed(text('1) Sredi izraz:', '(x+E)', '- x(x - 9)'), opts);
    expect(dropped.solutionTasks.map((t) => t.outcome)).toEqual(['lowConfidence']);
    const unlabelled = solveRecognizedTextDetailed(text('1) Sredi izraz:', '(x+8)', '-x(x - 9)'), opts);
    expect(unlabelled.solutionTasks.map((t) => t.outcome)).not.toContain('solved');
    expect(unlabelled.solutionTasks[1]!.doubts.join()).toMatch(/one label split/);
  });
  it('answers neither half when the first is a lone bracket the reader gave no label (tune 425)', () => {
    // "1) Sredi izraz: (x + 8)^2 − x(x − 9)" read "(x+8)" (its square lost) and "-x(x - 9)"; the
    // bracket's line came without the label, so the halves are under no one label.
    const page = (...lines: string[]) =>
      solveRecognizedTextDetailed({ lines: lines.map((t) => ({ text: t, confidence: 90 })) }, opts)
        .solutionTasks;
    const split = solveRecognizedTextDetailed(text('Resi zadatke:', '(x+8)', '1) -x(x - 9)'), opts);
    expect(split.solutionTasks.map((t) => t.outcome)).not.toContain('solved');
    // A task that starts with a minus after a whole one keeps its answer.
    expect(page('Resi zadatke:', '(x+8)^2', '1) -x(x - 9)').map((t) => t.outcome)).toContain('solved');
  });
  it('joins the halves again when the reader broke the line right after a raised exponent', () => {
    // Tune 0427 (FreeMono, "(5) Uprosti izraz: (x + 4)^2 − x(x − 8)" read in two lines, all looks).
    const read = solveRecognizedTextDetailed(text('(5) Uprosti izraz:', '(x+ 4)^2', '- x(x - 8)'), opts);
    expect(read.solutionTasks.map((t) => [t.normalized, t.outcome])).toEqual([
      ['(x+ 4)^2 - x(x - 8)', 'solved'],
    ]);
    expect(read.solution.math_solutions[0]!.final_answer_latex).toContain('16x + 16');
  });
  it('answers tasks with their own labels, and a task of letters under the same label', () => {
    const own = solveRecognizedTextDetailed(text('1. 3 · √121', '2. - 3^2 + 1'), opts);
    expect(own.solutionTasks.map((t) => t.outcome)).toEqual(['solved', 'solved']);
    const equation = solveRecognizedTextDetailed(text('Primer 7. Reši:', '3x = 12', '-2x + 1 = 5'), opts);
    expect(equation.solutionTasks.map((t) => t.outcome)).toEqual(['solved', 'solved']);
  });
});

describe('a label taken from a number glued to the maths', () => {
  it('answers no task whose glued number may be its own factor or decimal', () => {
    // "2|−4| − 1" under "1. Izračunaj:" fits the glued-label rule (split.ts withGluedLabels), but
    // its 2 is a factor (7, not 3); "2.5 · 4" read with a point is a decimal (10, not 20).
    const factor = solveRecognizedTextDetailed(text('1. Izračunaj:', '|-5| + 3', '2|-4| - 1'), opts);
    expect(factor.solutionTasks.map((t) => [t.normalized, t.outcome])).toEqual([
      ['|-5| + 3', 'solved'],
      ['|-4| - 1', 'lowConfidence'],
    ]);
    expect(factor.solutionTasks[1]!.doubts.join()).toMatch(/glued to the maths/);
    const decimal = solveRecognizedTextDetailed(text('1. Izračunaj:', '3.5 + 1.2', '2.5 · 4'), opts);
    expect(decimal.solutionTasks.map((t) => t.outcome)).toEqual(['solved', 'lowConfidence']);
  });
});

describe("a section's instruction over its sub-tasks", () => {
  it('checks each sub-task against it: an equation that lost its "=" is declined, a calculation under it only doubted', () => {
    const tasks = solveRecognizedTextDetailed(
      text('1. Reši jednačinu:', 'a) 3x - 5 - 10', 'b) x + 3 = 5', 'c) 4 · |-6| - |3 - 11|'),
      opts,
    ).tasks;
    expect(tasks.map((t) => [t.intent, t.outcome])).toEqual([
      ['equation', 'lowConfidence'],
      ['equation', 'solved'],
      ['equation', 'solved'],
    ]);
    expect(tasks[2]!.factors.intentMismatch).toBe('weak');
  });
});
