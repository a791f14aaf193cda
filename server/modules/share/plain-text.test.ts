import { describe, expect, it } from 'vitest';
import { plainText, truncate } from './plain-text.js';

describe('plainText', () => {
  it('reads the notation of school solutions without LaTeX', () => {
    expect(plainText('Podelimo sa \\(3\\): \\(x = \\frac{15}{3}\\).')).toBe('Podelimo sa 3: x = 15/3.');
    expect(plainText('\\(\\frac{x+1}{2} \\cdot 4 \\le 10\\)')).toBe('(x+1)/2 · 4 ≤ 10');
    expect(plainText('\\(\\frac{\\frac{1}{2}}{3}\\)')).toBe('(1/2)/3');
    expect(plainText('\\(x^2 - 4 = 0\\), \\(x_{1,2} = \\pm 2\\)')).toBe('x² - 4 = 0, x1,2 = ± 2');
    expect(plainText('\\(\\sqrt{16} = 4\\) i \\(\\sqrt[3]{8} = 2\\)')).toBe('√(16) = 4 i 3√(8) = 2');
    expect(plainText('\\[a^{n+1}\\]')).toBe('a^(n+1)');
    expect(plainText('$$\\left( 2 \\times 3 \\right) = 6$$')).toBe('( 2 × 3 ) = 6');
    expect(plainText('\\(\\text{Rešenje: } x = 5\\)')).toBe('Rešenje: x = 5');
  });

  it('leaves prose without maths as it is and drops commands it does not know', () => {
    expect(plainText('Linearna jednačina')).toBe('Linearna jednačina');
    expect(plainText('x = 5')).toBe('x = 5');
    expect(plainText('\\(\\mathbb{R} \\setminus \\{0\\}\\)')).toBe('R {0}');
  });
});

describe('truncate', () => {
  it('cuts long text at a word with an ellipsis', () => {
    expect(truncate('kratko', 10)).toBe('kratko');
    expect(truncate('jedan dva tri četiri pet', 15)).toBe('jedan dva tri…');
  });
});
