/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a Content-Length that does not
 * match the body, a malformed header, a request that never finishes) still get `{ detail }`,
 * like every other error answer.
 */
import type { Socket } from 'node:net';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

const DETAILS: Record<number, string> = {
  400: 'Neispravan HTTP zahtev (na primer, dužina tela ne odgovara zaglavlju Content-Length).',
  408: 'Zahtev nije stigao na vreme. Pokušajte ponovo.',
  431: 'Zaglavlja zahteva su prevelika.',
};

function statusOf(error: Error & { code?: string }): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A client that already went away needs no answer.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = statusOf(error);
  const body = JSON.stringify({ detail: DETAILS[status] });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
