/**
 * The editor of typed tasks (its own lazily loaded chunk, with MathLive: task-editor.tsx): one maths
 * field per task, more can be added or removed; what the screen adds (grade, language) sits between the
 * fields and the buttons. Answers the LaTeX of each non-empty task.
 */
import { useId, useState, type FormEvent } from 'react';
import { MAX_TYPED_TASKS } from '../../../contract/constants.js';
import { CloseIcon } from '../icons.js';
import { Spinner } from '../spinner.js';
import { sr } from '../../i18n/sr.js';
import { MathField } from './math-field.js';
import type { TaskEditorProps } from './task-editor.js';
import './task-editor.css';

interface Row {
  key: number;
  latex: string;
}

export default function TaskEditorForm({
  initialTasks,
  submitLabel,
  busyLabel,
  busy = false,
  error,
  onSubmit,
  onCancel,
  children,
}: TaskEditorProps) {
  const t = sr.taskEditor;
  const id = useId();
  const [rows, setRows] = useState<Row[]>(() =>
    (initialTasks.length > 0 ? initialTasks : ['']).map((latex, key) => ({ key, latex })),
  );
  const [nextKey, setNextKey] = useState(rows.length);
  const [emptyError, setEmptyError] = useState(false);
  const many = rows.length > 1;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const tasks = rows.map((r) => r.latex.trim()).filter((latex) => latex !== '');
    setEmptyError(tasks.length === 0);
    if (tasks.length > 0) onSubmit(tasks);
  };

  const shownError = emptyError ? t.empty : error;
  return (
    <form className="task-editor" noValidate onSubmit={submit}>
      <p id={hintId} className="task-editor__hint">
        {t.hint}
      </p>
      <ol className="task-editor__tasks">
        {rows.map((row, index) => {
          const labelId = `${id}-label-${row.key}`;
          return (
            <li key={row.key} className="task-editor__task">
              <span id={labelId} className="field__label">
                {t.field(index + 1, many)}
              </span>
              <div className="task-editor__row">
                <MathField
                  initialValue={row.latex}
                  labelledBy={labelId}
                  describedBy={shownError ? `${hintId} ${errorId}` : hintId}
                  invalid={Boolean(shownError)}
                  autoFocus={index === 0}
                  onChange={(latex) => {
                    setEmptyError(false);
                    setRows((all) => all.map((r) => (r.key === row.key ? { ...r, latex } : r)));
                  }}
                  onEnter={() => submit()}
                />
                {many && (
                  <button
                    type="button"
                    className="btn btn--ghost task-editor__remove"
                    aria-label={t.removeTask(index + 1)}
                    onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                  >
                    <CloseIcon />
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {rows.length < MAX_TYPED_TASKS && (
        <button
          type="button"
          className="btn btn--ghost task-editor__add"
          onClick={() => {
            setRows((all) => [...all, { key: nextKey, latex: '' }]);
            setNextKey((n) => n + 1);
          }}
        >
          {t.addTask}
        </button>
      )}
      {children}
      {shownError && (
        <p id={errorId} className="alert alert--error task-editor__error" role="alert">
          {shownError}
        </p>
      )}
      <div className="task-editor__actions">
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy || undefined}>
          {busy && <Spinner label={busyLabel ?? submitLabel} size="sm" />}
          {busy ? (busyLabel ?? submitLabel) : submitLabel}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
