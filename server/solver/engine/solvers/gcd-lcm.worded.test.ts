/**
 * Round 23 (helper speed23): the worded call's quick test of a line's end (WORDED_END) turns away
 * only lines WORDED itself does not match.
 */
import { describe, expect, it } from 'vitest';
import { findGcdLcm, WORDED, WORDED_END } from './gcd-lcm.js';
import { seededRandom } from '../../test-support/seeded-random.js';

describe('WORDED_END', () => {
  const lines = [
    'Izračunaj NZD brojeva 12 i 18.',
    'NZS brojeva 4, 6 i 8',
    'the GCD of 12 and 18?',
    'Odredi нзд бројева 24 и 36. ',
    'NZD 12 i 18 ',
    'NZD 12 i 18 cm',
    'x + 3 = 12',
    '',
  ];
  it('holds for every line WORDED matches', () => {
    const next = seededRandom(37);
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
    const texts = [...lines];
    for (let k = 0; k < 3000; k++)
      texts.push(
        [
          pick(['', 'Izračunaj ', 'x = 2. ', '3)', 'a) ']),
          pick(['NZD', 'nzs', 'gcd', 'НЗД', 'ab', 'Odredi']),
          pick([' ', '  ', '', '\t']),
          pick(['', 'brojeva ', 'of ', 'бројева ']),
          pick(['12', '7', '1234567', 'x']),
          pick([' i ', ', ', ' и ', ' and ', ',', ' + ']),
          pick(['18', '3', '']),
          pick(['', ' i 5', ', 40', ' и']),
          pick(['', '.', '?', '!', '..', ' cm', ':']),
          pick(['', ' ', '\n', ' \t ']),
        ].join(''),
      );
    let matched = 0;
    for (const text of texts)
      if (WORDED.test(text)) {
        matched++;
        expect(WORDED_END.test(text)).toBe(true);
      }
    expect(matched).toBeGreaterThan(20);
  });

  it('leaves the worded calls read as before', () => {
    expect(findGcdLcm('Izračunaj NZD brojeva 12 i 18.')).toEqual({ op: 'gcd', numbers: [12n, 18n] });
    expect(findGcdLcm('NZS brojeva 4, 6 i 8')).toEqual({ op: 'lcm', numbers: [4n, 6n, 8n] });
    expect(findGcdLcm('NZD 12 i 18 cm')).toBeNull();
  });
});
