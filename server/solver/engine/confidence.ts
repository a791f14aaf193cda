/**
 * confidence_score = OCR factor × parse factor. Both raw factors are exposed (see TaskDiagnostics)
 * so the bench can calibrate the weights below against a labelled corpus.
 */

export const CONFIDENCE = {
  /** Each character read as a look-alike (O→0, l→1 …). */
  lookalike: 0.9,
  /** Each guessed symbol (x as ×, x2 as x², a/b·c precedence …). */
  ambiguity: 0.8,
  /** Each guess that often turns out wrong ("x2" as x², a question whose "?" became a digit). */
  strongGuess: 0.45,
  /** "6 : 2(1 + 2)": the order of a division and an implicit product is genuinely ambiguous. */
  precedence: 0.45,
  /** Each unknown word or symbol dropped from the task. */
  leftover: 0.6,
  /**
   * Each system equation that names only one of the two unknowns: printed systems name both, so
   * OCR most likely lost a term ("-x + 5y = -1" read as "-x+5=-1"). A clean read still answers.
   */
  missingUnknown: 0.6,
  /** Each stray mark dropped from the ends of a line (|, _, bullets). */
  edgeNoise: 0.97,
  /** The instruction is loosely at odds with the maths ("simplify" over an equation). */
  intentMismatch: 0.7,
  /** The instruction names another kind of task ("solve the system" over one equation): declines. */
  intentContradiction: 0.3,
  /** Below this combined score the engine declines instead of answering. */
  minAnswer: 0.5,
  /** A declined task never reports more than this. */
  declineCap: 0.3,
  /** Score reported for a text that is not a maths task (how sure we are it is not). */
  notMath: 0.1,
  /**
   * OCR confidence (0..1) is raised to this power. Tesseract's line confidence is pessimistic on
   * maths: "3x +5=20" read exactly right scored 40 on a clean photo. 0.5 maps 40 → 0.63,
   * 80 → 0.89, 16 → 0.4; the bench should refit it (and minAnswer) on labelled photos.
   */
  ocrExponent: 0.5,
  /**
   * Tesseract often scores a correctly read maths line near 0 ("1/5: 3/5" → 0). When the
   * instruction names exactly the kind of task that was parsed and the parse needed at most one
   * light repair (parse factor ≥ cleanParse), the OCR term is not allowed below this floor.
   */
  confirmedOcrFloor: 0.65,
  cleanParse: 0.7,
} as const;

export type Mismatch = 'none' | 'weak' | 'strong';

export interface ConfidenceFactors {
  /** 0..1 from the reader's line confidence (its least certain character, layout-reader.ts). */
  ocr: number;
  lookalikes: number;
  ambiguities: number;
  strongGuesses: number;
  /** Divisions followed by an implicit product ("a : b(c)"). */
  precedenceAmbiguities: number;
  leftovers: number;
  edgeNoise: number;
  /** System equations with only one of the two unknowns. */
  missingUnknowns: number;
  /** How plausible a photo reading is for its instruction and shape (plausibility.ts), 0..1; 1 for typed text. */
  plausibility: number;
  intentMismatch: Mismatch;
  /** An instruction was read and it names the kind of task that was parsed. */
  intentConfirmed: boolean;
  /** Product of the parse penalties, 0..1. */
  parse: number;
  /** ocr^exponent (floored for a confirmed clean parse) × parse, 0..1. */
  combined: number;
}

export function combine(f: Omit<ConfidenceFactors, 'parse' | 'combined'>): ConfidenceFactors {
  const parse =
    CONFIDENCE.lookalike ** f.lookalikes *
    CONFIDENCE.ambiguity ** f.ambiguities *
    CONFIDENCE.precedence ** f.precedenceAmbiguities *
    CONFIDENCE.strongGuess ** f.strongGuesses *
    CONFIDENCE.leftover ** f.leftovers *
    CONFIDENCE.edgeNoise ** f.edgeNoise *
    CONFIDENCE.missingUnknown ** f.missingUnknowns *
    f.plausibility *
    (f.intentMismatch === 'strong'
      ? CONFIDENCE.intentContradiction
      : f.intentMismatch === 'weak'
        ? CONFIDENCE.intentMismatch
        : 1);
  const ocr = Math.min(1, Math.max(0, f.ocr));
  let ocrTerm = ocr ** CONFIDENCE.ocrExponent;
  if (f.intentConfirmed && f.intentMismatch === 'none' && parse >= CONFIDENCE.cleanParse)
    ocrTerm = Math.max(ocrTerm, CONFIDENCE.confirmedOcrFloor);
  const combined = Math.min(1, Math.max(0, ocrTerm * parse));
  return { ...f, ocr, parse, combined };
}

/** Two decimals are plenty for a percentage shown to the user. */
export function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
