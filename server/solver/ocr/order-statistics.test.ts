import { describe, expect, it } from 'vitest';
import { median, quantile } from './order-statistics.js';

describe('order statistics', () => {
  it('gives the upper middle value of an even count and leaves the values unsorted', () => {
    const values = [9, 1, 7, 3];
    expect(median(values)).toBe(7);
    expect(median([5, 2, 8])).toBe(5);
    expect(values).toEqual([9, 1, 7, 3]);
  });

  it('gives the value at a share of the sorted values, the last one for 1, and `empty` for none', () => {
    const values = [40, 10, 30, 20];
    expect(quantile(values, 0)).toBe(10);
    expect(quantile(values, 0.75)).toBe(40);
    expect(quantile(values, 1)).toBe(40);
    expect(median([])).toBe(0);
    expect(quantile([], 0.5, 255)).toBe(255);
  });
});
