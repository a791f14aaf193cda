/** Answers a vision model could give (server/adapters/solver/model-answer.ts), for the fake model's scripts. */

export interface ModelTask {
  /** The task in plain text ("" for a word problem). */
  taskText: string;
  /** The task as LaTeX ("" for none). */
  problemLatex: string;
  finalAnswer: string;
  /** Each step's intermediate result (null: none). */
  results: Array<string | null>;
  confidence?: number;
  title?: string;
  /** Default: "Rešavamo \\(task\\)." */
  introduction?: string;
}

export function modelTaskJson(task: ModelTask) {
  return {
    problem_grade: '7th grade of primary school',
    problem_language: 'srpski',
    problem_title_generated: task.title ?? 'Linearna jednačina',
    problem_difficulty: 'lako',
    problem_category: 'Algebra',
    confidence_score: task.confidence ?? 0.95,
    key_concepts: ['jednačina'],
    introduction_latex:
      task.introduction ??
      (task.problemLatex ? `Rešavamo \\(${task.problemLatex}\\).` : 'Rešavamo zadatak sa slike.'),
    steps: task.results.map((result, i) => ({
      step_number: i + 1,
      description_latex: `Korak ${i + 1} modela.`,
      explanation_latex: 'Objašnjenje modela.',
      intermediate_result_latex: result,
    })),
    final_answer_latex: task.finalAnswer,
    image_is_math_problem: 'yes' as const,
    problem_latex: task.problemLatex,
    task_text: task.taskText,
  };
}

/** The JSON content of a model's answer with these tasks. */
export const modelAnswer = (...tasks: ModelTask[]): string =>
  JSON.stringify({ math_solutions: tasks.map(modelTaskJson) });

/** The model's "this photo is not a maths task". */
export const notMathsAnswer = (): string =>
  JSON.stringify({
    math_solutions: [
      {
        ...modelTaskJson({
          taskText: '',
          problemLatex: '',
          finalAnswer: 'Na slici nije matematički zadatak.',
          results: [],
        }),
        problem_title_generated: 'Nije zadatak',
        image_is_math_problem: 'no',
        confidence_score: 0.1,
      },
    ],
  });

/** 3x + 5 = 20 solved correctly, step by step. */
export const LINEAR_RIGHT: ModelTask = {
  taskText: '3x + 5 = 20',
  problemLatex: '3x + 5 = 20',
  finalAnswer: '\\(x = 5\\)',
  results: ['3x = 20 - 5', '3x = 15', 'x = \\frac{15}{3} = 5'],
};

/** The same task with the classic wrong final answer x = 7. */
export const LINEAR_WRONG_ANSWER: ModelTask = {
  ...LINEAR_RIGHT,
  finalAnswer: '\\(x = 7\\)',
  results: ['3x = 20 - 5', '3x = 21', 'x = 7'],
  confidence: 0.97,
};

/** The right final answer, reached through a wrong second step. */
export const LINEAR_WRONG_STEP: ModelTask = {
  ...LINEAR_RIGHT,
  results: ['3x = 20 - 5', '3x = 25', 'x = 5'],
};

/** A word problem: nothing for the engine to solve. */
export const WORD_PROBLEM: ModelTask = {
  taskText: '',
  problemLatex: '\\text{Marko ima 5 jabuka, a Ana 3 više od njega. Koliko jabuka imaju zajedno?}',
  finalAnswer: '\\(13\\) jabuka',
  results: ['5 + 3 = 8', '5 + 8 = 13'],
  title: 'Tekstualni zadatak',
  introduction: 'Marko ima 5 jabuka, a Ana 3 više od njega. Koliko jabuka imaju zajedno?',
  confidence: 0.9,
};
