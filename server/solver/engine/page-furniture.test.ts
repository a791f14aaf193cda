import { describe, expect, it } from 'vitest';
import { solveRecognizedTextDetailed } from './index.js';
import { isPageFurniture } from './page-furniture.js';

const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;
const page = (...lines: string[]) => ({ lines: lines.map((text) => ({ text, confidence: 90 })) });
const items = (...lines: string[]) =>
  solveRecognizedTextDetailed(page(...lines), opts).solution.math_solutions.filter(
    (s) => s.image_is_math_problem === 'yes',
  );

describe('page furniture read with a glyph taken for maths (tune readings, round 19)', () => {
  it('is no task beside the page’s tasks: a header, a title, the facing page’s words', () => {
    // A Cyrillic "Страна 69" whose С was read as a root; a test's title with a pen mark before it;
    // an open book's facing page, its letters read with raised marks.
    for (const furniture of [
      '√(\\) Strana 69',
      // Round 20: the С read as a root over a 1 (tune 0363, the grey look).
      '√1 Strana 69',
      'M Kontrolni zadatak iz matematike - I grupa',
      'iji^1 j^(?)',
    ]) {
      const solved = items(furniture, 'Reši jednačinu: 3x + 15 = 2x + 16');
      expect(solved).toHaveLength(1);
      expect(solved[0]!.final_answer_latex).toContain('x = 1');
    }
  });

  it('leaves a task misread into junk declined, so the pupil sees what was read', () => {
    for (const junk of [
      'Resi proporcyu 3 ×- 12 12',
      "lanaj: 4'+ 5",
      'Izarunaj; +\'+ 5"',
      'Resi jednacinu: Ix - 8] = 4',
    ]) {
      expect(isPageFurniture(junk)).toBe(false);
      const solved = items(junk, 'Izračunaj: 2 + 3');
      expect(solved).toHaveLength(2);
      expect(solved[0]!.steps).toEqual([]);
    }
  });

  it('keeps tasks joined by words, and typed text as written', () => {
    expect(isPageFurniture('Koliko je 20% od 40 0?')).toBe(false);
    expect(isPageFurniture('Odredi NZD(12 18)')).toBe(false);
    expect(isPageFurniture('Reši jednačinu: x')).toBe(false);
    expect(isPageFurniture('Strana 12')).toBe(true);
  });
});
