/**
 * Typesets the maths of a share page on the server (mathjax-full, no browser): the page's HTML goes
 * through MathJax's own finder, exactly like the PWA's `MathText` (`\( \)`, `\[ \]`, `$$ $$`), and
 * comes back with SVG plus assistive MathML, so the page needs no JavaScript and screen readers
 * read the maths.
 *
 * Safety matches src/lib/mathjax/math-provider.tsx: the `html` TeX package (\href, \class, \style,
 * \cssId) is never imported, nor are `require`/`autoload` (which could load it), and the
 * SafeHandler filters URLs, classes, styles and ids. The stored LaTeX is already sanitised
 * (server/modules/solve/sanitize-latex.ts); this is the second wall.
 */
import { TeX } from 'mathjax-full/js/input/tex.js';
import { SVG } from 'mathjax-full/js/output/svg.js';
import { liteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import { RegisterHTMLHandler } from 'mathjax-full/js/handlers/html.js';
import { AssistiveMmlHandler } from 'mathjax-full/js/a11y/assistive-mml.js';
import { SafeHandler } from 'mathjax-full/js/ui/safe/SafeHandler.js';
import type { LiteElement } from 'mathjax-full/js/adaptors/lite/Element.js';
// The TeX packages a school solution uses; each import registers one (never html, require, autoload).
import 'mathjax-full/js/input/tex/base/BaseConfiguration.js';
import 'mathjax-full/js/input/tex/ams/AmsConfiguration.js';
import 'mathjax-full/js/input/tex/boldsymbol/BoldsymbolConfiguration.js';
import 'mathjax-full/js/input/tex/cancel/CancelConfiguration.js';
import 'mathjax-full/js/input/tex/cases/CasesConfiguration.js';
import 'mathjax-full/js/input/tex/color/ColorConfiguration.js';
import 'mathjax-full/js/input/tex/enclose/EncloseConfiguration.js';
import 'mathjax-full/js/input/tex/gensymb/GensymbConfiguration.js';
import 'mathjax-full/js/input/tex/mathtools/MathtoolsConfiguration.js';
import 'mathjax-full/js/input/tex/noundefined/NoUndefinedConfiguration.js';

const PACKAGES = [
  'base',
  'ams',
  'boldsymbol',
  'cancel',
  'cases',
  'color',
  'enclose',
  'gensymb',
  'mathtools',
  'noundefined',
];

const adaptor = liteAdaptor();
// The mixins extend this handler's document class in place: every page gets both.
const handler = RegisterHTMLHandler(adaptor);
SafeHandler(AssistiveMmlHandler(handler));

function newDocument(html: string) {
  return handler.create(html, {
    safeOptions: { allow: { URLs: 'none', classes: 'safe', cssIDs: 'safe', styles: 'safe' } },
    InputJax: new TeX({
      packages: PACKAGES,
      inlineMath: [['\\(', '\\)']],
      displayMath: [
        ['\\[', '\\]'],
        ['$$', '$$'],
      ],
      processEscapes: true,
    }),
    // Each formula carries its own glyph paths: the page is self-contained, nothing to fetch.
    OutputJax: new SVG({ fontCache: 'none' }),
  });
}

/**
 * Takes body HTML whose text is already escaped and answers it with every formula typeset.
 * Synchronous and CPU-bound (tens of milliseconds per page): callers cache the result.
 */
export function typesetHtml(bodyHtml: string): string {
  const document = newDocument(`<!DOCTYPE html><html><head></head><body>${bodyHtml}</body></html>`);
  document.render();
  return adaptor.innerHTML(adaptor.body(document.document));
}

/** The CSS the SVG output needs (the same for every page): goes into the page's one <style>. */
export const MATHJAX_CSS: string = (() => {
  const document = newDocument('<!DOCTYPE html><html><head></head><body></body></html>');
  // The SVG output's style sheet is a <style> element (typed as any lite node).
  return adaptor.textContent(document.outputJax.styleSheet(document) as LiteElement);
})();
