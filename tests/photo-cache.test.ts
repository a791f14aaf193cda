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

  it('keeps checked photos signed by the S3 bucket, virtual-hosted or path-style, not its uploads', () => {
    const key = 'photos/u_1/8f0e/0123456789abcdef0123456789abcdef';
    const signed = 'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=86400&X-Amz-Signature=ab12';
    expect(isTaskPhotoUrl(`https://fotke.s3.eu-central-1.amazonaws.com/${key}?${signed}`, origin)).toBe(true);
    expect(isTaskPhotoUrl(`http://127.0.0.1:9000/fotke/${key}?${signed}`, origin)).toBe(true);
    // Unsigned, another kind of object, or not a checked photo's key.
    expect(isTaskPhotoUrl(`https://fotke.s3.eu-central-1.amazonaws.com/${key}`, origin)).toBe(false);
    expect(isTaskPhotoUrl(`https://fotke.s3.amazonaws.com/uploads/u_1/8f0e?${signed}`, origin)).toBe(false);
    expect(isTaskPhotoUrl(`https://cdn.example/photos/a/b/c.png?${signed}`, origin)).toBe(false);
    expect(isTaskPhotoUrl('not a url', origin)).toBe(false);
    const s3 = `https://fotke.s3.eu-central-1.amazonaws.com/${key}`;
    expect(taskPhotoCacheKey(`${s3}?${signed}`)).toBe(s3);
  });

  it('gives every signed URL of one photo the same key', () => {
    expect(taskPhotoCacheKey(`${photo}?expires=1&signature=ab`)).toBe(photo);
    expect(taskPhotoCacheKey(`${photo}?expires=2&signature=cd`)).toBe(photo);
    expect(taskPhotoCacheKey(photo)).toBe(photo);
  });
});
