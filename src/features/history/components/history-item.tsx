/**
 * One solved task in the history: a row (photo, title, grade, date) that opens into the full solution,
 * or, in select mode, a row that is a checkbox.
 */
import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SolutionRecord } from '../../../../contract/solution.js';
import { ChevronDownIcon } from '../../../components/icons.js';
import { solutionTitle } from '../../../components/solution/solution-format.js';
import { SolutionView, type SolutionViewProps } from '../../../components/solution/solution-view.js';
import { TaskThumbnail } from '../../../components/solution/task-thumbnail.js';
import { solutionPath } from '../../../config/paths.js';
import { sr } from '../../../i18n/sr.js';
import { formatDate } from '../../../lib/format.js';
import { solutionGradeLabel } from '../../../components/solution/solution-grade.js';

const showSolution = (props: SolutionViewProps) => <SolutionView {...props} />;

interface HistoryItemProps {
  solution: SolutionRecord;
  expanded: boolean;
  selectMode: boolean;
  selected: boolean;
  share?: ReactNode;
  renderSolution?: (props: SolutionViewProps) => ReactNode;
  onToggle: () => void;
  onSelect: (selected: boolean) => void;
  onTryAnother: () => void;
}

export const HistoryItem = forwardRef<HTMLLIElement, HistoryItemProps>(function HistoryItem(
  { solution, expanded, selectMode, selected, share, renderSolution, onToggle, onSelect, onTryAnother },
  ref,
) {
  const t = sr.history;
  const title = solutionTitle(solution);
  const panelId = `history-panel-${solution.id}`;
  const summary = (
    <>
      <TaskThumbnail src={solution.s3_image_url} alt={t.thumbnailAlt} emptyLabel={t.noImage} />
      <span className="history-item__text">
        <span className="history-item__title">{title}</span>
        <span className="history-item__meta">
          <span>
            {t.grade}: <strong>{solutionGradeLabel(solution)}</strong>
          </span>
          <span>
            {t.solvedAt}: <strong>{formatDate(solution.timestamp)}</strong>
          </span>
        </span>
      </span>
    </>
  );
  const open = expanded && !selectMode;

  return (
    <li
      ref={ref}
      className={`card history-item${open ? ' is-open' : ' no-print'}${selected ? ' is-selected' : ''}`}
      data-solution-id={solution.id}
    >
      <h2 className="history-item__heading no-print">
        {selectMode ? (
          <label className="history-item__row">
            <input
              type="checkbox"
              className="history-item__check"
              checked={selected}
              onChange={(event) => onSelect(event.target.checked)}
              aria-label={t.selectItem(title)}
            />
            {summary}
          </label>
        ) : (
          <button
            type="button"
            className="history-item__row"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={onToggle}
          >
            {summary}
            <span className="history-item__chevron">
              <ChevronDownIcon />
            </span>
          </button>
        )}
      </h2>
      {open && (
        <div id={panelId} className="history-item__panel">
          {(renderSolution ?? showSolution)({
            solution,
            imageSrc: solution.s3_image_url,
            variant: 'embedded',
            share,
            onTryAnother,
            actions: (
              <Link to={solutionPath(solution.id)} className="btn btn--secondary">
                {t.openInPage}
              </Link>
            ),
          })}
        </div>
      )}
    </li>
  );
});
