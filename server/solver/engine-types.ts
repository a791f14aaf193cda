/** What OCR hands to the engine: the text lines it read, each with the reader's confidence. */
export interface RecognizedLine {
  text: string;
  /** 0..100: the probability of the line's least certain character (layout-reader.ts). */
  confidence: number;
}

export interface RecognizedText {
  lines: RecognizedLine[];
}
