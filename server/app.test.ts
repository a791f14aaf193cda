import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, ENDPOINTS } from '../contract/index.js';
import { createTestApp, type TestApp } from './test-support/test-app.js';

describe('the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it.each(Object.entries(ENDPOINTS))('serves the contract endpoint %s', (_name, endpoint) => {
    // With ignoreTrailingSlash, Fastify keeps '/generate-upload-url/' under the path without its slash.
    const url = `${API_PREFIX}${endpoint.path}`.replace(/(.)\/$/, '$1');
    expect(t.app.hasRoute({ method: endpoint.method, url })).toBe(true);
  });

  it('does not serve a path the contract does not name', () => {
    expect(t.app.hasRoute({ method: 'GET', url: `${API_PREFIX}/dashboard/nothing` })).toBe(false);
  });
});
