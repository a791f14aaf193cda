/**
 * Test-only helper: runs TeX through MathJax 3's real TeX parser (the one the PWA renders with)
 * and throws on any error, so tests prove our LaTeX renders rather than guessing.
 */
import { mathjax } from 'mathjax-full/js/mathjax.js';
import { TeX } from 'mathjax-full/js/input/tex.js';
import { liteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import { RegisterHTMLHandler } from 'mathjax-full/js/handlers/html.js';
import { AllPackages } from 'mathjax-full/js/input/tex/AllPackages.js';

const adaptor = liteAdaptor();
RegisterHTMLHandler(adaptor);
const tex = new TeX({
  packages: AllPackages.filter((p: string) => p !== 'bussproofs'),
  formatError: (_jax: unknown, err: Error) => {
    throw err;
  },
});
const doc = mathjax.document('', { InputJax: tex });

export function assertTexRenders(src: string): void {
  doc.convert(src, { display: false });
}

/** Commands the product forbids in solution text (they could link out or inject styling). */
export const FORBIDDEN = /\\(href|url|class|style|cssId|html|unicode|require|data)\b|<[a-z/]/i;

/** Every \( … \) span of a prose field, and the prose around them. */
export function splitInline(text: string): { math: string[]; prose: string } {
  const math: string[] = [];
  const prose = text.replace(/\\\(([\s\S]*?)\\\)/g, (_, m: string) => {
    math.push(m);
    return ' ';
  });
  return { math, prose };
}
