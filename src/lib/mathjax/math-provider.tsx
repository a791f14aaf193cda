/**
 * MathJax 3 for the PWA: better-react-mathjax over the self-hosted es5 build (/mathjax, copied at
 * build time by vite.config.ts — no CDN, so solutions typeset offline). Imported only by screens that
 * show maths, so the landing page never loads it.
 * Safety: the solver's LaTeX is untrusted. The `html` extension (\href, \class, \style, \cssId) is
 * neither loaded nor autoloadable nor requirable, and ui/safe filters URLs, classes, styles and ids.
 */
import { useRef, type ReactNode } from 'react';
import { MathJax, MathJaxContext } from 'better-react-mathjax';

export const MATHJAX_SRC = '/mathjax/tex-svg.js';

export const mathJaxConfig = {
  loader: { load: ['ui/safe'] },
  tex: {
    inlineMath: [['\\(', '\\)']],
    displayMath: [
      ['\\[', '\\]'],
      ['$$', '$$'],
    ],
    processEscapes: true,
    autoload: { html: [] },
    require: { allow: { html: false } },
  },
  svg: { fontCache: 'global' },
  options: {
    // Assistive MathML: screen readers read the maths, not the SVG paths.
    enableAssistiveMml: true,
    safeOptions: {
      allow: { URLs: 'none', classes: 'safe', cssIDs: 'safe', styles: 'safe' },
    },
  },
  startup: { typeset: false },
};

export function MathProvider({ children }: { children: ReactNode }) {
  return (
    <MathJaxContext version={3} src={MATHJAX_SRC} config={mathJaxConfig}>
      {children}
    </MathJaxContext>
  );
}

/**
 * Inline formulas are boxes that scroll when wider than their line (solution.css); a box that scrolls
 * sits on its bottom edge, so each gets the vertical offset MathJax gave its SVG, and stays level
 * with the text around it.
 */
function keepBaselines(root: HTMLElement | null): void {
  root?.querySelectorAll<HTMLElement>('mjx-container:not([display="true"])').forEach((container) => {
    const svg = container.querySelector<SVGElement>(':scope > svg');
    if (svg) container.style.verticalAlign = svg.style.verticalAlign || '0';
  });
}

/** Prose with inline `\( … \)` maths, typeset in place (re-typeset when the text changes). */
export function MathText({ text, className }: { text: string; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  return (
    <span ref={ref} className={className}>
      <MathJax dynamic inline onTypeset={() => keepBaselines(ref.current)}>
        {text}
      </MathJax>
    </span>
  );
}
