import { describe, expect, it } from 'vitest';
import { checkPickedFiles } from './upload-validation.js';

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });

describe('checkPickedFiles', () => {
  it('accepts the first jpeg, jpg, png, gif or webp image', () => {
    for (const [name, type] of [
      ['a.jpeg', 'image/jpeg'],
      ['a.JPG', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.gif', 'image/gif'],
      ['a.webp', 'image/webp'],
    ] as const) {
      const picked = file(name, type);
      expect(checkPickedFiles([picked, file('b.png', 'image/png')])).toEqual({ ok: true, file: picked });
    }
  });
  it('asks for images only when the file is not an image', () => {
    expect(checkPickedFiles([file('zadatak.pdf', 'application/pdf')])).toEqual({
      ok: false,
      message: 'Molimo dodajte samo slike (PNG, JPG, itd.).',
    });
  });
  it('says nothing was chosen for an empty pick or an unsupported image', () => {
    const none = { ok: false, message: 'Nijedna datoteka nije izabrana ili datoteka nije podržana.' };
    expect(checkPickedFiles(null)).toEqual(none);
    expect(checkPickedFiles([])).toEqual(none);
    expect(checkPickedFiles([file('slika.bmp', 'image/bmp')])).toEqual(none);
  });
  it('trusts the type of a nameless camera capture', () => {
    const blob = file('', 'image/jpeg');
    expect(checkPickedFiles([blob])).toEqual({ ok: true, file: blob });
  });
});
