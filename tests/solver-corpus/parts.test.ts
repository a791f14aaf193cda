import { describe, expect, it } from 'vitest';
import { benchPart, CORPUS_SEEDS, HELDOUT_PARTS } from './parts.js';

describe('bench parts', () => {
  it('holds out every part but tune (a new part is held out unless said otherwise)', () => {
    expect(HELDOUT_PARTS).toEqual(Object.keys(CORPUS_SEEDS).filter((p) => p !== 'tune'));
    expect(HELDOUT_PARTS).toContain('heldout3');
    expect(HELDOUT_PARTS).toContain('heldout7');
  });

  it.each(HELDOUT_PARTS)('refuses to show %s item by item', (part) => {
    expect(() => benchPart(part, { verbose: true })).toThrow(/only summarised/);
    expect(() => benchPart(part, { 'save-readings': '/tmp/r.json' })).toThrow(/only summarised/);
    expect(() => benchPart(part, { cache: '/tmp/c' })).toThrow(/only summarised/);
    expect(benchPart(part, {})).toBe(part);
  });

  it('lets the tune part be shown item by item', () => {
    expect(benchPart('tune', { verbose: true, 'save-readings': '/tmp/r.json', cache: '/tmp/c' })).toBe(
      'tune',
    );
  });

  it('names the parts for an unknown one', () => {
    expect(() => benchPart('heldout26', {})).toThrow(
      '--part is one of tune, heldout, heldout2, heldout3, heldout4, heldout5, heldout6, heldout7, heldout8, heldout9, heldout10, heldout11, heldout12, heldout13, heldout14, heldout15, heldout16, heldout17, heldout18, heldout19, heldout20, heldout21, heldout22, heldout23, heldout24, heldout25',
    );
  });
});
