import { describe, expect, it } from 'vitest';
import { solveRecognizedTextDetailed } from './index.js';
import {
  cyrillicPage,
  cyrillicWord,
  joinSplitWords,
  lookDistance,
  readCyrillic,
  readCyrillicLine,
} from './cyrillic-read.js';

const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;
/** A page read as the lines given, Cyrillic words put back first, as solve-photo.ts does. */
const solvePage = (...texts: string[]) =>
  solveRecognizedTextDetailed(readCyrillic({ lines: texts.map((text) => ({ text, confidence: 95 })) }), opts);
const answers = (...texts: string[]) =>
  solvePage(...texts).solution.math_solutions.map((s) =>
    s.steps.length > 0 ? s.final_answer_latex : 'declined',
  );

describe('Cyrillic words read as Latin look-alikes', () => {
  it('matches a reading to the Cyrillic word whose letters it looks like', () => {
    expect(lookDistance('jeAHa4MHy', 'једначину')).toBe(0);
    expect(cyrillicWord('PewN')).toBe('Reši');
    expect(cyrillicWord('KBaapaTHy')).toBe('kvadratnu');
    expect(cyrillicWord('Hapauyhaj')).toBe('Izračunaj');
    expect(cyrillicWord('H3pauyHaj')).toBe('Izračunaj');
    expect(cyrillicWord('6poja')).toBe('broja');
    // Letters read as several glyphs, or as signs of another script the reader knows.
    expect(cyrillicWord('PeIIIN')).toBe('Reši');
    expect(cyrillicWord('JIeKIIHja')).toBe('Lekcija');
    expect(cyrillicWord('Pe山N')).toBe('Reši');
    expect(cyrillicWord('Konμko')).toBe('Koliko');
    expect(readCyrillicLine('50%0月100')).toBe('50%0月100');
    expect(readCyrillicLine('50% 0n 100')).toBe('50% od 100');
    // The Д of "од" read as the Roman numeral Ⅱ (a number to Unicode, a letter to the reader).
    expect(readCyrillicLine('50% 0Ⅱ 100')).toBe('50% od 100');
    // A Latin word is no misreading of a Cyrillic one, and maths matches none.
    expect(cyrillicWord('Reši')).toBeNull();
    expect(cyrillicWord('jednačinu')).toBeNull();
    expect(cyrillicWord('12x')).toBeNull();
  });
  it('puts a line of a Cyrillic page back in Latin words, the maths untouched', () => {
    expect(readCyrillicLine('(a) PewN KBaapaTHy jeAHa4MHy: x^2 - 7x= 0')).toBe(
      '(a) Reši kvadratnu jednačinu: x^2 - 7x= 0',
    );
    expect(readCyrillicLine('(r) H3pauyHaj 60% on 6poja 200.')).toBe('(g) Izračunaj 60% od broja 200.');
    expect(readCyrillicLine('3x + 4y = 9 ; 4x + 3y = 12')).toBe('3x + 4y = 9 ; 4x + 3y = 12');
  });
  it('reads Cyrillic sub-task labels in the Serbian order (б read 6, в read B, г read r)', () => {
    expect(readCyrillicLine('(6) Pewn jenHa4uHy: x: 9 = 48: 36')).toBe('(b) Reši jednačinu: x: 9 = 48: 36');
    expect(readCyrillicLine('B) Pewn jenHa4uHy: |x - 6| = 4')).toBe('v) Reši jednačinu: |x - 6| = 4');
    expect(readCyrillicLine('r) 5 + 3')).toBe('g) 5 + 3');
    expect(readCyrillicLine('(6)ejaa: 2x = 4')).toBe('(b)ejaa: 2x = 4');
    // A 6 before a point is a number ("6. Реши …"), and so is "6)" on a numbered page.
    expect(readCyrillicLine('6. 2 + 3')).toBe('6. 2 + 3');
    const page = (...texts: string[]) =>
      readCyrillic({ lines: texts.map((text) => ({ text, confidence: 90 })) }).lines.map((l) => l.text);
    expect(page('(a) H3pa4yHaj: 2 + 3', '(6) H3pa4yHaj: 4 + 5')).toEqual([
      '(a) Izračunaj: 2 + 3',
      '(b) Izračunaj: 4 + 5',
    ]);
    expect(page('5) H3pa4yHaj: 2 + 3', '6) H3pa4yHaj: 4 + 5')).toEqual([
      '5) Izračunaj: 2 + 3',
      '6) Izračunaj: 4 + 5',
    ]);
  });
  it('reads "A)" after г) as д) and "b)" after б) as в): the label after the page\'s previous one', () => {
    const page = (...texts: string[]) =>
      readCyrillic({ lines: texts.map((text) => ({ text, confidence: 90 })) }).lines.map((l) => l.text);
    expect(
      page('(a) H3pa4yHaj: 2 + 3', '(6) H3pa4yHaj: 4 + 5', '(B) 1 + 1', '(r) 3 + 3', '(A) 7 + 5'),
    ).toEqual(['(a) Izračunaj: 2 + 3', '(b) Izračunaj: 4 + 5', '(v) 1 + 1', '(g) 3 + 3', '(d) 7 + 5']);
    expect(page('a) H3pa4yHaj: 2 + 3', 'b) 4 + 5', 'b) 1 + 1')).toEqual([
      'a) Izračunaj: 2 + 3',
      'b) 4 + 5',
      'v) 1 + 1',
    ]);
    // First on the page, "A)" is а); so it is first under a new numbered exercise.
    expect(page('A) H3pa4yHaj: 2 + 3')).toEqual(['a) Izračunaj: 2 + 3']);
    expect(page('1. H3pa4yHaj:', '(a) 1 + 2', '(r) 4 + 5', '2. H3pa4yHaj:', '(A) 7 + 5')).toEqual([
      '1. Izračunaj:',
      '(a) 1 + 2',
      '(g) 4 + 5',
      '2. Izračunaj:',
      '(a) 7 + 5',
    ]);
  });
  it('reads labels in Cyrillic letters (д, ђ, е), "h)" for ђ, and a closing bracket read "]" ("6]", "a]")', () => {
    const page = (...texts: string[]) =>
      readCyrillic({ lines: texts.map((text) => ({ text, confidence: 90 })) }).lines.map((l) => l.text);
    expect(
      page('H3pa4yHaj:', 'а) 2 + 3', 'б) 4 + 5', 'в) 7 - 1', 'г) 8 : 2', 'д) 3 · 3', 'ђ) 9 - 4', 'е) 1 + 1'),
    ).toEqual([
      'Izračunaj:',
      'a) 2 + 3',
      'b) 4 + 5',
      'v) 7 - 1',
      'g) 8 : 2',
      'd) 3 · 3',
      'đ) 9 - 4',
      'e) 1 + 1',
    ]);
    expect(
      page('H3pa4yHaj:', 'a] 2 + 3', '6] 4 + 5', 'B] 7 - 1', 'r] 8 : 2', 'A] 3 · 3', 'h) 9 - 4'),
    ).toEqual(['Izračunaj:', 'a] 2 + 3', 'b] 4 + 5', 'v] 7 - 1', 'g] 8 : 2', 'd] 3 · 3', 'đ) 9 - 4']);
    expect(page('H3pa4yHaj:', '(a] 2 + 3', '(6] 4 + 5')).toEqual(['Izračunaj:', '(a] 2 + 3', '(b] 4 + 5']);
    // Under a numbered exercise, a "6)" right after а) is б); on a page that numbers a task 5 it may be task 6.
    expect(page('1. H3pa4yHaj:', 'a) 2 + 3', '6) 4 + 5')).toEqual(['1. Izračunaj:', 'a) 2 + 3', 'b) 4 + 5']);
    expect(page('5. H3pa4yHaj:', 'a) 2 + 3', '6) 4 + 5')).toEqual(['5. Izračunaj:', 'a) 2 + 3', '6) 4 + 5']);
    // The splitter then places them in the Serbian order: д) fifth, ђ) sixth, е) seventh.
    const labels = solvePage('H3pa4yHaj:', 'г) 8 : 2', 'д) 3 · 3', 'ђ) 9 - 4', 'е) 1 + 1').solutionTasks.map(
      (t) => t.label?.n,
    );
    expect(labels).toEqual([4, 5, 6, 7]);
  });
  it('reads НЗД and НЗС before their bracket: НЗ and no Latin letter is НЗД (the reader has no look-alike for Д)', () => {
    expect(readCyrillicLine('H3Ⅱ(16, 36)')).toBe('NZD(16, 36)');
    expect(readCyrillicLine('H3且(14, 21)')).toBe('NZD(14, 21)');
    expect(readCyrillicLine('Onpeau: H3(14, 21)')).toBe('Odredi: NZD(14, 21)');
    expect(readCyrillicLine('H3A(12, 14)')).toBe('NZD(12, 14)');
    expect(readCyrillicLine('H3C(4, 6)')).toBe('NZS(4, 6)');
    // Only before a call's bracket and its number: "H3 + 2" and "H3(x)" are no call.
    expect(readCyrillicLine('H3 + 2')).toBe('H3 + 2');
    expect(readCyrillicLine('H3A(x + 1)')).toBe('H3A(x + 1)');
  });
  it('never drops a digit to match a word: "Zadatak4" is the word and its number', () => {
    expect(lookDistance('3anaTak4', 'задатак')).toBe(Infinity);
    expect(readCyrillicLine('3anaTak4 Pewn')).toBe('Zadatak 4 Reši');
    expect(readCyrillicLine('IpMep4.Pemjeay: 4(x - 6) = x + 6')).toBe('Primer 4.Pemjeay: 4(x - 6) = x + 6');
    // (A number glued inside a run of letters is left as read: no word, no label.)
    expect(readCyrillicLine('IpMep4Pejemay: (x - 6) = x + 6')).toBe('IpMep4Pejemay: (x - 6) = x + 6');
  });
  it('reads a short word only where it stands: after a word, "od" after a percentage, never beside maths', () => {
    expect(readCyrillicLine('3anaun 3a Be*6y')).toBe('Zadaci za vežbu');
    expect(readCyrillicLine('10% oA 6poja 160.')).toBe('10% od broja 160.');
    expect(readCyrillicLine('50% oq 6poja 280.')).toBe('50% od broja 280.');
    // "од" kept as its o, or lost: still the percentage of the number after it.
    expect(readCyrillicLine('2) 25% o 120')).toBe('2) 25% od 120');
    expect(readCyrillicLine('1) 50% 360')).toBe('1) 50% od 360');
    expect(readCyrillicLine('H3pa4yHaj: 50% o360')).toBe('Izračunaj: 50% od 360');
    // Not in a calculation, nor with a times sign glued to it.
    expect(readCyrillicLine('2) 3 + 25% 120')).toBe('2) 3 + 25% 120');
    expect(readCyrillicLine('2) 248%7')).toBe('2) 248%7');
    expect(readCyrillicLine('Ypaan 3anaTak y cBecun.')).toBe('Uradi Zadatak u svesci.');
    // An unknown stays one: "3a" after maths, "y" beside maths.
    expect(readCyrillicLine('Pewn: 3a + 2 = 8')).toBe('Reši: 3a + 2 = 8');
    expect(readCyrillicLine('Pewn cHCTeM: x + y = 5')).toBe('Reši sistem: x + y = 5');
    expect(readCyrillicLine('Pewn 2y = 8')).toBe('Reši 2y = 8');
    expect(readCyrillicLine('H3pauyHaj 3a + 2 3a a = 1')).toBe('Izračunaj 3a + 2 3a a = 1');
    expect(readCyrillicLine('Onpeau y ako je 2y = 6')).toBe('Odredi y ako je 2y = 6');
    // A word's у read apart is joined back to it, never left an unknown.
    expect(readCyrillicLine('Pewn jeAHa4NH y: 5 : 2 = 10 : 4')).toBe('Reši jednačinu: 5 : 2 = 10 : 4');
    expect(readCyrillicLine('Onpeau x: 2x = 4')).toBe('Odredi x: 2x = 4');
    // ... but a y before a sign no task starts with is the unknown, the word's у lost ("Реши
    // једначину y + 3 = 5"); before a bracket or a minus a task may start.
    expect(readCyrillicLine('Pewn jeAHa4nH y + 3 = 5')).toBe('Reši jednačinu y + 3 = 5');
    expect(readCyrillicLine('Pewn jeAHa4nH y = 2x - 1')).toBe('Reši jednačinu y = 2x - 1');
    expect(readCyrillicLine('Pewn jeAHa4nH y (x - 2)(x + 3) = 0')).toBe('Reši jednačinu (x - 2)(x + 3) = 0');
    expect(readCyrillicLine('Pewn jeAHa4nH y -2x + 3 = 7')).toBe('Reši jednačinu -2x + 3 = 7');
  });
  it('takes forms of one word read as near as either (izraz, izraza) and raised marks inside a word as none', () => {
    expect(cyrillicWord('H3paa')).toMatch(/^izraz/);
    expect(readCyrillicLine('(r) N3p^a^4yHaj: 6^2 - 5^2')).toBe('(g) Izračunaj: 6^2 - 5^2');
  });
  it('touches only pages that show a Cyrillic word', () => {
    expect(cyrillicPage(['Reši jednačinu:', '2x + 6 = 10'])).toBe(false);
    expect(cyrillicPage(['Pewn jeAHa4MHy:', '2x + 6 = 10'])).toBe(true);
    const latin = { lines: [{ text: '(6) 2 + 3', confidence: 90 }] };
    expect(readCyrillic(latin)).toBe(latin);
  });
  it('solves tasks of a Cyrillic page read as look-alikes', () => {
    // (Each answered, not only two tasks found: a decline is counted as a task too.)
    expect(
      answers('(a) PewN KBaapaTHy jeAHa4MHy: x^2 - 7x = 0', '(6) Pewn jenHa4uHy: x : 9 = 48 : 36'),
    ).toEqual([expect.stringContaining('x_2 = 7'), expect.stringContaining('x = 12')]);
    expect(answers('H3pauyHaj 60% on 6poja 200.')).toEqual([expect.stringContaining('= 120')]);
    expect(answers('H3pauyHaj:', 'H3Ⅱ(16, 36)')).toEqual([expect.stringContaining('= 4')]);
  });

  it('joins a word the reader broke at a space (letters set wide apart) when the pieces read as a word only together', () => {
    expect(joinSplitWords('PeWN j eAHa4NHy:')).toBe('PeWN jeAHa4NHy:');
    // A word of nine letters or more read one letter to a piece (review, round 16).
    expect(joinSplitWords('P e w n j e A H a 4 n H y 2x + 3 = 7')).toBe('Pewn jeAHa4nHy 2x + 3 = 7');
    expect(joinSplitWords('И 3 p a 4 y H a j 2 a + 3')).toBe('И3pa4yHaj 2 a + 3');
    expect(readCyrillicLine('И 3 p a μ y Ha j: 26,4 : 4 - 0,82')).toBe('Izračunaj: 26,4 : 4 - 0,82');
    expect(readCyrillicLine('И3pauyHaj 25% on 6poj a 80.')).toBe('Izračunaj 25% od broja 80.');
    expect(readCyrillicLine('HaTHwn TocTyTaK И peweb e.')).toContain('rešenje.');
    // A piece that is a word as near stays apart ("задатак у свесци"), and maths is never joined in.
    expect(joinSplitWords('3anatak y cBecun.')).toBe('3anatak y cBecun.');
    expect(joinSplitWords('Onpenn x ako je')).toBe('Onpenn x ako je');
    expect(joinSplitWords('PeWN CHCTeM j eAHa4MHa: 3x + 4y = 9')).toBe('PeWN CHCTeM jeAHa4MHa: 3x + 4y = 9');
    // A lone y before a sign is the unknown, not the word's lost у.
    expect(joinSplitWords('jeAHa4NH y + 3 = 5')).toBe('jeAHa4NH y + 3 = 5');
    expect(answers('PeWN j eAHa4NHy :', '2x + 3 = 7')).toEqual(['\\(x = 2\\)']);
  });

  it('reads "25% o 6poja 620" as 25% od broja 620: the д of "од" lost before "броја" and a number', () => {
    expect(readCyrillicLine('H3pauyHaj 25% o 6poja 620.')).toBe('Izračunaj 25% od broja 620.');
    expect(answers('И3pa4yHaj 25% o 6poj a 620.')).toEqual(['\\(25\\% \\cdot 620 = 155\\)']);
    // Not without the number after "broja", nor with another letter in the place of о.
    expect(readCyrillicLine('H3pauyHaj 25% o 6poja')).toBe('Izračunaj 25% o broja');
    expect(readCyrillicLine('H3pauyHaj 25% a 6poja 620.')).toBe('Izračunaj 25% a broja 620.');
  });
});
