/**
 * Pages printed in Serbian Cyrillic, as most Serbian textbooks are, read by a recogniser whose
 * dictionary has no Cyrillic (PP-OCRv4's Chinese/Latin one holds only И Я Й З г П): each Cyrillic
 * letter comes back as the Latin letter or digit it looks like ("Реши једначину:" → "Pewn
 * jeAHa4MHy:", "Израчунај 60% од броја 200." → "H3pauyHaj 60% on 6poja 200.", "(б)" → "(6)",
 * "НЗД(16, 36)" → "H3Ⅱ(16, 36)"). Left so, the digits inside the words break the instruction (its
 * colon is then taken for a division), sub-task labels read as numbers, and NZD is lost.
 *
 * The words such pages print are matched against Serbian textbook words written in Cyrillic, each
 * Cyrillic letter standing for the glyphs the reader gives for it (READ_AS); a word so matched is
 * put back in its Latin spelling, which the rest of the engine reads (normalize.ts INTENTS: the
 * instruction; its colon is then no division). A word that matches none is left as read: its digits
 * keep the line from being taken for an instruction, and the task is declined rather than guessed
 * (a label's number run into the words, "IpMep4Pejemay: (x − 6) = x + 6", hides a lost
 * coefficient). Only a page that shows such words (cyrillicPage) is touched; there labels at a line's start
 * are read in the Cyrillic order (а б в г д ђ е: "(6)" is б, "B)" в, "(r)" г). The maths (digits,
 * signs, the unknowns x and y, which Cyrillic pages print in Latin) is not touched: a lone y is the
 * word у only between two words and not after an instruction ("Одреди y ако је …" keeps it), and a
 * word's у or х read apart is joined back to it, never left an unknown.
 */
import type { RecognizedLine, RecognizedText } from '../engine-types.js';
import { detectIntent } from './normalize.js';
import { SERBIAN_LETTERS } from './labels.js';
import { RecentResults } from './recent-results.js';

/**
 * The glyphs the reader gives for each Cyrillic letter (lower case; a reading is compared lower-cased).
 * Measured on tune photos of the `cirilica` layout (DejaVu, Noto, Lato/Roboto/Cantarell, Roboto
 * Slab/Anonymous Pro) and on Cyrillic pages rendered in other tune faces (C059, URW Gothic, URW
 * Bookman, Carlito, Linux Libertine, Andika), and by likeness where a letter was not seen.
 */
const READ_AS: Record<string, string> = {
  а: 'aа@',
  б: '6bб5',
  в: 'bв8',
  г: 'rгt',
  д: 'adngqμπд∂ⅱ且月',
  ђ: 'hђ',
  е: 'eеc',
  ж: 'xж*k',
  з: '3зz',
  и: 'unmwhiи以',
  ј: 'jј',
  к: 'kк',
  л: 'nлiμ∩',
  м: 'mм',
  н: 'hн',
  њ: 'bhњ',
  о: 'o0о',
  п: 'nпπ∩',
  р: 'pр',
  с: 'cс',
  т: 'tтm',
  ћ: 'hћ',
  у: 'yуv',
  ф: 'фo',
  х: 'xх',
  ц: 'uц',
  ч: '4чyu',
  џ: 'uџ',
  ш: 'wшm山ⅲ',
  љ: 'bљ',
};

/** Letters the reader gives as two or three glyphs (lower case): ш as "III", л as "JI", љ as "Jb", ж as "XK". */
const READ_AS_SEVERAL: Record<string, string[]> = {
  ш: ['iii', 'ii', 'lll', 'ill', 'lii', 'ili'],
  п: ['ii', 'll', 'il', 'li'],
  ц: ['ii', 'li', 'il'],
  л: ['ji', 'jl'],
  љ: ['jb', 'ib', 'lb', 'jь'],
  њ: ['hb', 'hь'],
  ж: ['xk', 'x*', '*k'],
  д: ['ii'],
  м: ['rn'],
};

/**
 * Words Serbian textbook pages print around their tasks, in Cyrillic and in the Latin spelling the
 * engine reads (normalize.ts INTENTS, labels.ts LABEL_WORDS, gcd-lcm.ts names): instructions, the
 * words inside a task ("Колико је 25% од броја 80?"), labels, and the headings and notes of a page.
 */
const WORDS: [string, string][] = [
  ['реши', 'Reši'],
  ['решите', 'Rešite'],
  ['једначину', 'jednačinu'],
  ['једначине', 'jednačine'],
  ['једначина', 'jednačina'],
  ['неједначину', 'nejednačinu'],
  ['неједначине', 'nejednačine'],
  ['неједначина', 'nejednačina'],
  ['систем', 'sistem'],
  ['квадратну', 'kvadratnu'],
  ['пропорцију', 'proporciju'],
  ['израчунај', 'Izračunaj'],
  ['израчунајте', 'Izračunajte'],
  ['вредност', 'vrednost'],
  ['израза', 'izraza'],
  ['израз', 'izraz'],
  ['изразе', 'izraze'],
  ['упрости', 'Uprosti'],
  ['среди', 'Sredi'],
  ['одреди', 'Odredi'],
  ['колико', 'Koliko'],
  ['броја', 'broja'],
  ['задатак', 'Zadatak'],
  ['задатке', 'zadatke'],
  ['задаци', 'Zadaci'],
  ['пример', 'Primer'],
  ['вежбање', 'Vežbanje'],
  ['вежбу', 'vežbu'],
  ['математика', 'Matematika'],
  ['разред', 'razred'],
  ['страна', 'Strana'],
  ['лекција', 'Lekcija'],
  ['понављање', 'Ponavljanje'],
  ['провери', 'Proveri'],
  ['решење', 'rešenje'],
  ['одговор', 'Odgovor'],
  ['резултат', 'Rezultat'],
  ['пажљиво', 'Pažljivo'],
  ['прочитај', 'pročitaj'],
  ['уради', 'Uradi'],
  ['свесци', 'svesci'],
  ['напиши', 'Napiši'],
  ['поступак', 'postupak'],
  ['овај', 'Ovaj'],
  ['прошлог', 'prošlog'],
  ['часа', 'časa'],
  ['контролни', 'kontrolni'],
  ['домаћи', 'Domaći'],
  ['пред', 'pred'],
];

/**
 * НЗД and НЗС right before their call's bracket. The reader has a look-alike for every letter of НЗС
 * ("H3C(6, 16)" on every tune photo) but none for Д, which it reads as a sign of another script or
 * loses ("H3Ⅱ(16, 36)", "H3且(14, 21)", "H3(12, 14)") or reads as a look-alike of its own ("H3A(12, 14)"):
 * НЗ and then no Latin letter or one Д is read as is НЗД.
 */
const CALL = /(?<![\p{L}\d])[HНh][3Зз]([CcСсSs]|[AaDdgq]|[^\sA-Za-z\d([]?)(?=\s*[([]\s*\d)/gu;
/** `CALL` for a test: a global pattern keeps its lastIndex between calls. */
const HAS_CALL = new RegExp(CALL.source, 'u');

/**
 * Short words, each read only where it stands: "од" after a percentage ("60% on 6poja 200"), and
 * after a word of the page ("Задаци за вежбу" read "3anaun 3a Be*6y"), never beside maths, where
 * "3a" is 3 · a.
 */
const SHORT_WORDS: [string, string][] = [
  ['за', 'za'],
  ['од', 'od'],
  ['је', 'je'],
  ['са', 'sa'],
  ['из', 'iz'],
  ['на', 'na'],
  ['у', 'u'],
];

/** Does the reader's glyph `read` stand for the Cyrillic letter `letter`? */
function readsAs(read: string, letter: string): boolean {
  const r = read.toLowerCase();
  return r === letter || (READ_AS[letter]?.includes(r) ?? false);
}

/**
 * A digit read is never dropped from a word nor taken for a letter it does not look like: "Zadatak4"
 * is a label's number glued to "Zadatak", and "IpMep4Pejemay" no word.
 */
const dropped = (read: string) => (/\d/.test(read) ? Infinity : 1);

/** Edit distance between a reading and a Cyrillic word, a glyph the letter is read as costing nothing. */
export function lookDistance(reading: string, word: string): number {
  const a = [...reading];
  const b = [...word];
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const prev = rows[i - 1]!;
    const row = [prev[0]! + dropped(a[i - 1]!)];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        prev[j]! + dropped(a[i - 1]!),
        row[j - 1]! + 1,
        prev[j - 1]! + (readsAs(a[i - 1]!, b[j - 1]!) ? 0 : dropped(a[i - 1]!)),
      );
      // A letter read as several glyphs ("PeIIIN" for "Реши", "JIeKIIHja" for "Лекција").
      for (const glyphs of READ_AS_SEVERAL[b[j - 1]!] ?? [])
        if (
          i >= glyphs.length &&
          a
            .slice(i - glyphs.length, i)
            .join('')
            .toLowerCase() === glyphs
        )
          row[j] = Math.min(row[j]!, rows[i - glyphs.length]![j - 1]!);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** How far a reading may be from a word: none for short words, one glyph in five for long ones. */
const allowed = (word: string) => (word.length <= 3 ? 0 : word.length <= 5 ? 1 : 2);

/** The Latin spelling of the Cyrillic word `token` is a reading of, when exactly one is nearest. */
export function cyrillicWord(token: string, words: [string, string][] = WORDS): string | null {
  return nearestWord(token, words).latin;
}

/** The word a token is a reading of (cyrillicWord) and how far it is from it (Infinity for none). */
function nearestWord(token: string, words: [string, string][] = WORDS): { latin: string | null; d: number } {
  // A page's words come back in every look, every runner-up line and every join tried
  // (joinSplitWords): the answer depends on the token and the list alone, so a recent one is given
  // again for the module's own lists.
  const recent = words === WORDS ? RECENT_WORDS : words === SHORT_WORDS ? RECENT_SHORT_WORDS : null;
  const known = recent?.get(token);
  if (known) return known;
  const found = Object.freeze(nearestWordUncached(token, words));
  return recent ? recent.remember(token, found) : found;
}

/** nearestWord's latest answers (4,000) for each of the module's word lists. */
const RECENT_WORDS = new RecentResults<{ latin: string | null; d: number }>(4000);
const RECENT_SHORT_WORDS = new RecentResults<{ latin: string | null; d: number }>(4000);

/** `nearestWord`, worked out anew. */
function nearestWordUncached(token: string, words: [string, string][]): { latin: string | null; d: number } {
  const none = { latin: null, d: Infinity };
  // A word read in Latin as it is spelled is no Cyrillic misreading ("Reši" on a Latin page).
  if (words.some(([, latin]) => latin.toLowerCase() === token.toLowerCase())) return none;
  let best: { d: number; latin: string[] } = { d: Infinity, latin: [] };
  for (const [cyr, latin] of words) {
    // (A reading may be longer than its word by more: a letter read as several glyphs.)
    if (cyr.length - token.length > allowed(cyr)) continue;
    const d = lookDistance(token, cyr);
    if (d > allowed(cyr)) continue;
    if (d < best.d) best = { d, latin: [latin] };
    else if (d === best.d && !best.latin.includes(latin)) best.latin.push(latin);
  }
  // Forms of one word as near ("H3paa": izraz or izraza) say the same; words of two meanings, nothing.
  const stem = best.latin[0]?.slice(0, 5).toLowerCase();
  if (best.latin.length === 0 || best.latin.some((w) => w.slice(0, 5).toLowerCase() !== stem)) return none;
  // (The case as listed: the reader's case of a Cyrillic letter says little, к and К look alike.)
  return { latin: best.latin[0]!, d: best.d };
}

/**
 * A run of letters and digits as the reader gives a word (Ⅱ and Ⅲ are how it reads a Д and a Ш,
 * "*" a ж: "Be*6y"),
 * and the raised marks it sometimes puts inside one ("N3p^a^4yHaj"), dropped before matching.
 */
const TOKEN = /[\p{L}\dⅡⅢ]+(?:[*^][\p{L}\dⅡⅢ]+)*/gu;

/**
 * What no word of a Latin page shows, but a Cyrillic word read in Latin often does: a digit between
 * letters or before them at its start ("jeAHa4MHy", "6poja": 3, 4 and 6 are how з, ч and б are read;
 * a Latin word's misread o, l or s is a 0, 1 or 5), a capital after a small letter ("KBaapaTHy", "PewN"), or a letter
 * the Serbian Latin alphabet lacks (w, x, y, q: "Hapauyhaj", "Bex6abe").
 */
const CYRILLIC_SIGNS = /(?<![^\p{L}])[346]\p{L}|\p{Ll}\p{Lu}|[wxyq]/u;

/** Is this line's text a reading of Cyrillic words: a word matched that shows a sign of one, or НЗД/НЗС. */
function showsCyrillic(text: string): boolean {
  if (HAS_CALL.test(text)) return true;
  return [...text.matchAll(TOKEN)].some((m) => {
    const token = m[0].replace(/\^/g, '');
    return token.length >= 4 && CYRILLIC_SIGNS.test(token) && cyrillicWord(token) !== null;
  });
}

/**
 * Does the page read as Cyrillic words: a line with a word of four letters or more that matches one
 * and shows a sign of Cyrillic (a Latin page's "prezime" is as near "решите" but shows none).
 */
export function cyrillicPage(texts: string[]): boolean {
  return texts.some(showsCyrillic);
}

/**
 * A sub-task label at a line's start as the reader gives a Cyrillic one: "(6)" or "6)" for б, "B)"
 * for в, "r)" for г, "h)" for ђ; or in Cyrillic letters, as a reader that knows them gives them
 * ("д)", "ђ)"); its closing bracket may be read "]" ("6]", "a]"). Put in the Serbian Latin order's
 * letters (labels.ts SERBIAN_LETTERS), which the splitter reads: а → a, б → b, в → v, г → g, д → d,
 * ђ → đ, е → e.
 */
const CYRILLIC_LABEL = /^(\s*\(?)([a6bBrAehабвгдђеАБВГДЂЕ])([).\]])(?=\s|(?<=\(.[)\]]))/u;
const LABEL_LETTER: Record<string, string> = {
  a: 'a',
  A: 'a',
  '6': 'b',
  b: 'b',
  B: 'v',
  r: 'g',
  e: 'e',
  h: 'đ',
  ...Object.fromEntries(
    [...'абвгдђе'].flatMap((c, i) => [
      [c, SERBIAN_LETTERS[i]!],
      [c.toUpperCase(), SERBIAN_LETTERS[i]!],
    ]),
  ),
};
/**
 * Readings that stand for two labels: д is read "A" as in "3aAatak" (задатак), and в "b" in some
 * faces. The label after the page's previous one decides: "A)" after г) is д), "b)" after б) is в).
 */
const LABEL_LETTERS_AFTER: Record<string, string[]> = { A: ['a', 'd'], b: ['b', 'v'] };
/** The letter of a sub-task label at a line's start, as put in Latin ("(b) …" → b). */
const LATIN_LABEL = /^\s*\(?([a-zđ])[).\]]/u;
/** A number label at a line's start ("1.", "2)", "(3)", "4]"). */
const NUMBER_LABEL = /^\s*\(?\d{1,2}[.)\]]/;

/**
 * Is a line-start "6)" or "(6)" the label б? On a page lettered а) … (a line opens with "a)" or
 * "(a)") and numbered nowhere else; a 6 before a point is a number ("6. Реши …").
 */
function sixIsLetter(texts: string[]): boolean {
  const lettered = texts.some((t) => /^\s*\(?[aа][)\]]/.test(t));
  const numbered = texts.some((t) => NUMBER_LABEL.test(t) && !/^\s*\(?6[)\]]/.test(t));
  return lettered && !numbered;
}

/**
 * A run of three glyphs or more, a space, and a lone x or y before a word's end (a colon, a point, a
 * space), not before a sign no task starts with: "jeAHa4NH y + 3 = 5" (the word's у lost) keeps
 * its unknown y, while "jeAHa4NH y (x - 2)(x + 3) = 0" and "… y -2x = 4" are the word and a task.
 */
const SPLIT_LETTER = /(?<![\p{L}\d])([\p{L}\d]{2,}\p{L}) ([xyXY])(?=[\s:.,!?]|$)(?!\s*[+*·×/=<>≤≥^])/gu;

/** One line of a Cyrillic page with its words put back in their Latin spelling. */
export function readCyrillicLine(
  text: string,
  sixLetter = true,
  previousLabel?: string,
  fiveOnPage = false,
): string {
  const found = CYRILLIC_LABEL.exec(text);
  // (On a numbered page too, a "6)" right after the page's а) is its б) — "1. Израчунај:" over "а) …",
  // "б) …" — unless the page numbers a task 5: then it may be task 6 after 5's sub-task а).)
  const six = found?.[3] !== '.' && (sixLetter || (previousLabel === 'a' && !fiveOnPage));
  const label = found && (found[2] !== '6' || six) ? found : null;
  const next = previousLabel === undefined ? '' : SERBIAN_LETTERS[SERBIAN_LETTERS.indexOf(previousLabel) + 1];
  const letter =
    label && (LABEL_LETTERS_AFTER[label[2]!]?.find((l) => l === next) ?? LABEL_LETTER[label[2]!]);
  const head = label ? `${label[1]}${letter}${label[3]}` : '';
  let rest = (label ? text.slice(label[0].length) : text).replace(CALL, (_, s: string) =>
    s !== '' && /[CcСсSs]/.test(s) ? 'NZS' : 'NZD',
  );
  // A word whose last letter у or х the reader set apart ("jeAHa4NH y:"): joined back, so the
  // letter never stands as an unknown y or x.
  rest = rest.replace(SPLIT_LETTER, (m, stem: string, letter: string) => {
    // (Only when the letter brings the reading nearer its word: "Onpeau x" is "Odredi x", x the unknown.)
    return nearestWord(stem + letter).d < nearestWord(stem).d ? stem + letter : m;
  });
  rest = joinSplitWords(rest);
  // The word before, as put back, and what stands between it and this token.
  let previous = { word: '', end: -1 };
  const out = rest.replace(TOKEN, (token, offset: number, str: string) => {
    const before = str.slice(0, offset);
    const afterWord =
      previous.end >= 0 &&
      /^\s+$/.test(str.slice(previous.end, offset)) &&
      /^\p{L}{3,}$/u.test(previous.word);
    const after = str.slice(offset + token.length);
    // (Never before an operation: "Израчунај 3a + 2" keeps its 3a.)
    const beforeMaths = /^\s*[-+−–*·×/:=<>≤≥^(]/.test(after);
    // A lone letter stands between words, not after an instruction ("Одреди y ако је …": y the unknown).
    const between =
      afterWord && detectIntent(previous.word) === null && /^\s+\p{L}{4,}(?![\p{N}(])/u.test(after);
    const word = readToken(token, {
      afterPercent: /%\s*$/.test(before),
      afterWord: afterWord && !beforeMaths,
      betweenWords: between && !beforeMaths,
    });
    previous = { word, end: offset + token.length };
    return word;
  });
  // A root sign glued to a word put back ("√3pa4yHaj:" for "Израчунај:") is a speck, no root.
  return (
    head +
    out
      .replace(/√(?=\p{L}{3,})/gu, '')
      .replace(LOST_OF, '$1 od $2')
      .replace(LOST_OF_NUMBER, '$1 od ')
  );
}

/**
 * Pieces of one word read apart that are joined back at most (a letter set apart at each gap):
 * 12 covers the instructions' longest words (`izračunajte`, `nejednačinu`).
 */
const MOST_PIECES = 12;

/**
 * A word the reader broke at a space ("j eAHa4NHy" for "једначину", "6poj a" for "броја", "И 3 p a
 * μ y Ha j" for "Израчунај": letters a face sets wide apart): pieces one space apart are joined
 * when together they read as a word nearer than each piece alone. A piece that is a word as near
 * stays apart ("3anatak y" is задатак у), and no digit is dropped, so maths is never joined in.
 */
export function joinSplitWords(text: string): string {
  const pieces = [...text.matchAll(TOKEN)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
  const far = (token: string) => (/\p{L}/u.test(token) ? nearestWord(token.replace(/\^/g, '')).d : Infinity);
  let out = '';
  let at = 0;
  for (let i = 0; i < pieces.length;) {
    let best: { end: number; d: number } | null = null;
    let joined = pieces[i]!.text;
    let nearestPiece = far(joined);
    for (let j = i + 1; j < Math.min(pieces.length, i + MOST_PIECES); j++) {
      if (text.slice(pieces[j - 1]!.end, pieces[j]!.start) !== ' ') break;
      joined += pieces[j]!.text;
      nearestPiece = Math.min(nearestPiece, far(pieces[j]!.text));
      // (A lone x or y before a sign is the unknown: "jeAHa4NH y + 3 = 5" keeps it.)
      const unknown =
        /^[xyXY]$/.test(pieces[j]!.text) && /^\s*[+*·×/=<>≤≥^]/.test(text.slice(pieces[j]!.end));
      const d = joined.length >= 4 && !unknown ? far(joined) : Infinity;
      if (d < nearestPiece && (!best || d <= best.d)) best = { end: j, d };
    }
    if (!best) {
      i++;
      continue;
    }
    out +=
      text.slice(at, pieces[i]!.start) +
      pieces
        .slice(i, best.end + 1)
        .map((p) => p.text)
        .join('');
    at = pieces[best.end]!.end;
    i = best.end + 1;
  }
  return out + text.slice(at);
}

/**
 * "25% од 120" read "25% o 120" or "25% 120": the reader keeps the о of "од" or neither letter. A
 * percentage and a number, with a space or an o between and nothing else to the line's end, is the
 * percentage of that number (the times sign the reader takes for "%" is glued: "248%7").
 */
const LOST_OF =
  /(?<=^|[:)]\s*|\p{L}\s+)(\d+(?:[.,]\d+)?\s*%)(?:\s*[oO0о]\s*|\s+)(\d+(?:[.,]\d+)?\s*[.?]?\s*)$/u;
/**
 * "25% од броја 620" read "25% o 6poja 620": the д of "од" lost before "броја" (put back already),
 * which says a number follows. (Only the lone о: "25% броја" may be another word lost.)
 */
const LOST_OF_NUMBER = /(\d+(?:[.,]\d+)?\s*%)\s*[oO0о]\s+(?=broja\s+\d)/u;

/** A token of a Cyrillic page's line put back in Latin, where it matches a word. */
function readToken(
  token: string,
  at: { afterPercent: boolean; afterWord: boolean; betweenWords: boolean },
): string {
  // Ⅱ and Ⅲ are letters here (a Д, a Ш), though Unicode calls them numbers: "50% 0Ⅱ 100" is "од".
  if (!/[\p{L}ⅡⅢ]/u.test(token)) return token;
  if (token.length >= 4) {
    const word = cyrillicWord(token.replace(/\^/g, ''));
    if (word) return word;
    // A label's number glued to its word ("IpMep4." for "Пример 4."): the word, a space, the number.
    const glued = /^([\p{L}\d]{3,}\p{L})(\d{1,2})$/u.exec(token);
    const label = glued ? cyrillicWord(glued[1]!) : null;
    return label ? `${label} ${glued![2]}` : token;
  }
  const short = cyrillicWord(token, SHORT_WORDS);
  if (short === null) return token;
  // A lone letter only between two words: "Уради задатак у свесци." read "... 3anaTak y cBecun."
  if (token.length === 1) return at.betweenWords ? short : token;
  if (short === 'od' && at.afterPercent) return short;
  return at.afterWord ? short : token;
}

/** The lines of a reading, their Cyrillic words put back in Latin when the page shows any. */
export function readCyrillic(text: RecognizedText): RecognizedText {
  const texts = text.lines.map((l) => l.text);
  if (!cyrillicPage(texts)) return text;
  const six = sixIsLetter(texts);
  const five = texts.some((t) => /^\s*\(?5[.)\]]/.test(t));
  let previous: string | undefined;
  const line = (l: RecognizedLine): RecognizedLine => {
    const read: RecognizedLine = {
      ...l,
      text: readCyrillicLine(l.text, six, previous, five),
      ...(l.alternatives
        ? {
            alternatives: l.alternatives.map((a) => ({
              ...a,
              text: readCyrillicLine(a.text, six, previous, five),
            })),
          }
        : {}),
    };
    // A numbered exercise starts its sub-tasks again at а) (review: "2. Izračunaj:" then "(A) 7 + 5").
    previous = NUMBER_LABEL.test(read.text) ? undefined : (LATIN_LABEL.exec(read.text)?.[1] ?? previous);
    return read;
  };
  return { ...text, lines: text.lines.map(line) };
}
