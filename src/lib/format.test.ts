import { describe, expect, it } from 'vitest';
import { formatDate, formatEuroCents, secondsToDate } from './format.js';

describe('format', () => {
  it('reads API timestamps as seconds', () => {
    expect(secondsToDate(1_700_000_000).getTime()).toBe(1_700_000_000_000);
  });

  it('formats dates in the sr-RS locale, digits only', () => {
    const seconds = Date.UTC(2026, 10, 23, 12) / 1000;
    const text = formatDate(seconds);
    expect(text).toBe(
      new Intl.DateTimeFormat('sr-RS', { day: 'numeric', month: 'numeric', year: 'numeric' }).format(
        seconds * 1000,
      ),
    );
    expect(text).toMatch(/23\.\s?11\.\s?2026/);
    expect(text).not.toMatch(/[\u0400-\u04FF]/);
  });

  it('formats euro cents as euros', () => {
    const text = formatEuroCents(500);
    expect(text).toContain('5,00');
    expect(text).toContain('€');
  });
});
