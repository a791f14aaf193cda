/**
 * Turns one OCR'd task into parser-ready text: a-z variables, digits with ".", + - * / : ^ √ % ( )
 * = < > ≤ ≥ and ";" between equations. Records every guess (look-alike characters, ambiguous
 * symbols, dropped words) because those guesses lower the confidence and can make the engine decline.
 */
import leven from 'leven';
import { RecentResults } from './recent-results.js';
import {
  BRACKET_LABEL,
  DOT_LABEL,
  dropBrokenBracketLabel,
  dropGluedLetterLabel,
  LABEL_WORDS,
  LOST_POINT_LABEL,
  MISREAD_LETTER_LABEL,
  NUMBER_BEFORE_INSTRUCTION,
} from './labels.js';

/** "equation" comes from an explicit equation word; "solve" from a bare "solve" verb, which pupils also use for sums. */
export type Intent =
  | 'equation'
  | 'quadratic'
  | 'proportion'
  | 'solve'
  | 'compute'
  | 'system'
  | 'simplify'
  | 'inequality'
  | 'percent';

export interface Normalized {
  text: string;
  intent: Intent | null;
  /** Characters read as a look-alike (O→0, l→1, S→5, z→2 ...). */
  lookalikes: number;
  /** Symbols whose meaning was guessed (x as ×, "x2" as x², "6:2(1+2)" ...). */
  ambiguities: number;
  /** Guesses that often turn out wrong: "x2" read as x², a question whose "?" became a digit. */
  strongGuesses: number;
  /** Words and symbols that were neither maths nor a known instruction. */
  leftovers: string[];
  /** Stray marks at the ends of the line (|, _, bullets) that were dropped. */
  edgeNoise: number;
  /** The instruction names the unknown to find ("Izračunaj x ako je …", "Odredi x: …"; FIND_UNKNOWN). */
  namesUnknown: boolean;
}

// Instruction vocabulary in the ten languages (Latin and Cyrillic Serbian), matched case-insensitively.
const INTENTS: [Intent, RegExp][] = [
  ['system', /sistem|sustav|систем|system|sisteme?n?|syst[èe]me|denklem sistemi/i],
  [
    'inequality',
    /nejedna.in|nejednad.b|neena.b|неједначин|неравенств|inequalit|inekuacion|jobarazim|e[şs]itsizli|ungleichung|in[ée]quation|nanajekhipe/i,
  ],
  [
    'simplify',
    /uprosti|sredi izraz|среди израз|упрости|pojednostav|poenostav|опрости|simplif|thjeshto|sadele[şs]tir|vereinfach|kerde sadeh|sadeo/i,
  ],
  // "Reši kvadratnu jednačinu" (not "kvadratni koren": the quadratic word must name an equation).
  [
    'quadratic',
    /(?:kvadratn|квадратн|quadratic|quadratisch|quadratique|kuadratik)\p{L}*\s+(?:jedna|једна|уравн|equation|gleichung|[ée]quation|ekuacion|enač)|ikinci dereceden/iu,
  ],
  ['proportion', /proporc|пропорц|proportion|orant[ıi]/i],
  ['equation', /jedna.in|jednad.b|ena.b|уравнени|једначин|equation|ekuacion|denklem|gleichung|[ée]quation/i],
  [
    'solve',
    /\bre.i\b|реши|rije.i|solve|find|odredi|одреди|determin|bestimm|zgjidh|çöz|coz|l[öo]se|r[ée]sou|rešin|resin|arakh/i,
  ],
  [
    'compute',
    /izra[čc]un|zra.un|израчунај|изчисл|пресметн|calculat|comput|evaluat|work out|llogarit|hesapla|berechne|calcul|koliko|колико|колко|what is|how much|sa si|sa kerel|wie viel|combien|ne kadar|kaç|rachun|ginav|izra(?!z)/i,
  ],
];

// Short words that may sit between the numbers of a task; dropped without suspicion.
const STOPWORDS = new Set([
  'od',
  'of',
  'je',
  'је',
  'е',
  'на',
  'is',
  'the',
  'von',
  'de',
  'du',
  'des',
  'la',
  'le',
  'nga',
  'e',
  'i',
  'и',
  'от',
  'од',
  'est',
  'ist',
  'sa',
  'si',
  'to',
  'da',
  'ako',
  'if',
  'and',
  'und',
  'et',
  've',
  'dhe',
  'thaj',
  'hem',
  'te',
  'ta',
  'zadatak',
  'задатак',
  'task',
  'aufgabe',
  'exercice',
  'zadatok',
  'naloga',
  'detyra',
  'soru',
  'buti',
  'primer',
  'primjer',
  'пример',
  'example',
  'beispiel',
  'exemple',
  'shembull',
  'örnek',
  'misal',
  'jednačine',
  'jednačina',
  'equations',
  // "NZD brojeva 12 i 18" ("of the numbers").
  'brojeva',
  'бројева',
]);

/** The words a question starts with, in the explanation languages ("Koliko je …?", "What is …?"). */
const QUESTION_WORDS =
  'koliko|колико|колко|kolik|what is|how much|wie viel|combien|sa si|sa kerel|ne kadar|kaç|sa është';
/** A task worded as a question; a bare "sa" ("how much") only where the task starts with it. */
const QUESTION = new RegExp(`^\\s*(?:${QUESTION_WORDS}|sa\\b)`, 'i');
/** Any of them as a word of a heading (review: one list for both). */
export const QUESTION_WORD = new RegExp(`(?<!\\p{L})(?:${QUESTION_WORDS})(?!\\p{L})`, 'iu');

/** A heading that asks a question ("1. Koliko je:", "Колико је:"): the tasks under it may end in "?". */
export function asksQuestion(heading: string): boolean {
  return QUESTION_WORD.test(heading);
}

const FIND_UNKNOWN =
  /^[\p{L}\s,]*?(?:odredi|odrediti|nađi|nadji|pronađi|izračunaj|find|determine|solve for|bestimme|berechne|détermine|trouve|calcule|gjej|bul|hesapla|намери|определи|пронађи|одреди|израчунај)\s+[a-zхуz](?:\s+(?:ako je|ako|if|wenn|si|nëse|eğer|ако е|ако је|ако|kada je|when))?\s*[:,]?\s+/iu;

const SUPERSCRIPTS: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
};
const VULGAR: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅛': '1/8',
};
// Cyrillic letters that OCR returns for Latin variables and digits.
const CYR_VAR: Record<string, string> = { х: 'x', Х: 'x', у: 'y', У: 'y' };
const CYR_DIGIT: Record<string, string> = { О: '0', о: '0', З: '3', з: '3', б: '6' };
const LATIN_DIGIT: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  S: '5',
  s: '5',
  l: '1',
  I: '1',
  i: '1',
  Z: '2',
  z: '2',
  B: '8',
  g: '9',
  G: '6',
};
/**
 * A whole number of three or more digits right before a misread times sign: the photo's decimal
 * comma was most likely lost in the same smudge ("2,48 · 7" read as "248%7", "5,57 · 8" as "557 x8").
 */
const LONG_INT_BEFORE = /(?<![\d.,])\d{3,}\s*$/;
// Letters that after a number are far more likely a variable ("2x") than a misread digit.
const VARIABLE_LETTERS = new Set(['x', 'y', 'z', 'a', 'b', 'c', 'n', 'm', 't', 'k', 'p', 'q']);

/** A monospaced face's digits read for the letters they resemble inside a word: "Re51", "jednac1nu". */
const MONO_LETTER: Record<string, string> = { '0': 'o', '1': 'i', '5': 's' };
/** A word's digits glued after its letters read as the letters a monospaced face makes them look like ("Re51" → "Resi"). */
const monoLetters = (text: string) => text.replace(/(?<=\p{L}[015]*)[015]/gu, (d) => MONO_LETTER[d] ?? d);
/** An unread mark (⁇) touching a digit, a point or another mark: part of a number, not a whole glyph. */
const UNREAD_TOUCHING = /[\d.⁇]⁇|⁇[\d.⁇]/;

/** Inside a named call's brackets, before a separator: "NZD(12", "nzs (4; 6". */
const NAMED_CALL = /\p{L}{1,4}\s*\(\s*[\d\s,;.]*$/u;

/** Exercise labels before a task: "Zadatak 4:", "Primer 3.", "Vežba 2", "Q1.", "1.", "2)", "(b)". */
const LABEL_ALTERNATIVES = `${LABEL_WORDS}\\s*\\d{1,3}[a-z]?\\s*[.:)]?|\\d{1,2}[.)](?=\\s)|\\d{1,2}\\.(?=\\p{L}{3}|\\|)|\\(?[a-h]\\)|[a-h]\\.(?=\\s)`;
const LABEL = new RegExp(`^\\s*(?:${LABEL_ALTERNATIVES})\\s*`, 'iu');
/** On a photo also "(4) Izračunaj: …" (labels.ts BRACKET_LABEL); typed "(4) - 3" is 4 − 3. */
// ... and "1 · Reši …": a label's point read as a middle dot, before a word.
const PHOTO_LABEL = new RegExp(`^\\s*(?:${LABEL_ALTERNATIVES}|${BRACKET_LABEL}|${DOT_LABEL})\\s*`, 'iu');

/**
 * The points a class test gives a task, printed after its instruction: "(3 boda)", "(1 bod)", "(5
 * bodova)", "(2 poena)", "(4 pts)", "[3 points]", and as the reader damages them: "(3 bod a)",
 * "(3boda)", "3 boda)" (a bracket lost), "(^4 boda)", "(S bodova)" (the 5 read as S), "(5 bodovg)".
 * A count and a word for points, in brackets (at least one of them), is no part of any task: left
 * there its number would be maths ("Izračunaj: (3 boda)" → "3").
 */
const POINTS_WORD =
  '(?:b\\s?o\\s?d|p\\s?o\\s?e\\s?n)\\p{L}*(?:\\s\\p{L}{1,2}(?=\\s*[)\\]]))?|pts?\\.?|points?|punkt\\p{L}*';
const POINTS_COUNT = '(?:\\^\\s*)?(?:\\d{1,2}|[SOlI])';
// (Closed by a bracket or the line's end: "5(2 pt - 1)" is maths, its bracket closes later.)
const POINTS = new RegExp(
  `[(\\[]\\s*${POINTS_COUNT}\\s*(?:${POINTS_WORD})\\s*(?:[)\\]]|$)|(?<![\\p{L}\\d])${POINTS_COUNT}\\s*(?:${POINTS_WORD})\\s*[)\\]]`,
  'giu',
);

/**
 * A class test's header is a form: fields named by words and a colon, at least one of them a blank to
 * fill in ("Ime i prezime: ______ Odeljenje: 8/1", "Učenik: ________ Razred: 7-2"). Such a line,
 * opening with a field whose blank follows its colon, then nothing or the next field, is no task: the
 * values of its other fields ("7-2", "8/1", a class and its section) are no maths. (Not a task's
 * blank after maths: "Izračunaj: 2 + 3 = ...", "Dopuni: ___ + 3 = 7" are no form.)
 */
const FORM_LINE = /^\s*\p{L}[\p{L}\s/.]*:\s*(?:_{3,}|[.…·]{3,}|-{3,}|—{2,})\s*(?:$|\p{L}[\p{L}\s/.]*:)/u;
/**
 * A header's fields that hold a value and no blank ("Razred: 7-2", "Odeljenje: VI/3", "Datum:
 * 12.3.2025.", "Grupa: A"): a class, a section, a date are no maths, though "7-2" reads as a
 * subtraction. Only the names such forms print (read without their accents), each followed by a
 * short value, and nothing else on the line: "Izračunaj: 7-2" names an instruction, not a field.
 */
const FORM_FIELD =
  '(?:razred|odeljenje|odjeljenje|datum|grupa|skola|škola|ucenik|učenik|ucenica|učenica|ime(?:\\s+i\\s+prezime)?|prezime|ocena|bodovi|class|date|group|name)';
const FIELD_LINE = new RegExp(
  `^\\s*${FORM_FIELD}\\s*:\\s*[^:]{0,14}?(?:\\s+${FORM_FIELD}\\s*:\\s*[^:]{0,14}?)*\\s*$`,
  'iu',
);
/**
 * A title's parts set apart by a dash before a capitalised word ("Kontrolni zadatak br. 3 — Grupa B",
 * "Provera znanja — 7. razred" has none after it): no maths puts a minus before a word. Not when an
 * instruction or an equation follows ("1. zadatak – Reši jednačinu: 2x = 4"): that part is the task.
 */
const TITLE_DASH = /\s[—–]\s*\p{Lu}\p{Ll}{2,}(?:\s[^:=]*)?$/u;

/** A number before an instruction's words and colon: a label whose point was lost, or a misread (labels.ts). */
const NUMBER_BEFORE_WORDS = new RegExp(`^\\s*(?:${LOST_POINT_LABEL}|${NUMBER_BEFORE_INSTRUCTION})`, 'u');

/** A number of one or two digits opening a line, before words (captured: up to the maths). */
const NUMBER_BEFORE_INSTRUCTION_WORDS = /^\s*\d{1,2}\s+(?=(\p{L}{3,}(?:\s+\p{L}+)*))/u;

export function detectIntent(raw: string): Intent | null {
  if (/%/.test(raw)) return 'percent';
  // "Reši jednačine i nejednačine:" names both kinds (the equation word is inside the inequality
  // word, so it must stand apart from it): each task under it is only to be solved.
  if (INEQUALITY.test(raw) && EQUATION.test(raw.replace(new RegExp(INEQUALITY.source, 'gi'), ' ')))
    return 'solve';
  for (const [intent, re] of INTENTS)
    if (re.test(raw)) return intent === 'solve' ? (nearInstruction(raw, RELATION_WORDS) ?? 'solve') : intent;
  return nearInstruction(raw, INSTRUCTION_WORDS);
}

/**
 * The instruction words pages print most, as the reader gives them with the accents dropped. A word
 * one letter off (two in a long word) is read as the nearest of them: the reader's letters go wrong
 * in any face ("Izrocunaj:", "Resi jednocinu:" in a round one, "nejednacnu"). Words pages print that
 * name no instruction but lie as near one are listed with none, so they stay themselves: "prosti"
 * (prime: "Prosti i složeni brojevi" heads a page of NZD tasks) is one letter from "uprosti".
 */
const INSTRUCTION_WORDS: [string, Intent | null][] = [
  ['izracunaj', 'compute'],
  ['jednacinu', 'equation'],
  ['jednacine', 'equation'],
  ['jednacina', 'equation'],
  ['nejednacinu', 'inequality'],
  ['nejednacine', 'inequality'],
  ['nejednacina', 'inequality'],
  ['proporciju', 'proportion'],
  ['uprosti', 'simplify'],
  ['prosti', null],
];
/** What "Reši …" may name: a relation to solve. */
const RELATION_WORDS = INSTRUCTION_WORDS.filter(
  ([, intent]) => intent !== 'compute' && intent !== 'simplify',
);

/**
 * The intent of the instruction word a word of `raw` is a misreading of, when exactly one is nearest
 * (a word nearest a printed word of no instruction counts for none).
 */
function nearInstruction(raw: string, vocabulary: [string, Intent | null][]): Intent | null {
  type Near = { d: number; intents: Set<Intent | null> };
  const nearest = (word: string) => {
    let best: Near = { d: Infinity, intents: new Set() };
    for (const [known, intent] of vocabulary) {
      const d = leven(word, known);
      if (d > (known.length >= 9 ? 2 : 1)) continue;
      if (d < best.d) best = { d, intents: new Set([intent]) };
      else if (d === best.d) best.intents.add(intent);
    }
    return best;
  };
  let best: Near = { d: Infinity, intents: new Set() };
  for (const word of raw.toLowerCase().split(/[^\p{L}]+/u)) {
    if (word.length < 6) continue;
    const near = nearest(word);
    if (near.intents.has(null)) continue;
    if (near.d < best.d) best = near;
    else if (near.d === best.d) near.intents.forEach((i) => best.intents.add(i));
  }
  return best.intents.size === 1 ? [...best.intents][0]! : null;
}
const INEQUALITY = INTENTS.find(([intent]) => intent === 'inequality')![1];
const EQUATION = INTENTS.find(([intent]) => intent === 'equation')![1];

/** Whether a task's words name an equation or an inequality ("Uprosti pa reši jednačinu: …"). */
export const namesRelation = (raw: string): boolean => EQUATION.test(raw) || INEQUALITY.test(raw);

/** Fixes a run of letters/digits that contains at least one digit. */
function fixRun(run: string, out: { lookalikes: number }): string {
  if (!/[0-9]/.test(run)) return run;
  // Mostly letters ("1zračunaj"): a word with a misread letter, not a number with misread digits.
  const letters = run.replace(/[^\p{L}]/gu, '').length;
  if (letters >= 3 && letters > run.length - letters) return run.replace(/\d/g, 'ǝ');
  const last = run[run.length - 1] ?? '';
  // "12x", "3ab": digits followed by variables stay as they are.
  const m = /^([0-9]+(?:\.[0-9]+)?)([a-z]+)$/.exec(run);
  if (m && [...(m[2] ?? '')].every((c) => VARIABLE_LETTERS.has(c))) return run;
  // Variable then digits ("x2") is a lost superscript; handled later.
  if (/^[a-z][0-9]+$/.test(run) && VARIABLE_LETTERS.has(run[0] ?? '')) return run;
  let res = '';
  for (let i = 0; i < run.length; i++) {
    const c = run[i] ?? '';
    if (/[0-9.]/.test(c)) {
      res += c;
      continue;
    }
    const isLastVar = i === run.length - 1 && c === last && VARIABLE_LETTERS.has(c) && c !== 'z';
    const d = LATIN_DIGIT[c] ?? CYR_DIGIT[c];
    // z reads as 2 only inside a number ("1z5"), never at its end where it may be the variable.
    const zInside = (c === 'z' || c === 'Z') && i > 0 && i < run.length - 1;
    if (d !== undefined && !isLastVar && (c.toLowerCase() !== 'z' || zInside)) {
      res += d;
      out.lookalikes++;
    } else {
      res += c;
    }
  }
  return res;
}

/**
 * Marks a photo's reading leaves where they mean nothing, each read the one way it can be:
 * - a point inside a word ("Ko.nko je 50% od 520?", a Cyrillic "Колико" read so) is no decimal
 *   point: it would be left standing before the maths (". 50% od 520");
 * - a point between a figure and an unknown before a sign inside a calculation ("4(3.x − 8)", the
 *   figure after a bracket or an operator) is a times dot read low: 3 · x is 3x (before "=" it may
 *   be a proportion's colon, "7.x = 14 : 18"; at a task's start, "2.x − 4 = 10", it is a label's
 *   point glued to the task, review);
 * - a raised mark on the 0 that ends an equation ("x² − 9 = 0`") changes nothing: 0 to a power is 0;
 * - a closing bracket after an equation's last number with none open for it ("x² + 8x + 7 = 0)",
 *   the next column's label or a stray stroke) is no part of it.
 * None of them is a guess: each gives the task one value either way. (A bar beside a decimal
 * separator is a 1 read as a bar, a guess: normalizeTask's look-alikes.)
 */
function withoutStrayMarks(text: string): string {
  let s = text
    .replace(/(?<=\p{L}{2})\.(?=\p{L}{2})/gu, '')
    .replace(/(?<=[(+\-−·*:=]\s*\d)\.(?=[xyz]\s*[-+])/gu, '')
    .replace(/(=\s*0)\s*[‘’'`´"“”′″·]+(?=\s*$)/u, '$1');
  const open = (s.match(/\(/g) ?? []).length;
  const close = (s.match(/\)/g) ?? []).length;
  if (close === open + 1) s = s.replace(/(=\s*-?\d+(?:[.,]\d+)?)\s*\)\s*$/, '$1');
  return s;
}

/**
 * `photo`: the text is a reading of a photo, so misreads only a reader makes are repaired too.
 * `heading`: the intent of the heading the task stands under ("Reši nejednačinu:" on the line
 * above), which repairs that need the task's kind may use when the task's own text names none.
 * `asks`: that heading asks a question ("Koliko je:"), so each task under it may end in "?".
 */
export function normalizeTask(
  raw: string,
  {
    photo = false,
    heading = null,
    asks = false,
  }: { photo?: boolean; heading?: Intent | null; asks?: boolean } = {},
): SharedNormalized {
  // The same text is normalised many times over one photo (each look's split, its tasks, the
  // runner-up pages, the tie-breaker's vote): the result depends on the arguments alone, so a recent
  // one is given again. It is frozen: no caller may change what another caller is given.
  const key = `${photo ? 1 : 0}${asks ? 1 : 0}${heading ?? ''}\u0000${raw}`;
  const known = RECENT.get(key);
  if (known) return known;
  const fresh = normalizeUncached(raw, { photo, heading, asks });
  return RECENT.remember(key, Object.freeze({ ...fresh, leftovers: Object.freeze(fresh.leftovers) }));
}

/** normalizeTask's result: one object shared by every caller given it again, frozen, typed so. */
export type SharedNormalized = Readonly<Omit<Normalized, 'leftovers'>> & {
  readonly leftovers: readonly string[];
};

/** normalizeTask's latest results (1,000: a page's texts, many times over). */
const RECENT = new RecentResults<SharedNormalized>(1000);

/** `normalizeTask`, worked out anew. Exported for the test that compares the two. */
export function normalizeUncached(
  raw: string,
  { photo, heading, asks }: { photo: boolean; heading: Intent | null; asks: boolean },
): Normalized {
  const state = { lookalikes: 0, ambiguities: 0, strongGuesses: 0 };
  /** A replacer that puts `to` in place of what it matched and counts that guess. */
  const counted =
    (kind: 'lookalikes' | 'ambiguities', to: string | ((m: string, ...groups: string[]) => string)) =>
    (m: string, ...groups: string[]) => {
      state[kind]++;
      return typeof to === 'string' ? to : to(m, ...groups);
    };
  const leftovers: string[] = [];
  let intent = detectIntent(raw);
  let s = raw.normalize('NFC');
  /** The instruction names the unknown to find ("Izračunaj x: …", "Odredi x ako je …"). */
  let namesUnknown = false;
  // Page edges, rulings and bullets OCR puts at the ends of a line: cheap noise, counted lightly.
  let edgeNoise = 0;
  // Only marks standing apart: "|5" glued to a digit is more likely a misread 1. Bars in pairs
  // ("| − 11| + |1 − 10|") are absolute values, not edges.
  const pairedBars = (s.match(/\|/g) ?? []).length % 2 === 0;
  s = s.replace(/^\s*(?:[|_~'"«»`•·*#>]+(?=\s|$)\s*)+|(?:\s+[|_~'"«»`•#]+)+\s*$/g, (m) => {
    if (pairedBars && /^\s*\|\s*$/.test(m)) return m;
    edgeNoise += m.replace(/\s/g, '').length;
    return ' ';
  });

  // The points a class test gives a task ("(3 boda)") are no part of it; a header's form and a title's
  // parts after a dash are no task.
  s = s.replace(POINTS, ' ');
  if (FORM_LINE.test(s) || FIELD_LINE.test(s)) s = '';
  s = s.replace(TITLE_DASH, ' ');
  // A blank to fill in after a colon ("Ime i prezime: ______", "Rešenje: ----") is no maths.
  s = s.replace(/:\s*[-–—_.…·]+\s*$/, () => {
    edgeNoise += 1;
    return ': ';
  });
  if (photo) s = withoutStrayMarks(s);
  // Labels the reader damaged: "2.. √144 + 2^3", "a.. x/5 + 9 = 11" (a point doubled), "()9.7 + …",
  // "( · ) 10% od 140" (the letter lost or read as a dot).
  if (photo) s = s.replace(/^\s*(?:\d{1,2}\.\.(?=\s)|[a-h]\.\.(?=\s)|\(\s*[·*•.]?\s*\))/u, ' ');
  // An exercise label in front ("Zadatak 4:", "Primer 3.", "Q1.", "2.", "b)") is no part of the task.
  s = s.replace(photo ? PHOTO_LABEL : LABEL, ' ');
  // On a photo "(1)" is often read "(l)" or "(I)": before a word it is that label too.
  if (photo) s = s.replace(/^\s*\([lI]\)\s+(?=\p{L}{3,})/u, ' ');
  // A task number with no point before an instruction whose colon is lost or was never printed
  // ("7 Izračunaj 50% od broja 300.", "9 Reši proporciju 3 x = 12 12"): a textbook's number
  // printed on a disc. No calculation starts with a number before an instruction's words.
  if (photo)
    s = s.replace(NUMBER_BEFORE_INSTRUCTION_WORDS, (m, words: string) => (detectIntent(words) ? ' ' : m));
  if (photo)
    s = dropBrokenBracketLabel(
      dropGluedLetterLabel(s, () => state.lookalikes++).replace(MISREAD_LETTER_LABEL, ' '),
    );
  // A decimal comma read as ";" or with a space after it in a calculation on a photo ("7,1 − 0,58"
  // read "7.1 - 0; 58" or "7,1 - 0, 58"): with no relation sign there are no equations for it to
  // separate. Typed "3 + 4; 5 + 6" is two tasks, the ";" or "," between a named call's numbers
  // ("NZD(12; 18)", "NZS(4, 10)") separates them, and "2^3, 4" is no decimal (an exponent before).
  if (photo && !/[=<>≤≥]/.test(s))
    s = s.replace(
      /(\d);\s?(?=\d)|(\d),\s(?=\d)/g,
      (m: string, d1: string | undefined, d2: string | undefined, offset: number, str: string) => {
        const d = d1 ?? d2 ?? '';
        if (NAMED_CALL.test(str.slice(0, offset))) return m;
        if (d2 !== undefined && /\^\s*\d*$/.test(str.slice(0, offset))) return m;
        state.lookalikes++;
        return `${d},`;
      },
    );
  // On a photo the instruction's colon is often read ";" ("Izračunaj; 5 · √81"): after words only
  // it is that colon (a system's " ; " stands between equations).
  if (photo) s = s.replace(/^(\s*\p{L}[\p{L}\s]*\p{L})\s*;(?=\s)/u, '$1:');
  // ... or a point, a comma, a middle dot or an apostrophe ("Reši jednačinu. 7x − 4 = 52", "Reši
  // jednačinu · 9x − 6 = −60"): after words that name an instruction, before the maths, it is that
  // colon (no task starts with a point or a times sign). Not before a word: a letter read as a
  // middle dot splits a word ("Izračunaj vi · ednost izraza:", "Reši kvadi · atnu jednačinu:").
  if (photo)
    s = s.replace(
      /^(\s*\p{L}(?:[\p{L}?&]|\s(?=\p{L})|(?<=\p{L}[015]*)[015])*)\s*[.,·'’](?=\s+(?:[-−(\d√|]|[a-z](?!\p{L})))/u,
      (m: string, words: string) => (detectIntent(monoLetters(words)) !== null ? `${words}:` : m),
    );
  // Instruction prefix "Reši jednačinu:": a colon after words only is punctuation, not division.
  const colon = s.indexOf(':');
  if (colon > 0) {
    // On a photo a label's point can be lost ("2 Izračunaj: 5^2 - 4^2"): a number of one or two
    // digits before words only is that label, not a dividend.
    // (labels.ts: "3 Izračunaj:" is that label; "1 zračunaj:" and "10 Izračunaj:" are misreads
    // of a capital I or of "1)", no maths either.)
    let pre = photo
      ? s
          .slice(0, colon + 1)
          .replace(NUMBER_BEFORE_WORDS, ' ')
          .slice(0, -1)
      : s.slice(0, colon);
    // Some faces' z is read as "/" ("I/racunaj", "Sredi izra/") and a capital I as 1 ("1/racunaj"):
    // inside a word on a photo these are letters.
    if (photo)
      pre = pre
        // A letter's háček or ascender lifted as an exponent by the layout ("kvadratnu^(nu)",
        // "jednacinu^c"): a raised run of letters glued to a word's letters is part of that word (a
        // word of three letters or more: `ab^n : b` is maths).
        .replace(/(?<=\p{L}{3}(?:\^(?:\(\p{L}+\)|\p{L}))*)\^(?:\((\p{L}+)\)|(\p{L}))/gu, '$1$2')
        // ... and the j ending "Izračunaj" read as a bracket no bracket opened ("lzracuna):").
        .replace(/^([^(]*\p{L}{3})\)\s*$/u, '$1j')
        .replace(/(?<=\p{L}|(?<![\p{L}\d])1)\/(?=\p{L})|(?<=\p{L}{2})\/(?=\s*$)/gu, 'z')
        .replace(/(?<![\p{L}\d])1(?=\p{L}{3,})/gu, 'I')
        // ... and a capital O as 0 ("0dredi:").
        .replace(/(?<![\p{L}\d])0(?=\p{Ll}{3,})/gu, 'O')
        // ... and in a monospaced face an i as 1, an s as 5, an o as 0 inside a word ("Re51
        // jednac1nu:", "Res1"): digits glued after letters, up to the word's end or more letters.
        .replace(/\p{L}[\p{L}015]*/gu, (w) => {
          const stem = w.replace(/[015]+$/, '');
          return stem !== w && detectIntent(stem) !== null
            ? monoLetters(stem) + w.slice(stem.length)
            : monoLetters(w);
        });
    if (!/[0-9=+\-*/()√²³]/.test(pre) && /\p{L}{3,}/u.test(pre)) {
      intent ??= detectIntent(pre);
      // "Izračunaj x:" names the unknown as "Izračunaj x ako je …" does (FIND_UNKNOWN below).
      if (FIND_UNKNOWN.test(`${pre}: `)) namesUnknown = true;
      // "Reši proporciju x: 7 = 22 : 14": the instruction's own colon was lost and the first colon
      // is the unknown's ratio sign. A lone letter ending the words, and after the colon a relation
      // with no unknown left, give that letter back to the maths.
      const unknown = /(?<=\s)[a-z](?=\s*$)/.exec(pre)?.[0];
      const rest = s.slice(colon + 1);
      const solveFor = detectIntent(pre);
      s =
        unknown !== undefined &&
        (solveFor === 'equation' || solveFor === 'proportion') &&
        /[=<>≤≥]/.test(rest) &&
        !/\p{L}/u.test(rest)
          ? `${unknown}:${rest}`
          : rest;
    }
  }
  // A colon and a space with nothing before them: the instruction word in front was lost.
  // (Also glued to the number: ":30% od 140" under the cell's heading "3) Izračunaj:".)
  s = s.replace(photo ? /^\s*:\s*/ : /^\s*:\s+/, ' ');

  // "Odredi x ako je 3x + 5 = 20", "Find x if …": the named unknown is part of the sentence.
  s = s.replace(FIND_UNKNOWN, () => {
    intent ??= 'solve';
    namesUnknown = true;
    return ' ';
  });

  // OCR often reads one typeset minus "−" as two dashes ("—-"); "a - -b" is never printed so.
  s = s.replace(/[-−–—‒―‐‑﹣－](?:\s*[-−–—‒―‐‑﹣－])+/g, counted('lookalikes', '-'));
  // On a photo the word after a percentage loses its space or has its o read as a zero ("30% od140",
  // "75% 0d broja 180"): right after "%" it is still that word (no number follows "%" with a "d"; before the
  // times sign read as "%" is looked for, which a digit after "%" would suggest).
  // "Koliko je 75x od 100?", "5x 0d 700": a percent sign read as an x (a monospaced "%" whose
  // circles are small). "od"/"of" after a number and an x is a percentage's word; no product of a
  // number and an unknown is followed by it — except after a subtraction's words ("Oduzmi 5x od
  // 12", "razlika 3x od …"): there "od" is "from".
  if (photo && !/oduz|razlik|одуз|разлик/iu.test(raw))
    s = s.replace(/(?<=\d)\s*[xX×](?=\s*(?:od|0d|of)(?=[\s\d]))/gu, counted('lookalikes', '%'));
  if (photo) s = s.replace(/%\s*(?:0d(?=[\s\d])|od(?=\d))\s*/giu, counted('lookalikes', '% od '));
  // A multiplication dot read as "%": "3*%4", "3%*4", "(2+1)%3", "5% (2+3)", "557 x%8". A real percentage is
  // followed by "od"/"of"/an operator or the end, never glued to the next factor.
  s = s.replace(
    /\*\s*%|%\s*\*|(?<=[0-9)]\s*)(?:[×x]\s*)?%(?:\s*[×x])?(?=\s*(?:[0-9(√]|[vV][0-9(]))/g,
    (m: string, offset: number, str: string) => {
      state.ambiguities++;
      if (LONG_INT_BEFORE.test(str.slice(0, offset))) state.strongGuesses++;
      return '*';
    },
  );
  // "\/9", "v/25", "w/36", "«64": the legacy engine's readings of a root sign.
  s = s.replace(
    /(^|[^\p{L}])(?:\\\/|[vVw]\/|«)\s*(?=\d|\()/gu,
    counted('lookalikes', (_, pre) => `${pre}√`),
  );
  // "v9", "V(16)": a root sign read as the letter v.
  s = s.replace(
    /(^|[^\p{L}])[vV](?=\d|\()/gu,
    counted('lookalikes', (_, pre) => `${pre}√`),
  );
  // In a calculation (no relation, so no unknown v): "5*vV121" (the root read as two letters),
  // "3*xv144" and "2 xV100" (the times dot read as x, glued to the root).
  if (!/[=<>≤≥]/.test(s))
    s = s.replace(/(^|[^\p{L}])(x?)([vV]{1,2})(?=\d|\()/gu, (_, pre: string, x: string) => {
      state.lookalikes++;
      if (x === '') return `${pre}√`;
      state.ambiguities++;
      // The x is the times sign unless a "*" already stands before it.
      return /\*\s*$/.test(pre) || pre === '' ? `${pre}√` : `${pre}*√`;
    });
  // "~6": a minus read as a tilde before a number (after a relation, an operator or a bracket).
  s = s.replace(
    /(^|[=<>≤≥(+*/:]\s*)~(?=\s*\d)/g,
    counted('ambiguities', (_, pre) => `${pre}-`),
  );
  // A doubled unknown "Xx", "xX/2", "-2Xx+5": one x read twice; "X^2x" is x² read with its x twice.
  // One of them a capital: two small "xx" are two glyphs, one misread ("2x" in TeX's italic, "x(x"
  // with its bracket read x), left for the parser to decline.
  s = s.replace(
    /(?<!\p{L})(?:X(\^2)?[xX]|x(\^2)?X)(?![\p{L}\d])/gu,
    (m: string, sq: string | undefined, sq2: string | undefined, offset: number, str: string) => {
      // "(x − 2Xx + 2)": an X right after a number is as likely a misread ")(" — a strong guess.
      if (/[0-9]\s*$/.test(str.slice(0, offset))) state.strongGuesses++;
      else state.lookalikes++;
      return sq || sq2 ? 'x^2' : 'x';
    },
  );
  // "&x + 6 = 6x + 20": on a photo an 8 read as "&" (a serif 8 whose upper bowl is open or thin)
  // glued to an unknown or a figure; "&" is no sign of school maths.
  if (photo) s = s.replace(/&(?=[xyz](?!\p{L})|\d)|(?<=\d)&/gu, counted('lookalikes', '8'));
  // "x/s + 7": a 5 read as S in a denominator (an unknown there is never solved anyway).
  s = s.replace(/(?<=\/\s*)[sS](?![\p{L}\d])/gu, counted('lookalikes', '5'));
  // "8.^2": a speck read as a point between a number and its exponent.
  s = s.replace(/(?<=\d)\.(?=\^)/g, counted('lookalikes', ''));
  // "0. 6 + 4.71 · 2": on a photo a space read after the point of "0,6" (a zero is never a label).
  if (photo) s = s.replace(/(?<![\d.])0\.\s+(?=\d)/g, counted('lookalikes', '0.'));
  // "2 · | - 6| - |7 - 11!", "… - |7 - 11]": on a photo the closing bar of the last absolute value
  // read as "!" or "]" at the end of the line. With an odd count of bars, no square bracket and the
  // round ones balanced, that mark is the bar (a school task has no factorial).
  if (
    photo &&
    (s.match(/\|/g) ?? []).length % 2 === 1 &&
    !s.includes('[') &&
    (s.match(/\(/g) ?? []).length === (s.match(/\)/g) ?? []).length
  )
    s = s.replace(/(?<=\|[^|]*[\d)]\s*)[!\]](?=\s*$)/, counted('lookalikes', '|'));
  // "lx - 4| = 8": on a photo an opening bar read as an l or I glued to the unknown or number it
  // opens. With a lone bar after it and no other (an odd count), that letter is the bar.
  if (photo && (s.match(/\|/g) ?? []).length === 1)
    s = s.replace(/(?<=^\s*|[-+*/:=<>≤≥(]\s*)[lI](?=[a-z\d][^|]*\|)/, counted('lookalikes', '|'));
  // "-3x - 12 ≥·39": on a photo a minus read as a middle dot right after a relation sign, where no
  // times sign can stand.
  if (photo) s = s.replace(/(?<=[=<>≤≥]\s*)[·•](?=\s*[\d(xyz√|])/g, counted('lookalikes', '-'));
  // "-4x + 5y = -24 ; -x - · 5y = 19": on a photo (a photocopy's toner speck) a middle dot right
  // after a plus or minus sign, where no times sign can stand, is no mark of the print.
  if (photo) s = s.replace(/(?<=[-+−]\s*)[·•]\s*(?=[\d(xyz√|])/g, counted('lookalikes', ''));
  // "3x(x · 9)": so is a middle dot between an unknown and a number after it; print puts a number
  // before the unknown it multiplies ("9x", "9 · x").
  if (photo) s = s.replace(/(?<=\(\s*[a-z]\s*)[·•](?=\s*\d+(?:[.,]\d+)?\s*\))/gu, counted('lookalikes', '-'));
  // "3 · -5| - |1 - 15|": on a photo the opening bar of an absolute value after a positive factor
  // lost (an odd count of bars, the first one closing a signed number). Put back before the number:
  // had it stood before the factor instead, the value is the same (|a · b| = a · |b| for a ≥ 0).
  if (photo && (s.match(/\|/g) ?? []).length % 2 === 1)
    s = s.replace(
      /^(\s*\d+(?:[.,]\d+)?\s*[·×*]\s*)([-−–—]\s*\d+(?:[.,]\d+)?\s*\|)/,
      counted('lookalikes', (_, pre, inner) => `${pre}|${inner}`),
    );
  // "|,7 - 8.|7" (Noto's "1,7 − 8,17" in a TeX face): on a photo a 1 read as a bar beside a decimal
  // point, right after one or opening a number before one ("|,7"), where no bar can stand (an
  // opening bar starts an operand; a closing one follows a value and a point follows no bar).
  if (photo)
    s = s.replace(/(?<=\d[.,])\||\|(?=[.,]\d)/g, (m, offset: number, str: string) => {
      const before = str.slice(0, offset);
      const opening = (before.match(/\|/g) ?? []).length % 2 === 0 || /[.,]$/.test(before);
      if (!opening || /\d$/.test(before)) return m;
      state.lookalikes++;
      return '1';
    });
  // "x:3 = |6: |2": on a photo a 1 is read as a bar glued to the digit after it. When the bars do
  // not pair into absolute values (a pair's inside ends with a sign), each such bar is that 1. (An
  // odd count is a bar lost or misread elsewhere: "| - 6 - |7 - 11|" is not touched.)
  const bars = photo ? [...s.matchAll(/\|/g)].map((b) => b.index) : [];
  if (bars.length > 0 && bars.length % 2 === 0) {
    let broken = false;
    for (let i = 0; i + 1 < bars.length && !broken; i += 2)
      broken = /[-+*/:=<>≤≥]\s*$/.test(s.slice(bars[i]! + 1, bars[i + 1]));
    if (broken) s = s.replace(/\|(?=\d)/g, counted('lookalikes', '1'));
  }
  // "1| 3 - 4 |8" (Jura's "1/3 − 4/8"): on a photo a steep slash stands as tall and upright as an
  // absolute-value bar, and the layout takes two for a pair. A pair whose closing bar has a figure
  // right after it is none: print sets no number after a closing bar (the engine declines it). With
  // a figure right before its opening bar too, each bar is the slash of a fraction.
  if (photo && s.includes('|'))
    s = s.replace(
      /(?<=\d\s*)\|(\s*\d[^|]*?[\d)]\s*)\|(?=\s*\d)/g,
      (m: string, inner: string, offset: number, str: string) => {
        if ((str.slice(0, offset).match(/\|/g) ?? []).length % 2 === 1) return m;
        state.ambiguities++;
        return `/${inner}/`;
      },
    );
  // "- 2x - 13 s - 17" under "Reši nejednačinu": on a photo "≤" can be read as a lone "s" between
  // two sides when no relation sign was read at all.
  if (photo && (intent ?? heading) === 'inequality' && !/[=<>≤≥]/.test(s))
    s = s.replace(
      /(?<=[\dxyz)]\s*)(?<!\p{L})s(?!\p{L})(?=\s*[-+]?\s*[\dxyz(])/u,
      counted('ambiguities', '≤'),
    );
  // ... and "≥" as a lone "2" standing between two sides ("-3x + 14 2 - 1"): a digit apart from both
  // numbers with no relation read at all, under "Reši nejednačinu".
  if (photo && (intent ?? heading) === 'inequality' && !/[=<>≤≥]/.test(s))
    s = s.replace(/(?<=[\dxyz)]\s+)2(?=\s+-?\s*[\dxyz(])/u, counted('ambiguities', '≥'));
  // "3(x - 3)± x + 5" under "Reši jednačinu": on a photo an "=" whose bars a bold face sets close
  // is read "±". No task prints ±, so one standing between two sides of an equation with no
  // relation read is that "=" (elsewhere it stays unread and the task declines).
  if (photo && (intent ?? heading) === 'equation' && !/[=<>≤≥]/.test(s))
    s = s.replace(/(?<=[\dxyz)]\s*)±(?=\s*[-+]?\s*[\dxyz(×])/u, counted('ambiguities', '='));
  // "6^2 -^42": on a photo the reader's raised mark can land before the base instead of before its
  // exponent; a "^" right after an operator has no base, so the two digits are base and exponent.
  if (photo)
    s = s.replace(
      /([-+*/:=(]\s*)\^(\d)(\d)(?![\d.,])/g,
      counted('ambiguities', (_, pre, b, e) => `${pre}${b}^${e}`),
    );
  // "Sx", "Sy": a 5 read as S before an unknown.
  s = s.replace(/(?<![\p{L}\d])S(?=[xyz](?![\p{L}\d]))/gu, counted('lookalikes', '5'));
  // "3" + 8"", "2'+3^2": on a photo a number's raised exponent read as a quote mark glued to it,
  // before a sign or the end. The power is lost, so the task is marked unread (the parser declines
  // it) rather than answered without it: "3 + 8" for 3² + 8².
  if (photo)
    s = s.replace(/(?<=\d)[‘’'`´"“”′″]{1,2}(?=\s*(?:[-+=<>≤≥−–·*:/)]|$))/gu, counted('ambiguities', '^⁇'));
  // "√144 + 4²" read "√144 + 4?": a raised 2 is read as "?" glued to its base too. Before a sign,
  // or at the end of a task that asks no question ("Koliko je 20% od 400?") and takes no percent,
  // the power is lost: unread, as above.
  // Under a heading that asks ("Koliko je:" over "a) 12 · 5?") the end's "?" is the question's own.
  if (photo && !QUESTION.test(s) && !s.includes('%'))
    s = s.replace(
      asks ? /(?<=\d)\?(?=\s*[-+=<>≤≥−–·*:/)])/gu : /(?<=\d)\?(?=\s*(?:[-+=<>≤≥−–·*:/)]|$))/gu,
      counted('ambiguities', '^⁇'),
    );
  // "x‘+ 8x": a lost superscript 2 read as a quote after the unknown.
  s = s.replace(
    /(?<!\p{L})([xyz])\s*[‘’'`´](?=\s*[-+=<>−–])/gu,
    counted('ambiguities', (_, v) => `${v}^2`),
  );
  // On a photo a raised 2 is also read as "?" ("x? - x - 30 = 0"); a question mark never stands
  // between an unknown and the next sign.
  if (photo)
    s = s.replace(
      /(?<!\p{L})([xyz])\?(?=\s*[-+=<>−–])/gu,
      counted('ambiguities', (_, v) => `${v}^2`),
    );

  // On a photo a "×" glued or set after a task's last number or bracket with nothing after it is
  // either a pen's cross beside the row ("-6x - 6 = 24×", "9(x + 2)×": tune, marked pages) or a
  // glued unknown ("3x + 5 = 2×": a face's x read ×). The text cannot tell them apart and either
  // reading gives a confident answer to the other task, so the glyph is unread and the task
  // declines (review, round 19).
  if (photo) s = s.replace(/(?<=[\d)])\s*×\s*$/u, '⁇');
  // "6 : × = 18 : 15": a "×" with no number on one side is the unknown x (some faces print x so).
  s = s.replace(/×/g, (c, offset: number, str: string) => {
    const before = str.slice(0, offset).trimEnd().slice(-1);
    const after = str.slice(offset + 1).trimStart()[0] ?? '';
    const lone = before === '' || /[=<>≤≥:+\-−(]/.test(before) || after === '' || /[=<>≤≥:+\-−)]/.test(after);
    if (!lone) return c;
    state.lookalikes++;
    return 'x';
  });
  s = s
    .replace(/[−–—‒―‐‑﹣－]/g, '-')
    .replace(/[·×⋅•∙✕✖*]/g, '*')
    .replace(/[÷∶]/g, ':')
    .replace(/[≤⩽]|<=|=</g, '≤')
    .replace(/[≥⩾]|>=|=>/g, '≥')
    .replace(/[[{]/g, '(')
    .replace(/[\]}]/g, ')')
    .replace(
      /\\sqrt|sqrt|koren(?:\s+iz)?|korijen(?:\s+iz)?|корен(?:\s+из)?|квадратен корен|root of|wurzel aus|racine de|rrënja e/gi,
      '√',
    )
    .replace(/(\d)\s*([½⅓⅔¼¾⅕⅛])/g, (_, d: string, f: string) => `${d}#${VULGAR[f] ?? ''}`)
    .replace(/[½⅓⅔¼¾⅕⅛]/g, (f) => `(${VULGAR[f] ?? ''})`)
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g, (m) => `^${[...m].map((c) => SUPERSCRIPTS[c] ?? '').join('')}`);
  // "9^2^2 − 6^2", "√144 + 5^2^2": on a photo one raised digit read twice, once as the exponent the
  // layout found and once by the recogniser. No school task prints a tower of one digit on itself
  // (a power of a power is printed with brackets, "(2^2)^2"), so it is one exponent.
  if (photo)
    s = s.replace(
      /\^\s*(\d)\s*\^\s*\1(?![\d.,(])/g,
      counted('lookalikes', (_, d: string) => `^${d}`),
    );
  // "√49 + 3^22" (EB Garamond's raised 2 read twice into one exponent, answered 31381059616): an
  // exponent of one digit doubled is that digit read twice as often as a real power, and which it
  // is cannot be told from the text, so it is unread and the task declines (a real 2^11 too).
  if (photo) s = s.replace(/\^\s*(\d)\1(?![\d.,])/g, counted('ambiguities', '^⁇'));

  // Percent: Turkish "80'in %25'i", then a leading "%25", then "25% od 80".
  s = s.replace(
    /(\d+(?:[.,]\d+)?)\s*['’]?\s*n?[iıuü]n\s*%\s*(\d+(?:[.,]\d+)?)\s*['’]?\s*s?[iıuü]?\b/giu,
    '$2%*$1',
  );
  s = s.replace(/(^|[^0-9)\s])\s*%\s*(\d+(?:[.,]\d+)?)/g, '$1$2%');
  s = s.replace(
    // The percentage or the base may be the unknown ("x% od 80 = 20", "25% od x = 20"); one word
    // may stand before the base ("25% od broja 80", "25% of the number 80").
    /(\d+(?:[.,]\d+)?|\b[a-z])\s*%\s*(?:od|of|от|од|von|de|du|des|nga|prej|e|katar|tar)\s+(?:(?:the\s+)?\p{L}{3,}\s+)?(-?\d|[a-z]\b)/giu,
    (_, p: string, n: string) => {
      intent = 'percent';
      return `${p}%*${n}`;
    },
  );

  // "2/3 od 90": a fraction of a number is a product.
  s = s.replace(/(\d+\s*\/\s*\d+)\s*(?:od|of|von|de|du|des|от|од|nga|katar)\s+(-?\d)/giu, '$1*$2');

  // Decimal comma inside a number; other commas and semicolons separate equations.
  s = s.replace(/(\d),(\d)/g, '$1.$2').replace(/[,;]/g, ';');
  // Thousands written with spaces: "1 000 000".
  s = s.replace(
    /\b(\d{1,3})((?: \d{3})+)\b(?![.,/]\d)/g,
    (m, a: string, rest: string) => a + rest.replace(/ /g, ''),
  );
  // "√3 6 + 3^2": so is a gap inside a root's number ("√36"): a number after a root sign is never
  // followed by another with no sign between (a product is printed "6√3" or "√3 · 6"). A guess,
  // made only when the number so joined is a perfect square, as a root task's number is: a raised
  // square read on the line ("√7²" read "√7 2", which is 7, not √72) never joins (no square ends
  // in 2 or 3), nor does "√5 4" (a lost dot: 54 is no square).
  if (photo)
    s = s.replace(/(√\s*)(\d{1,2}) (\d{1,2})(?![\d.,/])/g, (m, root: string, a: string, b: string) =>
      Number.isInteger(Math.sqrt(Number(a + b))) ? counted('ambiguities', `${root}${a}${b}`)(m) : m,
    );
  // "4 : x = 2 0 : 3 0", "od 40 0": on a photo the reader often leaves a gap before a round 0; a lone
  // 0 right after a number (no sign between, none of a decimal or fraction after) is its last digit
  // (no two numbers stand side by side in print). A guess, made only in a relation or a percentage:
  // in a bare calculation "25 0 + 3" is as likely "25 · 0 + 3" with its small dot lost (a product
  // by zero, a staple of such tasks), and a proportion's or a percentage's terms have no such dot.
  if (photo && /[=<>≤≥%]/.test(s))
    s = s.replace(/(?<=(?:^|[^\d.])\d{1,3}) (?=0(?![\d.,/]|\s*\d))/g, counted('ambiguities', ''));
  // Mixed number "2 1/2" (only a proper fraction after a whole number). On a photo a lone "l"
  // before a proper fraction is its whole part 1 ("a) l 1/7 − 1/3", Sora and Go Mono's "1"): the
  // lone-l rule below comes too late, and "1 1/7" would read as two numbers in a row.
  if (photo)
    s = s.replace(/(^|[^\p{L}\d./)])l (\d+)\/(\d+)(?![\d.(^])/gu, (m, pre: string, a: string, b: string) =>
      BigInt(a) < BigInt(b) ? counted('lookalikes', `${pre}1 ${a}/${b}`)(m) : m,
    );
  s = s.replace(
    /(^|[^\d./)])(\d+) (\d+)\/(\d+)(?![\d.(^])/g,
    (m, pre: string, w: string, a: string, b: string) => (BigInt(a) < BigInt(b) ? `${pre}${w}#${a}/${b}` : m),
  );

  // Cyrillic look-alikes: digits inside numbers, single letters as variables.
  s = s.replace(/[0-9ОоЗзб]+/g, (run) => (/[0-9]/.test(run) ? fixRun(run, state) : run));
  s = s.replace(
    /(^|[^\p{L}])([хХуУ])(?=[^\p{L}]|$)/gu,
    (_, pre: string, c: string) => pre + (CYR_VAR[c] ?? c),
  );

  // "Koliko je 75% od 8007": a question that ends in 7 or 2 and has no "?" most likely had its
  // question mark read as a digit.
  if (QUESTION.test(s) && !/\?/.test(s) && /[72]\s*[.]?\s*$/.test(s)) state.strongGuesses++;

  // Trailing "= ?", "=", "= ___" ask for the value: drop them.
  s = s.replace(/=\s*[?_.…\s]*$/u, '').replace(/[?!.]+\s*$/u, '');

  // TeX's italic x (Computer Modern) is read as an alpha on photos: no school equation or
  // expression names its unknown alpha (an angle of geometry), so it is the x (a look-alike).
  // An angle is named α where degrees or the word "ugao" (angle) stand beside it (review finding).
  if (photo && !/°|\bug(?:ao|la|lov)/i.test(raw)) s = s.replace(/α/g, counted('lookalikes', 'x'));

  // Runs of Latin letters, digits and "|": fix look-alike digits.
  // "Reši jednačinu4(x − 6) = x + 6", "Izračunaj3 + 4": the instruction's colon and space lost, its
  // last word glued to the first number. Before maths, digits ending an instruction's word are that
  // number, not a misread letter of the word (which would drop them with it: "(x − 6) = x + 6").
  s = s.replace(/[0-9A-Za-z]+(?:\.[0-9]+)?/g, (run, offset: number, str: string) => {
    const glued = /^(\p{L}+?)(\d+[xyz]?)$/u.exec(run);
    const word = `${/\p{L}*$/u.exec(str.slice(0, offset))?.[0] ?? ''}${glued?.[1] ?? ''}`;
    const mathsAfter = /^\s*[-+*/=(√|^·×−]/.test(str.slice(offset + run.length));
    if (glued && mathsAfter && word.length >= 5 && detectIntent(word) !== null)
      return `${glued[1]} ${glued[2]}`;
    return fixRun(run, state);
  });

  // "Reši jednačinux/2 + 4 = 10": the instruction's colon and space lost, its last word glued to the
  // unknown. Serbian writes no x, and its instructions name their task in the accusative ("jednačinu",
  // "proporciju"), so an x after a word ending in u, before an operator or a figure, is the unknown.
  if (photo) s = s.replace(/(?<=\p{L}{3}u)x(?=\s*[-+−=/^<>≤≥:·*\d])/gu, ' x');
  // Words: instruction vocabulary and stopwords go; unknown words are leftovers; 1-2 letter runs are variables.
  // Next to maths (spaces aside): "3ab + 2", "VO +2^4" (a misread root, which must stay letters).
  const glued = (w: string, offset: number, str: string) =>
    /[0-9+\-*/:^()=<>≤≥√]\s*$/.test(str.slice(0, offset)) ||
    /^\s*[0-9+\-*/:^()=<>≤≥]/.test(str.slice(offset + w.length));
  s = s.replace(/[\p{L}]+/gu, (w, offset: number, str: string) => {
    const lw = w.toLowerCase();
    // A lone "l" or "I" among numbers and operators is a 1, a lone "O" a 0 (never an unknown in school
    // tasks). Before the stopwords: "I" lowercased is the word "i" ("and"), and "5x − y = −1" read
    // "5x - y= - I" had lost its 1.
    // An "I" only after a sign: beside a number or a bracket it is the word ("12 I 18", "NZD(12, 18) I
    // NZS(12, 18)" in capitals, review), and a section's Roman "I" starts a line.
    const oneAfterSign = w === 'I' ? /[-+*/:^=<>≤≥−]\s*$/.test(str.slice(0, offset)) : glued(w, offset, str);
    if (/^[lI]$/.test(w) && oneAfterSign) {
      state.lookalikes++;
      return '1';
    }
    if (STOPWORDS.has(lw)) return ' ';
    if (w === 'O' && glued(w, offset, str)) {
      state.lookalikes++;
      return '0';
    }
    // A capital "T" between a sign or a bracket and a bracket, a sign or the end, in a task in x or y
    // ("x(x - T)"): a 7 whose stroke spread toner or a serif squared off. A school task names its
    // unknowns in small letters.
    if (
      photo &&
      w === 'T' &&
      /[-+*/:=(−·]\s*$/.test(str.slice(0, offset)) &&
      /^\s*(?:[-+*/:=)−·]|$)/.test(str.slice(offset + 1)) &&
      /[xy]/.test(str)
    ) {
      state.lookalikes++;
      return '7';
    }
    if (/^[a-z]$/i.test(w)) return lw;
    if (INTENTS.some(([, re]) => re.test(lw))) return ' ';
    // "ab" in "3ab + 2" is a product of unknowns; a two-letter word between spaces ("ko je") is not.
    if (/^[a-z]{2}$/.test(lw) && lw !== 'od' && glued(w, offset, str)) return lw;
    leftovers.push(w);
    return ' ';
  });

  // "x . 3 = 18 . 9", "7. x = 14 : 18": on a photo a proportion's ratio sign read as a point. A side
  // that is two terms around a point that no decimal has (a space beside it, or an unknown), facing a
  // ratio or under "Reši proporciju", is that ratio.
  if (photo) {
    const sides = s.split('=');
    const pointRatio = /^(\s*(?:\d+|[xyz])\s*)\.(\s*(?:\d+|[xyz])\s*)$/;
    const spaced = (side: string) => /\s\.|\.\s|[xyz]\s*\.|\.\s*[xyz]/.test(side);
    const ratio = (side: string) => /^\s*(?:\d+|[xyz])\s*:\s*(?:\d+|[xyz])\s*$/.test(side);
    if (sides.length === 2 && /[xyz]/.test(s)) {
      const fixed = sides.map((side, k) => {
        const other = sides[1 - k]!;
        const facing = ratio(other) || (intent ?? heading) === 'proportion';
        if (!pointRatio.test(side) || !spaced(side) || !facing) return side;
        state.lookalikes++;
        return side.replace(pointRatio, '$1:$2');
      });
      s = fixed.join('=');
    }
  }
  // "3 x 4" is a product only when every x in the task sits between two numbers and nothing
  // makes x an unknown (no relation sign); otherwise x stays the variable.
  const hasRelation = /[=<>≤≥]/.test(s);
  // "9*x3": a times sign read twice ("·" as "*x"); only in a calculation, where x is no unknown.
  if (!hasRelation) s = s.replace(/(?<=[0-9)])(?:\*x|x\*)(?=[0-9(])/g, counted('ambiguities', '*'));
  // (Also before a bar that opens an absolute value: "5x| - 5| - |2 - 16|"; an even count of bars
  // before it. "|3x| + 5" closes one.)
  // (And before a root when set apart: "3 x √121", a × read x on a Cyrillic page.)
  const timesRe = /([0-9)])(?:\s*x\s*(?=[0-9(|])|\s+x\s+(?=√))/g;
  const opensOrNumber = (m: string, offset: number, str: string) =>
    str[offset + m.length] !== '|' || (str.slice(0, offset).match(/\|/g) ?? []).length % 2 === 0;
  const xs = (s.match(/x/g) ?? []).length;
  const between = [...s.matchAll(timesRe)].filter((m) => opensOrNumber(m[0], m.index, s)).length;
  if (between > 0 && (hasRelation || between < xs || (intent ?? heading) === 'simplify'))
    state.ambiguities += between;
  else
    s = s.replace(timesRe, (m, a: string, offset: number, str: string) => {
      if (!opensOrNumber(m, offset, str)) return m;
      // "3 x 4" is how × is typed; "3x4" or ") x2" could also be a lost superscript.
      if (!/^.\s+x\s+$/.test(m)) {
        state.ambiguities++;
        if (LONG_INT_BEFORE.test(str.slice(0, offset + 1))) state.strongGuesses++;
      }
      return `${a}*`;
    });
  // "1x" is never printed (nobody writes the coefficient 1): a misread bar or bracket before x
  // ("|x − 7|" read "1x-71"), so a strong guess that lowers the confidence.
  s = s.replace(/(^|[^0-9.])1(?=[a-z](?![a-z]))/g, (m) => {
    state.strongGuesses++;
    return m;
  });
  // "x2" is x² whose superscript OCR lost — or "x/2" whose bar it lost: read as x², flagged as a
  // strong guess (our OCR marks raised text with "^" when it sees it). On a photo an equation in
  // the standard form "x2 + 6x + 5 = 0" (a term in x beside it, nothing but 0 on the right) is a
  // quadratic: "x/2 + 6x" is never printed uncombined. Only an ambiguity then.
  const standardForm =
    photo && /^\s*-?\s*([a-z])2\s*[-+]\s*\d*\s*\1(?![\p{L}\d^])(?:\s*[-+]\s*\d+)?\s*=\s*0\s*$/u.test(s);
  // So is an exponent the reader marked as unread there ("x^( ) - 3x = 0").
  if (photo)
    s = s.replace(
      /^(\s*-?\s*)([a-z])\^\(\s*\??\s*\)(?=\s*[-+]\s*\d*\s*\2(?![\p{L}\d^])(?:\s*[-+]\s*\d+)?\s*=\s*0\s*$)/u,
      counted('ambiguities', (_, pre, v) => `${pre}${v}^2`),
    );
  s = s.replace(/(^|[^a-z^])([a-z])(\d)(?![\d.])/g, (_, pre: string, v: string, d: string) => {
    if (standardForm && d === '2') state.ambiguities++;
    else state.strongGuesses++;
    return `${pre}${v}^${d}`;
  });

  // Two operators in a row where print has one ("4x + +y" for "4x + 4y", "3 · : 2"): a glyph was
  // misread as a sign. Only a minus may follow another operator ("2 · −3").
  s = s.replace(/[-+*/:]\s*[+*/:]/g, (m) => {
    state.strongGuesses++;
    return m;
  });
  // Anything outside the parser's alphabet is a leftover.
  // (The reader's mark for unread ink stays, so the parser declines the task it stands in.)
  s = s.replace(/[^0-9a-z.+\-*/:^()%√=<>≤≥;#|\s⁇]/g, (c) => {
    if (!/['"`´]/.test(c)) leftovers.push(c);
    return ' ';
  });
  s = s.replace(/\s+/g, ' ').trim();
  // An italic x is often read as "r" (photos only; a typed r is meant): an unknown r beside x
  // ("5x + 3y = 39 ; 2r + 2y = 22", "3r(x − 4)") is x (a look-alike). A lone unknown r stays r:
  // renaming it would change only the letter of the answer (plausibility.ts doubts the letter).
  const letters = new Set(s.match(/(?<![a-z])[a-z](?![a-z])/g) ?? []);
  if (photo && letters.has('r') && letters.has('x'))
    s = s.replace(/(?<![a-z])r(?![a-z])/g, counted('lookalikes', 'x'));
  // So is a c or r (TeX's italic x is read so) among nothing but x and y in an equation,
  // inequality or system: "6c − 14 = 4x + 6", and the system "c − 5y = 25 ; −4c + 3y = −32" whose
  // two x were both read c. An expression is left as read: "(x + c)^2" and "3ab − 2c + x" are
  // printed so (review finding); every letter counts, also those inside a product such as "ab".
  const misread = ['c', 'r'].filter((v) => letters.has(v));
  const everyLetter = new Set(s.match(/[a-z]/g) ?? []);
  if (
    photo &&
    misread.length === 1 &&
    /[=<>≤≥]/.test(s) &&
    (letters.has('x') || letters.has('y')) &&
    [...everyLetter].every((v) => 'xycr'.includes(v))
  )
    s = s.replace(new RegExp(`(?<![a-z])${misread[0]}(?![a-z])`, 'g'), counted('lookalikes', 'x'));
  // "5(⁇ - 2)=⁇+ 26", "|⁇ - 4| = 4" under "Reši jednačinu": a relation with no unknown read, whose
  // only unread marks stand alone (no digit or other mark beside them): those marks are the
  // unknown, the glyph a reader most often fails on in an equation (an italic x).
  const asked = intent ?? heading;
  if (
    photo &&
    (asked === 'equation' || asked === 'proportion' || asked === 'quadratic' || asked === 'inequality') &&
    /[=<>≤≥]/.test(s) &&
    !/[a-z]/.test(s) &&
    /⁇/.test(s) &&
    !UNREAD_TOUCHING.test(s)
  )
    s = s.replace(/⁇/g, counted('lookalikes', 'x'));
  // "-⁇ + 3y = 0 ; 2x + 4y = -10": so are lone marks in a system's equation that lacks one of the
  // system's two unknowns x and y (printed systems name both in each equation).
  const eqs = s.split(';');
  if (photo && eqs.length === 2 && /⁇/.test(s) && !UNREAD_TOUCHING.test(s)) {
    const unknowns = new Set(s.match(/[a-z]/g) ?? []);
    if (unknowns.size === 2 && unknowns.has('x') && unknowns.has('y'))
      s = eqs
        .map((eq) => {
          const missing = ['x', 'y'].filter((v) => !eq.includes(v));
          if (!/⁇/.test(eq) || missing.length !== 1) return eq;
          // The mark stands among the unknown's own terms: on the side of "=" that holds the other unknown.
          const sides = eq.split('=');
          if (sides.length !== 2 || !sides.some((side) => /⁇/.test(side) && /[xy]/.test(side))) return eq;
          return eq.replace(/⁇/g, () => {
            state.lookalikes++;
            return missing[0]!;
          });
        })
        .join(';');
  }
  // Every "%" was a misread times sign ("9%x4"): the task is no percentage after all.
  if (intent === 'percent' && !s.includes('%')) intent = detectIntent(raw.replace(/%/g, ' '));
  if (intent === null && /[<>≤≥]/.test(s)) intent = 'inequality';
  return {
    text: s,
    intent,
    lookalikes: state.lookalikes,
    ambiguities: state.ambiguities,
    strongGuesses: state.strongGuesses,
    leftovers,
    edgeNoise,
    namesUnknown,
  };
}
