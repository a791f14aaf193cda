/**
 * Round 23 (helper speed23): `coveredColumns` (markUnreadInk's alignment of characters to columns
 * of ink, in flat typed arrays) covers the columns the nested-array table it replaced covered
 * (copied in below), on random lines with ties, characters off every column and empty readings.
 */
import { describe, expect, it } from 'vitest';
import { coveredColumns, type Column } from './unread-ink.js';
import { seededRandom } from '../test-support/seeded-random.js';

/** unread-ink.ts `markUnreadInk`'s alignment before round 23. */
function coveredColumnsReference(xs: number[], columns: Column[], cap: number): Set<number> {
  const n = xs.length;
  const m = columns.length;
  const unreadCost = 0.6 * cap;
  const strayCost = 0.6 * cap;
  const dist = (i: number, j: number) => {
    const x = xs[i]!;
    const c = columns[j]!;
    return x < c.left ? c.left - x : x > c.right ? x - c.right : 0;
  };
  const f = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(Infinity));
  const from = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(-1));
  const stray = Array.from({ length: n + 1 }, () => new Array<boolean>(m + 1).fill(false));
  f[0]![m] = 0;
  for (let i = 0; i < n; i++)
    for (let j = 0; j <= m; j++) {
      const here = f[i]![j]!;
      if (here === Infinity) continue;
      if (here + strayCost < f[i + 1]![j]!) {
        f[i + 1]![j] = here + strayCost;
        from[i + 1]![j] = j;
        stray[i + 1]![j] = true;
      }
      const first = j === m ? 0 : j;
      for (let k = first; k < m; k++) {
        const skipped = k - (j === m ? 0 : j + 1);
        const cost = here + dist(i, k) + Math.max(0, skipped) * unreadCost;
        if (cost < f[i + 1]![k]!) {
          f[i + 1]![k] = cost;
          from[i + 1]![k] = j;
          stray[i + 1]![k] = false;
        }
      }
    }
  let best = m;
  for (let j = 0; j <= m; j++) {
    const total = (j2: number) => f[n]![j2]! + (j2 === m ? m : m - 1 - j2) * unreadCost;
    if (total(j) < total(best)) best = j;
  }
  const covered = new Set<number>();
  for (let i = n, j = best; i > 0; i--) {
    const prev = from[i]![j]!;
    if (j !== m && !stray[i]![j]) covered.add(j);
    j = prev;
  }
  return covered;
}

const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);

describe('coveredColumns', () => {
  it('covers the columns the nested-array table covered', () => {
    const next = seededRandom(31);
    for (let round = 0; round < 600; round++) {
      const cap = [10, 17, 30, 41.5][round % 4]!;
      const columns: Column[] = [];
      let x = 0;
      for (let j = Math.floor(next() * 14); j > 0; j--) {
        x += Math.floor(next() * cap);
        const w = 1 + Math.floor(next() * cap);
        columns.push({ left: x, right: x + w, top: 0, bottom: cap });
        x += w;
      }
      // Characters on grid positions (ties between alignments) or anywhere.
      const xs = Array.from({ length: Math.floor(next() * 16) }, () =>
        next() < 0.5 ? Math.round(next() * (x + cap)) : next() * (x + cap) - cap / 2,
      ).sort((a, b) => a - b);
      expect(sorted(coveredColumns(xs, columns, cap))).toEqual(
        sorted(coveredColumnsReference(xs, columns, cap)),
      );
    }
  });
});
