/**
 * The picture of a typed task: what history, share pages and the solution screen show where a
 * photo would be. The tasks are typeset by MathJax on the server (the same TeX packages as the
 * share pages, modules/share/typeset.ts: never html, require or autoload) into one SVG, which sharp
 * turns into a PNG. A PNG, not the SVG: the picture is served from our own origin, and a raster
 * image can carry nothing a browser would run.
 */
import sharp from 'sharp';
import { TeX } from 'mathjax-full/js/input/tex.js';
import { SVG } from 'mathjax-full/js/output/svg.js';
import { liteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import { HTMLHandler } from 'mathjax-full/js/handlers/html/HTMLHandler.js';
import type { LiteElement } from 'mathjax-full/js/adaptors/lite/Element.js';
import 'mathjax-full/js/input/tex/base/BaseConfiguration.js';
import 'mathjax-full/js/input/tex/ams/AmsConfiguration.js';
import 'mathjax-full/js/input/tex/cases/CasesConfiguration.js';
import 'mathjax-full/js/input/tex/noundefined/NoUndefinedConfiguration.js';

const adaptor = liteAdaptor();
// Not registered globally: this document is the picture's own, whatever else typesets in the process.
const document = new HTMLHandler(adaptor).create('', {
  InputJax: new TeX({ packages: ['base', 'ams', 'cases', 'noundefined'] }),
  // Each formula carries its own glyph paths: librsvg needs no fonts to draw it.
  OutputJax: new SVG({ fontCache: 'none' }),
});

/** One ex of MathJax's output in pixels (half the font size): tasks are set at 36 px. */
const EX_PX = 18;
const PADDING = 32;
const LINE_GAP = 28;
const MAX_WIDTH = 1600;

/**
 * Plain text (`7x - 4 = 24`, `2 1/2 + 1/3`) is TeX already, but for the spaces TeX would swallow
 * (a mixed number) and the characters it reserves.
 */
export function asTex(task: string): string {
  if (/[\\{}^]/.test(task)) return task;
  return (
    task
      .replace(/(\d)\s+(?=\d)/g, '$1\\;')
      .replace(/([%&#$])/g, '\\$1')
      .replace(/\*/g, '\\cdot ')
      // Words ("25% od 80", "NZD(12, 18)") upright, not as a product of italic letters.
      .replace(/(?<![A-Za-zčćšžđČĆŠŽĐ])(od|of|[A-Za-zčćšžđČĆŠŽĐ]{3,})(?![A-Za-zčćšžđČĆŠŽĐ])/g, '\\text{ $1 }')
  );
}

interface Formula {
  svg: string;
  width: number;
  height: number;
}

function typeset(tex: string): Formula {
  const node = document.convert(tex, {
    display: true,
    em: EX_PX * 2,
    ex: EX_PX,
    containerWidth: 100_000,
  }) as LiteElement;
  const svg = adaptor.firstChild(node) as LiteElement;
  const ex = (name: string) => Number.parseFloat(String(adaptor.getAttribute(svg, name))) * EX_PX;
  const width = ex('width');
  const height = ex('height');
  adaptor.setAttribute(svg, 'width', width.toFixed(1));
  adaptor.setAttribute(svg, 'height', height.toFixed(1));
  adaptor.removeAttribute(svg, 'style');
  return { svg: adaptor.outerHTML(svg).replace(/currentColor/g, '#111827'), width, height };
}

/** A PNG of the typed tasks, numbered when there are several, black on white. */
export async function renderTaskPicture(tasks: readonly string[]): Promise<Buffer> {
  const formulas = tasks.map((task, i) =>
    typeset(tasks.length > 1 ? `\\text{${i + 1}.}\\quad ${asTex(task)}` : asTex(task)),
  );
  const width = Math.ceil(Math.max(...formulas.map((f) => f.width)) + 2 * PADDING);
  let y = PADDING;
  const placed = formulas.map((f) => {
    const at = `<g transform="translate(${PADDING} ${y.toFixed(1)})">${f.svg}</g>`;
    y += f.height + LINE_GAP;
    return at;
  });
  const height = Math.ceil(y - LINE_GAP + PADDING);
  const page = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#ffffff"/>${placed.join('')}</svg>`;
  return sharp(Buffer.from(page))
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
