/**
 * The saved configuration (docs/product.md, "Data"): grade and language under the localStorage key
 * mathHomeworkSolverConfig. Anything unreadable or unknown falls back to the defaults.
 */
import { CONFIG_STORAGE_KEY } from '../../config/ui-constants.js';
import { DEFAULT_GRADE, GRADE_VALUES, type Grade } from '../../../contract/grades.js';
import { DEFAULT_LANGUAGE, LANGUAGE_VALUES, type Language } from '../../../contract/languages.js';

export interface SavedConfig {
  grade: Grade;
  language: Language;
}

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

function safeLocalStorage(): KeyValue | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const isGrade = (v: unknown): v is Grade => (GRADE_VALUES as readonly unknown[]).includes(v);
const isLanguage = (v: unknown): v is Language => (LANGUAGE_VALUES as readonly unknown[]).includes(v);

/** The saved grade and language, each replaced by its default when missing or not a known value. */
export function readSavedConfig(storage: KeyValue | null = safeLocalStorage()): SavedConfig {
  let saved: Partial<Record<keyof SavedConfig, unknown>> = {};
  try {
    const raw = storage?.getItem(CONFIG_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') saved = parsed;
  } catch {
    saved = {};
  }
  return {
    grade: isGrade(saved.grade) ? saved.grade : DEFAULT_GRADE,
    language: isLanguage(saved.language) ? saved.language : DEFAULT_LANGUAGE,
  };
}

/** Saves `{ grade, language }`; a full or blocked storage is not worth an error on screen. */
export function writeSavedConfig(config: SavedConfig, storage: KeyValue | null = safeLocalStorage()): void {
  try {
    storage?.setItem(CONFIG_STORAGE_KEY, JSON.stringify({ grade: config.grade, language: config.language }));
  } catch {
    // Private mode or quota: the choice still applies to this solve.
  }
}
