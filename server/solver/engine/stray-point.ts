/**
 * A point after the last figure of a bare line of arithmetic (no words, no relation): "1 - 13."
 * A printed expression does not end a sentence; on a photo such a point is what was left of a
 * glyph a glare or a crease washed out — the foot of a closing "|" or bracket (tune 0192, a page
 * in a plastic sleeve: `a) 5 · |−4| − |1 − 13|` broke apart and "1 - 13." was answered −12). A
 * line with words ("Izračunaj 30% od broja 740.") or a relation ("x = 5.") keeps its point, and
 * so does a labelled item ("b) 3 · 4." ends a printed list with a full stop: review, round 19)
 * unless its bars are left odd, one of them washed out ("b) 5 · |−4| − |1 − 13.").
 */
const LABEL = /^\s*(?:[a-zа-ш]|\d{1,2})[.)]\s+/iu;
const BARE_ARITHMETIC_WITH_POINT = /^[\d\s+\-−·×*:/()[\]|^,]*\d\s*\.\s*$/u;

export function endsInStrayPoint(task: string): boolean {
  const text = task.replace(LABEL, '');
  if (!/[+\-−·×*:/]/u.test(text) || !BARE_ARITHMETIC_WITH_POINT.test(text)) return false;
  const oddBars = (text.match(/\|/g) ?? []).length % 2 === 1;
  return text === task || oddBars;
}
