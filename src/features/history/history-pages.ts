/**
 * Paging the history (docs/product.md: pages of 10, `start` = page × 10, more remain when a page came
 * back full) so that deleting never makes the next page skip or repeat an item.
 */
interface Identified {
  id: string;
}

/**
 * Where the next page starts: right after the items held. Without deletions that is page × page size;
 * after the user deleted k items, the server's list moved up by k, and so does this start.
 */
export function nextPageStart(items: readonly Identified[]): number {
  return items.length;
}

/** More may remain when the page came back full. */
export function pageIsFull(page: readonly unknown[], limit: number): boolean {
  return page.length >= limit;
}

/** Adds a page after the items held, leaving out any already held (a solve finished meanwhile pushes the list down by one). */
export function appendPage<T extends Identified>(items: readonly T[], page: readonly T[]): T[] {
  const held = new Set(items.map((item) => item.id));
  return [...items, ...page.filter((item) => !held.has(item.id))];
}

export function withoutIds<T extends Identified>(items: readonly T[], ids: readonly string[]): T[] {
  const gone = new Set(ids);
  return items.filter((item) => !gone.has(item.id));
}
