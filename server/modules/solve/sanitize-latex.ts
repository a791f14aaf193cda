/**
 * Neutralises LaTeX that could turn into links, HTML or scripts before a solution is stored:
 * MathJax's html extension commands, macro definitions, file inputs, raw tags and script URLs.
 * Stored text stays readable; only the dangerous wrapper goes.
 */
import type { SolutionJson } from '../../../contract/index.js';

// \href{url}{text} keeps its text; the url is dropped.
const HREF = /\\href\s*\{[^{}]*\}\s*\{([^{}]*)\}/g;
const DANGEROUS_COMMANDS =
  /\\(href|url|class|style|cssId|html|data|require|unicode|bbox|def|gdef|edef|xdef|let|newcommand|renewcommand|providecommand|DeclareMathOperator|newenvironment|renewenvironment|input|include|csname|endcsname|mmlToken|tagformat|includegraphics)(?![a-zA-Z])/g;
const TAGS = /<\/?[a-zA-Z][^>]*>/g;
const SCRIPT_URL = /\b(javascript|vbscript|data)\s*:/gi;

function sanitizeOnce(text: string): string {
  return text
    .replace(HREF, '$1')
    .replace(DANGEROUS_COMMANDS, '')
    .replace(TAGS, '')
    .replace(SCRIPT_URL, '$1\u200b:');
}

/**
 * Repeats until nothing changes: one removal can join the pieces around it into a new danger
 * (`\hr<b>ef` → `\href`, `<<script>script>` → `<script>`). Every pass but the last shortens the
 * text or defuses a URL for good, so this ends.
 */
export function sanitizeLatex(text: string): string {
  for (let current = text; ;) {
    const next = sanitizeOnce(current);
    if (next === current) return current;
    current = next;
  }
}

/** Applies sanitizeLatex to every string in the solution. */
export function sanitizeSolution(solution: SolutionJson): SolutionJson {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return sanitizeLatex(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return walk(solution) as SolutionJson;
}
