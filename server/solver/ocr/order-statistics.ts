/**
 * Order statistics the reader's measurements share (a page's paper grey, a glyph's foot, a pitch):
 * the values are copied, never sorted in place.
 */

/** The value at share `q` of the sorted values (the last one for q = 1); `empty` when there are none. */
export function quantile(values: readonly number[], q: number, empty = 0): number {
  if (values.length === 0) return empty;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** The middle value (the upper one of an even count); `empty` when there are none. */
export const median = (values: readonly number[], empty = 0): number => quantile(values, 0.5, empty);
