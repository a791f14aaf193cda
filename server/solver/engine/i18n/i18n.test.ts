/** Every template exists in every language, renders non-empty text, and its maths renders in MathJax. */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_VALUES } from '../../../../contract/index.js';
import { assertTexRenders, FORBIDDEN, splitInline } from '../test-support/mathjax.js';
import { MESSAGES } from './index.js';
import type { OrderReason, StepText, TaskKind } from './messages.js';

// A superset of every template's parameters, each a small valid LaTeX snippet.
const P: Record<string, string> = Object.fromEntries(
  [
    'a',
    'b',
    'r',
    'q',
    'rem',
    'den',
    'work',
    'recip',
    'base',
    'exp',
    'radicand',
    'square',
    'rest',
    'p',
    'frac',
    'n',
    'mixed',
    'eq',
    'lcd',
    'coef',
    'v',
    'c',
    'd',
    'sum',
    'product',
    'sys',
    'expr',
    'point',
    'abs',
    'cases',
    'roots',
  ].map((k) => [k, k === 'v' ? 'x' : '\\frac{1}{2} + 3']),
);
const KINDS: TaskKind[] = [
  'arithmetic',
  'fractions',
  'roots',
  'percent',
  'linear',
  'quadratic',
  'system',
  'inequality',
  'simplify',
  'proportion',
  'absolute',
  'gcdLcm',
];
const REASONS: OrderReason[] = ['brackets', 'powers', 'multiplyFirst', 'leftToRight'];
const en = MESSAGES.english;

function checkText(s: string, where: string): void {
  expect(s.trim(), where).not.toBe('');
  expect(s, where).not.toMatch(FORBIDDEN);
  expect(s, where).not.toMatch(/undefined|NaN|\[object/);
  const { math, prose } = splitInline(s);
  // Outside \( … \) there is only prose: no stray TeX commands or unbalanced delimiters.
  expect(prose, where).not.toMatch(/\\[a-zA-Z()]/);
  for (const m of math) assertTexRenders(m);
}

describe.each(LANGUAGE_VALUES)('templates in %s', (lang) => {
  const m = MESSAGES[lang];

  it('has the same step templates as every other language', () => {
    expect(Object.keys(m.steps).sort()).toEqual(Object.keys(en.steps).sort());
  });

  it('renders every step template to non-empty, MathJax-valid text', () => {
    for (const [key, fn] of Object.entries(m.steps)) {
      if (key === 'order') continue;
      const t = (fn as (p: Record<string, string>) => StepText)(P);
      checkText(t.what, `${lang}.${key}.what`);
      checkText(t.why, `${lang}.${key}.why`);
      if (t.more !== undefined) checkText(t.more, `${lang}.${key}.more`);
    }
    for (const r of REASONS) checkText(m.steps.order(r), `${lang}.order.${r}`);
    expect(m.steps.order('only')).toBe('');
  });

  it('has titles, categories, intros, concepts and verdicts', () => {
    for (const k of KINDS) {
      checkText(m.kinds[k].title, `${lang}.kinds.${k}.title`);
      checkText(m.kinds[k].category, `${lang}.kinds.${k}.category`);
      checkText(m.intro[k]('3x + 5 = 20'), `${lang}.intro.${k}`);
      expect(m.intro[k]('3x + 5 = 20')).toContain('\\(3x + 5 = 20\\)');
    }
    for (const c of Object.values(m.concepts)) checkText(c, `${lang}.concepts`);
    for (const d of Object.values(m.difficulty)) checkText(d, `${lang}.difficulty`);
    for (const a of Object.values(m.answers)) checkText(a, `${lang}.answers`);
    for (const w of Object.values(m.words)) expect(w).toMatch(/^[\p{L} ]+$/u); // safe inside \text{}
    checkText(m.notMath.title + m.notMath.intro + m.notMath.final + m.notMath.category, `${lang}.notMath`);
    checkText(m.declined.unreadableIntro('\\(3x + 5\\)'), `${lang}.declined.unreadable`);
    checkText(m.declined.unreadableIntro(''), `${lang}.declined.unreadable-empty`);
    checkText(m.declined.unsupportedIntro('\\(x^3 = 8\\)'), `${lang}.declined.unsupported`);
    checkText(m.declined.unsupportedIntro(''), `${lang}.declined.unsupported-empty`);
    expect(m.declined.unsupportedIntro('') + m.declined.unreadableIntro('')).not.toMatch(
      / {2}| [.:]|\(\s*\)/,
    );
    checkText(m.declined.final + m.declined.title + m.declined.category, `${lang}.declined`);
  });

  it('is actually translated (not a copy of English)', () => {
    if (lang === 'english') return;
    expect(m.steps.transpose(P as never).why).not.toBe(en.steps.transpose(P as never).why);
    expect(m.answers.noRealRoots).not.toBe(en.answers.noRealRoots);
    expect(m.kinds.linear.title).not.toBe(en.kinds.linear.title);
  });

  it('uses the decimal separator of the language', () => {
    expect(m.decimalComma).toBe(lang !== 'english');
  });
});

describe('Bulgarian uses Cyrillic script', () => {
  it('writes its templates in Cyrillic', () => {
    expect(MESSAGES.bulgarian.kinds.linear.title).toMatch(/^[\u0400-\u04FF ]+$/);
    expect(MESSAGES.bulgarian.steps.combine(P as never).what).toMatch(/[\u0400-\u04FF]/);
  });
});
