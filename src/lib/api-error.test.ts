import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorMessage, toApiError } from './api-error.js';

function httpError(status: number, body: string, contentType = 'application/json'): HTTPError {
  const request = new Request('http://localhost/api/v1/dashboard/overview');
  const response = new Response(body, { status, headers: { 'content-type': contentType } });
  return new HTTPError(response, request, {} as never);
}

describe('apiErrorMessage', () => {
  it("shows the server's detail when the error answer carries one", async () => {
    const error = httpError(401, JSON.stringify({ detail: 'Pogrešna e-adresa ili lozinka.' }));
    expect(await apiErrorMessage(error, 'Failed to fetch dashboard data.')).toBe(
      'Pogrešna e-adresa ili lozinka.',
    );
  });

  it('falls back to the call’s text when the body has no detail', async () => {
    expect(await apiErrorMessage(httpError(500, JSON.stringify({ message: 'x' })), 'Fallback.')).toBe(
      'Fallback.',
    );
  });

  it('falls back when the body is not JSON', async () => {
    expect(await apiErrorMessage(httpError(502, '<html>Bad gateway</html>', 'text/html'), 'Fallback.')).toBe(
      'Fallback.',
    );
  });

  it('falls back on an empty detail', async () => {
    expect(await apiErrorMessage(httpError(400, JSON.stringify({ detail: '  ' })), 'Fallback.')).toBe(
      'Fallback.',
    );
  });

  it('falls back on network and parse failures', async () => {
    expect(await apiErrorMessage(new TypeError('Failed to fetch'), 'Fallback.')).toBe('Fallback.');
  });

  it('keeps the message of an ApiError already made', async () => {
    expect(await apiErrorMessage(new ApiError('Već postoji.', 409), 'Fallback.')).toBe('Već postoji.');
  });

  it('can still read the detail after someone else read the body once', async () => {
    const error = httpError(409, JSON.stringify({ detail: 'E-adresa je već registrovana.' }));
    expect(await apiErrorMessage(error, 'F')).toBe('E-adresa je već registrovana.');
    expect(await apiErrorMessage(error, 'F')).toBe('E-adresa je već registrovana.');
  });
});

describe('toApiError', () => {
  it('keeps the HTTP status beside the user message', async () => {
    const error = await toApiError(httpError(422, JSON.stringify({ detail: 'Neispravni podaci.' })), 'F');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Neispravni podaci.');
  });

  it('has no status for a network failure', async () => {
    const error = await toApiError(new TypeError('Failed to fetch'), 'Failed to fetch account data.');
    expect(error.status).toBeNull();
    expect(error.message).toBe('Failed to fetch account data.');
  });
});
