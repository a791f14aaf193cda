/** A textbook's reminder box (a title word over a framed, barred or column block) is no task. */
import { describe, expect, it } from 'vitest';
import { labelComponents } from './components.js';
import type { InkImage } from './gray-image.js';
import type { Box } from './math-layout.js';
import { findBoxBars, isReminderTitle, reminderBoxLines } from './reminder-box.js';

const CAP = 20;
const line = (text: string, left: number, top: number, width = 300): { text: string; box: Box } => ({
  text,
  box: { left, top, right: left + width, bottom: top + CAP },
});

/** The texts of the lines kept (not in a box). */
const kept = (lines: { text: string; box: Box }[], frames: Box[] = [], bars: Box[] = []) => {
  const boxed = reminderBoxLines(lines, frames, bars, CAP);
  return lines.filter((_, i) => !boxed.has(i)).map((l) => l.text);
};

describe('reminder box titles', () => {
  it('knows the titles alone on their line, misread by a letter, in Latin and Cyrillic as read', () => {
    for (const t of [
      'Zapamti!',
      'Podsetnik',
      'Podseti se:',
      'Važno!',
      'Vaino!',
      'Pravilo',
      'Primer',
      'Pr imer',
    ])
      expect(isReminderTitle(t), t).toBe(true);
    // Запамти!, Пример as the Latin-only recogniser reads Cyrillic (cyrillic-read.ts).
    expect(isReminderTitle('3anamtn!')).toBe(true);
    expect(isReminderTitle('IIpnmep')).toBe(true);
  });

  it('takes no task label, instruction or maths for a title', () => {
    for (const t of [
      'Primer 3.',
      'Primer 4:',
      'Primer: NZD(12, 18) = 6',
      'Izračunaj:',
      'Reši zadatke:',
      'Vežbaj',
      'x + 5 = 7',
    ])
      expect(isReminderTitle(t), t).toBe(false);
  });
});

describe('reminder box lines', () => {
  it("drops a framed box's lines above the tasks, and nothing without its title", () => {
    const lines = [
      line('Izračunaj:', 40, 20),
      line('Važno!', 60, 80, 80),
      line('Razlika kvadrata jednaka je proizvodu zbira i razlike.', 60, 120, 500),
      line('NZD(12, 18) = 6', 60, 160, 200),
      line('4 · |−6| − |3 − 12|', 40, 230),
    ];
    const frame = { left: 45, right: 600, top: 65, bottom: 200 };
    expect(kept(lines, [frame])).toEqual(['Izračunaj:', '4 · |−6| − |3 − 12|']);
    const untitled = lines.map((l) => (l.text === 'Važno!' ? { ...l, text: 'Zadatak' } : l));
    expect(kept(untitled, [frame])).toHaveLength(5);
  });

  it("takes no frame whose top line is not the title (a page's outline round it all)", () => {
    const lines = [
      line('Kontrolna vežba', 40, 20),
      line('Zapamti!', 60, 80, 80),
      line('x + 1 = 3', 60, 120, 200),
    ];
    const outline = { left: 10, right: 700, top: 5, bottom: 400 };
    // Then the title's column holds the box.
    expect(kept(lines, [outline])).toEqual(['Kontrolna vežba']);
  });

  it('drops the lines right of a thick bar beside the tasks, and keeps the tasks read in among them', () => {
    const lines = [
      line('6. Izračunaj: 2 · 5 − 3', 20, 40, 250),
      line('Važno!', 340, 45, 80),
      line('7. Izračunaj: 18 : 4', 20, 90, 250),
      line('Apsolutna vrednost broja je', 340, 90, 250),
      line('8. Izračunaj: NZS(4, 14)', 20, 140, 250),
      line('Primer: x : 7 = 20 : 28', 340, 140, 250),
      line('Rešenje: x = 5', 345, 180, 150),
    ];
    const bar = { left: 320, right: 328, top: 30, bottom: 215 };
    expect(kept(lines, [], [bar])).toEqual([
      '6. Izračunaj: 2 · 5 − 3',
      '7. Izračunaj: 18 : 4',
      '8. Izračunaj: NZS(4, 14)',
    ]);
  });

  it('ends a box with no frame or bar at a labelled line, a line starting further left, or a wide gap', () => {
    const box = [
      line('Podsetnik', 60, 20, 100),
      line('Proveri rešenje tako što ćeš', 60, 55),
      line('Primer: 5(x − 1) = x + 27', 60, 90),
    ];
    expect(kept([...box, line('1. Reši: x + 2 = 5', 60, 125)])).toEqual(['1. Reši: x + 2 = 5']);
    expect(kept([...box, line('x + 2 = 5', 20, 125)])).toEqual(['x + 2 = 5']);
    expect(kept([...box, line('x + 2 = 5', 60, 160)])).toEqual(['x + 2 = 5']);
    // A task left of the column, beside the box, neither ends it nor is dropped.
    expect(kept([...box, line('a) 22 − 4', 0, 55, 40), line('Rešenje: x = 8', 60, 125)])).toEqual([
      'a) 22 − 4',
    ]);
  });

  it('ends a box with no frame or bar at an unlabelled task set tight under it', () => {
    const box = [
      line('Primer:', 60, 20, 80),
      line('Proveri rešenje tako što ćeš ga zameniti u jednačinu.', 60, 55),
    ];
    expect(kept([...box, line('Reši jednačinu: 2x + 3 = 11', 60, 90)])).toEqual([
      'Reši jednačinu: 2x + 3 = 11',
    ]);
    expect(kept([...box, line('Izračunaj:', 60, 90, 100), line('3 · 4 − 5', 60, 125)])).toEqual([
      'Izračunaj:',
      '3 · 4 − 5',
    ]);
    // The box's own example and result stay in it.
    expect(
      kept([...box, line('Primer: Reši jednačinu 2x = 6', 60, 90), line('Rešenje: x = 3', 60, 125)]),
    ).toEqual([]);
  });

  it("keeps a box's definitions, a topic's name before its colon, in the box (review25)", () => {
    // "Linearna jednačina:" names an equation, as "Reši jednačinu:" does, but asks nothing.
    for (const definition of [
      'Linearna jednačina: ax + b = 0',
      'Proporcija: a : b = c : d',
      'Rešenje jednačine: broj koji je zadovoljava',
      'Sistem jednačina: dve jednačine sa dve nepoznate',
    ])
      expect(
        kept([
          line('Zapamti!', 60, 20, 100),
          line(definition, 60, 55),
          line('Primer: 2x + 3 = 7, x = 2', 60, 90),
        ]),
        definition,
      ).toEqual([]);
    // A misread instruction still ends the box.
    expect(kept([line('Zapamti!', 60, 20, 100), line('Izrocunaj: 3 · 4 − 5', 60, 55)])).toEqual([
      'Izrocunaj: 3 · 4 − 5',
    ]);
  });

  it("keeps a prose page's labelled example to solve", () => {
    const lines = [line('Primer 4.', 40, 20, 90), line('Reši jednačinu: 2x + 3 = 11', 40, 55)];
    expect(kept(lines)).toHaveLength(2);
  });
});

describe('box bars', () => {
  /** An ink page with filled rectangles. */
  const ink = (rects: Box[]): InkImage => {
    const w = 300;
    const h = 300;
    const data = new Uint8Array(w * h);
    for (const r of rects)
      for (let y = r.top; y <= r.bottom; y++) for (let x = r.left; x <= r.right; x++) data[y * w + x] = 1;
    return { width: w, height: h, data };
  };

  it("finds a box's thick left bar, not a table's thin rule, a letter's stem or a bar across", () => {
    const bar = { left: 20, right: 26, top: 20, bottom: 200 };
    const page = ink([
      bar,
      { left: 60, right: 61, top: 20, bottom: 200 },
      { left: 100, right: 105, top: 20, bottom: 40 },
      { left: 120, right: 280, top: 250, bottom: 256 },
    ]);
    expect(findBoxBars(labelComponents(page).components, CAP)).toEqual([bar]);
  });
});
