/**
 * LaTeX as a model writes it in a school solution → the local engine's plain input syntax
 * ("\frac{15}{3}" → "((15)/(3))", "x^{2}" → "x^(2)", "2\frac{1}{2}" → "(2+((1)/(2)))"), so the
 * checker can read exactly what is shown to the pupil, not only what the model says in plain text.
 *
 * Only the notation of school algebra is read. Anything else (words, units, \approx, \neq,
 * degrees, Greek letters, other commands) makes the text unreadable (null): the checker then
 * does not claim to have checked it. Statement separators (\quad, \lor, \Rightarrow, \\, the word
 * "or" in the ten languages) become ";". Set and interval notation stays as markers the answer
 * reader understands: ∈ ∅ ∞ ℝ ± and the set braces { }.
 */

/** "or"/"and" in the explanation languages (server/solver/engine/i18n words): separators between answers. */
const CONJUNCTIONS = new Set([
  'ili',
  'i',
  'or',
  'and',
  'или',
  'и',
  'oder',
  'und',
  'ou',
  'et',
  'ali',
  'in',
  'ose',
  'dhe',
  'veya',
  've',
  'ya da',
  'vaj',
  'thaj',
  'ja',
]);

const SEPARATOR_COMMANDS = new Set([
  'quad',
  'qquad',
  'lor',
  'vee',
  'land',
  'wedge',
  'Rightarrow',
  'Longrightarrow',
  'rightarrow',
  'longrightarrow',
  'implies',
  'Leftrightarrow',
  'iff',
  'to',
]);
const SYMBOLS: Record<string, string> = {
  cdot: '*',
  times: '*',
  ast: '*',
  div: ':',
  le: '≤',
  leq: '≤',
  leqslant: '≤',
  ge: '≥',
  geq: '≥',
  geqslant: '≥',
  lt: '<',
  gt: '>',
  pm: '±',
  in: '∈',
  emptyset: '∅',
  varnothing: '∅',
  infty: '∞',
};
/** Sizing and style commands that change nothing in the maths. */
const IGNORED = new Set([
  'left',
  'right',
  'big',
  'Big',
  'bigg',
  'Bigg',
  'bigl',
  'bigr',
  'Bigl',
  'Bigr',
  'displaystyle',
  'textstyle',
  'limits',
  'hline',
]);
/** Commands whose one argument is plain maths. */
const TRANSPARENT = new Set(['boxed', 'mathit', 'mathbf', 'boldsymbol', 'bm']);
const TEXT_COMMANDS = new Set(['text', 'textrm', 'textit', 'textbf', 'mathrm', 'mbox', 'operatorname']);
const FRACTIONS = new Set(['frac', 'dfrac', 'tfrac', 'cfrac']);
const ENVIRONMENTS = new Set(['cases', 'array', 'aligned', 'align', 'align*', 'gathered', 'split', 'matrix']);

/** Characters that may pass through as they are. */
const PLAIN = /[0-9a-zA-Z.,;:+\-*/=<>()[\]%√≤≥ ]/;

const UNICODE: Array<[RegExp, string]> = [
  [/[−–—]/g, '-'],
  [/[·×⋅∙]/g, '*'],
  [/÷/g, ':'],
  [/\u00a0/g, ' '],
];

class Unreadable extends Error {}

class Converter {
  private i = 0;
  constructor(private readonly s: string) {}

  /** Converts until the end, or until `stop` (a closing brace) at this level. */
  run(stop?: string): string {
    let out = '';
    while (this.i < this.s.length) {
      const c = this.s[this.i]!;
      if (stop && c === stop) return out;
      if (c === '\\') out = this.command(out);
      else if (c === '{') out += `(${this.group()})`;
      else if (c === '}') throw new Unreadable('unbalanced }');
      else if (c === '^') {
        this.i++;
        out += `^(${this.argument()})`;
      } else if (c === '_') {
        this.i++;
        this.argument(); // Subscripts name roots (x_1, x_{1,2}): the unknown is the same.
      } else if (c === '&' || c === '\n' || c === '\t' || c === '~') {
        this.i++;
        out += ' ';
      } else if (PLAIN.test(c)) {
        this.i++;
        out += c;
      } else throw new Unreadable(`character ${c}`);
    }
    if (stop) throw new Unreadable(`missing ${stop}`);
    return out;
  }

  /** `{…}` at the cursor, converted. */
  private group(): string {
    if (this.s[this.i] !== '{') throw new Unreadable('expected {');
    this.i++;
    const inner = this.run('}');
    this.i++;
    return inner;
  }

  /** The raw text of a `{…}` group (environment names, text). */
  private rawGroup(): string {
    if (this.s[this.i] !== '{') throw new Unreadable('expected {');
    let depth = 0;
    const start = this.i + 1;
    for (; this.i < this.s.length; this.i++) {
      if (this.s[this.i] === '{') depth++;
      else if (this.s[this.i] === '}' && --depth === 0) {
        this.i++;
        return this.s.slice(start, this.i - 1);
      }
    }
    throw new Unreadable('unbalanced {');
  }

  private skipSpaces(): void {
    while (this.s[this.i] === ' ') this.i++;
  }

  /** One argument: a group, a command, or a single character (x^2, \frac12). */
  private argument(): string {
    this.skipSpaces();
    const c = this.s[this.i];
    if (c === undefined) throw new Unreadable('missing argument');
    if (c === '{') return this.group();
    if (c === '\\') return this.command('');
    this.i++;
    if (!PLAIN.test(c)) throw new Unreadable(`character ${c}`);
    return c;
  }

  private command(out: string): string {
    this.i++; // the backslash
    const name = /^[a-zA-Z]+\*?/.exec(this.s.slice(this.i))?.[0] ?? this.s[this.i] ?? '';
    this.i += name.length;
    if (name === '{') return `${out}{`;
    if (name === '}') return `${out}}`;
    if (name === '%') return `${out}%`;
    if (name === '\\') return `${out} ; `;
    if ([',', ';', ':', '!', ' ', '>'].includes(name)) return `${out} `;
    if (name === '.' || name === '|') throw new Unreadable(`\\${name}`);
    if (IGNORED.has(name)) {
      // \left. and \right. are invisible delimiters.
      if ((name === 'left' || name === 'right') && this.s[this.i] === '.') this.i++;
      return out;
    }
    if (SEPARATOR_COMMANDS.has(name)) return `${out} ; `;
    const symbol = SYMBOLS[name];
    if (symbol) return `${out}${symbol}`;
    if (FRACTIONS.has(name)) {
      const [top, bottom] = [this.argument(), this.argument()];
      const fraction = `((${top})/(${bottom}))`;
      // 2\frac{1}{2} is the mixed number 2½, not 2 · ½.
      const whole = /(\d+)\s*$/.exec(out);
      return whole &&
        /^\d+$/.test(top.trim()) &&
        /^\d+$/.test(bottom.trim()) &&
        !/[\d.]$/.test(out.slice(0, whole.index))
        ? `${out.slice(0, whole.index)}(${whole[1]}+${fraction})`
        : `${out}${fraction}`;
    }
    if (name === 'sqrt') {
      this.skipSpaces();
      if (this.s[this.i] === '[') {
        const close = this.s.indexOf(']', this.i);
        if (close < 0 || this.s.slice(this.i + 1, close).trim() !== '2') throw new Unreadable('nth root');
        this.i = close + 1;
      }
      return `${out}√(${this.argument()})`;
    }
    if (name === 'mathbb') {
      if (this.rawGroup().trim() !== 'R') throw new Unreadable('number set');
      return `${out}ℝ`;
    }
    if (TRANSPARENT.has(name)) return `${out}(${this.argument()})`;
    if (TEXT_COMMANDS.has(name)) {
      const words = this.rawGroup()
        .trim()
        .replace(/[:,.]$/, '')
        .trim()
        .toLowerCase();
      if (words === '' || CONJUNCTIONS.has(words)) return `${out} ; `;
      throw new Unreadable('words');
    }
    if (name === 'begin') {
      if (!ENVIRONMENTS.has(this.rawGroup())) throw new Unreadable('environment');
      this.skipSpaces();
      if (this.s[this.i] === '{') this.rawGroup(); // array's column spec
      return `${out} ; `;
    }
    if (name === 'end') {
      this.rawGroup();
      return `${out} ; `;
    }
    throw new Unreadable(`\\${name}`);
  }
}

/** The LaTeX in the engine's syntax, or null when it holds anything beyond school algebra. */
export function latexToPlain(latex: string): string | null {
  let s = latex.replace(/\\\(|\\\)|\\\[|\\\]|\$/g, ' ');
  for (const [pattern, replacement] of UNICODE) s = s.replace(pattern, replacement);
  // A decimal comma is written {,} in LaTeX.
  s = s.replace(/\{,\}/g, '.');
  try {
    const out = withoutSystemBrace(new Converter(s).run());
    return out.replace(/\s+/g, ' ').trim();
  } catch (error) {
    if (error instanceof Unreadable) return null;
    throw error;
  }
}

/** A system's brace (\left\{ … \right.) opens a set brace that never closes: it goes. */
function withoutSystemBrace(text: string): string {
  const open: number[] = [];
  const unmatched = new Set<number>();
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') open.push(i);
    else if (text[i] === '}' && open.pop() === undefined) unmatched.add(i);
  }
  for (const i of open) unmatched.add(i);
  return [...text].map((c, i) => (unmatched.has(i) ? ' ' : c)).join('');
}

/**
 * Splits plain text into statements: at ";" and at commas outside brackets and braces. A comma
 * between two digits outside brackets is a decimal comma ("x = 2,5"); inside brackets it
 * separates values ("{2, 3}", "(6, 3)").
 */
export function splitStatements(plain: string): string[] {
  const statements: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < plain.length; i++) {
    const c = plain[i]!;
    if ('([{'.includes(c)) depth++;
    if (')]}'.includes(c)) depth = Math.max(0, depth - 1);
    const decimal =
      c === ',' && depth === 0 && /\d/.test(plain[i - 1] ?? '') && /\d/.test(plain[i + 1] ?? '');
    if (decimal) current += '.';
    else if (c === ';' || (c === ',' && depth === 0)) {
      statements.push(current);
      current = '';
    } else current += c;
  }
  statements.push(current);
  return statements.map((s) => s.trim()).filter((s) => s !== '');
}

/** Splits at commas outside brackets (the values of a set, tuple or interval). */
export function splitValues(plain: string): string[] {
  const values: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of plain) {
    if ('([{'.includes(c)) depth++;
    if (')]}'.includes(c)) depth--;
    if ((c === ',' || c === ';') && depth === 0) {
      values.push(current.trim());
      current = '';
    } else current += c;
  }
  values.push(current.trim());
  return values;
}
