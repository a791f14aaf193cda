/**
 * The hybrid bench's stand-in for a vision model: it "sees" a corpus photo (it knows the item by the
 * photo's bytes) and answers like a model that reads the print perfectly but solves imperfectly, at
 * scripted rates: a wrong final answer, a wrong step with the right answer, or no transcription of
 * the task at all (nothing to check). The rates are the bench's assumptions, not measurements of
 * any model; published studies of ChatGPT on school algebra found a quarter or more wrong.
 */
import type { CorpusItem } from '../../tests/solver-corpus/corpus.js';
import type { ExpectedAnswer } from '../../tests/solver-corpus/task-kinds.js';
import { modelAnswer, notMathsAnswer, type ModelTask } from '../../server/test-support/model-answers.js';

export type Flaw = 'none' | 'wrongAnswer' | 'wrongStep' | 'noTranscription';

export const FLAW_RATES: Record<Exclude<Flaw, 'none'>, number> = {
  wrongAnswer: 0.15,
  wrongStep: 0.1,
  noTranscription: 0.05,
};

/** The flaw of task `index` of an item: fixed by the item's id, so every run scripts the same. */
export function flawOf(itemId: string, index: number): Flaw {
  let h = 2166136261;
  for (const c of `${itemId}#${index}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  const u = h / 2 ** 32;
  if (u < FLAW_RATES.wrongAnswer) return 'wrongAnswer';
  if (u < FLAW_RATES.wrongAnswer + FLAW_RATES.wrongStep) return 'wrongStep';
  if (u < FLAW_RATES.wrongAnswer + FLAW_RATES.wrongStep + FLAW_RATES.noTranscription)
    return 'noTranscription';
  return 'none';
}

/** The printed task lines of an item (instructions and labels dropped); a system's two lines are one task. */
export function taskTexts(item: Pick<CorpusItem, 'printed' | 'expected'>): string[] {
  const lines = item.printed
    .filter((line) => /\d/.test(line) && /[=<>≤≥+\-−·×*/:^√%]/.test(line))
    .map((line) => line.replace(/^\s*(?:[a-z]\)|\d+[.)])\s*/, '').trim());
  const tasks: string[] = [];
  for (const expected of item.expected ?? []) {
    const take = expected.type === 'system' ? 2 : 1;
    tasks.push(lines.splice(0, take).join('; '));
  }
  return tasks;
}

/** Printed maths → the LaTeX a model would write. */
export function latexOf(text: string): string {
  return text
    .replace(/−/g, '-')
    .replace(/(\d+|[a-z])\/(\d+)/g, '\\frac{$1}{$2}')
    .replace(/√(\d+)/g, '\\sqrt{$1}')
    .replace(/\s*[·×]\s*/g, ' \\cdot ')
    .replace(/(\d),(\d)/g, '$1{,}$2')
    .replace(/%/g, '\\%')
    .replace(/≥/g, '\\ge')
    .replace(/≤/g, '\\le')
    .replace(/<=/g, '\\le')
    .replace(/>=/g, '\\ge')
    .replace(/\bod\b(?: broja)?/g, '\\text{ od }')
    .replace(/;/g, ' \\\\ ')
    .replace(/^(.*\\\\.*)$/, '\\begin{cases} $1 \\end{cases}');
}

const fraction = (value: string, shift = 0): string => {
  const [n, d = '1'] = value.split('/');
  const num = Number(n) + shift * Number(d);
  if (d === '1') return `${num}`;
  return `${num < 0 ? '-' : ''}\\frac{${Math.abs(num)}}{${d}}`;
};
const RELATION = { '<': '<', '>': '>', '<=': '\\le', '>=': '\\ge' } as const;

/**
 * The answer statement, shifted by one where `wrong`. As a step's result, a value is written as the
 * whole calculation ("5/7 - 4/5 = -3/35"); as the final answer, alone.
 */
function answerLatex(expected: ExpectedAnswer, task: string, wrong: boolean, asStep = false): string | null {
  const shift = wrong ? 1 : 0;
  switch (expected.type) {
    case 'value': {
      const value = fraction(expected.value, shift);
      const calculation = latexOf(task.replace(/^Koliko je\s*|\?$/g, '').replace(/\.$/, ''));
      return asStep ? `${calculation} = ${value}` : value;
    }
    case 'roots': {
      const [first, ...rest] = expected.values.map((v, i) => fraction(v, i === 0 ? shift : 0));
      if (rest.length === 0) return `${expected.variable} = ${first}`;
      return [first, ...rest].map((v, i) => `${expected.variable}_${i + 1} = ${v}`).join(', \\quad ');
    }
    case 'system':
      return Object.entries(expected.values)
        .map(([name, v], i) => `${name} = ${fraction(v, i === 0 ? shift : 0)}`)
        .join(', \\quad ');
    case 'inequality':
      return `${expected.variable} ${RELATION[expected.relation]} ${fraction(expected.bound, shift)}`;
    default:
      return null; // A kind this stand-in does not script: answered without a checkable form.
  }
}

/** One task as the scripted model answers it. */
export function scriptedTask(task: string, expected: ExpectedAnswer, flaw: Flaw): ModelTask {
  const right = answerLatex(expected, task, false);
  if (right === null || flaw === 'noTranscription')
    return {
      taskText: '',
      problemLatex: '\\text{Zadatak sa slike}',
      finalAnswer: right ? `\\(${right}\\)` : '\\text{Rešenje je opisano u koracima.}',
      results: [null],
      introduction: 'Rešavamo zadatak sa slike.',
    };
  const wrong = answerLatex(expected, task, true)!;
  const [rightStep, wrongStep] = [
    answerLatex(expected, task, false, true)!,
    answerLatex(expected, task, true, true)!,
  ];
  const latex = latexOf(task);
  const results =
    flaw === 'wrongStep'
      ? [latex, wrongStep, rightStep]
      : flaw === 'wrongAnswer'
        ? [latex, wrongStep]
        : [latex, rightStep];
  return {
    taskText: task,
    problemLatex: latex,
    finalAnswer: `\\(${flaw === 'wrongAnswer' ? wrong : right}\\)`,
    results,
    introduction: 'Rešavamo zadatak sa slike.',
  };
}

/** The model's whole answer for a corpus photo. */
export function scriptedAnswer(item: Pick<CorpusItem, 'id' | 'printed' | 'expected'>): string {
  if (item.expected === null) return notMathsAnswer();
  const texts = taskTexts(item);
  return modelAnswer(
    ...item.expected.map((expected, i) => scriptedTask(texts[i] ?? '', expected, flawOf(item.id, i))),
  );
}
