import { describe, expect, it } from 'vitest';
import { sanitizeLatex } from './sanitize-latex.js';

describe('sanitizeLatex', () => {
  it('keeps the text of a link and drops its url', () => {
    expect(sanitizeLatex('Vidi \\href{javascript:alert(1)}{ovde} i \\(x = 5\\)')).toBe(
      'Vidi ovde i \\(x = 5\\)',
    );
  });

  it('leaves ordinary maths alone', () => {
    const text = '\\frac{3}{4} \\cdot x^{2} < 5, \\sqrt{16} = 4';
    expect(sanitizeLatex(text)).toBe(text);
  });

  it.each([
    ['\\hr<b>ef{https://zlo.example}{klik}', '\\href'],
    ['<<script>script>alert(1)<</script>/script>', '<script'],
    ['\\de<i>f\\x{1}', '\\def'],
    ['\\sty<<b>b>le{color:red}{x}', '\\style'],
    ['<im<b>g src=x onerror=alert(1)>', '<img'],
  ])('cannot be split around: %s', (attack, danger) => {
    const clean = sanitizeLatex(attack);
    expect(clean).not.toContain(danger);
    expect(sanitizeLatex(clean)).toBe(clean);
  });

  it('defuses script URLs even when they are rebuilt by a removal', () => {
    expect(sanitizeLatex('java<b>script:alert(1)')).not.toMatch(/javascript\s*:/i);
  });
});
