import { describe, expect, it } from 'vitest';
import { HEADER_SCROLL_THRESHOLD_PX } from '../config/ui-constants.js';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '../config/ui-constants.js';
import { isScrolledPast } from './use-scrolled-past.js';

describe('scroll thresholds', () => {
  it('changes the header only after more than 10 px', () => {
    expect(isScrolledPast(10, HEADER_SCROLL_THRESHOLD_PX)).toBe(false);
    expect(isScrolledPast(11, HEADER_SCROLL_THRESHOLD_PX)).toBe(true);
  });
  it('shows scroll-to-top after 300 px', () => {
    expect(isScrolledPast(300, SCROLL_TO_TOP_THRESHOLD_PX)).toBe(false);
    expect(isScrolledPast(301, SCROLL_TO_TOP_THRESHOLD_PX)).toBe(true);
  });
});
