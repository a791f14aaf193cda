/**
 * Draws the landing hero's picture of a solution as one SVG: the prose as SVG text, every formula
 * typeset by MathJax (mathjax-full, the engine the app typesets with) into SVG paths. Run at build
 * time, so the landing page shows real typeset maths without loading MathJax.
 */
import type { LiteElement } from 'mathjax-full/js/adaptors/lite/Element.js';
import { liteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import { RegisterHTMLHandler } from 'mathjax-full/js/handlers/html.js';
import { TeX } from 'mathjax-full/js/input/tex.js';
import { mathjax } from 'mathjax-full/js/mathjax.js';
import { SVG } from 'mathjax-full/js/output/svg.js';

export interface HeroSolutionContent {
  heading: string;
  meta: string;
  title: string;
  taskLabel: string;
  /** LaTeX */
  task: string;
  steps: ReadonlyArray<{ description: string; result: string; explanation: string }>;
  answerLabel: string;
  /** LaTeX */
  answer: string;
}

const WIDTH = 380;
const PAD = 20;
const FONT = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', Arial, sans-serif`;
const COLORS = {
  ink: '#1b1d2a',
  muted: '#555a6e',
  primary: '#3f3dbc',
  primarySoft: '#e6e6fb',
  panel: '#f6f7fb',
  border: '#dfe1ea',
  success: '#18794e',
  successSoft: '#e7f6ee',
  successBorder: '#b7e3cb',
};

interface Formula {
  /** Nested <svg> markup without position (x/y added when placed). */
  body: string;
  width: number;
  height: number;
  /** Distance from the top of the formula to its baseline. */
  ascent: number;
}

function createTypesetter() {
  const adaptor = liteAdaptor();
  RegisterHTMLHandler(adaptor);
  const doc = mathjax.document('', {
    InputJax: new TeX({ packages: ['base', 'ams'] }),
    OutputJax: new SVG({ fontCache: 'local' }),
  });
  let count = 0;
  return (latex: string, emPx: number): Formula => {
    const node = doc.convert(latex, { display: false, em: 16, ex: 8, containerWidth: 1000 }) as LiteElement;
    const svg = adaptor.innerHTML(node);
    const viewBox = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg);
    if (!viewBox) throw new Error(`MathJax gave no viewBox for ${latex}`);
    const [minX, minY, w, h] = viewBox.slice(1).map(Number) as [number, number, number, number];
    const scale = emPx / 1000;
    // Glyph ids are per formula ("MJX-1-…"): make them unique within the one picture.
    const inner = svg
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>$/, '')
      .replace(/MJX-\d+-/g, `MJX-h${++count}-`);
    return {
      body: `viewBox="${minX} ${minY} ${w} ${h}" width="${r(w * scale)}" height="${r(h * scale)}">${inner}</svg>`,
      width: w * scale,
      height: h * scale,
      ascent: -minY * scale,
    };
  };
}

const r = (n: number) => Math.round(n * 100) / 100;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Greedy word wrap by an average glyph width (generous, so real fonts fit too). */
function wrap(text: string, maxWidth: number, fontPx: number): string[] {
  const maxChars = Math.floor(maxWidth / (fontPx * 0.52));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function renderHeroSolutionSvg(content: HeroSolutionContent): {
  svg: string;
  width: number;
  height: number;
} {
  const typeset = createTypesetter();
  const parts: string[] = [];
  let y = PAD;

  const text = (
    x: number,
    baseline: number,
    value: string,
    size: number,
    color: string,
    weight = 400,
    anchor: 'start' | 'middle' = 'start',
  ) =>
    parts.push(
      `<text x="${r(x)}" y="${r(baseline)}" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="${anchor}">${escapeXml(value)}</text>`,
    );
  const formula = (f: Formula, x: number, top: number, color: string) =>
    parts.push(`<svg x="${r(x)}" y="${r(top)}" color="${color}" ${f.body}`);
  const paragraph = (x: number, value: string, size: number, color: string, weight = 400) => {
    const lineHeight = size * 1.4;
    for (const line of wrap(value, WIDTH - x - PAD, size)) {
      text(x, y + size, line, size, color, weight);
      y += lineHeight;
    }
  };

  // Heading and grade/language chip.
  text(PAD, y + 17, content.heading, 19, COLORS.ink, 800);
  y += 32;
  const chipWidth = content.meta.length * 6.3 + 22;
  parts.push(
    `<rect x="${PAD}" y="${y}" width="${r(chipWidth)}" height="24" rx="12" fill="${COLORS.primarySoft}"/>`,
  );
  text(PAD + 11, y + 16.5, content.meta, 12, COLORS.primary, 700);
  y += 38;
  paragraph(PAD, content.title, 15, COLORS.primary, 700);
  y += 8;

  // The task, large, in a grey panel.
  const task = typeset(content.task, 22);
  const taskBoxHeight = 34 + task.height + 16;
  parts.push(
    `<rect x="${PAD}" y="${y}" width="${WIDTH - 2 * PAD}" height="${r(taskBoxHeight)}" rx="14" fill="${COLORS.panel}" stroke="${COLORS.border}"/>`,
  );
  text(PAD + 14, y + 22, content.taskLabel.toUpperCase(), 11, COLORS.muted, 700);
  formula(task, (WIDTH - task.width) / 2, y + 34, COLORS.ink);
  y += taskBoxHeight + 20;

  // Numbered steps: description, typeset result, explanation.
  const textX = PAD + 34;
  content.steps.forEach((step, i) => {
    const top = y;
    parts.push(`<circle cx="${PAD + 12}" cy="${top + 11}" r="12" fill="${COLORS.primary}"/>`);
    text(PAD + 12, top + 15.5, String(i + 1), 13, '#fff', 700, 'middle');
    y += 2;
    paragraph(textX, step.description, 13.5, COLORS.ink, 600);
    y += 4;
    const result = typeset(step.result, 16.5);
    const scale = Math.min(1, (WIDTH - textX - PAD) / result.width);
    const fitted: Formula =
      scale < 1
        ? {
            ...result,
            body: result.body.replace(
              /width="[\d.]+" height="[\d.]+"/,
              `width="${r(result.width * scale)}" height="${r(result.height * scale)}"`,
            ),
            width: result.width * scale,
            height: result.height * scale,
          }
        : result;
    formula(fitted, textX, y, COLORS.ink);
    y += fitted.height + 8;
    if (step.explanation) paragraph(textX, step.explanation, 12.5, COLORS.muted);
    y += 14;
    if (i < content.steps.length - 1) {
      parts.push(
        `<line x1="${PAD + 12}" y1="${top + 28}" x2="${PAD + 12}" y2="${y - 6}" stroke="${COLORS.primarySoft}" stroke-width="2"/>`,
      );
    }
  });

  // The final answer in a green panel.
  const answer = typeset(content.answer, 20);
  const answerBoxHeight = 34 + answer.height + 16;
  parts.push(
    `<rect x="${PAD}" y="${y}" width="${WIDTH - 2 * PAD}" height="${r(answerBoxHeight)}" rx="14" fill="${COLORS.successSoft}" stroke="${COLORS.successBorder}"/>`,
  );
  text(PAD + 14, y + 22, content.answerLabel.toUpperCase(), 11, COLORS.success, 700);
  formula(answer, PAD + 14, y + 34, COLORS.ink);
  y += answerBoxHeight + PAD;

  const height = Math.ceil(y);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="${FONT}">` +
    `<rect width="${WIDTH}" height="${height}" fill="#fff"/>` +
    parts.join('') +
    '</svg>';
  return { svg, width: WIDTH, height };
}
