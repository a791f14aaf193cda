/**
 * Randomised checks against an oracle that shares no code with the engine: integer expressions
 * evaluated with plain BigInt, and linear equations built from a known root. A seeded PRNG keeps
 * failures reproducible. Also: arbitrary junk never throws and always yields schema-valid JSON.
 */
import { describe, expect, it } from 'vitest';
import { solutionJsonSchema } from '../../../contract/index.js';
import { solveRecognizedText, solveTaskText } from './index.js';

function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A random integer expression with +, -, · and brackets, and its value computed with BigInt. */
function randomExpr(rnd: () => number, depth: number): { text: string; value: bigint } {
  if (depth === 0 || rnd() < 0.3) {
    const v = BigInt(Math.floor(rnd() * 20));
    return { text: v.toString(), value: v };
  }
  const l = randomExpr(rnd, depth - 1);
  const r = randomExpr(rnd, depth - 1);
  const op = ['+', '-', '·'][Math.floor(rnd() * 3)]!;
  const value = op === '+' ? l.value + r.value : op === '-' ? l.value - r.value : l.value * r.value;
  return { text: `(${l.text} ${op} ${r.text})`, value };
}

const opts = { grade: '7th grade of primary school', language: 'english' } as const;

describe('randomised oracle checks', () => {
  it('evaluates 200 random integer expressions exactly', () => {
    const rnd = prng(42);
    for (let i = 0; i < 200; i++) {
      const e = randomExpr(rnd, 3);
      if (!/[+\-·]/.test(e.text)) continue; // a lone number is not a task
      const { solution, diagnostics } = solveTaskText(e.text, opts);
      expect(diagnostics.outcome, e.text).toBe('solved');
      const shown = e.value < 0n ? `-${-e.value}` : e.value.toString();
      expect(
        solution.final_answer_latex.endsWith(`= ${shown}\\)`) ||
          solution.final_answer_latex === `\\(${shown}\\)`,
        e.text,
      ).toBe(true);
    }
  });

  it('solves 200 random linear equations a(x - r) + b = cx + d with a known root', () => {
    const rnd = prng(7);
    const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
    for (let i = 0; i < 200; i++) {
      const r = int(-9, 9);
      const a = int(1, 9);
      const c = int(-9, 9);
      if (c === a) continue;
      const b = int(-20, 20);
      // Choose d so that r is the root: a(r - r) + b = c·r + d.
      const d = b - c * r;
      const sgn = (n: number) => (n < 0 ? `- ${-n}` : `+ ${n}`);
      // Printed as a textbook does: "x" and "-x", never "1x" (which the engine reads as a misread bar).
      const cx = c === 1 ? 'x' : c === -1 ? '-x' : `${c}x`;
      const task = `${a}(x ${sgn(-r)}) ${sgn(b)} = ${cx} ${sgn(d)}`;
      const { solution } = solveTaskText(task, opts);
      expect(solution.final_answer_latex, task).toBe(`\\(x = ${r}\\)`);
    }
  });

  it('solves 100 random quadratics with known integer roots (and leading coefficient k)', () => {
    const rnd = prng(11);
    const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
    const term = (n: number, x: string, first = false) =>
      n === 0
        ? ''
        : `${n < 0 ? (first ? '-' : ' - ') : first ? '' : ' + '}${Math.abs(n) === 1 && x ? '' : Math.abs(n)}${x}`;
    for (let i = 0; i < 100; i++) {
      const r1 = int(-9, 9);
      const r2 = int(-9, 9);
      const k = int(1, 3) * (rnd() < 0.5 ? -1 : 1);
      // k(x - r1)(x - r2) = kx² - k(r1 + r2)x + k·r1·r2
      const task = `${term(k, 'x^2', true)}${term(-k * (r1 + r2), 'x')}${term(k * r1 * r2, '')} = 0`;
      const { solution } = solveTaskText(task, opts);
      const roots = [...solution.final_answer_latex.matchAll(/x_[12] = (-?\d+)/g)].map((m) => Number(m[1]));
      const expected = r1 === r2 ? [r1] : [r1, r2].sort((a, b) => a - b);
      expect(
        [...new Set(roots)].sort((a, b) => a - b),
        task,
      ).toEqual(expected);
    }
  });

  it('solves 150 random 2×2 systems with a known integer solution', () => {
    const rnd = prng(5);
    const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
    const lhs = (a: number, b: number) => {
      const t = (n: number, v: string, first: boolean) =>
        n === 0
          ? ''
          : `${n < 0 ? (first ? '-' : ' - ') : first ? '' : ' + '}${Math.abs(n) === 1 ? '' : Math.abs(n)}${v}`;
      return `${t(a, 'x', true)}${t(b, 'y', a === 0)}`;
    };
    let solved = 0;
    for (let i = 0; i < 150; i++) {
      const [X, Y] = [int(-9, 9), int(-9, 9)];
      const [a1, b1, a2, b2] = [int(-6, 6), int(-6, 6), int(-6, 6), int(-6, 6)];
      if (a1 * b2 - a2 * b1 === 0 || (a1 === 0 && b1 === 0) || (a2 === 0 && b2 === 0)) continue;
      const task = `${lhs(a1, b1)} = ${a1 * X + b1 * Y}; ${lhs(a2, b2)} = ${a2 * X + b2 * Y}`;
      const { solution, diagnostics } = solveTaskText(task, opts);
      expect(diagnostics.kind, task).toBe('system');
      expect(solution.final_answer_latex, task).toContain(`\\left(x, y\\right) = \\left(${X}, ${Y}\\right)`);
      solved++;
    }
    expect(solved).toBeGreaterThan(100);
  });

  it('never throws on junk and always returns schema-valid JSON', () => {
    const rnd = prng(3);
    const alphabet = 'x y 0123456789+-·×:÷/^()[]=<>%,.√²³ abcOlSz|ђжчšđ?!—–\n';
    for (let i = 0; i < 300; i++) {
      const len = 1 + Math.floor(rnd() * 30);
      let t = '';
      for (let j = 0; j < len; j++) t += alphabet[Math.floor(rnd() * alphabet.length)];
      const lines = t.split('\n').map((text) => ({ text, confidence: Math.floor(rnd() * 100) }));
      const out = solveRecognizedText({ lines }, opts);
      expect(() => solutionJsonSchema.parse(out), JSON.stringify(t)).not.toThrow();
    }
  });

  it('declines huge or deeply nested input without breaking the schema', () => {
    const huge = Array.from({ length: 20000 }, () => '1').join('+');
    const deep = '('.repeat(20000) + '1' + ')'.repeat(20000);
    for (const t of [huge, deep]) {
      const out = solveRecognizedText({ lines: [{ text: t, confidence: 90 }] }, opts);
      expect(() => solutionJsonSchema.parse(out)).not.toThrow();
      expect(out.math_solutions[0]!.steps).toEqual([]);
    }
  });
});
