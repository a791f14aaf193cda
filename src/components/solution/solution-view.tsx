/**
 * A solved task (docs/product.md, screen 3): heading, the task photo, then per task its title, metadata,
 * the task as it was read ('Pročitani zadatak'), introduction, numbered steps and final answer, typeset
 * with MathJax. A declined task says why it has no answer and offers to correct it. Printing shows only this.
 * The solve flow, a solution's own page and each opened history item show it; what goes in the share
 * section and the correction editor is given by whoever composes the screen (src/app), since features
 * may not import each other.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import { readAsWords, type MathSolution, type SolutionRecord } from '../../../contract/solution.js';
import { gradeLabel } from '../../../contract/grades.js';
import { sr } from '../../i18n/sr.js';
import { formatDate } from '../../lib/format.js';
import { MathProvider, MathText } from '../../lib/mathjax/math-provider.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { asMath, confidencePercent, isNotMaths, solutionHeading } from './solution-format.js';
import { EnlargeableImage } from './image-modal.js';
import { VerificationBadge } from './verification-badge.js';
import { wrongStepOf } from './verification-text.js';
import './solution.css';

type Level = 1 | 2 | 3 | 4 | 5;
/** A heading of the given level: the view sits one level deeper inside a history item. */
function Heading({ level, ...props }: { level: Level } & HTMLAttributes<HTMLHeadingElement>) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}

/** The task as the solver read it, typeset; with the way to correct it when the screen offers one. */
function ReadTask({
  task,
  headingId,
  level,
  onCorrect,
}: {
  task: MathSolution;
  headingId: string;
  level: Level;
  onCorrect?: () => void;
}) {
  const t = sr.solution;
  const declined = task.outcome === 'declined';
  // Words read as words (a word problem, an unparsed line): shown as text, so they wrap at 360 px.
  const readText = readAsWords(task.problem_latex);
  return (
    <section className={`task__read${declined ? ' task__read--declined' : ''}`} aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="task__subtitle">
        {t.readTask}
      </Heading>
      {readText ? (
        <p className="task__read-text">{readText}</p>
      ) : task.problem_latex ? (
        <p className="task__read-math">
          <MathText text={asMath(task.problem_latex)} />
        </p>
      ) : (
        <p className="task__read-none">{t.nothingRead}</p>
      )}
      {declined ? (
        <div className="task__declined">
          <p className="task__declined-notice">{t.declinedNotice}</p>
          {task.introduction_latex && (
            <p>
              <MathText text={task.introduction_latex} />
            </p>
          )}
          {task.final_answer_latex && (
            <p>
              <MathText text={task.final_answer_latex} />
            </p>
          )}
          {onCorrect && <p>{t.declinedHint}</p>}
        </div>
      ) : (
        onCorrect && <p className="task__read-note no-print">{t.readTaskNote}</p>
      )}
      {onCorrect && (
        <button
          type="button"
          className={`btn ${declined ? 'btn--primary' : 'btn--secondary'} task__correct no-print`}
          onClick={onCorrect}
        >
          {t.correct}
        </button>
      )}
    </section>
  );
}

function TaskSolution({
  task,
  index,
  many,
  level,
  idPrefix,
  onTryAnother,
  onCorrect,
}: {
  task: MathSolution;
  index: number;
  many: boolean;
  /** The level of the task's title; its sections sit one and two below. */
  level: 2 | 3;
  idPrefix: string;
  onTryAnother: () => void;
  onCorrect?: () => void;
}) {
  const t = sr.solution;
  const headingId = `${idPrefix}task-${index}-title`;
  const sub = (level + 1) as Level;
  const step = (level + 2) as Level;
  const declined = task.outcome === 'declined';
  if (task.image_is_math_problem === 'no') {
    return (
      <section className="card task task--not-math" aria-labelledby={headingId}>
        <Heading level={level} id={headingId} className="task__title">
          {t.notMath}
        </Heading>
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
      <Heading level={level} id={headingId} className="task__title">
        <MathText text={task.problem_title_generated} />
      </Heading>
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
      <ReadTask task={task} headingId={`${headingId}-read`} level={sub} onCorrect={onCorrect} />
      {task.key_concepts.length > 0 && (
        <div className="task__concepts">
          <Heading level={sub} className="task__subtitle">
            {t.keyConcepts}
          </Heading>
          <ul className="chips">
            {task.key_concepts.map((concept) => (
              <li key={concept} className="chip">
                <MathText text={concept} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {task.introduction_latex && !declined && (
        <section className="task__section">
          <Heading level={sub} className="task__subtitle">
            {t.introduction}
          </Heading>
          <p>
            <MathText text={task.introduction_latex} />
          </p>
        </section>
      )}
      {task.steps.length > 0 && (
        <section className="task__section">
          <Heading level={sub} className="task__subtitle">
            {t.steps}
          </Heading>
          <ol className="sol-steps">
            {task.steps.map((s) => (
              <li
                key={s.step_number}
                className={s.step_number === wrongStep ? 'sol-step sol-step--wrong' : 'sol-step'}
              >
                <span className="sol-step__badge" aria-hidden="true">
                  {s.step_number}
                </span>
                <div className="sol-step__body">
                  <Heading level={step} className="sol-step__title">
                    {t.step(s.step_number)}
                    {s.step_number === wrongStep && (
                      <span className="sol-step__flag">{sr.verification.wrongStep}</span>
                    )}
                  </Heading>
                  <p className="sol-step__description">
                    <MathText text={s.description_latex} />
                  </p>
                  {s.explanation_latex && (
                    <p className="sol-step__explanation">
                      <MathText text={s.explanation_latex} />
                    </p>
                  )}
                  {s.intermediate_result_latex && (
                    <p className="sol-step__result">
                      <span className="sol-step__result-label">{t.intermediate}: </span>
                      <MathText text={asMath(s.intermediate_result_latex)} />
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}
      {!declined && (
        <section className="task__answer" aria-labelledby={`${headingId}-answer`}>
          <Heading level={sub} id={`${headingId}-answer`} className="task__subtitle">
            {t.finalAnswer}
          </Heading>
          <p className="task__answer-text">
            <MathText text={task.final_answer_latex} />
          </p>
        </section>
      )}
    </article>
  );
}

export interface SolutionViewProps {
  solution: SolutionRecord;
  imageSrc: string | null;
  /** 'page': a screen of its own (h1, names the document); 'embedded': inside an opened history item. */
  variant?: 'page' | 'embedded';
  /** The share section (docs/product.md, screen 3), composed in src/app (features do not import each other). */
  share?: ReactNode;
  /** 'Reši novi zadatak', when the screen offers it (the solve flow). */
  onSolveAnother?: () => void;
  /** More actions beside print (a history item's "open on its own page"). */
  actions?: ReactNode;
  /** 'Pokušaj sa drugom slikom' of a photo that is not a maths task. */
  onTryAnother: () => void;
  /** 'Ispravi zadatak' (and 'Ukucaj zadatak' for a photo that is not maths), when the screen offers it. */
  onCorrect?: () => void;
  /** The open correction editor, composed in src/app; the correct buttons hide while it is open. */
  correction?: ReactNode;
}

/** Names the browser tab; only a solution shown as a page of its own does. */
function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/**
 * A photo with no maths task on it: that verdict alone, another try, and typing the task instead when
 * the screen offers it (no heading, share or print).
 */
function NotMathsState({
  variant,
  onTryAnother,
  onCorrect,
  correction,
}: Pick<SolutionViewProps, 'variant' | 'onTryAnother' | 'onCorrect' | 'correction'>) {
  const t = sr.solution;
  const page = variant !== 'embedded';
  const body = (
    <section className="card task task--not-math" aria-label={page ? undefined : t.notMath}>
      {page ? (
        <h1 className="page__title task__title">{t.notMath}</h1>
      ) : (
        <p className="task__title">{t.notMath}</p>
      )}
      <p>{t.notMathText}</p>
      {onCorrect && <p>{t.notMathTypeHint}</p>}
      {!correction && (
        <div className="task__not-math-actions">
          <button type="button" className="btn btn--primary" onClick={onTryAnother}>
            {t.tryAnother}
          </button>
          {onCorrect && (
            <button type="button" className="btn btn--secondary" onClick={onCorrect}>
              {t.typeTask}
            </button>
          )}
        </div>
      )}
    </section>
  );
  if (!page)
    return (
      <>
        {body}
        {correction}
      </>
    );
  return (
    <div className="page solution solution--not-math">
      <DocumentTitle title={t.notMath} />
      {body}
      {correction}
    </div>
  );
}

export function SolutionView({
  solution,
  imageSrc,
  variant = 'page',
  share,
  onSolveAnother,
  actions,
  onTryAnother,
  onCorrect,
  correction,
}: SolutionViewProps) {
  const t = sr.solution;
  const tasks = solution.solution_jsonb?.math_solutions ?? [];
  const page = variant === 'page';
  if (isNotMaths(solution))
    return (
      <NotMathsState
        variant={variant}
        onTryAnother={onTryAnother}
        onCorrect={onCorrect}
        correction={correction}
      />
    );
  const heading = solutionHeading(solution);
  // Ids stay unique when several solutions are on one screen (history).
  const idPrefix = page ? '' : `s-${solution.id}-`;
  return (
    <MathProvider>
      <div className={`solution print-area${page ? ' page' : ' solution--embedded'}`}>
        {page && (
          <>
            <DocumentTitle title={heading} />
            <h1 className="page__title">{heading}</h1>
          </>
        )}
        <div className="solution__layout">
          <aside className="card task-image" aria-labelledby={`${idPrefix}task-image-title`}>
            <Heading level={page ? 2 : 3} id={`${idPrefix}task-image-title`} className="task-image__title">
              {t.taskImage}
            </Heading>
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
            {correction}
            {tasks.length === 0 ? (
              <p className="card solution__empty">{t.notAvailable}</p>
            ) : (
              tasks.map((task, index) => (
                <TaskSolution
                  key={index}
                  task={task}
                  index={index}
                  many={tasks.length > 1}
                  level={page ? 2 : 3}
                  idPrefix={idPrefix}
                  onTryAnother={onTryAnother}
                  onCorrect={correction ? undefined : onCorrect}
                />
              ))
            )}
            {share}
            <div className="solve-actions solution__actions no-print">
              <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
                {t.print}
              </button>
              {actions}
              {onSolveAnother && (
                <button type="button" className="btn btn--primary" onClick={onSolveAnother}>
                  {t.solveAnother}
                </button>
              )}
            </div>
          </div>
        </div>
      </div>
    </MathProvider>
  );
}
