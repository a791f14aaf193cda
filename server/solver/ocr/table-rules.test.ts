import { describe, expect, it } from 'vitest';
import type { GrayImage } from './gray-image.js';
import { findTableRules, onTableRules } from './table-rules.js';
import { solidBox as box } from './test-support/glyph-box.js';

/** A 640 × 480 page of paper (grey 235) with grey (150) rules 3 px wide at the given positions. */
function page(
  rows: number[],
  columns: number[],
  from = { x: 40, y: 80 },
  to = { x: 600, y: 440 },
): GrayImage {
  const width = 640;
  const height = 480;
  const data = new Uint8Array(width * height).fill(235);
  for (const y of rows)
    for (let t = y - 1; t <= y + 1; t++) for (let x = from.x; x <= to.x; x++) data[t * width + x] = 150;
  for (const x of columns)
    for (let t = x - 1; t <= x + 1; t++) for (let y = from.y; y <= to.y; y++) data[y * width + t] = 150;
  return { width, height, data };
}

// A table: rules across at 80, 200, 320, 440 and down at 40, 120, 600 (a number column, the tasks).
const table = page([80, 200, 320, 440], [40, 120, 600]);

describe('a ruled table’s rules (tabela, round 23)', () => {
  it('finds the rules of a table on the grey and takes the specks lying on them for pieces of them', () => {
    const rules = findTableRules(table);
    expect(rules.filter((r) => r.horizontal).length).toBe(4);
    expect(rules.filter((r) => !r.horizontal).length).toBe(3);
    // Cap 20. A faint rule binarised into specks and dashes along its line (x 119–121, y 200).
    const specks = [box(119, 150, 3, 3), box(120, 250, 2, 6), box(300, 199, 30, 3)];
    // Print beside the rule keeps its padding: a "1" 6 px right of it, a point 8 px left, a minus
    // 10 px under a rule across.
    const print = [box(128, 140, 4, 20), box(108, 170, 3, 3), box(300, 210, 12, 3)];
    const found = onTableRules([...specks, ...print], rules, 20);
    expect([...found]).toEqual(specks);
  });

  it('leaves a page with rules one way only (answer lines), a page’s outline and squared paper alone', () => {
    expect(findTableRules(page([80, 200, 320, 440], []))).toEqual([]);
    // The sheet's four edges on the desk: two across, two down.
    expect(findTableRules(page([80, 440], [40, 600]))).toEqual([]);
    // Squared paper: rules every 40 px both ways.
    const grid = page(
      Array.from({ length: 9 }, (_, k) => 80 + 40 * k),
      Array.from({ length: 14 }, (_, k) => 60 + 40 * k),
    );
    expect(findTableRules(grid)).toEqual([]);
  });

  it('does not run a rule on past the table into a title above it', () => {
    const rules = findTableRules(table);
    // A title's letter stem in line with the number column's rule, 40 px above the table.
    const stem = box(119, 30, 3, 20);
    expect(onTableRules([stem], rules, 20).size).toBe(0);
  });
});
