/**
 * TeX → SVG with MathJax 3 (mathjax-full, already a dependency; its TeX fonts are Computer Modern
 * shapes, the look of LaTeX worksheets). The SVG is nested into the page at a given baseline.
 */
import { mathjax } from 'mathjax-full/js/mathjax.js';
import { TeX } from 'mathjax-full/js/input/tex.js';
import { SVG } from 'mathjax-full/js/output/svg.js';
import { liteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import { RegisterHTMLHandler } from 'mathjax-full/js/handlers/html.js';
import { AllPackages } from 'mathjax-full/js/input/tex/AllPackages.js';
import type { SvgBlock } from './typeset-svg.js';

const adaptor = liteAdaptor();
RegisterHTMLHandler(adaptor);
const doc = mathjax.document('', {
  InputJax: new TeX({ packages: AllPackages.filter((p: string) => p !== 'bussproofs') }),
  OutputJax: new SVG({ fontCache: 'local' }),
});

/** `tex` typeset at font size `size` px, its baseline at (x, y). */
export function texBlock(tex: string, x: number, y: number, size: number, ink: string): SvgBlock {
  const node = doc.convert(tex, { display: false, em: size, ex: size / 2, containerWidth: 4000 });
  const svg = adaptor.innerHTML(node);
  const size_ = /width="([\d.]+)ex" height="([\d.]+)ex"/.exec(svg);
  if (!size_) throw new Error(`MathJax gave no size for ${tex}`);
  const align = /vertical-align: (-?[\d.]+)ex/.exec(svg);
  // MathJax's ex here is half the font size (ex: size / 2).
  const ex = size / 2;
  const depth = -Number(align?.[1] ?? 0) * ex;
  const width = Number(size_[1]) * ex;
  const height = Number(size_[2]) * ex;
  const top = y - (height - depth);
  const placed = svg
    .replace(/style="[^"]*"/, '')
    .replace(
      /width="[\d.]+ex" height="[\d.]+ex"/,
      `x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${width.toFixed(1)}" height="${height.toFixed(1)}"`,
    )
    .replace(/currentColor/g, ink);
  return { svg: placed, width, ascent: height - depth, descent: depth };
}
