/**
 * Direct evaluation of a tree in exact arithmetic. Deliberately independent of the step-by-step
 * solvers: every final answer is re-checked through this path before it is returned.
 */
import type { Node } from './ast.js';
import { Rational } from './rational.js';
import { Surd, Unsupported } from './surd.js';

export function evaluate(n: Node, env: ReadonlyMap<string, Surd> = new Map()): Surd {
  switch (n.k) {
    case 'num':
      return Surd.rat(n.v);
    case 'surd':
      return n.v;
    case 'var': {
      const v = env.get(n.name);
      if (!v) throw new Unsupported(`unbound ${n.name}`);
      return v;
    }
    case 'add':
      return evaluate(n.l, env).add(evaluate(n.r, env));
    case 'sub':
      return evaluate(n.l, env).sub(evaluate(n.r, env));
    case 'mul':
      return evaluate(n.l, env).mul(evaluate(n.r, env));
    case 'div': {
      const d = evaluate(n.r, env);
      if (d.sign() === 0) throw new RangeError('division by zero');
      return evaluate(n.l, env).div(d);
    }
    case 'neg':
      return evaluate(n.e, env).neg();
    case 'pow': {
      const e = evaluate(n.e, env);
      if (!e.isRational() || !e.a.isInt()) throw new Unsupported('non-integer exponent');
      const b = evaluate(n.b, env);
      if (b.sign() === 0 && e.a.sign() < 0) throw new RangeError('division by zero');
      return b.pow(e.a.n);
    }
    case 'sqrt': {
      const v = evaluate(n.e, env);
      if (!v.isRational()) throw new Unsupported('nested root');
      if (v.a.sign() < 0) throw new RangeError('negative radicand');
      return Surd.sqrt(v.a);
    }
    case 'pct':
      return evaluate(n.e, env).mul(Surd.rat(Rational.of(1, 100)));
    case 'paren':
      return evaluate(n.e, env);
    case 'abs': {
      const v = evaluate(n.e, env);
      return v.sign() < 0 ? v.neg() : v;
    }
  }
}
