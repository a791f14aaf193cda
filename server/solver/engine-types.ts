/** What OCR hands to the engine: the text lines it read, each with the reader's confidence. */
export interface RecognizedLine {
  text: string;
  /** 0..100: the probability of the line's least certain character (layout-reader.ts). */
  confidence: number;
}

export interface RecognizedText {
  lines: RecognizedLine[];
}

/**
 * Put by the reader where it saw ink it read nothing over (ocr/ink-checks.ts markUnreadInk): the
 * engine cannot parse it, so the task it stands in is declined, and what was read shows where.
 */
export const UNREAD_MARK = '⁇';
