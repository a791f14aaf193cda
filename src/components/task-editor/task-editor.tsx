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

const TaskEditorForm = lazy(() => import('./task-editor-form.js'));

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
