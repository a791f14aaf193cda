/** The expression tree the parser builds and every solver reads. */
import type { Rational } from './rational.js';
import type { Surd } from './surd.js';

export type Node =
  /** dec: the number was written (and is shown) as a decimal. */
  | { k: 'num'; v: Rational; dec?: boolean }
  /** An irrational value produced while computing (e.g. 2√3). */
  | { k: 'surd'; v: Surd }
  | { k: 'var'; name: string }
  /** mixed: a mixed number 2½ written as one numeral (2 + 1/2). */
  | { k: 'add' | 'sub'; l: Node; r: Node; mixed?: boolean }
  | { k: 'mul'; l: Node; r: Node; implicit?: boolean }
  /** colon: written "a : b" (school division), otherwise a fraction bar. */
  | { k: 'div'; l: Node; r: Node; colon?: boolean }
  | { k: 'neg'; e: Node }
  | { k: 'pow'; b: Node; e: Node }
  | { k: 'sqrt'; e: Node }
  | { k: 'pct'; e: Node }
  | { k: 'paren'; e: Node }
  /** |e|, the absolute value. */
  | { k: 'abs'; e: Node };

export type RelOp = '=' | '<' | '>' | '<=' | '>=';

export interface Relation {
  lhs: Node;
  op: RelOp;
  rhs: Node;
}

export function num(v: Rational, dec?: boolean): Node {
  return dec ? { k: 'num', v, dec } : { k: 'num', v };
}

export function variables(n: Node, out: Set<string> = new Set()): Set<string> {
  switch (n.k) {
    case 'var':
      out.add(n.name);
      break;
    case 'add':
    case 'sub':
    case 'mul':
    case 'div':
      variables(n.l, out);
      variables(n.r, out);
      break;
    case 'pow':
      variables(n.b, out);
      variables(n.e, out);
      break;
    case 'neg':
    case 'sqrt':
    case 'pct':
    case 'paren':
    case 'abs':
      variables(n.e, out);
      break;
    default:
      break;
  }
  return out;
}

/** Does the tree contain a node of one of these kinds? */
export function contains(n: Node, pred: (x: Node) => boolean): boolean {
  if (pred(n)) return true;
  switch (n.k) {
    case 'add':
    case 'sub':
    case 'mul':
    case 'div':
      return contains(n.l, pred) || contains(n.r, pred);
    case 'pow':
      return contains(n.b, pred) || contains(n.e, pred);
    case 'neg':
    case 'sqrt':
    case 'pct':
    case 'paren':
    case 'abs':
      return contains(n.e, pred);
    default:
      return false;
  }
}

/** Replaces a variable by a value node (used to write the check). */
export function substitute(n: Node, name: string, value: Node): Node {
  const s = (x: Node): Node => substitute(x, name, value);
  switch (n.k) {
    case 'var':
      return n.name === name ? value : n;
    case 'add':
    case 'sub':
    case 'mul':
    case 'div':
      return { ...n, l: s(n.l), r: s(n.r) };
    case 'pow':
      return { ...n, b: s(n.b), e: s(n.e) };
    case 'neg':
    case 'sqrt':
    case 'pct':
    case 'paren':
    case 'abs':
      return { ...n, e: s(n.e) };
    default:
      return n;
  }
}
