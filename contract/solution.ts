/** The solution JSON (docs/product.md, `solution_jsonb`) and the solution record the API returns. */
import { z } from 'zod';

const latex = z.string().max(20_000);

export const stepSchema = z.object({
  step_number: z.number().int().positive(),
  description_latex: latex,
  explanation_latex: latex,
  intermediate_result_latex: latex.optional(),
});
export type Step = z.infer<typeof stepSchema>;

/** The verdict of the algebra check on one answered task (server/solver/check/, docs/architecture.md "Checked answers"). */
export const VERIFICATION_STATUSES = ['verified', 'corrected', 'flagged', 'unverified'] as const;
/** How a task was checked; the labels' tooltips name these. */
export const VERIFICATION_CHECKS = ['engine', 'solution', 'substitution', 'steps'] as const;

export const verificationSchema = z.object({
  /**
   * verified: the answer agrees with exact algebra (and every checkable step holds);
   * corrected: the final answer was wrong, so it was replaced by the engine's solution or declined;
   * flagged: a step was wrong (first_wrong_step), so the task was replaced or declined;
   * unverified: outside what the algebra can check (confidence_score is then below 0.5).
   */
  status: z.enum(VERIFICATION_STATUSES),
  /**
   * engine: solved by the local engine, which re-checks its own answer; solution: compared with the
   * engine's exact solution; substitution: substituted back into the task; steps: steps_checked results.
   */
  checks: z.array(z.enum(VERIFICATION_CHECKS)).max(VERIFICATION_CHECKS.length),
  /** How many steps' results were checked. */
  steps_checked: z.number().int().nonnegative().optional(),
  /** The first step of the original answer that did not hold (its own numbering). */
  first_wrong_step: z.number().int().positive().optional(),
  /** What replaced a wrong or unreadable answer: the engine's own checked solution, or an honest decline. */
  action: z.enum(['replaced', 'declined']).optional(),
});
export type Verification = z.infer<typeof verificationSchema>;
export type VerificationStatus = Verification['status'];

export const mathSolutionSchema = z.object({
  problem_grade: z.string().max(200),
  problem_language: z.string().max(50),
  problem_title_generated: z.string().max(500),
  problem_difficulty: z.string().max(100),
  problem_category: z.string().max(200),
  /** 0..1, shown as a percent. */
  confidence_score: z.number().min(0).max(1),
  key_concepts: z.array(z.string().max(200)).max(20),
  introduction_latex: latex,
  steps: z.array(stepSchema).max(100),
  final_answer_latex: latex,
  /** 'no' means the image is not a maths task. */
  image_is_math_problem: z.enum(['yes', 'no']),
  // Rešavač's additions beside the product's fields; optional, so records stored before them stay valid.
  /** The task as the solver read it (LaTeX), shown as 'Pročitani zadatak' and offered for correction. */
  problem_latex: latex.optional(),
  /** 'declined': the solver read a maths task but gives no answer to it (not charged). Absent: answered. */
  outcome: z.enum(['answered', 'declined']).optional(),
  /** The algebra check's verdict; absent on records stored before it and on not-maths verdicts. */
  verification: verificationSchema.optional(),
});
export type MathSolution = z.infer<typeof mathSolutionSchema>;

/** A task the user pays for: maths, and answered (not declined). */
export const isAnsweredTask = (task: MathSolution): boolean =>
  task.image_is_math_problem === 'yes' && task.outcome !== 'declined';

export const solutionJsonSchema = z.object({
  math_solutions: z.array(mathSolutionSchema).max(20),
});
export type SolutionJson = z.infer<typeof solutionJsonSchema>;

/** Worth a share link: at least one answered maths task (not-maths photos and declines are not). */
export const hasAnsweredTask = (json: SolutionJson | null | undefined): boolean =>
  json?.math_solutions.some(isAnsweredTask) ?? false;

/** A solution as the API returns it (history items and the COMPLETED status answer). */
export const solutionRecordSchema = z.object({
  id: z.string(),
  /** Epoch seconds. */
  timestamp: z.number().int(),
  grade: z.string(),
  language: z.string(),
  s3_image_url: z.string().nullable(),
  solution_jsonb: solutionJsonSchema.nullable(),
  s3_solution_image_url: z.string().nullable(),
});
export type SolutionRecord = z.infer<typeof solutionRecordSchema>;

export const SOLUTION_STATUSES = [
  'PENDING_UPLOAD',
  'UPLOADED',
  'PROCESSING',
  'COMPLETED',
  'FAILED',
  'DELETED',
] as const;
export const solutionStatusSchema = z.enum(SOLUTION_STATUSES);
export type SolutionStatus = z.infer<typeof solutionStatusSchema>;

/**
 * The words of a task the engine read as words (a word problem, a line it could not parse), which it
 * stores as `\text{…}`; undefined when the reading is maths. The app and the share page show such a
 * reading as wrapping text, the correction editor as maths to fix.
 */
export function readAsWords(problemLatex: string | undefined): string | undefined {
  return /^\\text\{([^{}]*)\}$/.exec(problemLatex?.trim() ?? '')?.[1];
}
