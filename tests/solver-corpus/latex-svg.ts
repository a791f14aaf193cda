/**
 * TeX → SVG with real LaTeX, as a teacher's worksheet is made: `latex` sets the maths in a box,
 * `dvisvgm --no-fonts` turns the page into glyph outlines. Debian's texlive-latex-base,
 * texlive-fonts-recommended and dvisvgm (.ci/run installs them); nothing from the network.
 *
 * Round 4 of #13 holds out TeX in Palatino maths this way (`heldout4`'s `latex` group): the psnfss
 * packages mathpazo (Pazo maths) and pxfonts, both fonts and renderer unlike anything tuned on
 * (MathJax in Computer Modern, Termes and STIX2). From round 5 the tune TeX pages are also set by
 * real LaTeX, in Times maths (txfonts, mathptmx), so the renderer is tuned on and Palatino held out.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { SvgBlock } from './typeset-svg.js';

const run = promisify(execFile);

/** The LaTeX maths packages: Palatino for the held-out `latex` group, Times for tune pages (round 5). */
export const LATEX_MATHS_PACKAGES = {
  'latex-pazo': 'mathpazo',
  'latex-px': 'pxfonts',
  // Times maths, on tune pages from round 5.
  'latex-tx': 'txfonts',
  'latex-ptm': 'mathptmx',
} as const;
export type LatexFont = keyof typeof LATEX_MATHS_PACKAGES;

/** The point size LaTeX sets the maths at; the block is scaled to the page's size from it. */
const POINT_SIZE = 10;

/** `tex` set by LaTeX at font size `size` px in `font`, its baseline at (x, y). */
export async function latexBlock(
  tex: string,
  x: number,
  y: number,
  size: number,
  ink: string,
  font: LatexFont,
): Promise<SvgBlock> {
  const { svg, width, height, depth } = await typesetCached(tex, font);
  const scale = size / POINT_SIZE;
  const w = width * scale;
  const h = height * scale;
  const descent = depth * scale;
  const viewBox = /viewBox='([^']*)'/.exec(svg)?.[1];
  if (!viewBox) throw new Error(`dvisvgm gave no viewBox for ${tex}`);
  // Glyph ids are per run (g2-50 is a different glyph in another block): prefix them per block.
  const prefix = `l${createHash('sha1')
    .update(font + tex)
    .digest('hex')
    .slice(0, 8)}-`;
  const body = svg
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/id='([^']*)'/g, `id='${prefix}$1'`)
    .replace(/xlink:href='#([^']*)'/g, `href='#${prefix}$1'`);
  const placed =
    `<svg x="${x.toFixed(1)}" y="${(y - (h - descent)).toFixed(1)}" width="${w.toFixed(1)}" ` +
    `height="${h.toFixed(1)}" viewBox="${viewBox}" preserveAspectRatio="none">` +
    `<g fill="${ink}">${body}</g></svg>`;
  return { svg: placed, width: w, ascent: h - descent, descent };
}

interface Typeset {
  svg: string;
  /** The box's size in TeX points. */
  width: number;
  height: number;
  depth: number;
}

const cache = new Map<string, Promise<Typeset>>();
const typesetCached = (tex: string, font: LatexFont) => {
  const key = `${font}\n${tex}`;
  let found = cache.get(key);
  if (!found) {
    found = typeset(tex, font);
    cache.set(key, found);
  }
  return found;
};

async function typeset(tex: string, font: LatexFont): Promise<Typeset> {
  const dir = await mkdtemp(join(tmpdir(), 'corpus-latex-'));
  try {
    // The box is shipped out alone at the page's corner with a page exactly its size, so the
    // SVG's top is the box's top and the baseline lies `height` below it.
    const source = [
      `\\documentclass[${POINT_SIZE}pt]{article}`,
      '\\usepackage[utf8]{inputenc}',
      '\\usepackage[T1]{fontenc}',
      // amsmath first: pxfonts after it leaves amsmath's \\iint alone (the other order fails).
      '\\usepackage{amsmath}',
      `\\usepackage{${LATEX_MATHS_PACKAGES[font]}}`,
      '\\hoffset=-1in \\voffset=-1in',
      '\\begin{document}',
      `\\setbox0\\hbox{$${tex}$}`,
      '\\typeout{BLOCK:\\the\\wd0:\\the\\ht0:\\the\\dp0}',
      '\\shipout\\hbox{\\special{papersize=\\the\\wd0,\\the\\dimexpr\\ht0+\\dp0\\relax}\\box0}',
      '\\end{document}',
    ].join('\n');
    await writeFile(join(dir, 'block.tex'), source);
    try {
      await run('latex', ['-interaction=nonstopmode', '-halt-on-error', 'block.tex'], { cwd: dir });
    } catch {
      const log = await readFile(join(dir, 'block.log'), 'utf8').catch(() => '');
      throw new Error(`LaTeX could not set ${tex}: ${/^!.*$/m.exec(log)?.[0] ?? 'no log'}`);
    }
    const log = await readFile(join(dir, 'block.log'), 'utf8');
    const box = /BLOCK:([\d.]+)pt:([\d.]+)pt:([\d.]+)pt/.exec(log);
    if (!box) throw new Error(`LaTeX gave no box size for ${tex}`);
    await run('dvisvgm', ['--no-fonts', '--bbox=papersize', '--output=block.svg', 'block.dvi'], {
      cwd: dir,
    });
    const svg = await readFile(join(dir, 'block.svg'), 'utf8');
    const depth = Number(box[3]);
    return { svg, width: Number(box[1]), height: Number(box[2]) + depth, depth };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
