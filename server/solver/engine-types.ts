/** What OCR hands to the engine: the text lines it read, each with tesseract's confidence. */
export interface RecognizedLine {
  text: string;
  /** 0..100, tesseract's word-confidence mean for the line. */
  confidence: number;
}

export interface RecognizedText {
  lines: RecognizedLine[];
}
