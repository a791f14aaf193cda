/**
 * A solution view with 'Ispravi zadatak' (the correct feature's editor) for every screen that shows a
 * solution: the solve flow, a solution's own page, an opened history item. The corrected version is
 * kept wherever the solution lives on the device (composed here: features may not import each other).
 */
import { useState } from 'react';
import type { SolutionRecord } from '../../contract/solution.js';
import { SolutionView, type SolutionViewProps } from '../components/solution/solution-view.js';
import { CorrectTaskPanel } from '../features/correct/components/correct-task-panel.js';
import { useHistoryStore } from '../features/history/stores/history-store.js';
import { useOpenedSolutions } from '../features/history/stores/opened-solutions-store.js';
import { useSolveStore } from '../features/solve/stores/solve-store.js';

/** The corrected solution replaces the last one in the opened solutions, the history list and the solve flow. */
export function keepCorrected(record: SolutionRecord): void {
  useOpenedSolutions.getState().remember(record);
  useHistoryStore.getState().replace(record);
  useSolveStore.getState().replaceSolution(record);
}

export function CorrectableSolutionView(props: SolutionViewProps) {
  const [open, setOpen] = useState(false);
  const { solution, variant } = props;
  return (
    <SolutionView
      {...props}
      onCorrect={() => setOpen(true)}
      correction={
        open ? (
          <CorrectTaskPanel
            // A new version opens a fresh editor next time.
            key={solution.timestamp}
            solution={solution}
            headingLevel={variant === 'embedded' ? 3 : 2}
            onCancel={() => setOpen(false)}
            onCorrected={(record) => {
              setOpen(false);
              keepCorrected(record);
            }}
          />
        ) : undefined
      }
    />
  );
}

export const renderCorrectableSolution = (props: SolutionViewProps) => <CorrectableSolutionView {...props} />;
