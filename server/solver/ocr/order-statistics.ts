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

/**
 * The value at share `q` of `n` bytes counted into a histogram (`counts[v]`: how many are v), the
 * same as `quantile` of them without sorting; `empty` when there are none.
 */
export function countedQuantile(counts: ArrayLike<number>, n: number, q: number, empty = 0): number {
  if (n === 0) return empty;
  const k = Math.min(n - 1, Math.floor(n * q));
  let seen = 0;
  for (let v = 0; v < counts.length; v++) if ((seen += counts[v]!) > k) return v;
  return 255;
}

/** `quantile` of values 0–255, found by counting them rather than sorting (the same value). */
export function byteQuantile(values: readonly number[], q: number): number {
  const counts = new Uint32Array(256);
  for (const v of values) counts[v]!++;
  return countedQuantile(counts, values.length, q);
}
