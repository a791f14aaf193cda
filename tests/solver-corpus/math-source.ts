/**
 * A task's maths source (ASCII: `3 * x`, `x/4`, `2#1/6` for a mixed number, `^{2}`, `√49`,
 * `√(x + 1)`, `|x - 3|`, `<=`) and how a textbook prints it:
 * - `printedText` — one line of plain text as typed (`3/4`, `√49`, exponents as ^2), for reports;
 * - `pieces` — runs of text and the parts a typesetter stacks or raises (fractions, exponents,
 *   radicals), which typeset-svg.ts lays out in any font;
 * - `toTex` — LaTeX for MathJax (the `tex` family).
 */
export interface PrintStyle {
  /** '−' (typeset minus) or '-' (hyphen, as typed). */
  minus: '−' | '-';
  times: '·' | '×';
  /** How a division ` : ` is printed (the division sign is common in English-language books). */
  divide: ':' | '÷';
}

export type Piece =
  | { k: 'text'; s: string }
  /** `whole` is the integer part of a mixed number. */
  | { k: 'frac'; num: string; den: string; whole?: string }
  | { k: 'sup'; s: string }
  | { k: 'sqrt'; s: string };

const SPECIAL = /(\d+#\d+\/\d+|(?:\d+[a-z]?|[a-z])\/\d+|\^\{[^}]*\}|√\([^)]*\)|√\d+)/;

/** Splits a source line into text runs and stackable parts (fractions only when `stack`). */
export function pieces(source: string, style: PrintStyle, stack: boolean): Piece[] {
  const out: Piece[] = [];
  const text = (s: string) => {
    if (s === '') return;
    const last = out.at(-1);
    if (last?.k === 'text') last.s += s;
    else out.push({ k: 'text', s });
  };
  for (const part of source.split(SPECIAL)) {
    if (!part) continue;
    const mixed = /^(\d+)#(\d+)\/(\d+)$/.exec(part);
    const fraction = /^(\d+[a-z]?|[a-z])\/(\d+)$/.exec(part);
    const sup = /^\^\{([^}]*)\}$/.exec(part);
    const root = /^√\(?([^)]*)\)?$/.exec(part);
    if (mixed && stack) out.push({ k: 'frac', whole: mixed[1]!, num: mixed[2]!, den: mixed[3]! });
    else if (mixed) text(`${mixed[1]} ${mixed[2]}/${mixed[3]}`);
    else if (fraction && stack) out.push({ k: 'frac', num: typeset(fraction[1]!, style), den: fraction[2]! });
    else if (sup) out.push({ k: 'sup', s: typeset(sup[1]!, style) });
    else if (root && stack) out.push({ k: 'sqrt', s: typeset(root[1]!, style) });
    else text(typeset(part, style));
  }
  return out;
}

/** Plain printed text (exponents as ^n), for reporting what OCR should have read. */
export function printedText(source: string, style: PrintStyle): string {
  return typeset(source.replace(/(\d+)#(\d+\/\d+)/g, '$1 $2'), style).replace(/\^\{([^}]*)\}/g, '^$1');
}

export function typeset(source: string, style: PrintStyle): string {
  return source
    .replace(/<=/g, '≤')
    .replace(/>=/g, '≥')
    .replace(/ \* /g, ` ${style.times} `)
    .replace(/ : /g, ` ${style.divide} `)
    .replace(/(\d)\.(\d)/g, '$1,$2')
    .replace(/-/g, style.minus);
}

/** LaTeX for one source line, as a textbook typesets it. */
export function toTex(source: string, style: PrintStyle): string {
  return source
    .replace(/(\d+)#(\d+)\/(\d+)/g, '$1\\frac{$2}{$3}')
    .replace(/(\d+[a-z]?|[a-z])\/(\d+)/g, '\\frac{$1}{$2}')
    .replace(/√\(([^)]*)\)/g, '\\sqrt{$1}')
    .replace(/√(\d+)/g, '\\sqrt{$1}')
    .replace(/<=/g, '\\le ')
    .replace(/>=/g, '\\ge ')
    .replace(/ \* /g, style.times === '·' ? ' \\cdot ' : ' \\times ')
    .replace(/ : /g, style.divide === ':' ? ' : ' : ' \\div ')
    .replace(/(\d)\.(\d)/g, '$1{,}$2')
    .replace(/%/g, '\\%')
    .replace(/(?<![\\A-Za-z])([A-Za-zčćšžđČĆŠŽĐ]{2,})/g, '\\text{ $1 }')
    .replace(/\?/g, '\\text{?}');
}

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
