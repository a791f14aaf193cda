import { describe, expect, it } from 'vitest';
import { pluralCredits } from './sr.js';

describe('Serbian texts', () => {
  it('declines "kredit"', () => {
    expect(pluralCredits(1)).toBe('kredit');
    expect(pluralCredits(21)).toBe('kredit');
    expect(pluralCredits(11)).toBe('kredita');
    expect(pluralCredits(500)).toBe('kredita');
  });
});
