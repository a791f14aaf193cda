/**
 * The solving flow's routes (docs/product.md): /app/ upload, /app/configure, /app/solution. They
 * compose the solve feature (draft, sequence, progress, errors) with the solution view and its
 * correction, and keep each finished solution among the opened ones of the history feature, so it
 * opens offline too.
 */
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { hasAnsweredTask } from '../../../../contract/solution.js';
import { FullPageSpinner } from '../../../components/spinner.js';
import { paths, type CheckoutLocationState } from '../../../config/paths.js';
import { sr } from '../../../i18n/sr.js';
import { CorrectableSolutionView } from '../../correctable-solution.js';
import { ShareSection } from '../../../features/share/components/share-section.js';
import { ConfigureView } from '../../../features/solve/components/configure-view.js';
import { SolveError } from '../../../features/solve/components/solve-error.js';
import { SolveProgress } from '../../../features/solve/components/solve-progress.js';
import { UploadView, type UploadLocationState } from '../../../features/solve/components/upload-view.js';
import { useSolveHydrated, useSolveStore } from '../../../features/solve/stores/solve-store.js';
import { useOpenedSolutions } from '../../../features/history/stores/opened-solutions-store.js';

export const SolveRoute = () => <UploadView />;

export function ConfigureRoute() {
  const hydrated = useSolveHydrated();
  const draft = useSolveStore((s) => s.draft);
  if (!hydrated) return <FullPageSpinner label={sr.common.loading} />;
  if (!draft) {
    const state: UploadLocationState = { notice: sr.solve.detailsNotFound };
    return <Navigate to={paths.app.solve.to} replace state={state} />;
  }
  return <ConfigureView draft={draft} />;
}

export function SolutionRoute() {
  const navigate = useNavigate();
  const hydrated = useSolveHydrated();
  const phase = useSolveStore((s) => s.phase);
  const draft = useSolveStore((s) => s.draft);
  const solution = useSolveStore((s) => s.solution);
  const error = useSolveStore((s) => s.error);
  const resume = useSolveStore((s) => s.resume);
  const reset = useSolveStore((s) => s.reset);

  useEffect(() => {
    if (hydrated && phase === 'solving') void resume();
  }, [hydrated, phase, resume]);

  const remember = useOpenedSolutions((s) => s.remember);
  useEffect(() => {
    if (solution) remember(solution);
  }, [solution, remember]);

  const startOver = () => {
    reset();
    void navigate(paths.app.solve.to);
  };

  if (!hydrated) return <FullPageSpinner label={sr.common.loading} />;
  if (phase === 'needsCredits') {
    // Stays so until the user solves again: this solve waits for credits (checkout's back → configure).
    const state: CheckoutLocationState = { fromSolve: true };
    return <Navigate to={paths.app.checkout.to} replace state={state} />;
  }
  if (phase === 'solving')
    return <SolveProgress imageSrc={draft?.imageDataUrl || null} tasks={draft?.typedTasks} />;
  if (phase === 'error') {
    return (
      <SolveError
        message={error ?? sr.solve.unknownError}
        hasDraft={Boolean(draft)}
        onBackToConfigure={() => void navigate(paths.app.configure.to)}
        onRetryHome={startOver}
      />
    );
  }
  if (solution) {
    return (
      <CorrectableSolutionView
        solution={solution}
        imageSrc={solution.s3_image_url || draft?.imageDataUrl || null}
        onSolveAnother={startOver}
        onTryAnother={startOver}
        share={
          hasAnsweredTask(solution.solution_jsonb) ? <ShareSection solutionId={solution.id} /> : undefined
        }
      />
    );
  }
  return <Navigate to={paths.app.solve.to} replace />;
}
