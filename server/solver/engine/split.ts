/**
 * Splits OCR lines into tasks: "a) … b) …" and "1. … 2) …" markers start a new task; a heading
 * without maths ("Reši sistem jednačina:") lends its intent to the tasks below it; two equations
 * in the same two unknowns on consecutive lines form a system; a line ending in an operator
 * continues on the next line.
 */
import type { RecognizedLine } from '../engine-types.js';
import { detectIntent, normalizeTask, type Intent } from './normalize.js';
import { findGcdLcm } from './solvers/gcd-lcm.js';

export interface TaskText {
  text: string;
  /** 0..100, length-weighted mean of the lines the task came from. */
  confidence: number;
  /** Intent taken from a heading line, if any. */
  intent: Intent | null;
}

interface Piece {
  text: string;
  confidence: number;
  marker: boolean;
}

// "¢)" and "©)" are how OCR often reads "c)".
// A letter marker may touch the task ("a)x/5+7=8"); "1." needs a space so "1.5 + 2" stays a number,
// or a word or a bar right after it ("14.Reši", "2.|−4|": the space lost by the recogniser; three
// letters, as "2.x" may be "2·x").
// "(4) Izračunaj: …": a number in brackets before a space is a label (a lone number is never
// bracketed in a task), unless an operator follows it.
const LINE_MARKER =
  /^\s*(?:\(?[a-hA-H¢©]\)\s*|\d{1,2}\.\s+|\d{1,2}\.(?=\p{L}{3}|\|)|\d{1,2}\)\s*|\(\d{1,2}\)\s+(?![·*×:/^=+]))(?=\S)/u;
// A letter marker inside a line: " b) " after a space, not inside brackets like "(a+b) c".
const INLINE_MARKER = /\s(?=[a-h¢]\)\s)/g;

function pieces(lines: RecognizedLine[]): Piece[] {
  const out: Piece[] = [];
  for (const line of lines) {
    const parts = line.text.split(INLINE_MARKER).filter((p) => p.trim() !== '');
    parts.forEach((p, i) => {
      // An inline "b)" only counts when the text before it has no unclosed bracket.
      const marker = LINE_MARKER.test(p) && (i === 0 || balanced(parts.slice(0, i).join(' ')));
      if (i > 0 && !marker) {
        const prev = out[out.length - 1];
        if (prev) prev.text += ` ${p}`;
        return;
      }
      out.push({ text: marker ? p.replace(LINE_MARKER, '') : p, confidence: line.confidence, marker });
    });
  }
  return out;
}

function balanced(s: string): boolean {
  let depth = 0;
  for (const c of s) {
    if ('([{'.includes(c)) depth++;
    if (')]}'.includes(c)) depth--;
  }
  return depth <= 0;
}

/** Has the line any maths in it (a digit, or a variable next to an operator or relation)? */
/**
 * Has the line any maths in it: an operation or relation with something on both sides, a
 * percentage or a root of a number? "Strana 12" or a misread heading ("1zračunaj:") has not.
 */
export function hasMath(text: string): boolean {
  if (findGcdLcm(text)) return true;
  const n = normalizeTask(text).text;
  return /[0-9a-z)|⁇]\s*[-+*/:^=<>≤≥]\s*[-0-9a-z(√|⁇]/.test(n) || /[0-9]\s*%/.test(n) || /√\s*[0-9(]/.test(n);
}

function isEquation(text: string): { vars: Set<string> } | null {
  const n = normalizeTask(text).text;
  if (!/=/.test(n) || /[<>≤≥;]/.test(n)) return null;
  return { vars: new Set(n.match(/[a-z]/g) ?? []) };
}

function mean(ps: Piece[]): number {
  const total = ps.reduce((s, p) => s + p.text.length, 0);
  if (total === 0) return 0;
  return ps.reduce((s, p) => s + p.confidence * p.text.length, 0) / total;
}

export function splitTasks(lines: RecognizedLine[]): TaskText[] {
  const ps = pieces(lines.filter((l) => l.text.trim() !== ''));
  // Group pieces into segments (a marker starts one).
  const segments: Piece[][] = [];
  for (const p of ps) {
    const last = segments[segments.length - 1];
    if (p.marker || !last) segments.push([p]);
    else last.push(p);
  }
  const tasks: TaskText[] = [];
  let heading: Intent | null = null;
  for (const seg of segments) {
    let intent: Intent | null = heading;
    let group: Piece[] = [];
    const flush = () => {
      if (group.length > 0)
        tasks.push({ text: group.map((g) => g.text).join(' ; '), confidence: mean(group), intent });
      group = [];
    };
    for (const p of seg) {
      if (!hasMath(p.text)) {
        // A heading: its intent applies to what follows (and to later segments if it opens the text).
        flush();
        const found = detectIntent(p.text);
        if (found) {
          intent = found;
          // A labelled heading ("1. Reši sistem:") is its exercise's own, not the page's.
          if (tasks.length === 0 && !seg[0]!.marker) heading = found;
        }
        continue;
      }
      const prev = group[group.length - 1];
      if (prev && (/[+\-*/:=(·×÷]\s*$/.test(prev.text) || /^\s*[*/:=)·×÷]/.test(p.text))) {
        prev.text += ` ${p.text}`; // the task continues on this line
        continue;
      }
      const a = prev ? isEquation(prev.text) : null;
      const b = isEquation(p.text);
      if (prev && group.length === 1 && a && b) {
        const vars = new Set([...a.vars, ...b.vars]);
        if (vars.size === 2 || intent === 'system') {
          group.push(p);
          flush();
          continue;
        }
      }
      flush();
      group = [p];
    }
    flush();
  }
  return tasks;
}
