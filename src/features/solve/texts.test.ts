import { describe, expect, it } from 'vitest';
import { sr } from '../../i18n/sr.js';

describe('texts of the solve flow (spec sections 2, 5 and 8, copied exactly)', () => {
  it('uses the spec’s screen texts', () => {
    expect(sr.solve.submit).toBe('Idi na rešenje!');
    expect(sr.solve.backToConfigure).toBe('Nazad na konfiguraciju');
    expect(sr.solve.retryHome).toBe('Pokušaj ponovo (Početna)');
    expect(sr.solution.title).toBe('Rešenje zadatka');
    expect(sr.solution.titleMany).toBe('Rešenja zadataka');
    expect(sr.solution.notMath).toBe('Nije matematički zadatak');
    expect(sr.solution.notAvailable).toBe('Rešenje nije dostupno.');
    expect(sr.solution.solveAnother).toBe('Reši novi zadatak');
  });
  it('uses the spec’s validation and error texts', () => {
    expect(sr.solve.onlyImages).toBe('Molimo dodajte samo slike (PNG, JPG, itd.).');
    expect(sr.solve.noFile).toBe('Nijedna datoteka nije izabrana ili datoteka nije podržana.');
    expect(sr.solve.readFailed).toBe('Greška pri čitanju datoteke.');
    expect(sr.solve.gradeRequired).toBe('Molimo izaberite razred.');
    expect(sr.solve.languageRequired).toBe('Molimo izaberite jezik.');
    expect(sr.solve.detailsNotFound).toBe('Problem details not found.');
    expect(sr.solve.unknownError).toBe('Došlo je do nepoznate greške prilikom rešavanja zadatka.');
    expect(sr.solve.fallbacks).toEqual({
      uploadUrl: 'Failed to get presigned URL from server.',
      upload: 'Failed to upload file to S3. Please check your network connection and try again.',
      uploadCompleted: 'Failed to notify server of upload completion.',
      solve: 'Failed to start the solving process.',
      status: 'Could not retrieve solution status.',
      notFound: 'Solution not found. It may have expired or the link is incorrect.',
      failed: 'The server failed to process the image. Please try a different image or contact support.',
      timeout: 'The request timed out. The server may be busy, please try again later.',
    });
  });
});
