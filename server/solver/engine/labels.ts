/**
 * Exercise labels in front of a task, shared by the task splitter (split.ts LINE_MARKER) and the
 * normaliser (normalize.ts LABEL) so the two read the same labels.
 */

/** Words that name an exercise before its number: "Zadatak 4:", "Primer 3.", "Q1.". */
export const LABEL_WORDS =
  '(?:zadatak|zad\\.|primer|primjer|vežba|vezba|vježba|exercise|example|task|problem|question|aufgabe|beispiel|exercice|detyra|soru|örnek|задатак|пример|задача|q)';

/**
 * Characters that, as the first thing after a bracketed number and its spaces, make "(4)" a
 * bracketed operand rather than a label: "(4) - 3" is 4 − 3, "(2) (x + 1) = 4" is 2(x + 1) = 4,
 * "(12) : 4" is 12 : 4. Spaces are in the class so a run of spaces cannot be backtracked into.
 */
const AFTER_OPERAND = '\\s·*×:/^=+\\-−–(<>≤≥%';

/**
 * "(4) Izračunaj: …": a number in brackets followed by spaces and then something that is no
 * operator. Only a photo reading's label (a lone number is never printed in brackets); typed text
 * means "(4) - 3" as 4 − 3. The spaces are consumed.
 */
export const BRACKET_LABEL = `\\(\\d{1,2}\\)\\s+(?=[^${AFTER_OPERAND}])`;
