/**
 * Turns one OCR'd task into parser-ready text: a-z variables, digits with ".", + - * / : ^ √ % ( )
 * = < > ≤ ≥ and ";" between equations. Records every guess (look-alike characters, ambiguous
 * symbols, dropped words) because those guesses lower the confidence and can make the engine decline.
 */

export type Intent = 'solve' | 'compute' | 'system' | 'simplify' | 'inequality' | 'percent';

export interface Normalized {
  text: string;
  intent: Intent | null;
  /** Characters read as a look-alike (O→0, l→1, S→5, z→2 ...). */
  lookalikes: number;
  /** Symbols whose meaning was guessed (x as ×, "x2" as x², "6:2(1+2)" ...). */
  ambiguities: number;
  /** Words and symbols that were neither maths nor a known instruction. */
  leftovers: string[];
}

// Instruction vocabulary in the ten languages (Latin and Cyrillic Serbian), matched case-insensitively.
const INTENTS: [Intent, RegExp][] = [
  ['system', /sistem|sustav|систем|system|sisteme?n?|syst[èe]me|denklem sistemi/i],
  ['inequality', /nejedna[čc]in|nejednad[žz]b|neena[čc]b|неједначин|неравенств|inequalit|inekuacion|jobarazim|e[şs]itsizli|ungleichung|in[ée]quation|nanajekhipe/i],
  ['simplify', /uprosti|упрости|pojednostav|poenostav|опрости|simplif|thjeshto|sadele[şs]tir|vereinfach|kerde sadeh|sadeo/i],
  ['solve', /re[šs]i|реши|rije[šs]i|solve|find|zgjidh|çöz|coz|l[öo]se|r[ée]sou|jedna[čc]in|jednad[žz]b|ena[čc]b|уравнени|једначин|equation|ekuacion|denklem|gleichung|[ée]quation|rešin|resin|arakh/i],
  ['compute', /izra[čc]un|израчунај|изчисл|пресметн|calculat|comput|evaluat|work out|llogarit|hesapla|berechne|calcul|koliko|колико|колко|what is|how much|sa si|sa kerel|wie viel|combien|ne kadar|kaç|rachun|ginav|izra/i],
];

// Short words that may sit between the numbers of a task; dropped without suspicion.
const STOPWORDS = new Set([
  'od', 'of', 'je', 'је', 'е', 'на', 'is', 'the', 'von', 'de', 'du', 'des', 'la', 'le', 'nga', 'e', 'i', 'и', 'от', 'од', 'est', 'ist', 'sa', 'si', 'to', 'da', 'ako', 'if', 'and', 'und', 'et', 've', 'dhe', 'thaj', 'hem', 'te', 'ta', 'zadatak', 'задатак', 'task', 'aufgabe', 'exercice', 'zadatok', 'naloga', 'detyra', 'soru', 'buti', 'primer', 'primjer', 'пример', 'example', 'beispiel', 'exemple', 'shembull', 'örnek', 'misal', 'jednačine', 'jednačina', 'equations',
]);

const SUPERSCRIPTS: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-' };
const VULGAR: Record<string, string> = { '½': '1/2', '⅓': '1/3', '⅔': '2/3', '¼': '1/4', '¾': '3/4', '⅕': '1/5', '⅛': '1/8' };
// Cyrillic letters that OCR returns for Latin variables and digits.
const CYR_VAR: Record<string, string> = { х: 'x', Х: 'x', у: 'y', У: 'y' };
const CYR_DIGIT: Record<string, string> = { О: '0', о: '0', З: '3', з: '3', б: '6' };
const LATIN_DIGIT: Record<string, string> = { O: '0', o: '0', D: '0', Q: '0', S: '5', s: '5', l: '1', I: '1', '|': '1', i: '1', Z: '2', z: '2', B: '8', g: '9', G: '6' };
// Letters that after a number are far more likely a variable ("2x") than a misread digit.
const VARIABLE_LETTERS = new Set(['x', 'y', 'z', 'a', 'b', 'c', 'n', 'm', 't', 'k', 'p', 'q']);

export function detectIntent(raw: string): Intent | null {
  if (/%/.test(raw)) return 'percent';
  for (const [intent, re] of INTENTS) if (re.test(raw)) return intent;
  return null;
}

/** Fixes a run of letters/digits that contains at least one digit. */
function fixRun(run: string, out: { lookalikes: number }): string {
  if (!/[0-9]/.test(run)) return run;
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

export function normalizeTask(raw: string): Normalized {
  const state = { lookalikes: 0, ambiguities: 0 };
  const leftovers: string[] = [];
  let intent = detectIntent(raw);
  let s = raw.normalize('NFC');

  // Instruction prefix "Reši jednačinu:": a colon after words only is punctuation, not division.
  const colon = s.indexOf(':');
  if (colon > 0) {
    const pre = s.slice(0, colon);
    if (!/[0-9=+\-*/()√²³]/.test(pre) && /\p{L}{3,}/u.test(pre)) {
      intent ??= detectIntent(pre);
      s = s.slice(colon + 1);
    }
  }

  s = s
    .replace(/[−–—‒―‐‑﹣－]/g, '-')
    .replace(/[·×⋅•∙✕✖*]/g, '*')
    .replace(/[÷∶]/g, ':')
    .replace(/[≤⩽]|<=|=</g, '≤')
    .replace(/[≥⩾]|>=|=>/g, '≥')
    .replace(/[[{]/g, '(')
    .replace(/[\]}]/g, ')')
    .replace(/\\sqrt|sqrt|koren(?:\s+iz)?|korijen(?:\s+iz)?|корен(?:\s+из)?|квадратен корен|root of|wurzel aus|racine de|rrënja e/gi, '√')
    .replace(/(\d)\s*([½⅓⅔¼¾⅕⅛])/g, (_, d: string, f: string) => `(${d}+${VULGAR[f] ?? ''})`)
    .replace(/[½⅓⅔¼¾⅕⅛]/g, (f) => `(${VULGAR[f] ?? ''})`)
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g, (m) => `^${[...m].map((c) => SUPERSCRIPTS[c] ?? '').join('')}`);

  // Percent: Turkish "80'in %25'i", then a leading "%25", then "25% od 80".
  s = s.replace(/(\d+(?:[.,]\d+)?)\s*['’]?\s*n?[iıuü]n\s*%\s*(\d+(?:[.,]\d+)?)\s*['’]?\s*s?[iıuü]?\b/giu, '$2%*$1');
  s = s.replace(/(^|[^0-9)\s])\s*%\s*(\d+(?:[.,]\d+)?)/g, '$1$2%');
  s = s.replace(/(\d+(?:[.,]\d+)?)\s*%\s*(?:od|of|от|од|von|de|du|des|nga|prej|e|katar|tar)\s+(-?\d)/giu, (_, p: string, n: string) => {
    intent = 'percent';
    return `${p}%*${n}`;
  });

  // Decimal comma inside a number; other commas and semicolons separate equations.
  s = s.replace(/(\d),(\d)/g, '$1.$2').replace(/[,;]/g, ';');
  // Thousands written with spaces: "1 000 000".
  s = s.replace(/\b(\d{1,3})((?: \d{3})+)\b(?![.,/]\d)/g, (m, a: string, rest: string) => a + rest.replace(/ /g, ''));
  // Mixed number "2 1/2" (only a proper fraction after a whole number).
  s = s.replace(/(^|[^\d./)])(\d+) (\d+)\/(\d+)(?![\d.(^])/g, (m, pre: string, w: string, a: string, b: string) =>
    BigInt(a) < BigInt(b) ? `${pre}(${w}+${a}/${b})` : m,
  );

  // Cyrillic look-alikes: digits inside numbers, single letters as variables.
  s = s.replace(/[0-9ОоЗзб]+/g, (run) => (/[0-9]/.test(run) ? fixRun(run, state) : run));
  s = s.replace(/(^|[^\p{L}])([хХуУ])(?=[^\p{L}]|$)/gu, (_, pre: string, c: string) => pre + (CYR_VAR[c] ?? c));

  // Trailing "= ?", "=", "= ___" ask for the value: drop them.
  s = s.replace(/=\s*[?_.…\s]*$/u, '').replace(/[?!.]+\s*$/u, '');

  // Runs of Latin letters, digits and "|": fix look-alike digits.
  s = s.replace(/[0-9A-Za-z|]+(?:\.[0-9]+)?/g, (run) => fixRun(run, state));

  // Words: instruction vocabulary and stopwords go; unknown words are leftovers; 1-2 letter runs are variables.
  s = s.replace(/[\p{L}]+/gu, (w) => {
    const lw = w.toLowerCase();
    if (STOPWORDS.has(lw)) return ' ';
    if (/^[a-z]$/i.test(w)) return lw;
    if (INTENTS.some(([, re]) => re.test(lw))) return ' ';
    if (/^[a-z]{2}$/.test(lw) && lw !== 'od') return lw;
    leftovers.push(w);
    return ' ';
  });

  // "3 x 4" is a product only when every x in the task sits between two numbers and nothing
  // makes x an unknown (no relation sign); otherwise x stays the variable.
  const hasRelation = /[=<>≤≥]/.test(s);
  const timesRe = /([0-9)])(?:\s+x\s+(?=[0-9(])|x(?=[0-9]))/g;
  const xs = (s.match(/x/g) ?? []).length;
  const between = (s.match(timesRe) ?? []).length;
  if (between > 0 && (hasRelation || between < xs || intent === 'simplify')) state.ambiguities += between;
  else
    s = s.replace(timesRe, (m, a: string) => {
      if (!/\s/.test(m)) state.ambiguities++;
      return `${a}*`;
    });
  // "x2" is almost always x² whose superscript OCR lost.
  s = s.replace(/(^|[^a-z^])([a-z])(\d)(?![\d.])/g, (_, pre: string, v: string, d: string) => {
    state.ambiguities++;
    return `${pre}${v}^${d}`;
  });

  // Anything outside the parser's alphabet is a leftover.
  s = s.replace(/[^0-9a-z.+\-*/:^()%√=<>≤≥;\s]/g, (c) => {
    if (!/['"`´]/.test(c)) leftovers.push(c);
    return ' ';
  });
  s = s.replace(/\s+/g, ' ').trim();
  if (intent === null && /[<>≤≥]/.test(s)) intent = 'inequality';
  return { text: s, intent, lookalikes: state.lookalikes, ambiguities: state.ambiguities, leftovers };
}
