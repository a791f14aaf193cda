import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { okResponseSchema, statusResponseSchema } from '../../contract/api.js';
import { callApi } from './api-call.js';
import { configureApiAuth } from './api-client.js';
import { sr } from '../i18n/sr.js';
import { ApiError, isOfflineError } from './api-error.js';

// The PWA calls relative URLs; in Node they are resolved against a page origin, as a browser does.
const ORIGIN = 'http://app.test';
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, ORIGIN) : input, init);
  }
}

let seen: Request[] = [];
let answer: () => Response;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  seen = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', (request: Request) => {
    seen.push(request);
    return Promise.resolve(answer());
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureApiAuth({ getToken: () => Promise.resolve(null), onUnauthorized: () => undefined });
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error as ApiError,
  );

describe('callApi', () => {
  it('sends the endpoint’s method and path with its parameter encoded, and parses the answer', async () => {
    configureApiAuth({ getToken: () => Promise.resolve('tok'), onUnauthorized: () => undefined });
    answer = () => json({ status: 'PROCESSING' });
    const status = await callApi(ENDPOINTS.solutionStatus, {
      params: { id: 'a b' },
      answer: statusResponseSchema,
      fallback: 'fallback',
      retry: 0,
    });
    expect(status).toEqual({ status: 'PROCESSING' });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe(`${ORIGIN}/api/v1/solution/a%20b/status`);
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok');
  });

  it('throws the server’s detail when the error answer carries one', async () => {
    answer = () => json({ detail: 'Nemate dovoljno kredita.' }, 402);
    const error = await failure(
      callApi(ENDPOINTS.solveProblem, {
        answer: okResponseSchema,
        json: { solution_id: 'x' },
        fallback: 'fb',
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect([error.message, error.status]).toEqual(['Nemate dovoljno kredita.', 402]);
  });

  it('throws the call’s fallback text when the answer has no detail or does not parse', async () => {
    answer = () => new Response('<h1>Bad gateway</h1>', { status: 502 });
    const call = () =>
      callApi(ENDPOINTS.solveProblem, { answer: okResponseSchema, json: {}, fallback: 'Failed to start.' });
    expect((await failure(call())).message).toBe('Failed to start.');
    answer = () => json({ unexpected: true });
    expect((await failure(call())).message).toBe('Failed to start.');
  });

  it('lets a status text win over the server’s detail', async () => {
    answer = () => json({ detail: 'Nije pronađeno.' }, 404);
    const error = await failure(
      callApi(ENDPOINTS.solutionStatus, {
        params: { id: 'x' },
        answer: statusResponseSchema,
        statusTexts: { 404: 'Solution not found.' },
        fallback: 'fb',
        retry: 0,
      }),
    );
    expect([error.message, error.status]).toEqual(['Solution not found.', 404]);
  });

  it('sends anonymous calls without a token, and their 401 does not end the session', async () => {
    const onUnauthorized = vi.fn();
    configureApiAuth({ getToken: () => Promise.resolve('tok'), onUnauthorized });
    answer = () => json({ detail: 'Pogrešna e-adresa ili lozinka.' }, 401);
    const error = await failure(
      callApi(ENDPOINTS.signIn, { answer: okResponseSchema, json: {}, anonymous: true, fallback: 'fb' }),
    );
    expect(error.message).toBe('Pogrešna e-adresa ili lozinka.');
    expect(seen[0]?.headers.has('authorization')).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends nothing offline and says, in Serbian, that the action needs a connection', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    answer = () => json({ status: 'ok' });
    const error = await failure(
      callApi(ENDPOINTS.deleteHistory, {
        answer: okResponseSchema,
        fallback: 'Failed to clear all history.',
      }),
    );
    expect(seen).toEqual([]);
    expect([error.message, error.status, error.offline]).toEqual([sr.common.offline, null, true]);
    expect(isOfflineError(error)).toBe(true);
  });

  it('says the same when the connection drops while the call is on its way', async () => {
    vi.stubGlobal('fetch', () => {
      vi.stubGlobal('navigator', { onLine: false });
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const error = await failure(
      callApi(ENDPOINTS.generateUploadUrl, {
        answer: okResponseSchema,
        json: {},
        fallback: 'Failed to get presigned URL from server.',
        retry: 0,
      }),
    );
    expect(error.message).toBe('Nema internet veze. Ova radnja zahteva vezu.');
  });

  it('keeps the call’s fallback for a network failure while the device is online', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(
      callApi(ENDPOINTS.generateUploadUrl, {
        answer: okResponseSchema,
        json: {},
        fallback: 'Failed to get presigned URL from server.',
        retry: 0,
      }),
    );
    expect([error.message, error.offline]).toEqual(['Failed to get presigned URL from server.', false]);
  });
});
