import { describe, expect, it } from 'vitest';
import { sr } from '../../src/i18n/sr.js';
import { renderHeroSolutionSvg } from './hero-solution-svg.js';

describe('the hero picture of a solution', () => {
  const { svg, width, height } = renderHeroSolutionSvg(sr.landing.hero.example);

  it('is one standalone SVG of the size it declares', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
    expect(height).toBeGreaterThan(width);
  });

  it('typesets every formula with MathJax paths, not as text', () => {
    const example = sr.landing.hero.example;
    const formulas = 2 + example.steps.length;
    // One nested <svg> per formula, each with its own glyph definitions.
    expect(svg.match(/<svg x=/g)).toHaveLength(formulas);
    expect(svg.match(/<path id="MJX-h\d+-TEX-/g)!.length).toBeGreaterThan(formulas);
    expect(svg).not.toContain('x^{2}');
    expect(svg).not.toMatch(/merror|data-mjx-error/);
  });

  it('keeps glyph ids unique within the picture', () => {
    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes the prose of the example as text', () => {
    const example = sr.landing.hero.example;
    expect(svg).toContain(example.heading);
    expect(svg).toContain(example.answerLabel.toUpperCase());
    expect(svg).toContain('Rastavimo trinom na činioce:');
  });
});
