/**
 * 'Ispravi zadatak': the editor on the tasks as they were read (or empty, for a photo that is not maths),
 * with the grade and language, then the corrected solution in place of the last one. The composing
 * screen (src/app) keeps the answer wherever the solution is shown.
 */
import { useEffect, useRef, useState } from 'react';
import type { SolutionRecord } from '../../../../contract/solution.js';
import type { Grade } from '../../../../contract/grades.js';
import type { Language } from '../../../../contract/languages.js';
import { GradeLanguageFields, isGrade, isLanguage } from '../../../components/grade-language-fields.js';
import { TaskEditor } from '../../../components/task-editor/task-editor.js';
import { DEFAULT_GRADE } from '../../../../contract/grades.js';
import { DEFAULT_LANGUAGE } from '../../../../contract/languages.js';
import { sr } from '../../../i18n/sr.js';
import { ApiError } from '../../../lib/api-error.js';
import { showToast } from '../../../lib/toast/toast-store.js';
import { correctSolution } from '../api/correct-solution.js';
import { getCorrectionStatus } from '../api/get-correction-status.js';
import { correctTask } from '../correct-task.js';
import { editableTasks } from '../editable-tasks.js';
import './correct.css';

export function CorrectTaskPanel({
  solution,
  headingLevel = 2,
  onCancel,
  onCorrected,
}: {
  solution: SolutionRecord;
  headingLevel?: 2 | 3;
  onCancel: () => void;
  onCorrected: (record: SolutionRecord) => void;
}) {
  const t = sr.correct;
  const [grade, setGrade] = useState<Grade>(isGrade(solution.grade) ? solution.grade : DEFAULT_GRADE);
  const [language, setLanguage] = useState<Language>(
    isLanguage(solution.language) ? solution.language : DEFAULT_LANGUAGE,
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const panel = useRef<HTMLElement>(null);
  const Heading = `h${headingLevel}` as const;
  const initialTasks = editableTasks(solution);
  // Nothing was read (not maths): the pupil types the task rather than corrects a reading.
  const nothingRead = initialTasks.every((task) => task === '');
  const headingId = `correct-${solution.id}-title`;

  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'start' });
  }, []);

  const submit = async (tasks: string[]) => {
    setBusy(true);
    setError(null);
    try {
      const record = await correctTask(
        solution,
        { tasks, grade, language },
        { correctSolution, getCorrectionStatus },
      );
      showToast(t.done, 'success');
      onCorrected(record);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t.fallback);
      setBusy(false);
    }
  };

  return (
    <section ref={panel} className="card correct-panel no-print" aria-labelledby={headingId}>
      <Heading id={headingId} className="correct-panel__title">
        {nothingRead ? t.typeTitle : t.title}
      </Heading>
      <p className="correct-panel__lead">{nothingRead ? t.typeLead : t.lead}</p>
      <TaskEditor
        initialTasks={initialTasks}
        submitLabel={t.submit}
        busyLabel={t.solving}
        busy={busy}
        error={error}
        onSubmit={(tasks) => void submit(tasks)}
        onCancel={onCancel}
      >
        <GradeLanguageFields
          idPrefix={`correct-${solution.id}`}
          grade={grade}
          language={language}
          onGrade={setGrade}
          onLanguage={setLanguage}
        />
        <p className="correct-panel__credits">{t.credits}</p>
      </TaskEditor>
    </section>
  );
}
