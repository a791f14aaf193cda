/**
 * What the bench records for a photo the solver did not finish in time. The product fails such a
 * job and refunds its credit (server/modules/solve), so the pupil gets no answer and no "not
 * maths": one declined task, never an answer and never a not-maths verdict.
 */
import { declineTask, type TaskDiagnostics } from '../server/solver/engine/index.js';
import type { PhotoSolution } from '../server/solver/solve-photo.js';

export function timedOutPhoto(): Omit<PhotoSolution, 'timingsMs'> {
  // declineTask reads only what was read (`normalized`): nothing, here.
  const nothingRead = { normalized: '' } as TaskDiagnostics;
  const task = declineTask(nothingRead, { grade: '7th grade of primary school', language: 'srpski' });
  return { solution: { math_solutions: [task] }, passes: [], tasks: [], votes: [0] };
}
