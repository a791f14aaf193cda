import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE_SIZE } from '../../../contract/constants.js';
import { appendPage, nextPageStart, pageIsFull, withoutIds } from './history-pages.js';

/** The server's side: the user's solutions newest first, answering `start`/`limit` as the API does. */
function serverList(count: number) {
  let rows = Array.from({ length: count }, (_, i) => ({ id: `s${count - i}` }));
  return {
    page: (start: number, limit: number) => rows.slice(start, start + limit),
    delete: (ids: string[]) => (rows = rows.filter((r) => !ids.includes(r.id))),
    solveOneMore: (id: string) => (rows = [{ id }, ...rows]),
    ids: () => rows.map((r) => r.id),
  };
}

/** What the history screen does: load pages until one comes back short. */
function loadRest(server: ReturnType<typeof serverList>, items: { id: string }[]) {
  let held = items;
  for (;;) {
    const page = server.page(nextPageStart(held), HISTORY_PAGE_SIZE);
    held = appendPage(held, page);
    if (!pageIsFull(page, HISTORY_PAGE_SIZE)) return held;
  }
}

describe('history paging', () => {
  it('asks for start = page × 10 while nothing is deleted, and loads 23 items exactly once', () => {
    const server = serverList(23);
    const starts: number[] = [];
    let items: { id: string }[] = [];
    for (;;) {
      starts.push(nextPageStart(items));
      const page = server.page(nextPageStart(items), HISTORY_PAGE_SIZE);
      items = appendPage(items, page);
      if (!pageIsFull(page, HISTORY_PAGE_SIZE)) break;
    }
    expect(starts).toEqual([0, 10, 20]);
    expect(items.map((i) => i.id)).toEqual(server.ids());
  });

  it('neither skips nor repeats after items of a loaded page are deleted', () => {
    const server = serverList(23);
    let items = appendPage([], server.page(0, HISTORY_PAGE_SIZE));
    const gone = [items[1]!.id, items[7]!.id];
    server.delete(gone);
    items = withoutIds(items, gone);
    items = loadRest(server, items);
    expect(items.map((i) => i.id)).toEqual(server.ids());
    expect(items).toHaveLength(21);
  });

  it('repeats nothing when a solve finishes between two pages', () => {
    const server = serverList(23);
    let items = appendPage([], server.page(0, HISTORY_PAGE_SIZE));
    server.solveOneMore('new');
    items = loadRest(server, items);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(items).toHaveLength(23);
  });

  it('takes a short page as the last one', () => {
    expect(pageIsFull(new Array(10), 10)).toBe(true);
    expect(pageIsFull(new Array(9), 10)).toBe(false);
    expect(pageIsFull([], 10)).toBe(false);
  });
});
