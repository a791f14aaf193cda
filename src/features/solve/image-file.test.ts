import { describe, expect, it } from 'vitest';
import { dataUrlToBlob, jpegName } from './image-file.js';

describe('image file helpers', () => {
  it('turns a base64 data URL back into typed bytes', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,AQID');
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([1, 2, 3]);
  });
  it('names the compressed photo .jpg', () => {
    expect(jpegName('IMG_0001.HEIC.png')).toBe('IMG_0001.HEIC.jpg');
    expect(jpegName('')).toBe('zadatak.jpg');
  });
});
