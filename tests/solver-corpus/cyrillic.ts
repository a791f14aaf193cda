/**
 * Serbian Latin → Cyrillic, as Serbian textbooks (most of them printed in Cyrillic) set the words
 * of a page: the held-out `cirilica` layout (round 10). The maths stays as it is printed there —
 * digits, signs and the unknowns `x`, `y` in Latin — so only words are transliterated.
 */
const DIGRAPHS: Record<string, string> = {
  lj: 'љ',
  nj: 'њ',
  dž: 'џ',
  Lj: 'Љ',
  Nj: 'Њ',
  Dž: 'Џ',
  LJ: 'Љ',
  NJ: 'Њ',
  DŽ: 'Џ',
};
const LETTERS: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  č: 'ч',
  ć: 'ћ',
  d: 'д',
  đ: 'ђ',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'ј',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  š: 'ш',
  t: 'т',
  u: 'у',
  v: 'в',
  z: 'з',
  ž: 'ж',
};

function transliterateWord(word: string): string {
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const pair = DIGRAPHS[word.slice(i, i + 2)];
    if (pair) {
      out += pair;
      i++;
      continue;
    }
    const ch = word[i]!;
    const lower = LETTERS[ch.toLowerCase()];
    out += lower === undefined ? ch : ch === ch.toLowerCase() ? lower : lower.toUpperCase();
  }
  return out;
}

/** Every word of a line of text, but a lone `x` or `y` (an unknown named in the text). */
export const cyrillicText = (text: string) =>
  text.replace(/\p{L}+/gu, (w) => (/^[xy]$/.test(w) ? w : transliterateWord(w)));

/** Words of two letters or more in a line of maths (`NZD`, `od`, `Koliko je`); unknowns stay Latin. */
export const cyrillicMaths = (line: string) => line.replace(/\p{L}{2,}/gu, (w) => transliterateWord(w));

/** A sub-task label in Cyrillic order: `a)` `b)` `c)` → `а)` `б)` `в)`; other labels transliterated. */
export function cyrillicLabel(label: string): string {
  const m = /^(\(?)([a-h])([).])$/.exec(label);
  if (m) return `${m[1]}${'абвгдђеж'['abcdefgh'.indexOf(m[2]!)]}${m[3]}`;
  return cyrillicText(label);
}
