/** /app/configure — task details (docs/product.md, screen 2): preview, grade, language, save-configuration, submit. */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { GRADES, GRADE_VALUES, type Grade } from '../../../../contract/grades.js';
import { LANGUAGES, LANGUAGE_VALUES, type Language } from '../../../../contract/languages.js';
import { paths } from '../../../config/paths.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import { MathProvider, MathText } from '../../../lib/mathjax/math-provider.js';
import { sr } from '../../../i18n/sr.js';
import { writeSavedConfig } from '../saved-config.js';
import { useSolveStore, type ProblemDraft } from '../stores/solve-store.js';
import type { UploadLocationState } from './upload-view.js';
import '../../../components/text-field.css';
import './solve.css';

const isGrade = (v: string): v is Grade => (GRADE_VALUES as readonly string[]).includes(v);
const isLanguage = (v: string): v is Language => (LANGUAGE_VALUES as readonly string[]).includes(v);

export function ConfigureView({ draft }: { draft: ProblemDraft }) {
  const t = sr.solve;
  useDocumentTitle(t.configureTitle);
  const navigate = useNavigate();
  const setDetails = useSolveStore((s) => s.setDetails);
  const submit = useSolveStore((s) => s.submit);
  const [grade, setGrade] = useState<string>(draft.grade);
  const [language, setLanguage] = useState<string>(draft.language);
  const [save, setSave] = useState(true);
  const [errors, setErrors] = useState<{ grade?: string; language?: string }>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = {
      ...(isGrade(grade) ? {} : { grade: t.gradeRequired }),
      ...(isLanguage(language) ? {} : { language: t.languageRequired }),
    };
    setErrors(next);
    if (!isGrade(grade) || !isLanguage(language)) {
      document.getElementById(isGrade(grade) ? 'language' : 'grade')?.focus();
      return;
    }
    if (save) writeSavedConfig({ grade, language });
    setDetails(grade, language);
    void submit();
    void navigate(paths.app.solution.to);
  };

  return (
    <div className="page solve-configure">
      <h1 className="page__title">{t.configureTitle}</h1>
      <p className="solve-lead">{t.configureLead}</p>
      <div className="configure">
        {draft.typedTasks ? (
          <figure className="card configure__preview" aria-label={t.typedPreview}>
            <MathProvider>
              <ol className="configure__typed" aria-label={t.typedPreview}>
                {draft.typedTasks.map((task, i) => (
                  <li key={i}>
                    <MathText text={`\\(${task}\\)`} />
                  </li>
                ))}
              </ol>
            </MathProvider>
            <figcaption>
              <Link
                to={paths.app.solve.to}
                state={{ typing: true } satisfies UploadLocationState}
                className="btn btn--ghost"
              >
                {t.changeTask}
              </Link>
            </figcaption>
          </figure>
        ) : (
          <figure className="card configure__preview">
            <img src={draft.imageDataUrl} alt={t.previewAlt} />
            <figcaption>
              <Link to={paths.app.solve.to} className="btn btn--ghost">
                {t.changeImage}
              </Link>
            </figcaption>
          </figure>
        )}

        <form className="card configure__form" noValidate onSubmit={onSubmit}>
          <div className="field">
            <label htmlFor="grade" className="field__label">
              {t.grade}
            </label>
            <select
              id="grade"
              className="field__input field__select"
              value={grade}
              required
              aria-invalid={errors.grade ? true : undefined}
              aria-describedby={errors.grade ? 'grade-error' : undefined}
              onChange={(e) => {
                setGrade(e.target.value);
                setErrors((prev) => ({ ...prev, grade: undefined }));
              }}
            >
              <option value="">—</option>
              {GRADES.map((g) => (
                <option key={g.value} value={g.value}>
                  {g.label}
                </option>
              ))}
            </select>
            {errors.grade && (
              <p id="grade-error" className="field__error">
                {errors.grade}
              </p>
            )}
          </div>

          <div className="field">
            <label htmlFor="language" className="field__label">
              {t.language}
            </label>
            <select
              id="language"
              className="field__input field__select"
              value={language}
              required
              aria-invalid={errors.language ? true : undefined}
              aria-describedby={errors.language ? 'language-error' : undefined}
              onChange={(e) => {
                setLanguage(e.target.value);
                setErrors((prev) => ({ ...prev, language: undefined }));
              }}
            >
              <option value="">—</option>
              {LANGUAGES.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label}
                </option>
              ))}
            </select>
            {errors.language && (
              <p id="language-error" className="field__error">
                {errors.language}
              </p>
            )}
          </div>

          <label className="checkbox">
            <input type="checkbox" checked={save} onChange={(e) => setSave(e.target.checked)} />
            <span>{t.saveConfig}</span>
          </label>

          <button type="submit" className="btn btn--primary btn--block configure__submit">
            {t.submit}
          </button>
        </form>
      </div>
    </div>
  );
}
