import { describe, expect, it } from 'vitest';
import { addBearerToken } from './api-client.js';

describe('api client', () => {
  it('adds a bearer token when the getter returns one', async () => {
    const request = new Request('http://localhost/api/v1/dashboard/overview');
    await addBearerToken(request, () => Promise.resolve('abc.def'));
    expect(request.headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('adds no header when the getter returns nothing', async () => {
    for (const value of [null, undefined, '']) {
      const request = new Request('http://localhost/api/v1/dashboard/overview');
      await addBearerToken(request, () => Promise.resolve(value));
      expect(request.headers.has('Authorization')).toBe(false);
    }
  });
});
