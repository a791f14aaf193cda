/**
 * The editor of typed tasks, for typing a task instead of photographing it and for correcting what
 * was read off a photo. Only this wrapper is in the screens' code: the form and MathLive load as their
 * own chunk when the editor opens (never on the landing page or with the upload screen).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '../spinner.js';
import { sr } from '../../i18n/sr.js';

export interface TaskEditorProps {
  /** The tasks it starts with, as LaTeX (`['']`: one empty task). */
  initialTasks: string[];
  submitLabel: string;
  /** The submit button's text while `busy`. */
  busyLabel?: string;
  busy?: boolean;
  /** A failure to show under the fields (the server's `detail`). */
  error?: string | null;
  /** The LaTeX of each non-empty task, in order. */
  onSubmit: (tasks: string[]) => void;
  onCancel: () => void;
  /** More fields of the screen's own (grade, language), shown above the buttons. */
  children?: ReactNode;
}

/**
 * The editor's chunk is not precached (docs/architecture.md, "Corrections and typed tasks"): offline it
 * cannot load, and the pupil is told so instead of the screen failing. React keeps a lazy component's
 * outcome, so after a failure the next opening makes a new one and tries the network again.
 */
const loadForm = () =>
  lazy(() =>
    import('./task-editor-form.js').catch(() => {
      TaskEditorForm = loadForm();
      return { default: EditorUnavailable };
    }),
  );
let TaskEditorForm = loadForm();

function EditorUnavailable({ onCancel }: TaskEditorProps) {
  return (
    <div className="task-editor__unavailable">
      <p className="alert alert--error" role="alert">
        {sr.taskEditor.unavailable}
      </p>
      <button type="button" className="btn btn--secondary" onClick={onCancel}>
        {sr.taskEditor.cancel}
      </button>
    </div>
  );
}

export function TaskEditor(props: TaskEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="task-editor__loading">
          <Spinner label={sr.taskEditor.loading} />
        </div>
      }
    >
      <TaskEditorForm {...props} />
    </Suspense>
  );
}
