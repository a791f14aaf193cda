/**
 * Recursive-descent parser for one normalised task line (see normalize.ts): numbers, single-letter
 * variables, + - · : / ^ √ %, brackets, implicit multiplication, and at most one relation sign.
 */
import { num, type Node, type Relation, type RelOp } from './ast.js';
import { Rational } from './rational.js';

export class ParseError extends Error {}

type Tok = { t: 'num'; v: string } | { t: 'var'; v: string } | { t: 'op'; v: string };

const OPS = new Set(['+', '-', '*', '/', ':', '^', '(', ')', '%', '√', '=', '<', '>', '≤', '≥', '#', '|']);

export function tokenize(s: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i] ?? '';
    if (c === ' ') {
      i++;
    } else if (/[0-9.]/.test(c)) {
      const m = /^\d*\.?\d+|^\d+/.exec(s.slice(i));
      if (!m) throw new ParseError(`bad number at ${i}`);
      out.push({ t: 'num', v: m[0] });
      i += m[0].length;
    } else if (/[a-z]/i.test(c)) {
      out.push({ t: 'var', v: c });
      i++;
    } else if (OPS.has(c)) {
      out.push({ t: 'op', v: c });
      i++;
    } else {
      throw new ParseError(`unexpected character ${c}`);
    }
  }
  return out;
}

export interface ParseResult {
  relations: Relation[];
  /** An expression with no relation sign ("compute this"). */
  expr: Node | null;
  /** "a : b(c)" or "a / b c": whether the implicit product binds first is a classic ambiguity. */
  ambiguous: boolean;
}

class Parser {
  private i = 0;
  private exponentDepth = 0;
  /** How many absolute values are open here: outside all of them a bar can only open one. */
  private barDepth = 0;
  ambiguous = false;
  constructor(private readonly toks: Tok[]) {}

  private peek(): Tok | undefined {
    return this.toks[this.i];
  }
  private isOp(v: string): boolean {
    const t = this.peek();
    return t !== undefined && t.t === 'op' && t.v === v;
  }
  private expect(v: string): void {
    if (!this.isOp(v)) throw new ParseError(`expected ${v}`);
    this.i++;
  }
  done(): boolean {
    return this.i >= this.toks.length;
  }

  relationChain(): { sides: Node[]; ops: RelOp[] } {
    const sides = [this.expr()];
    const ops: RelOp[] = [];
    for (;;) {
      const t = this.peek();
      if (!t || t.t !== 'op' || !['=', '<', '>', '≤', '≥'].includes(t.v)) break;
      this.i++;
      ops.push(t.v === '≤' ? '<=' : t.v === '≥' ? '>=' : (t.v as RelOp));
      sides.push(this.expr());
    }
    return { sides, ops };
  }

  expr(): Node {
    let l = this.term();
    for (;;) {
      if (this.isOp('+')) {
        this.i++;
        l = { k: 'add', l, r: this.term() };
      } else if (this.isOp('-')) {
        this.i++;
        l = { k: 'sub', l, r: this.term() };
      } else return l;
    }
  }

  private startsPrimary(): boolean {
    const t = this.peek();
    if (!t) return false;
    // "2|x| = 6": a bar after an operand closes the one it is inside; outside any, it opens one.
    return t.t !== 'op' || t.v === '(' || t.v === '√' || (t.v === '|' && this.barDepth === 0);
  }

  term(): Node {
    let l = this.unary();
    let sawDivision = false;
    for (;;) {
      if (this.isOp('*')) {
        this.i++;
        l = { k: 'mul', l, r: this.unary() };
      } else if (this.isOp('/') || this.isOp(':')) {
        const colon = this.isOp(':');
        this.i++;
        sawDivision = true;
        l = colon ? { k: 'div', l, r: this.unary(), colon } : { k: 'div', l, r: this.unary() };
      } else if (this.startsPrimary()) {
        const prev = this.toks[this.i - 1];
        const t = this.peek();
        // Two bare numbers side by side ("2 3") are a misread, never a product.
        if (prev?.t === 'num' && t?.t === 'num') throw new ParseError('two numbers in a row');
        // "x 4" or "(x+1)2" is never written on purpose: a lost × or a lost superscript.
        if (t?.t === 'num') throw new ParseError('number after a variable or bracket');
        // "xx" is a stutter of OCR, not x·x (which anyone would write x²).
        if (prev?.t === 'var' && t?.t === 'var' && prev.v === t.v) throw new ParseError('repeated variable');
        if (sawDivision) this.ambiguous = true;
        l = { k: 'mul', l, r: this.power(), implicit: true };
      } else return l;
    }
  }

  unary(): Node {
    if (this.isOp('-')) {
      this.i++;
      const e = this.unary();
      // A minus in front of a plain number is just a negative number.
      if (e.k === 'num') return num(e.v.neg(), e.dec);
      return { k: 'neg', e };
    }
    if (this.isOp('+')) {
      this.i++;
      return this.unary();
    }
    return this.power();
  }

  power(): Node {
    const b = this.postfix();
    if (this.isOp('^')) {
      this.i++;
      this.exponentDepth++;
      const e = this.unary();
      this.exponentDepth--;
      return { k: 'pow', b, e };
    }
    return b;
  }

  postfix(): Node {
    let e = this.primary();
    while (this.isOp('%')) {
      this.i++;
      e = { k: 'pct', e };
    }
    return e;
  }

  primary(): Node {
    const t = this.peek();
    if (!t) throw new ParseError('unexpected end');
    if (t.t === 'num') {
      this.i++;
      const n = num(Rational.parse(t.v), t.v.includes('.'));
      // "2#1/2" is the normaliser's mark for the mixed number 2½.
      const hash = this.toks[this.i];
      if (hash?.t === 'op' && hash.v === '#') {
        const [a, slash, b] = [this.toks[this.i + 1], this.toks[this.i + 2], this.toks[this.i + 3]];
        if (a?.t !== 'num' || slash?.t !== 'op' || slash.v !== '/' || b?.t !== 'num')
          throw new ParseError('bad mixed number');
        this.i += 4;
        return {
          k: 'add',
          l: n,
          r: { k: 'div', l: num(Rational.parse(a.v)), r: num(Rational.parse(b.v)) },
          mixed: true,
        };
      }
      // "3/4" between integers is a printed fraction bar: it binds tighter than ":" or "·"
      // (so 3/4 : 1/2 divides two fractions), except inside an exponent.
      const slash = this.toks[this.i];
      const den = this.toks[this.i + 1];
      const after = this.toks[this.i + 2];
      if (
        this.exponentDepth === 0 &&
        slash?.t === 'op' &&
        slash.v === '/' &&
        den?.t === 'num' &&
        !t.v.includes('.') &&
        !den.v.includes('.') &&
        !(after?.t === 'op' && after.v === '^')
      ) {
        this.i += 2;
        return { k: 'div', l: n, r: num(Rational.parse(den.v)) };
      }
      return n;
    }
    if (t.t === 'var') {
      this.i++;
      return { k: 'var', name: t.v };
    }
    if (t.v === '(') {
      this.i++;
      const e = this.expr();
      this.expect(')');
      return { k: 'paren', e };
    }
    if (t.v === '√') {
      this.i++;
      return { k: 'sqrt', e: this.postfix() };
    }
    // "|…|". A bar where an operand is due opens one, inside another too ("||x| − 2|",
    // "|2 − |−7||"): a closing bar never stands there (bars inside bars start no implicit
    // product), so one after an operand still closes the bar it is inside.
    if (t.v === '|') {
      this.i++;
      this.barDepth++;
      const e = this.expr();
      this.expect('|');
      this.barDepth--;
      return { k: 'abs', e };
    }
    throw new ParseError(`unexpected ${t.v}`);
  }
}

/** Parses one task. Several relations come only from "a = b = c" style chains, which are refused. */
export function parseTask(text: string): ParseResult {
  const p = new Parser(tokenize(text));
  const { sides, ops } = p.relationChain();
  if (!p.done()) throw new ParseError('unparsed leftovers');
  if (ops.length === 0) return { relations: [], expr: sides[0] ?? null, ambiguous: p.ambiguous };
  if (ops.length > 1) throw new ParseError('chained relations');
  const [lhs, rhs] = sides;
  const op = ops[0];
  if (!lhs || !rhs || !op) throw new ParseError('incomplete relation');
  return { relations: [{ lhs, op, rhs }], expr: null, ambiguous: p.ambiguous };
}
