/**
 * Test-only: a small seeded generator of numbers in [0, 1) (a 32-bit linear congruential one), so
 * the equivalence tests draw the same random images and inputs on every run.
 */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}
