import { describe, expect, it } from 'vitest';
import { hasMath, splitTasks } from './split.js';

const lines = (...t: string[]) => t.map((text) => ({ text, confidence: 90 }));
/** A page's tasks as [label ("letter2", "num1"), text]. */
const read = (...t: string[]) =>
  splitTasks(lines(...t)).map((task) => [
    task.label ? `${task.label.kind}${task.label.n}` : null,
    task.text.trim(),
  ]);

describe('splitTasks', () => {
  it('gives a task whose label the reader dropped the one place its neighbours leave free', () => {
    const labels = (...t: string[]) => splitTasks(lines(...t)).map((task) => task.label?.n ?? null);
    expect(labels('1) Izracunaj: 2 + 3', 'Izracunaj: 4 + 5', '3) Izracunaj: 1 + 1')).toEqual([1, 2, 3]);
    expect(labels('Izracunaj: 2 + 3', '2) Izracunaj: 4 + 5', '3) Izracunaj: 1 + 1')).toEqual([1, 2, 3]);
    // No place left free (or more than one): unchanged.
    expect(labels('1) Izracunaj: 2 + 3', 'Izracunaj: 4 + 5', '2) Izracunaj: 1 + 1')).toEqual([1, 1, 2]);
    expect(labels('1) Izracunaj: 2 + 3', 'Izracunaj: 4 + 5', '4) Izracunaj: 1 + 1')).toEqual([1, 1, 4]);
    expect(labels('Izracunaj: 2 + 3', '3) Izracunaj: 4 + 5')).toEqual([null, 3]);
  });
  it("gives tasks between two labels the places they leave free when one repeats another's label (tune 192)", () => {
    const labels = (...t: string[]) => splitTasks(lines(...t)).map((task) => task.label?.n ?? null);
    // "(4)" read "(1)" and "(3)" unread ("I/racunaj": a z read as "/"), both between "(2)" and "(5)".
    expect(
      labels(
        '(1) Sredi izraz: (x - 8)(x + 8) + 8x',
        '(2) Resi jednacinu: 3x = 12',
        '(⁇3) I/racunaj vrednost i/raza:',
        '2 2/4 - 2/8',
        '(1) Izracunaj: 25% od 500',
        '(5) Izracunaj: 55 - (6 - 3) × 6',
      ),
    ).toEqual([1, 2, 3, 4, 5]);
    // A repeated label with no place left free between its neighbours stays (the page keeps reading order).
    expect(
      labels('(1) Izracunaj: 2 + 3', '(1) Izracunaj: 4 + 5', '(2) Izracunaj: 1 + 1', '(3) Izracunaj: 6 - 1'),
    ).toEqual([1, 1, 2, 3]);
    // Nor does a run of tasks read under the label before them (no repeated label among them) move.
    expect(
      labels('(1) Izracunaj: 2 + 3', 'Izracunaj: 4 + 5', 'Izracunaj: 7 + 5', '(4) Izracunaj: 6 - 1'),
    ).toEqual([1, 1, 1, 4]);
  });
  it('cuts a line holding several labelled tasks: "Zadatak 2." anywhere, a point label only as the next of its list', () => {
    const split = (line: string) => splitTasks(lines(line)).map((t) => [t.label?.n, t.text.trim()]);
    expect(
      split('Zadatak 1. Resi jednacinu: 7 : x = 21 : 12 Zadatak 2. Sredi izraz: (x + 1)^2 - x(x - 8)'),
    ).toEqual([
      [1, 'Resi jednacinu: 7 : x = 21 : 12'],
      [2, 'Sredi izraz: (x + 1)^2 - x(x - 8)'],
    ]);
    expect(split('1. 2+3 2. 4+5 3. 6-1')).toEqual([
      [1, '2+3'],
      [2, '4+5'],
      [3, '6-1'],
    ]);
    expect(split('a. 2x = 4 b. x + 1 = 3')).toEqual([
      [1, '2x = 4'],
      [2, 'x + 1 = 3'],
    ]);
    // Not a label out of sequence, nor one after an operator (a decimal read with a gap).
    expect(split('1. 2 + 3 5. 4')).toEqual([[1, '2 + 3 5. 4']]);
    expect(split('1. 2.5 + 2. 5')).toEqual([[1, '2.5 + 2. 5']]);
  });
  it('takes a number glued to its maths ("2.2×| - 12|", "1| - 5|") for the label the labels around it leave free', () => {
    const split = (...t: string[]) =>
      splitTasks(lines(...t)).map((task) => [task.label?.n, task.text.trim()]);
    expect(split('1. |x - 7| = 3', '2.2×| - 12| - |6 - 14|', '3. |x - 6| = 6')).toEqual([
      [1, '|x - 7| = 3'],
      [2, '2×| - 12| - |6 - 14|'],
      [3, '|x - 6| = 6'],
    ]);
    expect(split('Izracunaj:', '1| - 5|+|6 - 13|', '2| - 5|+|9 - 15|', '3.| - 12|+|1 - 12|')).toEqual([
      [1, '| - 5|+|6 - 13|'],
      [2, '| - 5|+|9 - 15|'],
      [3, '| - 12|+|1 - 12|'],
    ]);
    // A number that does not fit the labels around it, or with no labels, stays maths.
    expect(split('1. 2 + 3', '5.5 + 1')).toEqual([
      [1, '2 + 3'],
      [1, '5.5 + 1'],
    ]);
    expect(split('2.2 + 3')).toEqual([[undefined, '2.2 + 3']]);
  });
  it("joins a lone number right after a labelled task's maths to it with an unread mark (a piece broken off)", () => {
    const texts = (...t: string[]) => splitTasks(lines(...t)).map((task) => task.text.trim());
    expect(texts('3. Izracunaj vrednost izraza:', '42 - (6 - 2)', '6', '4. Izracunaj: 2 + 3')).toEqual([
      '42 - (6 - 2) ⁇ 6',
      'Izracunaj: 2 + 3',
    ]);
    // A lone 1 or 7 is as likely a stroke of the ruled cell; with no label it is left out as before.
    expect(texts('3. Izracunaj:', '42 - (6 - 2)', '7', '4. Izracunaj: 2 + 3')).toEqual([
      '42 - (6 - 2)',
      'Izracunaj: 2 + 3',
    ]);
    expect(texts('Izracunaj:', '42 - (6 - 2)', '6')).toEqual(['42 - (6 - 2)']);
  });
  it('joins a lone unknown with a ratio sign ("x.") on its own line to the relation on the next line', () => {
    const texts = (...t: string[]) => splitTasks(lines(...t)).map((task) => task.text.trim());
    expect(texts('(6) Resi proporciju:', 'x.', '2 = 10 : 10')).toEqual(['x. 2 = 10 : 10']);
    // Not before a line with no relation, and not a lone letter with no sign.
    expect(texts('(6) Izracunaj:', 'x.', '2 + 10')).toEqual(['2 + 10']);
    expect(texts('(6) Resi proporciju:', 'x', '2 = 10 : 10')).toEqual(['2 = 10 : 10']);
  });
  it('joins two equations into a system only when each holds an unknown', () => {
    const texts = (...t: string[]) => splitTasks(lines(...t)).map((task) => task.text.trim());
    expect(texts('c) 5 : 2 = 20 : 36', 'nx : 8 = 8 : 16')).toEqual(['5 : 2 = 20 : 36', 'nx : 8 = 8 : 16']);
    expect(texts('c) 2x + y = 5', 'x - y = 1')).toEqual(['2x + y = 5 ; x - y = 1']);
  });
  it('reads "(l)" and "(I)" before a word as the label (1), its 1 read as a letter', () => {
    // Read column by column, the page's order follows the labels.
    const tasks = splitTasks(lines('(2) Izracunaj: 17 + 5 · 4', '(l) Sredi izraz: 5x + 2x'));
    expect(tasks.map((t) => [t.label?.n, t.text])).toEqual([
      [1, 'Sredi izraz: 5x + 2x'],
      [2, 'Izracunaj: 17 + 5 · 4'],
    ]);
    expect(splitTasks(lines('(2) Izracunaj: 1 + 1', '(I) Izracunaj: 2 + 3')).map((t) => t.label?.n)).toEqual([
      1, 2,
    ]);
  });
  it('takes a bracketed letter past h before a word ("(x) Izračunaj:", a misread "(1)") for a label of unknown place', () => {
    const tasks = splitTasks(lines('(x) Izracunaj: 50% od 780', '(2) Izracunaj: 36,5 : 5'));
    expect(tasks.map((t) => [t.label?.n, t.text])).toEqual([
      [1, 'Izracunaj: 50% od 780'],
      [2, 'Izracunaj: 36,5 : 5'],
    ]);
    // Before maths it stays maths.
    expect(splitTasks(lines('(x) : 4 = 10 : 20')).map((t) => t.text)).toEqual(['(x) : 4 = 10 : 20']);
  });
  it('reads "(o)", "(0)" and "(@)" before maths as "(a)", its round letter misread', () => {
    for (const first of ['(o) 2/9 - 1/3', '(0) 2/9 - 1/3', '(@)2/9 - 1/3']) {
      const tasks = splitTasks(lines('Izracunaj:', first, '(b) 1/4 + 1/2'));
      expect(tasks.map((t) => [t.label, t.text.trim()])).toEqual([
        [{ kind: 'letter', n: 1 }, '2/9 - 1/3'],
        [{ kind: 'letter', n: 2 }, '1/4 + 1/2'],
      ]);
    }
    // Before a word it is no such label.
    expect(splitTasks(lines('(o) Reši: 2 + 3')).map((t) => t.label)).toEqual([null]);
  });
  it('cuts no line at the next point label when another line of the page starts with that label', () => {
    const split = (...t: string[]) =>
      splitTasks(lines(...t)).map((task) => [task.label?.n, task.text.trim()]);
    expect(split('1. 3 + 1 2. 5 - 2', '2. Izracunaj: 4 + 5')).toEqual([
      [1, '3 + 1 2. 5 - 2'],
      [2, 'Izracunaj: 4 + 5'],
    ]);
    // Alone, the same line holds two tasks.
    expect(split('1. 3 + 1 2. 5 - 2')).toEqual([
      [1, '3 + 1'],
      [2, '5 - 2'],
    ]);
  });
  it('takes no one-letter word q inside a line for a label ("x + q2) …" is a misread 9)', () => {
    expect(splitTasks(lines('1) 3x + q2) 5 = 12')).map((t) => t.text.trim())).toEqual(['3x + q2) 5 = 12']);
    // A label word leaves no doubt.
    expect(splitTasks(lines('1) 3 + 4 Zadatak 2. 5 · 6')).map((t) => t.text.trim())).toEqual([
      '3 + 4',
      '5 · 6',
    ]);
  });
  it('keeps a garbled line with a relation, numbers and a sign as its task (declined later), so the page keeps its count', () => {
    const tasks = splitTasks(
      lines(
        'Zadatak 1. Izracunaj:',
        '3/5 : 2/3',
        'Zadatak 2. Resi nejednacinu:',
        '-2x - < - 29',
        'Zadatak 3. Odredi:',
        'NZD(35, 42)',
      ),
    );
    expect(tasks.map((t) => [t.label?.n, t.text])).toEqual([
      [1, '3/5 : 2/3'],
      [2, '-2x - < - 29'],
      [3, 'NZD(35, 42)'],
    ]);
    // A heading with a number and no sign stays a heading.
    expect(splitTasks(lines('Test znanja br. 5', '2 + 3')).map((t) => t.text)).toEqual(['2 + 3']);
  });
  it('cuts one line holding two cells of a row under their two headings, when they ask for a relation and a value', () => {
    const row = (line: string) =>
      splitTasks(lines('5) Resi jednacinu:', '6) Sredi izraz:', line)).map((t) => [
        t.label?.n,
        t.text,
        t.intent,
      ]);
    expect(row('9x+10=2x+59 2(3x-6)-(x+3)')).toEqual([
      [5, '9x+10=2x+59', 'equation'],
      [6, '2(3x-6)-(x+3)', 'simplify'],
    ]);
    // A stray mark of the cell's border between them.
    expect(row('9x+10=2x+59 : 2(3x-6)-(x+3)').map((t) => t[1])).toEqual(['9x+10=2x+59', '2(3x-6)-(x+3)']);
    // Two headings of one kind do not decide the cut ("3 4" may be one number read with a gap).
    const same = splitTasks(lines('1) Izracunaj:', '2) Izracunaj:', '2 + 3 4 + 5'));
    expect(same.map((t) => t.text)).toEqual(['2 + 3 4 + 5']);
    // Neither does a line that cuts nowhere into a relation and a value.
    expect(row('9x+10=2x+59 2x = 4').map((t) => t[1])).toEqual(['9x+10=2x+59 2x = 4']);
    // Nor a seam before a minus and a space: "x2 - 4x = 0" is one equation, not "x2" and "- 4x = 0".
    const quadratic = splitTasks(
      lines('(4) Koliko je 20e od 4 07', '(5) Resi kvadratnu jednacinu:', 'x2 - 4x= 0'),
    );
    expect(quadratic.map((t) => t.text)).toEqual(['x2 - 4x= 0']);
    // ... unless the left holds an operation of its own: "5 + 3" and "− 2x + 7 = 1" (a minus set
    // apart) are two tasks, not the equation "5 + 3 − 2x + 7 = 1".
    const apart = splitTasks(lines('5) Izracunaj:', '6) Resi jednacinu:', '5 + 3 − 2x + 7 = 1'));
    expect(apart.map((t) => t.text)).toEqual(['5 + 3', '− 2x + 7 = 1']);
  });
  it('takes one digit 2–9 before words and a colon for a label whose point was lost ("3 Izracunaj:")', () => {
    const tasks = splitTasks(
      lines(
        '1) Izracunaj:',
        '2 · √4-2^2',
        '3 zanaj:',
        '|-13| +| 1-16|',
        '2) Resi nejednacinu:',
        '-3x-12 ≥-39',
      ),
    );
    expect(tasks.map((t) => [t.label?.n, t.text])).toEqual([
      [1, '2 · √4-2^2'],
      [2, '-3x-12 ≥-39'],
      [3, '|-13| +| 1-16|'],
    ]);
    // Not a 1 (a capital I read so) nor two digits ("1)" read "10").
    expect(splitTasks(lines('1 zracunaj: 2 + 3')).map((t) => t.label)).toEqual([null]);
    expect(splitTasks(lines('10 Izracunaj: 6.1 - 1.59')).map((t) => t.label)).toEqual([null]);
  });
  it('takes "1 · Reši …" for a label whose point was read as a middle dot', () => {
    const tasks = splitTasks(lines('1 · Resi proporciju: x:7 = 22:14', '2. Koliko je 75% od 280?'));
    expect(tasks.map((t) => t.label)).toEqual([
      { kind: 'num', n: 1 },
      { kind: 'num', n: 2 },
    ]);
    expect(tasks[0]!.text).toBe('Resi proporciju: x:7 = 22:14');
    // A product "2 · 3" is no label.
    expect(splitTasks(lines('2 · 3 + 4')).map((t) => t.label)).toEqual([null]);
  });
  it('splits "a) … b) …" on one line and on several lines', () => {
    expect(splitTasks(lines('a) 2+3 b) 4·5')).map((t) => t.text)).toEqual(['2+3', '4·5']);
    expect(splitTasks(lines('a) 2+3', 'b) 4·5', 'c) 1/2+1/3')).map((t) => t.text)).toEqual([
      '2+3',
      '4·5',
      '1/2+1/3',
    ]);
  });
  it('drops a point or a middle dot between a label and the first number (a toner speck: "a).2^3 + 9^2")', () => {
    expect(read('a).2^3+9^2', 'b) 3^3 + 9^2', 'v) · 4 - 1')).toEqual([
      ['letter1', '2^3+9^2'],
      ['letter2', '3^3 + 9^2'],
      ['letter3', '4 - 1'],
    ]);
    // Without a label the point stays (the engine decides), and so does a decimal after a label.
    expect(read('.2 + 1')).toEqual([[null, '.2 + 1']]);
    expect(read('a) 0.2 + 1')).toEqual([['letter1', '0.2 + 1']]);
  });
  it('drops a colon or a point read between a named call and its bracket ("NZD:(40,48)")', () => {
    expect(read('Resi zadatke:', '3. odredi: NZD:(40,48)', '4. Odredi: NZS.(9, 21)')).toEqual([
      ['num3', 'odredi: NZD(40,48)'],
      ['num4', 'Odredi: NZS(9, 21)'],
    ]);
  });
  it('takes markers glued to the task and OCR\'s "¢)" for "c)", but not "1.5" for a marker', () => {
    expect(splitTasks(lines('a)x/5+7=8', 'b)2+3', '¢) 4·5')).map((t) => t.text)).toEqual([
      'x/5+7=8',
      '2+3',
      '4·5',
    ]);
    expect(splitTasks(lines('1.5 + 2')).map((t) => t.text)).toEqual(['1.5 + 2']);
  });
  it('takes a blank to fill in after a colon for no maths ("Ime 1 prezime: ----")', () => {
    expect(
      splitTasks(lines('Ime 1 prezime: ----', 'Ime 1 prezime: -', 'Izracunaj: 2 + 3')).map((t) => t.text),
    ).toEqual(['Izracunaj: 2 + 3']);
  });
  it("joins the line below to a system whose instruction shares its first equation's line", () => {
    // A misread letter ("Ax" for "4x") makes three unknowns; the instruction still asks for two lines.
    expect(
      splitTasks(lines('(3) Resi sistem: - 3x - 4y = 4', 'Ax + 2y = -2', '(4) Izracunaj: 6^2 - 7^2')).map(
        (t) => t.text,
      ),
    ).toEqual(['Resi sistem: - 3x - 4y = 4 ; Ax + 2y = -2', 'Izracunaj: 6^2 - 7^2']);
    // Without that instruction two lines in three unknowns stay two tasks.
    expect(
      splitTasks(lines('(3) Resi jednacinu: - 3x - 4y = 4', 'Ax + 2y = -2')).map((t) => t.text),
    ).toHaveLength(2);
  });
  it('splits tasks labelled "a. … b. …"', () => {
    expect(splitTasks(lines('a. 2 + 3', 'b. 4 · 5')).map((t) => [t.text, t.label])).toEqual([
      ['2 + 3', { kind: 'letter', n: 1 }],
      ['4 · 5', { kind: 'letter', n: 2 }],
    ]);
  });
  it('splits numbered tasks "1. … 2) …"', () => {
    expect(splitTasks(lines('1. 3x+5=20', '2) x^2-5x+6=0')).map((t) => t.text)).toEqual([
      '3x+5=20',
      'x^2-5x+6=0',
    ]);
  });
  it('takes "14.Reši" with its space lost for a marker, and keeps a labelled heading to its exercise', () => {
    const tasks = splitTasks(
      lines('Vežbanje', '1. Reši sistem:', '3x - y = -18', 'x + 2y = 8', '2.Odredi: NZD(16, 40)'),
    );
    expect(tasks.map((t) => t.text)).toEqual(['3x - y = -18 ; x + 2y = 8', 'Odredi: NZD(16, 40)']);
    expect(tasks.map((t) => t.intent)).toEqual(['system', null]);
    expect(splitTasks(lines('1. NZS(8, 12)', '2.|-4| + |8 - 18|')).map((t) => t.text)).toEqual([
      'NZS(8, 12)',
      '|-4| + |8 - 18|',
    ]);
    // An unlabelled heading opening the page is every task's.
    expect(splitTasks(lines('Reši sistem:', 'a) x + y = 2', 'x - y = 0')).map((t) => t.intent)).toEqual([
      'system',
    ]);
  });
  it('takes a number in brackets before a space for a label ("(4) Izračunaj: …"), not one before an operator', () => {
    expect(splitTasks(lines('(1) Izracunaj: 2 + 3', '(2) Izracunaj: 6^2 - 7^2')).map((t) => t.text)).toEqual([
      'Izracunaj: 2 + 3',
      'Izracunaj: 6^2 - 7^2',
    ]);
    expect(splitTasks(lines('(2) + 3 = x')).map((t) => t.text)).toEqual(['(2) + 3 = x']);
    // The first character after the spaces decides (no backtracking into a run of spaces).
    for (const task of ['(4)  + 3', '(4) - 3', '(2) (x + 1) = 4', '2)  + 3 = x'])
      expect(splitTasks(lines(task)).map((t) => t.text)).toEqual([task]);
  });
  it('does not take "b)" inside an open bracket for a marker', () => {
    expect(splitTasks(lines('(2 + b) · 2 = 10')).map((t) => t.text)).toEqual(['(2 + b) · 2 = 10']);
  });
  it('groups two equations in two unknowns into a system', () => {
    const t = splitTasks(lines('Reši sistem jednačina:', 'x + y = 5', 'x - y = 1'));
    expect(t).toHaveLength(1);
    expect(t[0]).toMatchObject({ text: 'x + y = 5 ; x - y = 1', intent: 'system' });
  });
  it("keeps a system whole over a brace's remnant read as a line between its equations", () => {
    // The brace left "·⁇·", "!" or a letter on a line of its own between the two equations.
    for (const remnant of ['·⁇·', '!', 'e'])
      expect(
        read('a) Izracunaj: 5^2 - 6^2', 'b) Resi sistem jednacina: 4x + 5y = -2', remnant, '-x - 2y = 2'),
      ).toEqual([
        ['letter1', 'Izracunaj: 5^2 - 6^2'],
        ['letter2', 'Resi sistem jednacina: 4x + 5y = -2 ; -x - 2y = 2'],
      ]);
    // Not between two tasks that make no system (one unknown each, no system named), nor a line with a figure.
    expect(read('1) 2x = 4', '!', '3x = 9').map((t) => t[1])).toEqual(['2x = 4', '3x = 9']);
    expect(read('1) x + y = 5', '7', 'x - y = 1')).toHaveLength(2);
    expect(read('1) x + y = 5', 'abc', 'x - y = 1')).toHaveLength(2);
    expect(read('1) x + y = 5', '!', 'x - y = 1')).toEqual([['num1', 'x + y = 5 ; x - y = 1']]);
  });
  it('lets a heading lend its intent to the numbered tasks below', () => {
    const t = splitTasks(lines('Reši jednačine:', '1. 2x = 4', '2. 3x = 9'));
    expect(t.map((x) => x.intent)).toEqual(['equation', 'equation']);
  });
  it('joins a task that continues on the next line', () => {
    expect(splitTasks(lines('12 + 3 ·', '4 - 1')).map((t) => t.text)).toEqual(['12 + 3 · 4 - 1']);
  });
  it('keeps a line of absolute values as a task, also one misread ("| - |0| - |5 - |5|")', () => {
    expect(splitTasks(lines('(d) Izracunaj: 4 · | - |0| - |5 - |5|')).map((t) => t.text)).toEqual([
      'Izracunaj: 4 · | - |0| - |5 - |5|',
    ]);
  });
  it('takes a colon opening a relation under a relation for a label left, not a division', () => {
    expect(splitTasks(lines('2x+10<28', ':-3x+5≤17')).map((t) => t.text.trim())).toEqual([
      '2x+10<28',
      '-3x+5≤17',
    ]);
    // A colon opening an expression still continues the line above (a division broken there).
    expect(splitTasks(lines('(x + 2) - 4', ': 2 + 1')).map((t) => t.text.trim())).toHaveLength(1);
  });
  it('keeps separate one-unknown equations apart', () => {
    expect(splitTasks(lines('2x = 4', '3x = 9'))).toHaveLength(2);
  });
  it('weights the OCR confidence by line length', () => {
    const t = splitTasks([
      { text: 'x + y = 5', confidence: 90 },
      { text: 'x - y = 1', confidence: 50 },
    ]);
    expect(t[0]!.confidence).toBeCloseTo(70);
  });
});

describe('worksheet rows read heading by heading', () => {
  it('pairs a run of headings with the tasks below them, in order, each under its own instruction', () => {
    const t = splitTasks(
      lines(
        'a. Resi jednacinu:',
        'b. Resi proporciju:',
        'c. Izracunaj:',
        'x/2 + 2 = 8',
        '4 : x = 8 : 20',
        '√25 + 4^2',
      ),
    );
    expect(t.map((x) => [x.text, x.intent])).toEqual([
      ['x/2 + 2 = 8', 'equation'],
      ['4 : x = 8 : 20', 'proportion'],
      ['√25 + 4^2', 'compute'],
    ]);
  });
  it('takes "Zadatak 3." for a label and keeps a labelled task of its own in label order', () => {
    const t = splitTasks(
      lines(
        '(4) Resi sistem:',
        '(5) Izracunaj:',
        '(6) Koliko je 25% od 80?',
        '3x + 4y = 11 ; -5x - 3y = 0',
        '40% od 300',
      ),
    );
    expect(t.map((x) => [x.text, x.intent])).toEqual([
      ['3x + 4y = 11 ; -5x - 3y = 0', 'system'],
      ['40% od 300', 'compute'],
      ['Koliko je 25% od 80?', null],
    ]);
    expect(
      splitTasks(
        lines(
          'Zadatak 1. Resi sistem:',
          'Zadatak 2. Sredi izraz:',
          'x + y = 2 ; x - y = 0',
          '(x + 1)^2 - x^2',
        ),
      ).map((x) => x.intent),
    ).toEqual(['system', 'simplify']);
  });
  it("joins a system's two equations read a row apart (one above the other in their column)", () => {
    const t = splitTasks(
      lines(
        '(1) Resi sistem:',
        '(2) Izracunaj:',
        '(3) Izracunaj:',
        '-3x - y = -27',
        '4,1 - 3,35',
        '3^3 + 2^2',
        '-3x + 3y = -15',
      ),
    );
    expect(t.map((x) => x.text)).toEqual(['-3x - y = -27 ; -3x + 3y = -15', '4,1 - 3,35', '3^3 + 2^2']);
  });
  it('leaves the tasks under the last heading when the counts do not match', () => {
    const t = splitTasks(lines('a. Resi jednacinu:', 'b. Izracunaj:', '2 + 3', '4 + 5', '6 + 7'));
    expect(t.map((x) => x.intent)).toEqual(['compute', 'compute', 'compute']);
  });
});

describe('a page of tasks is split into its tasks, never joined', () => {
  it('splits tasks of neighbouring columns read as one line at their labels', () => {
    expect(splitTasks(lines('1) 2 + 3 2) 4 · 5 3) (3 + 2) · 4')).map((t) => [t.text, t.label])).toEqual([
      ['2 + 3', { kind: 'num', n: 1 }],
      ['4 · 5', { kind: 'num', n: 2 }],
      ['(3 + 2) · 4', { kind: 'num', n: 3 }],
    ]);
    expect(splitTasks(lines('(a) 12 : 4 (b) 3 · 5')).map((t) => t.text)).toEqual(['12 : 4', '3 · 5']);
  });
  it('reads the same exercise words as the normaliser ("Q1.", "Zadatak 2:")', () => {
    expect(splitTasks(lines('Q1. 2 + 3', 'Zadatak 2: 4 · 5')).map((t) => [t.text, t.label])).toEqual([
      ['2 + 3', { kind: 'num', n: 1 }],
      ['4 · 5', { kind: 'num', n: 2 }],
    ]);
  });
  it('keeps reading order when number and letter labels are mixed ("5.", "6.", "a)", "b)")', () => {
    const t = splitTasks(lines('5. 2 + 3', '6. Izracunaj: 9 - 4', 'a) 4 · 5', 'b) 7 - 1'));
    expect(t.map((x) => x.text)).toEqual(['2 + 3', 'Izracunaj: 9 - 4', '4 · 5', '7 - 1']);
    expect(t.map((x) => x.label)).toEqual([
      { kind: 'num', n: 5 },
      { kind: 'num', n: 6 },
      { kind: 'letter', n: 1 },
      { kind: 'letter', n: 2 },
    ]);
  });
  it('starts a new task at an instruction after maths on the same line', () => {
    expect(splitTasks(lines('Izračunaj: 2 + 3 Reši jednačinu: x + 1 = 4')).map((t) => t.text.trim())).toEqual(
      ['Izračunaj: 2 + 3', 'Reši jednačinu: x + 1 = 4'],
    );
    // A capitalised word that names no instruction does not cut the line.
    expect(splitTasks(lines('2 + 3 Marko: 4'))).toHaveLength(1);
  });
  it('undoes the reader\'s " ; " join unless the parts form a system', () => {
    expect(splitTasks(lines('12 - 5 ; 3 · 4')).map((t) => t.text)).toEqual(['12 - 5', '3 · 4']);
    expect(splitTasks(lines('x + y = 5 ; x - y = 1')).map((t) => t.text)).toEqual(['x + y = 5 ; x - y = 1']);
    // A line of the system whose "=" was lost stays in it (and the system declines as one task).
    expect(splitTasks(lines('3x + 4y = 11 ; -5x - 3y 0')).map((t) => t.text)).toEqual([
      '3x + 4y = 11 ; -5x - 3y 0',
    ]);
  });
  it('keeps label order when a worksheet is read column by column', () => {
    expect(
      splitTasks(lines('Izracunaj:', '2) √49 + 5^2', '1) NZS(6, 27)', '3) 2/4 · 3/6')).map((t) => t.text),
    ).toEqual(['NZS(6, 27)', '√49 + 5^2', '2/4 · 3/6']);
    // Repeated labels (parts of several exercises) keep reading order.
    expect(splitTasks(lines('a) 2 + 3', 'b) 4 + 5', 'a) 1 + 1')).map((t) => t.text)).toEqual([
      '2 + 3',
      '4 + 5',
      '1 + 1',
    ]);
  });
  it('lets a labelled heading wait for its task past labelled tasks of their own', () => {
    const t = splitTasks(
      lines(
        'Resi zadatke: ; (a) Resi sistem: ; (b) Koliko je 15% od 220? ; (c) Izracunaj: 3/5 - 1/9',
        'x - 5y = -16 ; -x - 5y = -14',
      ),
    );
    expect(t.map((x) => [x.text, x.intent])).toEqual([
      ['x - 5y = -16 ; -x - 5y = -14', 'system'],
      ['Koliko je 15% od 220?', 'solve'],
      ['Izracunaj: 3/5 - 1/9', 'solve'],
    ]);
  });
  it('reads a line starting "× :" as the unknown, not as the previous task continued', () => {
    const t = splitTasks(
      lines(
        '(1) Izracunaj:',
        '(2) Izracunaj:',
        '(3) Resi jednacinu:',
        '35 - (5 - 2) · 4',
        '6,3 + 4,56 · 3',
        '× : 9= 9: 27',
      ),
    );
    expect(t.map((x) => [x.text, x.intent])).toEqual([
      ['35 - (5 - 2) · 4', 'compute'],
      ['6,3 + 4,56 · 3', 'compute'],
      ['× : 9= 9: 27', 'equation'],
    ]);
  });
  it('gives a task read before every label to the labelled heading left without one', () => {
    const t = splitTasks(
      lines('Radni list', '-x + 3y = 0 ; 2x + 4y = -10', '1. Resi jednacinu: |x - 4| = 4', '2. Resi sistem:'),
    );
    expect(t.map((x) => [x.text, x.intent, x.label])).toEqual([
      ['Resi jednacinu: |x - 4| = 4', null, { kind: 'num', n: 1 }],
      ['-x + 3y = 0 ; 2x + 4y = -10', 'system', { kind: 'num', n: 2 }],
    ]);
  });
});

describe('labels and lines as the reader misreads them on a worksheet', () => {
  it('takes "[2]" and "(4]" for labels: OCR reads a label\'s round bracket as a square one', () => {
    const t = splitTasks(lines('[1] Resi nejednacinu: - 4x + 14 > 38', '(2] Izracunaj: 1 1/2 + 1/3'));
    expect(t.map((x) => x.label)).toEqual([
      { kind: 'num', n: 1 },
      { kind: 'num', n: 2 },
    ]);
  });
  it('takes a letter label glued to its word ("e.lzracunaj") for a label', () => {
    const t = splitTasks(lines('d. Izracunaj: 4 · √144 - 2^2', 'e.lzracunaj: |-6| + |6 - 10|'));
    expect(t.map((x) => x.label)).toEqual([
      { kind: 'letter', n: 4 },
      { kind: 'letter', n: 5 },
    ]);
  });
  it('takes "Zadatak 5 Reši" (its point lost) and a misread label word ("Zadztak 3.") for labels', () => {
    const t = splitTasks(
      lines('Zadztak 3. Odredi:', 'NZD(35, 42)', 'Zadatak 5 Resi nejednacinu', '-3x + 1 ≥ 1'),
    );
    expect(t.map((x) => [x.text, x.label])).toEqual([
      ['NZD(35, 42)', { kind: 'num', n: 3 }],
      ['-3x + 1 ≥ 1', { kind: 'num', n: 5 }],
    ]);
  });
  it("drops a box's side read left of a label, but keeps maths starting with a bar", () => {
    const t = splitTasks(
      lines('|3) Sredi izraz: (x + 1)^2', '1| 4) Izracunaj: 2 + 3', '- 5) Resi jednacinu: x + 1 = 4'),
    );
    expect(t.map((x) => x.label)).toEqual([
      { kind: 'num', n: 3 },
      { kind: 'num', n: 4 },
      { kind: 'num', n: 5 },
    ]);
    expect(splitTasks(lines('|3 - 5| + 2')).map((x) => [x.text, x.label])).toEqual([['|3 - 5| + 2', null]]);
  });
  it('joins a line "- 3^2" to the expression above it; a task of its own keeps its minus', () => {
    expect(splitTasks(lines('Primer 7. Izracunaj:', '3· √121', '- 3^2')).map((x) => x.text)).toEqual([
      '3· √121 - 3^2',
    ]);
    expect(splitTasks(lines('Izracunaj:', '3 · 4', '+ 5 · 2')).map((x) => x.text)).toEqual(['3 · 4 + 5 · 2']);
    expect(splitTasks(lines('Uprosti izraz:', '(x + 8)^2', '- x(x - 5)')).map((x) => x.text)).toEqual([
      '(x + 8)^2 - x(x - 5)',
    ]);
    expect(splitTasks(lines('a) 3 · 4', 'b) -3x + 4 = 1')).map((x) => x.text)).toEqual([
      '3 · 4',
      '-3x + 4 = 1',
    ]);
    expect(splitTasks(lines('2 + 3 = 5', '- 3 + 1')).map((x) => x.text)).toEqual(['2 + 3 = 5', '- 3 + 1']);
  });
  it('joins a lone decimal or a number with a stray mark to the task above with an unread mark, labelled or not', () => {
    const texts = (...t: string[]) => splitTasks(lines(...t)).map((x) => x.text);
    expect(texts('1) Izracunaj: 16,8 : 6', '9,3^9', '2) 2 + 3')).toEqual([
      'Izracunaj: 16,8 : 6 ⁇ 9,3^9',
      '2 + 3',
    ]);
    expect(texts('Izracunaj vrednost izraza:', '3/6 +2', '5.')).toEqual(['3/6 +2 ⁇ 5.']);
    // A bare number under an unlabelled task may be a task of its own, as before.
    expect(texts('Izracunaj:', '3/6 + 2', '2^5')).toEqual(['3/6 + 2', '2^5']);
  });
  it('reads "(b Reši …", a bracketed letter whose closing bracket was lost before a word, as the label b)', () => {
    expect(
      read('(a) Resi jednacinu: 6x + 11 = 3x + 8', '(b Resi kvadratnu jednacinu: x^2 + x - 6 = 0'),
    ).toEqual([
      ['letter1', 'Resi jednacinu: 6x + 11 = 3x + 8'],
      ['letter2', 'Resi kvadratnu jednacinu: x^2 + x - 6 = 0'],
    ]);
  });
  it('cuts two cells read as one line before the second label, which stays with its task', () => {
    const cut = (l: string) => splitTasks(lines(l)).map((x) => [x.text.trim(), x.label?.n]);
    expect(cut('1. Izracunaj: 5 + 3 2. Resi jednacinu: 2x = 8')).toEqual([
      ['Izracunaj: 5 + 3', 1],
      ['Resi jednacinu: 2x = 8', 2],
    ]);
    expect(cut('a) Resi jednacinu: 3x + 5 = 20 b) Izracunaj: 4 · 2')).toEqual([
      ['Resi jednacinu: 3x + 5 = 20', 1],
      ['Izracunaj: 4 · 2', 2],
    ]);
    expect(cut('3. Koliko je 20% od 400? 4. Koliko je 15% od 80?')).toEqual([
      ['Koliko je 20% od 400?', 3],
      ['Koliko je 15% od 80?', 4],
    ]);
  });
  it('takes another letter and a bracket starting a line ("z)", a misread "1)") for a label of unknown place', () => {
    expect(
      splitTasks(lines('Izracunaj:', 'z) | - 11|+|3 - 10|', '2) 3^2 - 3^2')).map((x) => [x.text, x.label]),
    ).toEqual([
      // (The place comes from the label after it, the one its neighbours leave free.)
      ['| - 11|+|3 - 10|', { kind: 'num', n: 1 }],
      ['3^2 - 3^2', { kind: 'num', n: 2 }],
    ]);
    expect(splitTasks(lines('Izracunaj:', 'z) | - 11|+|3 - 10|')).map((x) => x.label)).toEqual([null]);
    // A number's first digit read as a letter ("Z2." for "12.") before a point and a word: no place either.
    expect(splitTasks(lines('Z2. IeraCunaj: 5 · √81 - 3^3')).map((x) => [x.text, x.label])).toEqual([
      ['IeraCunaj: 5 · √81 - 3^3', null],
    ]);
    expect(splitTasks(lines('Q1. 2 + 3')).map((x) => x.label)).toEqual([{ kind: 'num', n: 1 }]);
    // Under an open bracket it is the bracket's end.
    expect(splitTasks(lines('Izracunaj: 3 · (2 +', 'x) + 4 = 10')).map((x) => x.text)).toEqual([
      'Izracunaj: 3 · (2 + x) + 4 = 10',
    ]);
  });
  it('gives labels of unknown place ("( · . Izracunaj:", "t. Izracunaj:") the places the other labels leave free, and "0." among letters is a', () => {
    const split = (...t: string[]) =>
      splitTasks(lines(...t)).map((task) => [task.label?.n ?? null, task.text.trim()]);
    // A worksheet read column by column, the labels c. and e. misread: back in the order a … f.
    expect(
      split(
        'a. Izracunaj: |-15| + |7 - 15|',
        '( · . Izracunaj: 0.6 + 4.71 · 2',
        '( · . Izracunaj: NZD(15, 21)',
        'b. Sredi izraz: 3x(x - 1) + 2(x + 2)',
        'd. Resi jednacinu: 4x + 12 = 16',
        'f. Izracunaj: 7/8 + 5/9',
      ).map(([n]) => n),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    expect(
      split(
        'a. Izracunaj: 2 + 3',
        'b. Izracunaj: 4 + 5',
        't. lzracunaj: 1 - 11',
        'e. Izracunaj: 6 + 6',
        'c. Izracunaj: 1 + 1',
        'd. Izracunaj: 9 - 1',
      ),
    ).toEqual([
      [1, 'Izracunaj: 2 + 3'],
      [2, 'Izracunaj: 4 + 5'],
      [3, 'Izracunaj: 1 + 1'],
      [4, 'Izracunaj: 9 - 1'],
      [5, 'Izracunaj: 6 + 6'],
      [6, 'lzracunaj: 1 - 11'],
    ]);
    // Not when the free places and the misread labels differ in number, nor without an instruction's colon.
    expect(
      split('a. Izracunaj: 2 + 3', 't. Izracunaj: 1 + 1', 'd. Izracunaj: 4 + 5').map(([n]) => n),
    ).toEqual([1, null, 4]);
    expect(split('a. Izracunaj: 2 + 3', 't. 4 + 5')).toEqual([
      [1, 'Izracunaj: 2 + 3'],
      [1, 't. 4 + 5'],
    ]);
    // A Roman numeral heads a section: its instruction stays with the tasks under it, and a task under
    // "V." among letter labels takes no letter's place.
    const intents = (...t: string[]) => splitTasks(lines(...t)).map((task) => task.intent);
    expect(intents('I. Izracunaj:', 'a) 2 + 3', 'b) 4 + 5')).toEqual(['compute', 'compute']);
    expect(intents('V. Resi nejednacine:', 'a) 2x - 1 > 5', 'b) 3x < 9')).toEqual([
      'inequality',
      'inequality',
    ]);
    expect(
      split(
        'a. Izracunaj: 2 + 3',
        'b. Izracunaj: 4 + 5',
        'V. Resi jednacinu: x + 1 = 3',
        'c. Izracunaj: 1 + 1',
      ).map(([, t]) => t),
    ).toEqual(['Izracunaj: 2 + 3', 'Izracunaj: 4 + 5', 'V. Resi jednacinu: x + 1 = 3', 'Izracunaj: 1 + 1']);
    // Only a misread letter before an instruction takes a free place: a Roman sub-item "i)" under
    // "a)" and "b)" is no letter label of the list.
    expect(
      split('a) Izracunaj:', 'i) 2 + 3', 'ii) 4 + 5', 'b) Resi jednacinu:', 'i) x + 1 = 3').map(([n]) => n),
    ).toSatisfy((ns: (number | null)[]) => !ns.includes(2) && !ns.includes(3));
    // "0." among letter labels is the round a; among numbers it stays 0.
    expect(split('0. Izracunaj: 2 + 3', 'b. Izracunaj: 4 + 5').map(([n]) => n)).toEqual([1, 2]);
    // With the a taken, the round letter is another one, the place the others leave free.
    expect(split('a) 2 + 3', 'b) 4 + 5', '0) 6 + 7', 'd) 1 + 1').map(([n]) => n)).toEqual([1, 2, 3, 4]);
    expect(splitTasks(lines('0. Izracunaj: 2 + 3', 'b. Izracunaj: 4 + 5'))[0]!.label?.kind).toBe('letter');
    expect(splitTasks(lines('0. Izracunaj: 2 + 3', '1. Izracunaj: 4 + 5'))[0]!.label?.kind).toBe('num');
  });
  it("joins a system's first equation read above its labelled instruction line to it, never answering it alone", () => {
    const split = (...t: string[]) => splitTasks(lines(...t)).map((task) => task.text);
    // Above the first label, the label then read as one: the equations of one system.
    expect(
      split('Resi zadatke:', '- 5y = -16', '(a) Resi sistem: -x - 5y = -14', '(b) Koliko je 15% od 220?'),
    ).toEqual(['- 5y = -16 ; Resi sistem: -x - 5y = -14', 'Koliko je 15% od 220?']);
    // The label unread: the instruction on the second line names the system.
    expect(
      split('Resi zadatke:', '- 5y = -16', '() Resi sistem: - - 5y = -14', '(b) Koliko je 15% od 220?'),
    ).toEqual(['- 5y = -16 ; () Resi sistem: - - 5y = -14', 'Koliko je 15% od 220?']);
    // Not a lone equation before a labelled one in another unknown, nor before a calculation.
    expect(split('Resi:', 'x + 1 = 3', '1) Resi jednacinu: 2x = 4')).toEqual([
      'x + 1 = 3',
      'Resi jednacinu: 2x = 4',
    ]);
    expect(split('Resi:', 'y + 1 = 3', '1) Izracunaj: 2 + 4')).toEqual(['y + 1 = 3', 'Izracunaj: 2 + 4']);
    // Nor equations in x alone and in y alone: they share no unknown, so they are a list, no system.
    expect(split('Resi jednacine:', 'x + 2 = 5', 'a) y + 1 = 3', 'b) 2y = 4')).toEqual([
      'x + 2 = 5',
      'y + 1 = 3',
      '2y = 4',
    ]);
    expect(split('Izracunaj:', '2x = 6', 'a) 3y = 9')).toEqual(['2x = 6', '3y = 9']);
    // Nor a task with its own instruction before a system named on its first line.
    expect(
      split('1. Resi jednacinu: 2a = 6', 'Resi sistem: x + y = 5', 'x - y = 1', '2. Izracunaj: 2 + 3'),
    ).toEqual(['Resi jednacinu: 2a = 6', 'Resi sistem: x + y = 5 ; x - y = 1', 'Izracunaj: 2 + 3']);
  });
  it('reads a heading whose words the reader broke with middle dots, and a label with an unread mark, as heading and label', () => {
    const split = (...t: string[]) =>
      splitTasks(lines(...t)).map((task) => [task.label?.n ?? null, task.intent, task.text.trim()]);
    // A worksheet row read heading by heading: each task under its own heading.
    expect(
      split(
        '(1) Sre · di izraz:',
        '(x - 8)(x + 8)+ 8x',
        '(2) Resi kvadratnu je · dnac · inu:',
        '(⁇3) Izracunaj v · re · dnost izraza:',
        'x^2 - 3x - 28= 0',
        '2 2/4 - 2/8',
      ),
    ).toEqual([
      [1, 'simplify', '(x - 8)(x + 8)+ 8x'],
      [2, 'quadratic', 'x^2 - 3x - 28= 0'],
      [3, 'compute', '2 2/4 - 2/8'],
    ]);
    expect(split('(5) Izracunaj: 55 - 3', '(6⁇) Re · si nejednacinu:', '5x - 2 < -22')[1]).toEqual([
      6,
      'inequality',
      '5x - 2 < -22',
    ]);
    // In maths the unread mark in a bracket is a lost sign or digit, kept so the task is declined.
    expect(split('Izracunaj:', '(⁇3)^3 - 4')[0]![2]).toBe('(⁇3)^3 - 4');
    expect(split('Izracunaj:', '(4⁇) · 2 - 8')[0]![2]).toBe('(4⁇) · 2 - 8');
    // Products of letters stay products: single letters, or a digit against a run.
    expect(split('Izracunaj: a · b + 2a · 3bc')[0]![2]).toBe('Izracunaj: a · b + 2a · 3bc');
    expect(split('Uprosti: xy · z')[0]![2]).toBe('Uprosti: xy · z');
    // So do products of monomials, runs of a few small letters: no task of a book's list is lost.
    expect(split('Pomnoži monome:', 'a) ab · bc', 'b) xy · yz', 'c) ab · cd')).toEqual([
      [1, null, 'ab · bc'],
      [2, null, 'xy · yz'],
      [3, null, 'ab · cd'],
    ]);
    expect(split('Izracunaj: AB · CD')[0]![2]).toBe('Izracunaj: AB · CD');
    expect(split('1. Uprosti izraz: ab · bc + 2', '2. Izracunaj: 3 + 4')[0]).toEqual([
      1,
      null,
      'Uprosti izraz: ab · bc + 2',
    ]);
  });
  it('gives a label printed on a line of its own ("Zadatak 2", "3.", a bare "3" over an instruction) to the line below', () => {
    const labels = (...t: string[]) => splitTasks(lines(...t)).map((task) => task.label?.n ?? null);
    expect(
      labels(
        'Zadatak 1',
        'Izracunaj:',
        '6,5 - 9,66',
        'Zadatak 2',
        'Resi sistem:',
        '-x + 5y = -11',
        '-4x - 3y = -21',
        'Zadatak 3.',
        'x/2 + 6 = 11',
      ),
    ).toEqual([1, 2, 3]);
    expect(
      labels('1.', 'Izracunaj: 2 + 3', '2.', 'Resi jednacinu: x + 7 = 0', '3', 'Resi jednacinu: 4x + 6 = 2x'),
    ).toEqual([1, 2, 3]);
    // A bare number over maths is a piece broken off the task above, and a row of labels stays a row.
    expect(
      splitTasks(lines('1. Izracunaj: 42 - (6 - 2)', '6', '2. Izracunaj: 3 + 4')).map((t) => t.text),
    ).toEqual(['Izracunaj: 42 - (6 - 2) ⁇ 6', 'Izracunaj: 3 + 4']);
    // A row of labels read before its cells gives none of them to the first cell, and "Zadatak 4"
    // without its point over maths still labels that maths.
    expect(labels('1.', '2.', 'Izracunaj: 2 + 3', 'Izracunaj: 4 + 5')).toEqual([null, null]);
    expect(
      splitTasks(lines('Zadatak 3', 'Izracunaj: 2 + 3', 'Zadatak 4', '4 + 5')).map((t) => [
        t.label?.n,
        t.text,
      ]),
    ).toEqual([
      [3, 'Izracunaj: 2 + 3'],
      [4, '4 + 5'],
    ]);
  });
  it('takes a line whose only "maths" is a root over a bracketed word ("√(Za) datak 2.") for a heading', () => {
    expect(hasMath('√(Za) datak 2. Resi jednacinu:')).toBe(false);
    expect(hasMath('√(16) + 9')).toBe(true);
    expect(hasMath('√(x + 9) = 5')).toBe(true);
    const split = splitTasks(
      lines('Zadatak 1. Izracunaj:', '√(Za) datak 2. Resi jednacinu:', '| - 2 |+ |9-13|', '5(x - 2)=x+14'),
    ).map((t) => [t.intent, t.text]);
    expect(split).toEqual([
      ['compute', '| - 2 |+ |9-13|'],
      ['equation', '5(x - 2)=x+14'],
    ]);
  });
});

describe('sections: numbered instructions over their own lettered sub-tasks', () => {
  it("gives every sub-task its section's instruction, until the next instruction or a numbered task of its own", () => {
    const intents = (...t: string[]) =>
      splitTasks(lines(...t)).map((task) => [task.label?.n, task.intent, task.sectionIntent ?? false]);
    expect(
      intents(
        '1. Izracunaj:',
        'a) 2 + 3',
        'b) 4 + 5',
        'Zadatak 2. Resi jednacinu:',
        'a) x + 1 = 2',
        'b) 2x = 6',
      ),
    ).toEqual([
      [1, 'compute', true],
      [2, 'compute', true],
      [1, 'equation', true],
      [2, 'equation', true],
    ]);
    // A numbered task of its own ends the section; a lettered heading (a worksheet's cell) starts none.
    expect(intents('1. Resi jednacinu:', 'a) x + 1 = 2', '2. 4 + 5', 'a) 3 + 3')).toEqual([
      [1, 'equation', true],
      [2, null, false],
      [1, null, false],
    ]);
  });
  it('reads a misread sub-task label as the letter its place in the run a, b, c … gives it', () => {
    const split = (...t: string[]) =>
      splitTasks(lines(...t)).map((task) => [task.label?.kind, task.label?.n, task.text.trim()]);
    // The letter's point or bracket misread, lost or run into the maths.
    expect(split('1) Izracunaj:', 'a.2×| - 5| - |6 - 13|', 'b. 3×| - 2|', 'c.| - 3|+|8 - 17|')).toEqual([
      ['letter', 1, '2×| - 5| - |6 - 13|'],
      ['letter', 2, '3×| - 2|'],
      ['letter', 3, '| - 3|+|8 - 17|'],
    ]);
    expect(
      split('Zadatak 1. Izracunaj:', 'a) 2 + 3', 'Zadatak 2. Izracunaj:', 'al 2/8 · 1/5', 'b 2/4 + 1/3'),
    ).toEqual([
      ['letter', 1, '2 + 3'],
      ['letter', 1, '2/8 · 1/5'],
      ['letter', 2, '2/4 + 1/3'],
    ]);
    expect(split('Zadatak 1. Izracunaj:', 'a · 3/4 + 1/9', 'b. 3/4 - 1/2')).toEqual([
      ['letter', 1, '3/4 + 1/9'],
      ['letter', 2, '3/4 - 1/2'],
    ]);
    expect(split('1. Resi jednacinu:', 'a. x^2 - 1=0', 'b.x^2 - 36=0')).toEqual([
      ['letter', 1, 'x^2 - 1=0'],
      ['letter', 2, 'x^2 - 36=0'],
    ]);
    // A letter misread as another glyph takes the place both neighbours agree on, starting again
    // under each instruction.
    expect(
      split(
        '1. Resi jednacinu:',
        'Q. - 8x - 12 = -44',
        'b. 2(x - 6)=x - 11',
        '2. Izracunaj:',
        '0. 3/5 - 1/9',
        'b. 1/9 + 2/3',
        '3. Izracunaj:',
        'α.| - 8|+|8 - 13|',
        'b.| - 2|+|6 - 18|',
      ),
    ).toEqual([
      ['letter', 1, '- 8x - 12 = -44'],
      ['letter', 2, '2(x - 6)=x - 11'],
      ['letter', 1, '3/5 - 1/9'],
      ['letter', 2, '1/9 + 2/3'],
      ['letter', 1, '| - 8|+|8 - 13|'],
      ['letter', 2, '| - 2|+|6 - 18|'],
    ]);
  });
  it('leaves a line that only looks like a misread label as it is when the run of labels does not fit it', () => {
    const texts = (...t: string[]) => splitTasks(lines(...t)).map((task) => task.text.trim());
    // No letter labels on the page.
    expect(texts('Izracunaj:', 'a · 3/4 + 1/9')).toEqual(['a · 3/4 + 1/9']);
    // The letter is not the place the run gives ("b" right after the instruction, "a" after "a)").
    expect(texts('1. Izracunaj:', 'b · 3/4', 'b) 2 + 3')).toEqual(['b · 3/4', '2 + 3']);
    expect(texts('1. Izracunaj:', 'a) 2 + 3', 'a · 3/4')).toContain('a · 3/4');
    // An unknown glyph whose neighbours disagree on its place, or with a neighbour on one side only.
    expect(texts('1. Izracunaj:', 'Q. 3/4 - 1/2', 'c) 2 + 3')).toEqual(['Q. 3/4 - 1/2', '2 + 3']);
    expect(texts('a) 2 + 3', 't. 4 + 5')).toEqual(['2 + 3', 't. 4 + 5']);
  });
  it("keeps a sub-task that lost its label after its sibling, under its section's instruction", () => {
    const split = (...t: string[]) => splitTasks(lines(...t)).map((task) => [task.text.trim(), task.intent]);
    expect(
      split('1. Izracunaj:', 'a) 2 + 3', '4 + 5', '2. Resi jednacinu:', 'a) x + 1 = 2', '2x = 6'),
    ).toEqual([
      ['2 + 3', 'compute'],
      ['4 + 5', 'compute'],
      ['x + 1 = 2', 'equation'],
      ['2x = 6', 'equation'],
    ]);
    expect(split('Izracunaj:', 'a) 2 + 3', '4 + 5')).toEqual([
      ['2 + 3', 'compute'],
      ['4 + 5', 'compute'],
    ]);
  });
  it('cuts a line of two sub-tasks at the next point label also after a lone unknown or a bracketed term', () => {
    const split = (...t: string[]) =>
      splitTasks(lines(...t)).map((task) => [task.label?.n, task.text.trim()]);
    expect(split('1. Sredi izraz:', 'a. (x - 7)(x + 7) + 7x   b. 4(3x - 1) - (x + 2)')).toEqual([
      [1, '(x - 7)(x + 7) + 7x'],
      [2, '4(3x - 1) - (x + 2)'],
    ]);
    expect(split('a. 2x + 3x   b. 5 - 1')).toEqual([
      [1, '2x + 3x'],
      [2, '5 - 1'],
    ]);
    // Not a word before it, nor a label out of sequence.
    expect(split('a. 2x + 3x   d. 5 - 1')).toEqual([[1, '2x + 3x   d. 5 - 1']]);
  });
  it('cuts a line of two sub-tasks at the next letter whose point was lost before a number', () => {
    const split = (...t: string[]) =>
      splitTasks(lines(...t)).map((task) => [task.label?.n, task.text.trim()]);
    expect(split('a. 2 + 3   b 4 + 5', 'c. 1.5 + 2')).toEqual([
      [1, '2 + 3'],
      [2, '4 + 5'],
      [3, '1.5 + 2'],
    ]);
    // Not a number label (a gap inside a number), nor a letter before a sign.
    expect(split('1. 2 + 3   2 4 + 5')).toEqual([[1, '2 + 3   2 4 + 5']]);
    expect(split('a. 2 + 3   b - 1')).toEqual([[1, '2 + 3   b - 1']]);
  });
  it('counts a lettered heading ("b) Izračunaj:") as an item of the run of labels, not as an instruction that starts it again', () => {
    const split = (...t: string[]) =>
      splitTasks(lines(...t)).map((task) => [task.label?.n, task.text.trim()]);
    expect(split('a) Resi jednacinu: x + 1 = 2', 'b) Izracunaj:', '2 + 3', 'Q. 5 - 1', 'd) 4 + 4')).toEqual([
      [1, 'Resi jednacinu: x + 1 = 2'],
      [2, '2 + 3'],
      [3, '5 - 1'],
      [4, '4 + 4'],
    ]);
  });
});

describe('sections: lines the run of sub-task labels must not take for misread labels', () => {
  const split = (...t: string[]) =>
    splitTasks(lines(...t)).map((task) => [task.label?.n ?? null, task.intent, task.text.trim()]);
  it('keeps a letter whose line is left a relation between numbers without it as the unknown ("b · 4 = 28")', () => {
    // Under an instruction the run expects a, b …; taken as labels they would leave "7 = 56", "4 = 28".
    expect(split('1. Izracunaj:', 'a) 2 + 3', '2. Resi jednacine:', 'a · 7 = 56', 'b · 4 = 28')).toEqual([
      [1, 'compute', '2 + 3'],
      [2, 'equation', 'a · 7 = 56 ; b · 4 = 28'],
    ]);
    // An unknown glyph too: "x. 2 = 10 : 10" is a proportion whose ratio colon was read as a point
    // (the place left free is its label; its text is kept whole).
    expect(split('1. Resi proporciju:', 'a) x : 3 = 4 : 6', 'x. 2 = 10 : 10', 'c) 2 : x = 4 : 8')[1]).toEqual(
      [2, 'proportion', 'x. 2 = 10 : 10'],
    );
    // A misread label before maths with its unknown is still placed.
    expect(split('1. Resi jednacinu:', 'a · 3x = 12', 'b) x + 1 = 2')[0]).toEqual([1, 'equation', '3x = 12']);
  });
  it('keeps a letter the rest of its line holds as an unknown as that expression\'s ("b · 4 + 2b")', () => {
    expect(split('1. Uprosti:', 'a) 3a + 2a', 'b · 4 + 2b').map((t) => t[2])).toEqual([
      '3a + 2a',
      'b · 4 + 2b',
    ]);
    // Another unknown in the rest does not keep it.
    expect(split('1. Resi jednacinu:', 'a) x + 1 = 2', 'b.x^2 - 36 = 0').map((t) => t[2])).toEqual([
      'x + 1 = 2',
      'x^2 - 36 = 0',
    ]);
  });
  it('keeps a decimal "0.5" that starts a sub-task which lost its label', () => {
    expect(split('1. Izracunaj:', 'a) 2 + 3', '0.5 + 0.25', 'c) 4 + 1').map((t) => t[2])).toEqual([
      '2 + 3',
      '0.5 + 0.25',
      '4 + 1',
    ]);
  });
  it("gives sub-tasks no section instruction under two numbered headings with nothing between them (two columns' headings, on one line or two)", () => {
    const intents = (...t: string[]) => splitTasks(lines(...t)).map((task) => task.intent);
    expect(
      intents('1. Izracunaj:      2. Resi jednacinu:', 'a) 2 + 3     a) x + 1 = 2', 'b) 4 + 5     b) 2x = 6'),
    ).toEqual([null, null, null, null]);
    expect(intents('1. Izracunaj:', '2. Resi jednacinu:', 'a) 2 + 3', 'a) x + 1 = 2')).toEqual([null, null]);
    // One heading over its sub-tasks, the label word's number no second heading.
    expect(intents('Zadatak 2. Resi jednacinu:', 'a) x + 1 = 2', 'b) 2x = 6')).toEqual([
      'equation',
      'equation',
    ]);
  });
});

describe('a class test: sub-tasks lettered in the Serbian order a) b) v) g)', () => {
  it("reads v) and g) as the 3rd and 4th sub-task, glued to the maths too, with the section's instruction", () => {
    const tasks = splitTasks(
      lines(
        '1. Resi jednacinu: (4 boda)',
        'a) 9x + 10 = x + 82',
        'b) - 2x - 16 = -4',
        'v)3x - 10 = -22',
        'g)7x - 14 = x - 44',
      ),
    );
    expect(tasks.map((t) => [t.label?.n, t.text.trim(), t.intent, t.sectionIntent ?? false])).toEqual([
      [1, '9x + 10 = x + 82', 'equation', true],
      [2, '- 2x - 16 = -4', 'equation', true],
      [3, '3x - 10 = -22', 'equation', true],
      [4, '7x - 14 = x - 44', 'equation', true],
    ]);
  });

  it("puts a section's sub-tasks read column by column back in their letters' order", () => {
    // Two to a line, read as the left column and then the right one: a, v, b, g.
    expect(
      read(
        '1. Izracunaj vrednost izraza: (4 boda)',
        'a) 7 · (2+10) - 2',
        'v) 6 · (14+8) - 23',
        'b) 8 · (8+ 14) - 1',
        'g) (14 - 4) · 4+18 : (2+ 1)',
        '2. Resi sistem: (3 boda)',
        '-4x - 5y = -28 ; -4x - 4y = -28',
      ),
    ).toEqual([
      ['letter1', '7 · (2+10) - 2'],
      ['letter2', '8 · (8+ 14) - 1'],
      ['letter3', '6 · (14+8) - 23'],
      ['letter4', '(14 - 4) · 4+18 : (2+ 1)'],
      ['num2', '-4x - 5y = -28 ; -4x - 4y = -28'],
    ]);
    // Each section's run on its own (labels start again under each instruction); the Latin order too.
    expect(
      read('1. Izracunaj:', 'a) 1 + 1', 'c) 3 + 3', 'b) 2 + 2', '2. Izracunaj:', 'b) 5 + 5', 'a) 4 + 4'),
    ).toEqual([
      ['letter1', '1 + 1'],
      ['letter2', '2 + 2'],
      ['letter3', '3 + 3'],
      ['letter1', '4 + 4'],
      ['letter2', '5 + 5'],
    ]);
  });

  it('keeps the reading order when the letters are no whole run (a letter misread) or repeat', () => {
    // (A numbered task of its own keeps the page's labels from ordering every task.)
    expect(read('1. Izracunaj:', 'a) 1 + 1', 'h) 2 + 2', 'v) 3 + 3', '2. 4 + 4').map(([, t]) => t)).toEqual([
      '1 + 1',
      '2 + 2',
      '3 + 3',
      '4 + 4',
    ]);
    expect(read('1. Izracunaj:', 'b) 1 + 1', 'a) 2 + 2', 'b) 3 + 3', '2. 4 + 4').map(([, t]) => t)).toEqual([
      '1 + 1',
      '2 + 2',
      '3 + 3',
      '4 + 4',
    ]);
  });

  it('places g), d) and e) in the Serbian order only on a page that has a v) or đ)', () => {
    expect(
      read(
        '1. Izracunaj:',
        'a) 1 + 1',
        'b) 2 + 2',
        'v) 3 + 3',
        'g) 4 + 4',
        'd) 5 + 5',
        'đ) 6 + 6',
        'e) 7 + 7',
      ).map(([l]) => l),
    ).toEqual(['letter1', 'letter2', 'letter3', 'letter4', 'letter5', 'letter6', 'letter7']);
    expect(read('a) 1 + 1', 'g) 2 + 2').map(([l]) => l)).toEqual(['letter1', 'letter7']);
    // "(u + v) · 2" holds no label v: the page stays in the Latin order.
    expect(read('a) (u + v) · 2', 'd) 2 + 2').map(([l]) => l)).toEqual(['letter1', 'letter4']);
  });

  it('places a misread Serbian label by the run around it ("v 3/4 + 1/2" between b) and g))', () => {
    const page = [
      '1. Izracunaj:',
      'a) 1 + 1',
      'b) 2 + 2',
      'v) 3 + 3',
      '2. Izracunaj:',
      'a) 1/2 + 1/3',
      'b) 1/4 + 1/5',
    ];
    expect(read(...page, 'v 3/4 + 1/2').map(([l]) => l)).toEqual([
      'letter1',
      'letter2',
      'letter3',
      'letter1',
      'letter2',
      'letter3',
    ]);
    // On a page in the Latin order a v before maths is no label (a root read so) when c) holds the 3rd place.
    expect(
      read('1. Izracunaj:', 'a) 1/2 + 1/3', 'b) 1/4 + 1/5', 'c) 1/2 + 1/5', 'v 3/4 + 1/2', '2. 4 + 4').map(
        ([, t]) => t,
      ),
    ).not.toContain('3/4 + 1/2');
  });
});

describe("a class test's header and points", () => {
  it('takes no task from the title, the name line or the points, and keeps each numbered task', () => {
    const tasks = splitTasks(
      lines(
        'Kontrolni zadatak iz matematike - II grupa',
        'Ime i prezime: ______________ Odeljenje: ____',
        '1. Izracunaj: (3 boda)',
        '3/7 + 4/9',
        'Izracuna) vrednost izraza: (3 bod a)',
        'a) 2 + 3',
        '1 Izrocunaj · (4 boda)',
        '25% od 160',
      ),
    );
    expect(tasks.map((t) => t.text.trim())).toEqual(['3/7 + 4/9', '2 + 3', '25% od 160']);
  });
  it("takes no task from other headers: a form's other fields, a title's group after a dash", () => {
    const tasks = splitTasks(
      lines(
        'Kontrolni zadatak br. 3 — Grupa B',
        'Učenik: ________ Razred: 7-2',
        '1. Izracunaj: (2 poena)',
        '3/7 + 4/9',
      ),
    );
    expect(tasks.map((t) => t.text.trim())).toEqual(['3/7 + 4/9']);
  });
});

describe('a section read column by column, its labels misread', () => {
  it('gives a misread label the one place the letters of its section leave free', () => {
    // Two to a line, read a, (v lost to a bracket), b: the free place is the 3rd.
    expect(
      read(
        '1. Izracunaj: (3 boda)',
        'a) 3 4/5 - 4/5',
        ') 1/3 x 1/2',
        'b) 1 2/5 + 4/5',
        '2. Resi sistem: (4 boda)',
        '-x - 3y = -14 ; 5x + 2y = 31',
      ),
    ).toEqual([
      ['letter1', '3 4/5 - 4/5'],
      ['letter2', '1 2/5 + 4/5'],
      ['letter3', '1/3 x 1/2'],
      ['num2', '-x - 3y = -14 ; 5x + 2y = 31'],
    ]);
    // A known letter takes its own place when it is free ("g 1/4 + 1/7" on a page lettered a, b, v, g).
    expect(
      read(
        '1. Izracunaj:',
        'a) 1/2 + 1/8',
        'v) 4/8 : 7/9',
        'b) 2 1/2 - 8/9',
        'g 1/4 + 1/7',
        '2. Izracunaj:',
        'Koliko je 50% od 560?',
      ),
    ).toEqual([
      ['letter1', '1/2 + 1/8'],
      ['letter2', '2 1/2 - 8/9'],
      ['letter3', '4/8 : 7/9'],
      ['letter4', '1/4 + 1/7'],
      ['num2', 'Koliko je 50% od 560?'],
    ]);
  });

  it('reads misread v and g labels in the Serbian order when they complete a section lettered a), b)', () => {
    // No "v)" on the page: the letters v and g of the misread labels, in the Serbian order, fill places 3 and 4.
    expect(
      read(
        '1. Izracunaj: (4 boda)',
        'a) 1/2 + 1/8',
        'v 4/8 : 7/9',
        'b) 2 1/2 - 8/9',
        'g 1/4 + 1/7',
        '2. Izracunaj:',
        'Koliko je 50% od 560?',
      ),
    ).toEqual([
      ['letter1', '1/2 + 1/8'],
      ['letter2', '2 1/2 - 8/9'],
      ['letter3', '4/8 : 7/9'],
      ['letter4', '1/4 + 1/7'],
      ['num2', 'Koliko je 50% od 560?'],
    ]);
    // Not when they do not complete it: a lone v after a) and c) (a root read so) stays maths.
    expect(
      read('1. Izracunaj:', 'a) 1 + 1', 'c) 2 + 2', 'v 16 + 9', '2. 4 + 4').map(([, t]) => t),
    ).not.toContain('16 + 9');
  });

  it('places nothing when a line of the section holds no letter or the free places do not fit', () => {
    // An unlabelled line besides the misread one: which of them lost the label is unknown.
    expect(
      read('1. Izracunaj:', 'a) 1 + 1', 'b) 5 + 5', ') 2 + 2', '3 + 3', '2. 4 + 4').map(([, t]) => t),
    ).not.toContain('2 + 2');
    // Nor on a page without an instruction over the section, nor with one lettered line beside it.
    expect(read('a) 1 + 1', 'b) 5 + 5', ') 2 + 2', '2. 4 + 4').map(([, t]) => t)).not.toContain('2 + 2');
    expect(read('1. Izracunaj:', 'a) 1 + 1', ') 2 + 2', '2. 4 + 4').map(([, t]) => t)).not.toContain('2 + 2');
    // The known letter's place is taken already: no place for it.
    expect(
      read('1. Izracunaj:', 'a) 1/2 + 1/8', 'v) 4/8 : 7/9', 'b) 2 1/2 - 8/9', 'v 1/4 + 1/7', '2. 4 + 4').map(
        ([l]) => l,
      ),
    ).not.toEqual(['letter1', 'letter2', 'letter3', 'letter3', 'num2']);
  });
});

describe('a letter label glued to a bar (Agave: "c.| - 3|")', () => {
  it('takes a letter and a point before a bar for a label even with no label on the page read clean', () => {
    const split = (...t: string[]) =>
      splitTasks(lines(...t)).map((task) => [task.label?.kind, task.label?.n, task.text.trim()]);
    expect(split('2) Izracunaj:', 'a.| - 11|+|2 - 16|', 'b.|x - 7|=2')).toEqual([
      ['letter', 1, '| - 11|+|2 - 16|'],
      ['letter', 2, '|x - 7|=2'],
    ]);
    // An unknown is no label letter: "x.|" is left to the maths.
    expect(split('Izracunaj:', 'x.|x - 7|=2')[0]![2]).toContain('x.');
  });
});

describe("a heading's instruction (its intent and whether it asks, carried as one)", () => {
  const under = (...t: string[]) => splitTasks(lines(...t)).map((task) => [task.intent, task.asks ?? false]);

  it('gives a task both from the heading it stands under', () => {
    // Sub-tasks under a numbered section heading: its intent and its question, until the next one.
    expect(under('1. Koliko je:', 'a) 12 · 5?', 'b) 3 + 4?', '2. Izračunaj:', 'a) 7 + 5')).toEqual([
      ['compute', true],
      ['compute', true],
      ['compute', false],
    ]);
    // A page heading and a later one without a label.
    expect(under('Koliko je:', '12 · 5?', 'Reši jednačinu:', 'x + 2 = 5')).toEqual([
      ['compute', true],
      ['equation', false],
    ]);
  });

  it('gives a task paired with a heading of a row read heading by heading both from that heading', () => {
    expect(under('a) Koliko je:', 'b) Izračunaj:', '12 · 5?', '3 + 4')).toEqual([
      ['compute', true],
      ['compute', false],
    ]);
  });
});
