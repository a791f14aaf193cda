import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Sends bytes as they are (no client library would send these) and reads the whole answer. */
function rawRequest(text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let out = '';
    socket.on('data', (d) => (out += String(d)));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = out.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

const post = (headers: string, body: string) =>
  rawRequest(
    `POST /api/v1/auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${headers}Connection: close\r\n\r\n${body}`,
  );

describe('requests the HTTP parser refuses', () => {
  it.each([
    ['a body longer than its Content-Length', 'Content-Length: 3\r\n'],
    ['a Content-Length that is not a number', 'Content-Length: abc\r\n'],
    ['two different Content-Lengths', 'Content-Length: 7\r\nContent-Length: 8\r\n'],
  ])('answers %s with 400 and a JSON detail', async (_what, headers) => {
    const res = await post(headers, '{"email":"a@primer.rs","password":"x"}');
    expect(res.status).toBe(400);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({ detail: expect.stringContaining('Content-Length') });
  });
});
