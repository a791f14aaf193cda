/**
 * The history screen (docs/product.md, screens 4 and 6, "History"): solved tasks newest first, one
 * open at a time, the next page when the last item scrolls into view, select mode with a bulk delete,
 * delete-all, both behind the confirmation dialog, and the empty state. Works offline from the list
 * kept in IndexedDB; deleting then says it needs a connection.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { SolutionRecord } from '../../../../contract/solution.js';
import type { SolutionViewProps } from '../../../components/solution/solution-view.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { TrashIcon } from '../../../components/icons.js';
import { LoadState } from '../../../components/load-state.js';
import { Spinner } from '../../../components/spinner.js';
import { paths } from '../../../config/paths.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import { useWhenVisible } from '../../../hooks/use-when-visible.js';
import { sr } from '../../../i18n/sr.js';
import { isOfflineError } from '../../../lib/api-error.js';
import { showToast } from '../../../lib/toast/toast-store.js';
import { useHistoryStore } from '../stores/history-store.js';
import { useOpenedSolutions } from '../stores/opened-solutions-store.js';
import { HistoryItem } from './history-item.js';
import './history.css';

type Pending = { kind: 'selected'; ids: string[] } | { kind: 'all' } | null;

export function HistoryView({
  shareFor,
  renderSolution,
}: {
  shareFor?: (solution: SolutionRecord) => ReactNode;
  /** Shows an opened item's solution (src/app adds what other features bring, such as correcting it). */
  renderSolution?: (props: SolutionViewProps) => ReactNode;
}) {
  const t = sr.history;
  useDocumentTitle(t.title);
  const navigate = useNavigate();
  const items = useHistoryStore((s) => s.items);
  const hasMore = useHistoryStore((s) => s.hasMore);
  const status = useHistoryStore((s) => s.status);
  const error = useHistoryStore((s) => s.error);
  const loadingMore = useHistoryStore((s) => s.loadingMore);
  const hydrated = useHistoryStore((s) => s.hydrated);
  const fetchedAt = useHistoryStore((s) => s.fetchedAt);
  const reload = useHistoryStore((s) => s.reload);
  const loadMore = useHistoryStore((s) => s.loadMore);
  const deleteItems = useHistoryStore((s) => s.deleteItems);
  const clearAll = useHistoryStore((s) => s.clearAll);
  const remember = useOpenedSolutions((s) => s.remember);

  const [openId, setOpenId] = useState<string | null>(null);
  const [selectMode, setSelectMode] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending>(null);
  const [deleting, setDeleting] = useState(false);
  const lastItem = useRef<HTMLLIElement>(null);

  // Each visit asks for the first page again: a solve may have finished since.
  useEffect(() => {
    void reload();
  }, [reload]);

  // The next page loads when the last item scrolls into view and more remain.
  const canLoadMore = hasMore && !loadingMore && status !== 'loading' && items.length > 0;
  useWhenVisible(lastItem, () => void loadMore(), canLoadMore, items.length);

  // Everything loaded was deleted but more remain on the server: start from the top again.
  useEffect(() => {
    if (items.length === 0 && hasMore && status === 'success' && !loadingMore) void reload();
  }, [items.length, hasMore, status, loadingMore, reload]);

  // The opened item starts at the top of the screen (the one closed above it may have moved it).
  useEffect(() => {
    if (openId) document.querySelector(`[data-solution-id="${openId}"]`)?.scrollIntoView({ block: 'start' });
  }, [openId]);

  const toggle = (solution: SolutionRecord) => {
    if (openId === solution.id) return setOpenId(null);
    remember(solution);
    setOpenId(solution.id);
  };

  const leaveSelectMode = () => {
    setSelectMode(false);
    setSelected(new Set());
  };

  const confirmDelete = async () => {
    if (!pending) return;
    setDeleting(true);
    const all = pending.kind === 'all';
    try {
      if (all) await clearAll();
      else await deleteItems(pending.ids);
      showToast(all ? t.deletedAll : t.deletedSelected, 'success');
      leaveSelectMode();
      if (all || (openId && pending.ids.includes(openId))) setOpenId(null);
    } catch (failure) {
      const fallback = all ? t.deleteAllFailed : t.deleteSelectedFailed;
      showToast(isOfflineError(failure) ? sr.common.offline : fallback, 'error');
    } finally {
      setDeleting(false);
      setPending(null);
    }
  };

  const loaded = status === 'success' || (status !== 'loading' && fetchedAt > 0);
  const empty = hydrated && loaded && items.length === 0 && !hasMore;

  return (
    <div className="page history">
      <header className="history__head no-print">
        <h1 className="page__title">{t.title}</h1>
        {!empty && <p className="history__lead">{t.lead}</p>}
      </header>

      {!empty && (
        <LoadState
          title={t.firstLoadFailed}
          status={status}
          error={error}
          hasData={items.length > 0}
          onRetry={() => void reload()}
        />
      )}

      {empty && (
        <section className="card history-empty" aria-labelledby="history-empty-title">
          <h2 id="history-empty-title">{t.emptyTitle}</h2>
          <p>{t.emptyText}</p>
          <Link to={paths.app.solve.to} className="btn btn--primary">
            {t.emptyCta}
          </Link>
        </section>
      )}

      {items.length > 0 && (
        <>
          <div className="history__toolbar no-print">
            {selectMode ? (
              <>
                <span className="history__count" aria-live="polite">
                  {t.selectedCount(selected.size)}
                </span>
                <button
                  type="button"
                  className="btn btn--danger"
                  disabled={selected.size === 0}
                  onClick={() => setPending({ kind: 'selected', ids: [...selected] })}
                >
                  <TrashIcon />
                  {t.deleteSelected}
                </button>
                <button type="button" className="btn btn--secondary" onClick={leaveSelectMode}>
                  {t.cancelSelect}
                </button>
              </>
            ) : (
              <>
                <button type="button" className="btn btn--secondary" onClick={() => setSelectMode(true)}>
                  {t.select}
                </button>
                <button
                  type="button"
                  className="btn btn--ghost history__delete-all"
                  onClick={() => setPending({ kind: 'all' })}
                >
                  <TrashIcon />
                  {t.deleteAll}
                </button>
              </>
            )}
          </div>

          <ul className="history-list">
            {items.map((solution, index) => {
              return (
                <HistoryItem
                  key={solution.id}
                  ref={index === items.length - 1 ? lastItem : undefined}
                  solution={solution}
                  expanded={solution.id === openId}
                  selectMode={selectMode}
                  selected={selected.has(solution.id)}
                  share={shareFor?.(solution)}
                  renderSolution={renderSolution}
                  onToggle={() => toggle(solution)}
                  onSelect={(on) =>
                    setSelected((current) => {
                      const next = new Set(current);
                      if (on) next.add(solution.id);
                      else next.delete(solution.id);
                      return next;
                    })
                  }
                  onTryAnother={() => void navigate(paths.app.solve.to)}
                />
              );
            })}
          </ul>

          {loadingMore && (
            <p className="history__more no-print">
              <Spinner label={t.loadingMore} size="sm" />
              <span aria-hidden="true">{t.loadingMore}</span>
            </p>
          )}
          {!hasMore && <p className="history__end no-print">{t.end}</p>}
        </>
      )}

      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'all' ? t.confirmDeleteAllTitle : t.confirmDeleteSelectedTitle}
        text={
          pending?.kind === 'selected'
            ? t.confirmDeleteSelectedText(pending.ids.length)
            : t.confirmDeleteAllText
        }
        cancelLabel={t.cancel}
        confirmLabel={t.confirm}
        busyLabel={t.deleting}
        busy={deleting}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
