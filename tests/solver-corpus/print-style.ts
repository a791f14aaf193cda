/** Turns a task's ASCII source into what a Serbian textbook prints, as SVG text and plain text. */

export interface PrintStyle {
  /** '−' (typeset minus) or '-' (hyphen, as typed). */
  minus: '−' | '-';
  times: '·' | '×';
}

/** Plain printed text (exponents as ^n), used for reporting what OCR should have read. */
export function printedText(source: string, style: PrintStyle): string {
  return typeset(source, style).replace(/\^\{([^}]*)\}/g, '^$1');
}

/** SVG <tspan> content for one line: exponents are raised and smaller, as in print. */
export function svgLineContent(source: string, style: PrintStyle, fontSize: number): string {
  const parts = typeset(source, style).split(/(\^\{[^}]*\})/);
  const raise = Math.round(fontSize * 0.4);
  const small = Math.round(fontSize * 0.62);
  let out = '';
  let raised = false;
  for (const part of parts) {
    const exp = /^\^\{([^}]*)\}$/.exec(part);
    if (exp) {
      out += `<tspan dy="-${raise}" font-size="${small}">${escapeXml(exp[1] ?? '')}</tspan>`;
      raised = true;
    } else if (part) {
      // The text after an exponent drops back to the baseline.
      out += raised ? `<tspan dy="${raise}">${escapeXml(part)}</tspan>` : escapeXml(part);
      raised = false;
    }
  }
  return out;
}

function typeset(source: string, style: PrintStyle): string {
  return source
    .replace(/<=/g, '≤')
    .replace(/>=/g, '≥')
    .replace(/ \* /g, ` ${style.times} `)
    .replace(/(\d)\.(\d)/g, '$1,$2')
    .replace(/-/g, style.minus);
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
