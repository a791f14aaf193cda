/**
 * A solved task (docs/product.md, screen 3): heading, the task photo, then per task its title, metadata,
 * introduction, numbered steps and final answer, typeset with MathJax. Printing shows only this.
 * Used by the solve flow now; history and the shared view can reuse it.
 */
import type { ReactNode } from 'react';
import type { MathSolution, SolutionRecord } from '../../../../contract/solution.js';
import { gradeLabel } from '../../../../contract/grades.js';
import { VerificationBadge } from '../../../components/solution/verification-badge.js';
import { wrongStepOf } from '../../../components/solution/verification-text.js';
import { sr } from '../../../i18n/sr.js';
import { formatDate } from '../../../lib/format.js';
import { MathProvider, MathText } from '../../../lib/mathjax/math-provider.js';
import { asMath, confidencePercent, solutionHeading } from '../solution-format.js';
import { EnlargeableImage } from './image-modal.js';
import './solution.css';

function TaskSolution({
  task,
  index,
  many,
  onTryAnother,
}: {
  task: MathSolution;
  index: number;
  many: boolean;
  onTryAnother: () => void;
}) {
  const t = sr.solution;
  const headingId = `task-${index}-title`;
  if (task.image_is_math_problem === 'no') {
    return (
      <section className="card task task--not-math" aria-labelledby={headingId}>
        <h2 id={headingId} className="task__title">
          {t.notMath}
        </h2>
        <p>{t.notMathText}</p>
        <button type="button" className="btn btn--primary no-print" onClick={onTryAnother}>
          {t.tryAnother}
        </button>
      </section>
    );
  }
  const wrongStep = wrongStepOf(task.verification, task.outcome === 'declined');
  return (
    <article className="card task" aria-labelledby={headingId}>
      {many && <p className="task__number">{t.taskHeading(index + 1)}</p>}
      <h2 id={headingId} className="task__title">
        <MathText text={task.problem_title_generated} />
      </h2>
      {task.verification && <VerificationBadge verification={task.verification} />}
      <dl className="task__meta">
        <div>
          <dt>{t.difficulty}</dt>
          <dd>{task.problem_difficulty}</dd>
        </div>
        <div>
          <dt>{t.category}</dt>
          <dd>{task.problem_category}</dd>
        </div>
        <div>
          <dt>{t.confidence}</dt>
          <dd>{confidencePercent(task.confidence_score)}</dd>
        </div>
      </dl>
      {task.key_concepts.length > 0 && (
        <div className="task__concepts">
          <h3 className="task__subtitle">{t.keyConcepts}</h3>
          <ul className="chips">
            {task.key_concepts.map((concept) => (
              <li key={concept} className="chip">
                <MathText text={concept} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {task.introduction_latex && (
        <section className="task__section">
          <h3 className="task__subtitle">{t.introduction}</h3>
          <p>
            <MathText text={task.introduction_latex} />
          </p>
        </section>
      )}
      {task.steps.length > 0 && (
        <section className="task__section">
          <h3 className="task__subtitle">{t.steps}</h3>
          <ol className="sol-steps">
            {task.steps.map((step) => (
              <li
                key={step.step_number}
                className={step.step_number === wrongStep ? 'sol-step sol-step--wrong' : 'sol-step'}
              >
                <span className="sol-step__badge" aria-hidden="true">
                  {step.step_number}
                </span>
                <div className="sol-step__body">
                  <h4 className="sol-step__title">
                    {t.step(step.step_number)}
                    {step.step_number === wrongStep && (
                      <span className="sol-step__flag">{sr.verification.wrongStep}</span>
                    )}
                  </h4>
                  <p className="sol-step__description">
                    <MathText text={step.description_latex} />
                  </p>
                  {step.explanation_latex && (
                    <p className="sol-step__explanation">
                      <MathText text={step.explanation_latex} />
                    </p>
                  )}
                  {step.intermediate_result_latex && (
                    <p className="sol-step__result">
                      <span className="sol-step__result-label">{t.intermediate}: </span>
                      <MathText text={asMath(step.intermediate_result_latex)} />
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}
      <section className="task__answer" aria-labelledby={`${headingId}-answer`}>
        <h3 id={`${headingId}-answer`} className="task__subtitle">
          {t.finalAnswer}
        </h3>
        <p className="task__answer-text">
          <MathText text={task.final_answer_latex} />
        </p>
      </section>
    </article>
  );
}

export function SolutionView({
  solution,
  imageSrc,
  onSolveAnother,
  onTryAnother,
  share,
}: {
  solution: SolutionRecord;
  imageSrc: string | null;
  onSolveAnother: () => void;
  onTryAnother: () => void;
  /** The share section, composed in src/app (features do not import each other). */
  share?: ReactNode;
}) {
  const t = sr.solution;
  const tasks = solution.solution_jsonb?.math_solutions ?? [];
  return (
    <MathProvider>
      <div className="page solution print-area">
        <h1 className="page__title">{solutionHeading(solution)}</h1>
        <div className="solution__layout">
          <aside className="card task-image">
            <h2 className="task-image__title">{t.taskImage}</h2>
            {imageSrc && <EnlargeableImage src={imageSrc} alt={t.imageAlt} />}
            <dl className="task-image__meta">
              <div>
                <dt>{t.grade}</dt>
                <dd>{gradeLabel(solution.grade)}</dd>
              </div>
              <div>
                <dt>{t.solvedAt}</dt>
                <dd>{formatDate(solution.timestamp)}</dd>
              </div>
            </dl>
          </aside>
          <div className="solution__tasks">
            {tasks.length === 0 ? (
              <p className="card solution__empty">{t.notAvailable}</p>
            ) : (
              tasks.map((task, index) => (
                <TaskSolution
                  key={index}
                  task={task}
                  index={index}
                  many={tasks.length > 1}
                  onTryAnother={onTryAnother}
                />
              ))
            )}
            {share}
            <div className="solve-actions solution__actions no-print">
              <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
                {t.print}
              </button>
              <button type="button" className="btn btn--primary" onClick={onSolveAnother}>
                {t.solveAnother}
              </button>
            </div>
          </div>
        </div>
      </div>
    </MathProvider>
  );
}
