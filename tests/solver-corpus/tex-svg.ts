/**
 * TeX → SVG with MathJax, nested into the page at a given baseline. Two MathJax versions:
 * - MathJax 3 (mathjax-full, already a dependency of the app): its TeX fonts, Computer Modern
 *   shapes, the look of LaTeX worksheets (`mathjax-tex`);
 * - MathJax 4 (@mathjax/src, a devDependency) with its font packages: NewCM and Modern (Computer
 *   Modern shapes, held out), Termes and STIX2 (tune). MathJax 4 splits a font into a base file
 *   and "dynamic" ranges loaded on first use through `mathjax.asyncLoad`; importing
 *   `util/asyncLoad/esm.js` sets that to Node's `import()`, which resolves the font's
 *   `dynamicPrefix` (`@mathjax/mathjax-termes-font/js/svg/dynamic`) in node_modules — no network.
 *   `convertPromise` waits for those loads.
 */
import { mathjax } from 'mathjax-full/js/mathjax.js';
import { TeX } from 'mathjax-full/js/input/tex.js';
import { SVG } from 'mathjax-full/js/output/svg.js';
import { liteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import { RegisterHTMLHandler } from 'mathjax-full/js/handlers/html.js';
import { AllPackages } from 'mathjax-full/js/input/tex/AllPackages.js';
import { mathjax as mathjax4 } from '@mathjax/src/js/mathjax.js';
import '@mathjax/src/js/util/asyncLoad/esm.js';
import { TeX as TeX4 } from '@mathjax/src/js/input/tex.js';
import '@mathjax/src/js/input/tex/base/BaseConfiguration.js';
import '@mathjax/src/js/input/tex/ams/AmsConfiguration.js';
import { SVG as SVG4 } from '@mathjax/src/js/output/svg.js';
import { liteAdaptor as liteAdaptor4 } from '@mathjax/src/js/adaptors/liteAdaptor.js';
import { RegisterHTMLHandler as RegisterHTMLHandler4 } from '@mathjax/src/js/handlers/html.js';
import { MathJaxNewcmFont } from '@mathjax/mathjax-newcm-font/js/svg.js';
import { MathJaxModernFont } from '@mathjax/mathjax-modern-font/js/svg.js';
import { MathJaxTermesFont } from '@mathjax/mathjax-termes-font/js/svg.js';
import { MathJaxStix2Font } from '@mathjax/mathjax-stix2-font/js/svg.js';
import type { MathJaxFont } from './fonts.js';
import type { SvgBlock } from './typeset-svg.js';

const adaptor = liteAdaptor();
RegisterHTMLHandler(adaptor);
const doc = mathjax.document('', {
  InputJax: new TeX({ packages: AllPackages.filter((p: string) => p !== 'bussproofs') }),
  OutputJax: new SVG({ fontCache: 'local' }),
});

const adaptor4 = liteAdaptor4();
RegisterHTMLHandler4(adaptor4);
const FONT_DATA = {
  newcm: MathJaxNewcmFont,
  modern: MathJaxModernFont,
  termes: MathJaxTermesFont,
  stix2: MathJaxStix2Font,
} as const;
/**
 * Where each font's dynamic ranges are imported from: the ES modules under `js/svg/dynamic`.
 * @mathjax/mathjax-stix2-font 4.1.0 names its `svg/dynamic` components instead, which need
 * MathJax's global component loader and fail in direct use (its Serbian letters would be lost).
 */
const dynamicPrefix = (font: Font4) => `@mathjax/mathjax-${font}-font/js/svg/dynamic`;
type Font4 = keyof typeof FONT_DATA;
const docs4 = new Map<Font4, ReturnType<typeof mathjax4.document>>();
/** One MathJax 4 document per font (the font is an option of the output jax). */
function doc4(font: Font4) {
  let d = docs4.get(font);
  if (!d) {
    d = mathjax4.document('', {
      InputJax: new TeX4({ packages: ['base', 'ams'] }),
      // No font cache: every glyph's path inline, so pages with several blocks share no ids.
      OutputJax: new SVG4({
        fontCache: 'none',
        fontData: FONT_DATA[font],
        dynamicPrefix: dynamicPrefix(font),
        // One block, as MathJax 3 sets it (MathJax 4 would break inline maths at operators).
        linebreaks: { inline: false },
      }),
    });
    docs4.set(font, d);
  }
  return d;
}

/** `tex` typeset at font size `size` px in `font`, its baseline at (x, y). */
export async function texBlock(
  tex: string,
  x: number,
  y: number,
  size: number,
  ink: string,
  font: MathJaxFont = 'mathjax-tex',
): Promise<SvgBlock> {
  const options = { display: false, em: size, ex: size / 2, containerWidth: 4000 };
  const svg =
    font === 'mathjax-tex'
      ? adaptor.innerHTML(doc.convert(tex, options))
      : // MathJax 4 copies the TeX into data-latex attributes, a `<` unescaped (librsvg refuses it).
        adaptor4.innerHTML(await doc4(font).convertPromise(tex, options)).replace(/ data-latex="[^"]*"/g, '');
  // An unknown macro is drawn as a red error box: a generator bug, never a page to photograph.
  if (svg.includes('data-mml-node="merror"')) throw new Error(`MathJax could not set ${tex}`);
  return place(svg, tex, x, y, size, ink);
}

/** The SVG sized in px and moved so its baseline is at (x, y). */
function place(svg: string, tex: string, x: number, y: number, size: number, ink: string): SvgBlock {
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
