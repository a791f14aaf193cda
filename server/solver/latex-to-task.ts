/**
 * LaTeX as the maths keyboard (MathLive) writes it, or as the engine printed a task it read
 * (`problem_latex`), turned into the plain task text the engine reads from OCR: `\frac{x+1}{2}`
 * → `((x+1)/2)`, `3\frac{1}{2}` → `3 1/2` (a mixed number), `\cdot` → `*`, `\div` → `:`,
 * `x^{2}` → `x^2`, `\sqrt{16}` → `√(16)`, `\le` → `≤`, `\left|x\right|` → `|x|`, a system
 * (`\begin{cases}` or `\left\{\begin{array}`) → its equations joined by ` ; `. Plain text such as
 * `7x - 4 = 24` passes through. Anything the engine cannot solve anyway (`\sin`, `\pi`, `x_1`,
 * `\sqrt[3]{}`) is refused here, so a typo never costs a correction.
 */

export type TaskTextProblem = 'empty' | 'placeholder' | 'unknownCommand' | 'unbalanced';

export class TaskTextError extends Error {
  constructor(
    readonly problem: TaskTextProblem,
    message: string,
  ) {
    super(message);
  }
}

const fail = (problem: TaskTextProblem, message: string): never => {
  throw new TaskTextError(problem, message);
};

const SYMBOLS: Record<string, string> = {
  cdot: '*',
  times: '*',
  ast: '*',
  cdotp: '*',
  div: ':',
  colon: ':',
  le: '≤',
  leq: '≤',
  leqslant: '≤',
  ge: '≥',
  geq: '≥',
  geqslant: '≥',
  lt: '<',
  gt: '>',
  vert: '|',
  lvert: '|',
  rvert: '|',
  mid: '|',
  lparen: '(',
  rparen: ')',
  lbrack: '(',
  rbrack: ')',
  '{': '(',
  '}': ')',
  lbrace: '(',
  rbrace: ')',
  '%': '%',
  // Spacing.
  quad: ' ',
  qquad: ' ',
  ',': ' ',
  ';': ' ',
  ':': ' ',
  '>': ' ',
  ' ': ' ',
  enspace: ' ',
  thinspace: ' ',
  medspace: ' ',
  thickspace: ' ',
  '!': '',
  displaystyle: '',
  textstyle: '',
};

/** Commands whose argument is kept as it is written: names such as NZD, and text. */
const KEEP_ARGUMENT = new Set([
  'text',
  'textrm',
  'textit',
  'textnormal',
  'mathrm',
  'mathit',
  'mathbf',
  'mathnormal',
  'operatorname',
  'boldsymbol',
]);
const SIZED = new Set(['left', 'right', 'mleft', 'mright', 'bigl', 'bigr', 'Bigl', 'Bigr', 'big', 'Big']);
const ENVIRONMENTS = new Set(['cases', 'array', 'aligned', 'gathered', 'split']);
const FRACTIONS = new Set(['frac', 'dfrac', 'tfrac', 'cfrac']);

/** One number or one letter needs no brackets in a fraction or an exponent. */
const ATOM = /^(\d+([.,]\d+)?|[a-zA-Z])$/;
const INTEGER = /^\d+$/;
const wrapped = (s: string) => (ATOM.test(s) ? s : `(${s})`);

class Reader {
  private i = 0;
  constructor(private readonly src: string) {}

  /** Converts until the end, or until the closing brace of the group being read. */
  sequence(inGroup: boolean): string {
    let out = '';
    while (this.i < this.src.length) {
      const c = this.src[this.i]!;
      if (c === '}') {
        if (!inGroup) fail('unbalanced', 'unmatched }');
        this.i++;
        return out;
      }
      out = this.next(out);
    }
    if (inGroup) fail('unbalanced', 'unclosed {');
    return out;
  }

  /** Reads one item after `out` and answers `out` with its text appended. */
  private next(out: string): string {
    const c = this.src[this.i]!;
    if (c === '{') {
      this.i++;
      return out + this.sequence(true);
    }
    if (c === '^') {
      this.i++;
      const exponent = this.argument();
      return `${out}^${wrapped(exponent.trim())}`;
    }
    if (c === '_') return fail('unknownCommand', 'subscript');
    if (c === '&' || c === '~') {
      this.i++;
      return `${out} `;
    }
    if (c === '\\') return this.command(out);
    this.i++;
    return out + c;
  }

  /** The argument of `^`, `\sqrt`, `\frac`: a braced group or a single character or command. */
  private argument(): string {
    this.skipSpaces();
    const c = this.src[this.i];
    if (c === undefined) return fail('empty', 'missing argument');
    if (c === '{') {
      this.i++;
      return this.sequence(true);
    }
    if (c === '\\') return this.command('');
    this.i++;
    return c;
  }

  private skipSpaces() {
    while (this.src[this.i] === ' ') this.i++;
  }

  private name(): string {
    // After the backslash: a run of letters, or one other character.
    const rest = this.src.slice(this.i + 1);
    const letters = /^[a-zA-Z]+/.exec(rest)?.[0];
    const name = letters ?? rest[0] ?? '';
    this.i += 1 + name.length;
    return name;
  }

  private command(out: string): string {
    const name = this.name();
    if (name === '\\') return `${out} ; `; // a row of a system
    if (name in SYMBOLS) return out + SYMBOLS[name];
    if (FRACTIONS.has(name)) return this.fraction(out);
    if (name === 'sqrt') {
      this.skipSpaces();
      if (this.src[this.i] === '[') return fail('unknownCommand', 'nth root');
      return `${out}√(${this.argument()})`;
    }
    if (SIZED.has(name)) return out + this.delimiter();
    if (KEEP_ARGUMENT.has(name)) return out + this.argument();
    if (name === 'begin' || name === 'end') {
      const environment = this.argument();
      if (!ENVIRONMENTS.has(environment)) return fail('unknownCommand', environment);
      // An array's column spec ({l}, {ll}) is layout, not maths.
      if (name === 'begin' && environment === 'array') this.argument();
      return `${out} `;
    }
    if (name === 'placeholder') return fail('placeholder', 'empty box');
    return fail('unknownCommand', name);
  }

  /** The delimiter after \left, \right, \bigl …: `.` draws nothing; a brace before a system is none. */
  private delimiter(): string {
    this.skipSpaces();
    const c = this.src[this.i];
    if (c === undefined) return fail('unbalanced', 'delimiter missing');
    if (c === '\\') {
      const name = this.name();
      if (name === '{' || name === 'lbrace') return this.beforeSystem() ? ' ' : '(';
      if (name === '}' || name === 'rbrace') return ')';
      if (name in SYMBOLS) return SYMBOLS[name]!;
      return fail('unknownCommand', name);
    }
    this.i++;
    if (c === '.') return ' ';
    if (c === '[') return '(';
    if (c === ']') return ')';
    if ('()|'.includes(c)) return c;
    return fail('unknownCommand', c);
  }

  private beforeSystem(): boolean {
    return /^\s*\\begin\s*\{(array|cases|aligned|gathered)\}/.test(this.src.slice(this.i));
  }

  /** `a/b` for whole numbers (a printed fraction bar), `3 1/2` right after a digit (a mixed number), else `(a/b)`. */
  private fraction(out: string): string {
    const numerator = this.argument().trim();
    const denominator = this.argument().trim();
    if (!numerator || !denominator) return fail('empty', 'empty fraction');
    if (INTEGER.test(numerator) && INTEGER.test(denominator)) {
      // A whole number right before it (not an exponent's digit): a mixed number.
      const mixed = /(?:^|[\s(+\-*:=<>≤≥])\d+$/.test(out);
      return `${out}${mixed ? ' ' : ''}${numerator}/${denominator}`;
    }
    return `${out}(${wrapped(numerator)}/${wrapped(denominator)})`;
  }
}

/** The engine's task text for one typed task; throws a TaskTextError for what it cannot be. */
export function latexToTaskText(latex: string): string {
  const source = latex
    // The engine prints several relations of one task as "a = b, \quad c = d".
    .replace(/,\s*\\q?quad/g, ' \\\\ ')
    .replace(/\s+/g, ' ');
  const text = new Reader(source)
    .sequence(false)
    // A percentage "of" something: `25\% \cdot 80`. The engine reads a bare `%*` as a misread dot.
    .replace(/%\s*\*/g, '% od ')
    .replace(/(\s*;\s*)+/g, ' ; ')
    .replace(/^\s*;|;\s*$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return fail('empty', 'nothing left');
  return text;
}
