/** The progress screen while solving (docs/product.md, "Solve flow": 0 → 5 → up to 85 → 90 → 100). */
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import { MathProvider, MathText } from '../../../lib/mathjax/math-provider.js';
import { sr } from '../../../i18n/sr.js';
import { stageOf } from '../progress.js';
import { useSolveProgress } from '../stores/solve-store.js';
import './solve.css';

/** `tasks`: a typed task's LaTeX, shown where a photo would be. */
export function SolveProgress({ imageSrc, tasks }: { imageSrc: string | null; tasks?: string[] }) {
  const t = sr.solve;
  useDocumentTitle(t.progressTitle);
  const progress = useSolveProgress((s) => s.progress);
  const uploadCompleted = useSolveProgress((s) => s.uploadCompleted);
  const stage = t.stages[stageOf(progress, uploadCompleted)];

  return (
    <div className="page solve-progress">
      <h1 className="page__title">{t.progressTitle}</h1>
      <div className="card progress-card">
        {imageSrc && <img className="progress-card__image" src={imageSrc} alt={t.previewAlt} />}
        {tasks && (
          <MathProvider>
            <ol className="configure__typed" aria-label={t.typedPreview}>
              {tasks.map((task, i) => (
                <li key={i}>
                  <MathText text={`\\(${task}\\)`} />
                </li>
              ))}
            </ol>
          </MathProvider>
        )}
        <div
          className="progress"
          role="progressbar"
          aria-label={t.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={`${progress} % – ${stage}`}
        >
          <div className="progress__bar" style={{ width: `${progress}%` }} />
        </div>
        <p className="progress-card__stage" aria-live="polite">
          <span>{stage}</span>
          <span className="progress-card__value">{progress} %</span>
        </p>
        <p className="progress-card__note">{t.progressNote}</p>
      </div>
    </div>
  );
}
