import { describe, expect, it } from 'vitest';
import { readSavedConfig, writeSavedConfig } from './saved-config.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('saved configuration', () => {
  it('defaults to the first grade and the first language', () => {
    expect(readSavedConfig(memoryStorage())).toEqual({
      grade: '1st grade of primary school',
      language: 'srpski',
    });
    expect(readSavedConfig(null)).toEqual({ grade: '1st grade of primary school', language: 'srpski' });
  });
  it('writes { grade, language } under mathHomeworkSolverConfig and reads it back', () => {
    const storage = memoryStorage();
    writeSavedConfig({ grade: 'Faculty', language: 'german' }, storage);
    expect(JSON.parse(storage.data.get('mathHomeworkSolverConfig')!)).toEqual({
      grade: 'Faculty',
      language: 'german',
    });
    expect(readSavedConfig(storage)).toEqual({ grade: 'Faculty', language: 'german' });
  });
  it('ignores garbage and unknown values', () => {
    expect(readSavedConfig(memoryStorage({ mathHomeworkSolverConfig: '{oops' }))).toEqual({
      grade: '1st grade of primary school',
      language: 'srpski',
    });
    expect(
      readSavedConfig(
        memoryStorage({ mathHomeworkSolverConfig: JSON.stringify({ grade: 'x', language: 'french' }) }),
      ),
    ).toEqual({ grade: '1st grade of primary school', language: 'french' });
  });
  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readSavedConfig(broken).language).toBe('srpski');
    expect(() => writeSavedConfig({ grade: 'Faculty', language: 'english' }, broken)).not.toThrow();
  });
});
