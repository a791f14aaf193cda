/** What OCR hands to the engine: the text lines it read, each with the reader's confidence. */
export interface RecognizedLine {
  text: string;
  /** 0..100: the probability of the line's least certain character (layout-reader.ts). */
  confidence: number;
  /**
   * 0..100: the probability of the least certain character of the line's small parts (exponents,
   * numerators, denominators, radicands), read apart in the parts strip (layout-reader.ts
   * readParts) and not counted in `confidence`. Absent for lines without parts and in readings
   * saved before round 10's parts step (which then replay as before: runner-up.ts RUNNER_UP.weakPart).
   */
  partsConfidence?: number;
  /**
   * The line as the recogniser nearly read it: each with one character as its CTC runner-up
   * (layout-reader.ts runnerUpTexts). Absent in readings saved before round 10.
   */
  alternatives?: LineAlternative[];
}

/** One other reading of a line: `read` read as its runner-up `as`. */
export interface LineAlternative {
  text: string;
  /** The character read, and the runner-up put in its place. */
  read: string;
  as: string;
  /** The read character's probability and the runner-up's (0..1). */
  p: number;
  altP: number;
}

export interface RecognizedText {
  lines: RecognizedLine[];
}

/**
 * Put by the reader where it saw ink it read nothing over (ocr/unread-ink.ts markUnreadInk): the
 * engine cannot parse it, so the task it stands in is declined, and what was read shows where.
 */
export const UNREAD_MARK = '⁇';
