/**
 * The HTML of a share page (docs/architecture.md, "Share pages"): the task photo, the solution with
 * its maths typeset on the server, Open Graph and Twitter tags for messenger previews, print styles.
 * No JavaScript, nothing loaded from elsewhere: one document, its photo from our own origin.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import {
  gradeLabel,
  PRODUCT_NAME,
  readAsWords,
  type MathSolution,
  type SolutionJson,
} from '../../../contract/index.js';
import { plainText, truncate } from './plain-text.js';
import { SHARE_PAGE_TEXTS as T } from './share.messages.js';
import { MATHJAX_CSS, typesetHtml } from './typeset.js';
import { wrongStepOf } from '../../../contract/verification-view.js';
import { describeVerification } from './verification-view.js';

export interface SharePageImage {
  /** Same-origin path, for the page's own <img>. */
  path: string;
  /** Absolute URL, for previews (og:image must be absolute). */
  url: string;
  type: string;
  width?: number;
  height?: number;
}

export interface SharePageInput {
  /** The page's own absolute URL (canonical, og:url). */
  pageUrl: string;
  image: SharePageImage;
  grade: string;
  solvedAt: Date;
  solution: SolutionJson;
}

const STYLE = `${fs.readFileSync(new URL('./share-page.css', import.meta.url), 'utf8')}\n${MATHJAX_CSS}`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/**
 * Stricter than the app's (server/plugins/content-security-policy.ts): no script at all, the one
 * <style> by its hash, images only from our origin. MathJax's SVG positions glyphs with style
 * attributes, so attributes may carry inline styles (browsers without style-src-elem fall back to
 * style-src). Nothing may frame the page, post a form or change its base URL.
 */
export const SHARE_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'none'",
  `style-src-elem 'sha256-${STYLE_HASH}'`,
  "style-src 'unsafe-inline'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const dateFormat = new Intl.DateTimeFormat('sr-RS', { day: 'numeric', month: 'numeric', year: 'numeric' });

const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** As the PWA's solution view (src/features/solution/solution-format.ts): bare LaTeX is wrapped. */
const asMath = (latex: string): string => (/\\\(|\\\[|\$\$/.test(latex) ? latex : `\\(${latex}\\)`);

/** Prose with `\( \)` maths, escaped; MathJax typesets the maths afterwards (typeset.ts). */
const prose = (latex: string): string => escapeHtml(latex);

/**
 * The task as it was read (or typed), as the app shows it: words read as words are text, the rest
 * typeset maths. The stored LaTeX was sanitised by the worker; here it is escaped as all prose is.
 */
function readTaskHtml(task: MathSolution): string {
  if (!task.problem_latex) return '';
  const words = readAsWords(task.problem_latex);
  const body = words === undefined ? prose(asMath(task.problem_latex)) : escapeHtml(words);
  return `<section class="read"><h3 class="task__subtitle">${T.readTask}</h3><p class="read__task">${body}</p></section>`;
}

/**
 * The check's label; its explanation opens without script (<details>). A replaced or declined
 * answer says what happened in plain view.
 */
function verificationHtml(task: MathSolution): string {
  if (!task.verification) return '';
  const view = describeVerification(task.verification);
  const mark = { ok: '✓', fixed: '✓', declined: '✕', unchecked: '?' }[view.tone];
  const text = escapeHtml(view.text);
  return view.tone === 'fixed' || view.tone === 'declined'
    ? `<div class="verify verify--${view.tone}"><p class="verify__badge">${mark} ${escapeHtml(view.label)}</p><p class="verify__note">${text}</p></div>`
    : `<details class="verify verify--${view.tone}"><summary class="verify__badge">${mark} ${escapeHtml(view.label)}</summary><p class="verify__note">${text}</p></details>`;
}

function taskHtml(task: MathSolution, index: number, many: boolean): string {
  const id = `task-${index + 1}`;
  // A declined task keeps its steps up to the wrong one, which is marked.
  const wrongStep = wrongStepOf(task.verification, task.outcome === 'declined');
  const steps = task.steps
    .map(
      (step) => `<li class="${step.step_number === wrongStep ? 'step step--wrong' : 'step'}">
<span class="step__badge" aria-hidden="true">${step.step_number}</span>
<div class="step__body">
<h4 class="step__title">${escapeHtml(T.step(step.step_number))}${
        step.step_number === wrongStep ? ` <span class="step__flag">${T.verification.wrongStep}</span>` : ''
      }</h4>
<p class="step__description">${prose(step.description_latex)}</p>
${step.explanation_latex ? `<p class="step__explanation">${prose(step.explanation_latex)}</p>` : ''}
${
  step.intermediate_result_latex
    ? `<p class="step__result"><span class="step__result-label">${T.intermediate}: </span>${prose(asMath(step.intermediate_result_latex))}</p>`
    : ''
}
</div>
</li>`,
    )
    .join('\n');
  return `<article class="card task" aria-labelledby="${id}">
${many ? `<p class="task__number">${escapeHtml(T.taskHeading(index + 1))}</p>` : ''}
<h2 class="task__title" id="${id}">${prose(task.problem_title_generated)}</h2>
${verificationHtml(task)}
<dl class="meta">
<div><dt>${T.difficulty}</dt><dd>${escapeHtml(task.problem_difficulty)}</dd></div>
<div><dt>${T.category}</dt><dd>${escapeHtml(task.problem_category)}</dd></div>
</dl>
${readTaskHtml(task)}
${
  task.key_concepts.length
    ? `<section><h3 class="task__subtitle">${T.keyConcepts}</h3><ul class="chips">${task.key_concepts
        .map((concept) => `<li class="chip">${prose(concept)}</li>`)
        .join('')}</ul></section>`
    : ''
}
${task.introduction_latex ? `<section><h3 class="task__subtitle">${T.introduction}</h3><p>${prose(task.introduction_latex)}</p></section>` : ''}
${task.steps.length ? `<section><h3 class="task__subtitle">${T.steps}</h3><ol class="steps">\n${steps}\n</ol></section>` : ''}
<section class="answer" aria-labelledby="${id}-answer">
<h3 class="task__subtitle" id="${id}-answer">${T.finalAnswer}</h3>
<p class="answer__text">${prose(task.final_answer_latex)}</p>
</section>
</article>`;
}

function head(meta: { title: string; description: string; pageUrl?: string; image?: SharePageImage }) {
  const tags: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    // The link is unguessable and private to whoever holds it: search engines stay out.
    '<meta name="robots" content="noindex, nofollow">',
    '<meta name="theme-color" content="#3f3dbc">',
    '<link rel="icon" href="/icons/favicon.svg" type="image/svg+xml">',
  ];
  if (meta.pageUrl && meta.image) {
    const image = meta.image;
    tags.push(
      `<link rel="canonical" href="${escapeHtml(meta.pageUrl)}">`,
      '<meta property="og:type" content="article">',
      `<meta property="og:site_name" content="${PRODUCT_NAME}">`,
      '<meta property="og:locale" content="sr_RS">',
      `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
      `<meta property="og:url" content="${escapeHtml(meta.pageUrl)}">`,
      `<meta property="og:image" content="${escapeHtml(image.url)}">`,
      `<meta property="og:image:type" content="${escapeHtml(image.type)}">`,
      ...(image.width && image.height
        ? [
            `<meta property="og:image:width" content="${image.width}">`,
            `<meta property="og:image:height" content="${image.height}">`,
          ]
        : []),
      `<meta property="og:image:alt" content="${T.imageAlt}">`,
      '<meta name="twitter:card" content="summary_large_image">',
      `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
      `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
      `<meta name="twitter:image" content="${escapeHtml(image.url)}">`,
      `<meta name="twitter:image:alt" content="${T.imageAlt}">`,
    );
  }
  tags.push(`<style>${STYLE}</style>`);
  return tags.join('\n');
}

const bar = `<header class="bar"><div class="bar__inner">
<a class="brand" href="/" aria-label="${T.home}"><img class="brand__mark" src="/icons/favicon.svg" alt="" width="32" height="32">${PRODUCT_NAME}</a>
<a class="bar__cta" href="/">${T.cta}</a>
</div></header>`;

const document = (headHtml: string, bodyHtml: string) =>
  `<!DOCTYPE html>\n<html lang="sr">\n<head>\n${headHtml}\n</head>\n<body>\n${bar}\n${bodyHtml}\n</body>\n</html>\n`;

/** The whole page; tens of milliseconds of typesetting, so the caller caches it. */
export function renderSharePage(input: SharePageInput): string {
  const tasks = input.solution.math_solutions.filter((task) => task.image_is_math_problem === 'yes');
  const lead = tasks.find((task) => task.outcome !== 'declined') ?? tasks[0];
  const title = T.documentTitle(plainText(lead?.problem_title_generated ?? '') || T.title);
  const description = truncate(T.description(plainText(lead?.final_answer_latex ?? '')), 200);
  const { image } = input;
  const size = image.width && image.height ? ` width="${image.width}" height="${image.height}"` : '';

  const main = `<main class="page" id="main">
<h1 class="page__title">${tasks.length > 1 ? T.titleMany : T.title}</h1>
<div class="layout">
<figure class="card photo">
<img src="${escapeHtml(image.path)}" alt="${T.imageAlt}"${size}>
<dl class="meta">
<div><dt>${T.grade}</dt><dd>${escapeHtml(gradeLabel(input.grade))}</dd></div>
<div><dt>${T.solvedAt}</dt><dd>${dateFormat.format(input.solvedAt)}</dd></div>
</dl>
</figure>
<div class="tasks">
${tasks.map((task, index) => taskHtml(task, index, tasks.length > 1)).join('\n')}
<aside class="card invite">
<p>${T.ctaText}</p>
<a class="button" href="/">${T.cta}</a>
</aside>
<p class="note">${T.sharedNote}</p>
</div>
</div>
</main>`;
  return document(head({ title, description, pageUrl: input.pageUrl, image }), typesetHtml(main));
}

/** The same small page for an unknown token, a deleted solution and a path under /s/ that is not a page. */
export const MISSING_PAGE = document(
  head({ title: `${T.notFoundTitle} | ${PRODUCT_NAME}`, description: T.notFoundText }),
  `<main class="page" id="main"><div class="card missing">
<h1 class="page__title">${T.notFoundTitle}</h1>
<p>${T.notFoundText}</p>
<a class="button" href="/">${T.notFoundHome}</a>
</div></main>`,
);
