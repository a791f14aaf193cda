/** Test-only: what one look at a page read, line by line, for the vote tests of solve-photo. */
import type { NamedReading } from '../solve-photo.js';

export const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;

export const look = (name: string, ...lines: string[]): NamedReading => ({
  name,
  recognized: { lines: lines.map((text) => ({ text, confidence: 95 })) },
});
