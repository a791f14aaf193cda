import { describe, expect, it } from 'vitest';
import { pluralCredits, sr } from './sr.js';

describe('Serbian texts', () => {
  it('uses the spec’s exact texts', () => {
    expect(sr.dashboard.empty).toBe('Nema nedavnih rešenja.');
    expect(sr.dashboard.loadFailed).toBe('Nije moguće učitati kontrolnu tablu.');
    expect(sr.account.loadFailed).toBe('Nije moguće učitati podatke o nalogu.');
    expect(sr.account.topUp).toBe('Dopuni kredite');
    expect(sr.transactions.empty).toBe('Nema transakcija');
    expect(sr.transactions.errorTitle).toBe('Greška');
    expect(sr.common.unknownError).toBe('Došlo je do nepoznate greške.');
  });
  it('declines "kredit"', () => {
    expect(pluralCredits(1)).toBe('kredit');
    expect(pluralCredits(21)).toBe('kredit');
    expect(pluralCredits(11)).toBe('kredita');
    expect(pluralCredits(500)).toBe('kredita');
  });
});
