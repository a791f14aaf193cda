/** The grade and explanation-language selects of a task (docs/product.md, screen 2), for forms that change them. */
import { GRADES, GRADE_VALUES, type Grade } from '../../contract/grades.js';
import { LANGUAGES, LANGUAGE_VALUES, type Language } from '../../contract/languages.js';
import { sr } from '../i18n/sr.js';
import './text-field.css';
import './grade-language-fields.css';

export const isGrade = (v: string): v is Grade => (GRADE_VALUES as readonly string[]).includes(v);
export const isLanguage = (v: string): v is Language => (LANGUAGE_VALUES as readonly string[]).includes(v);

export function GradeLanguageFields({
  idPrefix,
  grade,
  language,
  onGrade,
  onLanguage,
}: {
  idPrefix: string;
  grade: Grade;
  language: Language;
  onGrade: (grade: Grade) => void;
  onLanguage: (language: Language) => void;
}) {
  const t = sr.solve;
  return (
    <div className="grade-language">
      <div className="field">
        <label htmlFor={`${idPrefix}-grade`} className="field__label">
          {t.grade}
        </label>
        <select
          id={`${idPrefix}-grade`}
          className="field__input field__select"
          value={grade}
          onChange={(e) => isGrade(e.target.value) && onGrade(e.target.value)}
        >
          {GRADES.map((g) => (
            <option key={g.value} value={g.value}>
              {g.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-language`} className="field__label">
          {t.language}
        </label>
        <select
          id={`${idPrefix}-language`}
          className="field__input field__select"
          value={language}
          onChange={(e) => isLanguage(e.target.value) && onLanguage(e.target.value)}
        >
          {LANGUAGES.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
