import { describe, expect, it } from 'vitest';
import { isTaskPhotoUrl, taskPhotoCacheKey } from '../contract/photo-cache.js';

const origin = 'https://resavac.example';
const photo = `${origin}/storage/objects/photos/u1/s1/0a1b2c`;

describe('the task photo cache', () => {
  it('keeps checked photos of this origin, nothing else', () => {
    expect(isTaskPhotoUrl(`${photo}?expires=1&signature=ab`, origin)).toBe(true);
    expect(isTaskPhotoUrl(`${origin}/storage/objects/uploads/u1/s1`, origin)).toBe(false);
    expect(isTaskPhotoUrl(`${origin}/icons/icon-192.png`, origin)).toBe(false);
    expect(isTaskPhotoUrl(`https://elsewhere.example/storage/objects/photos/u1/s1/0a`, origin)).toBe(false);
  });

  it('gives every signed URL of one photo the same key', () => {
    expect(taskPhotoCacheKey(`${photo}?expires=1&signature=ab`)).toBe(photo);
    expect(taskPhotoCacheKey(`${photo}?expires=2&signature=cd`)).toBe(photo);
    expect(taskPhotoCacheKey(photo)).toBe(photo);
  });
});
