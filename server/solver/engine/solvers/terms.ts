/** Helpers to show equations term by term, the way they are written on the board. */
import { Poly } from '../poly.js';
import { Rational } from '../rational.js';
import { ratLatex, type Fmt } from '../latex.js';

export interface Term {
  key: string;
  c: Rational;
}

export function termsOf(p: Poly): Term[] {
  return [...p.terms].map(([key, c]) => ({ key, c }));
}

function mono(key: string): string {
  if (key === '') return '';
  return key
    .split('*')
    .map((part) => {
      const [v, e] = part.split('^');
      return e ? `${v}^{${e}}` : (v ?? '');
    })
    .join('');
}

/** "3x - 2x + 5" from a list of terms (not combined); "0" when empty. */
export function termsLatex(ts: Term[], fmt: Fmt, dec: boolean): string {
  if (ts.length === 0) return '0';
  return ts
    .map((t, i) => {
      const abs = t.c.abs();
      const m = mono(t.key);
      const body =
        m === '' ? ratLatex(abs, fmt, dec) : abs.eq(Rational.ONE) ? m : `${ratLatex(abs, fmt, dec)}${m}`;
      if (i === 0) return (t.c.sign() < 0 ? '-' : '') + body;
      return `${t.c.sign() < 0 ? '-' : '+'} ${body}`;
    })
    .join(' ');
}

export function polyLatex(p: Poly, fmt: Fmt, dec: boolean): string {
  return p.toLatex(fmt, dec);
}

export function neg(ts: Term[]): Term[] {
  return ts.map((t) => ({ key: t.key, c: t.c.neg() }));
}
