/**
 * One place maps every failure to `{ detail }` with a fitting status. 5xx answers never carry
 * internals; they are logged with the request id instead.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../../contract/index.js';
import { AppError } from '../errors.js';
import { describeIssues, findControlCharacters, INVALID_REQUEST } from './validation-messages.js';

export const MESSAGES = {
  invalidJson: 'Neispravan JSON u telu zahteva.',
  tooLarge: 'Zahtev je prevelik.',
  unsupportedType: 'Nepodržan tip sadržaja zahteva.',
  rateLimited: 'Previše pokušaja. Sačekajte minut pa pokušajte ponovo.',
  notFound: 'Tražena adresa ne postoji.',
  server: 'Došlo je do greške na serveru. Pokušajte ponovo kasnije.',
  invalid: INVALID_REQUEST,
  badRequest: 'Neispravan zahtev.',
} as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes text as it comes (a provider's signed webhook body is checked as bytes). */
    allowControlCharacters?: boolean;
  }
}

const CODE_STATUS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MESSAGES.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MESSAGES.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MESSAGES.tooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MESSAGES.unsupportedType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, MESSAGES.invalidJson],
};

export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.internal) request.log.warn({ err: error }, error.internal);
      return reply.code(error.statusCode).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(422).send({ detail: describeIssues(error.validation) });
    }
    const mapped = error.code ? CODE_STATUS[error.code] : undefined;
    if (mapped) return reply.code(mapped[0]).send({ detail: mapped[1] });
    if (error instanceof SyntaxError) return reply.code(400).send({ detail: MESSAGES.invalidJson });
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ detail: MESSAGES.rateLimited });
    // The framework's own 4xx texts are English and technical: the user gets a Serbian one.
    if (status >= 400 && status < 500)
      return reply.code(status).send({ detail: status === 404 ? MESSAGES.notFound : MESSAGES.badRequest });
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: MESSAGES.server });
  });

  // Before the schemas run, so no route ever stores or compares text with NUL and its kin.
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.config.allowControlCharacters) return;
    for (const part of [request.params, request.query, request.body]) {
      const path = findControlCharacters(part);
      if (path)
        return reply.code(422).send({
          detail: describeIssues([{ keyword: 'control_characters', instancePath: path, params: {} }]),
        });
    }
  });

  app.setNotFoundHandler((request, reply) => {
    if (
      request.url.startsWith(API_PREFIX) ||
      request.url.startsWith('/api/') ||
      reply.sendFile === undefined
    ) {
      return reply.code(404).send({ detail: MESSAGES.notFound });
    }
    return sendAppShell(request.method, request.url, request.headers.accept, reply);
  });
});

/** History-API fallback: page navigations get index.html so deep links like /app/history load. */
function sendAppShell(
  method: string,
  url: string,
  accept: string | undefined,
  reply: import('fastify').FastifyReply,
) {
  const pathname = url.split('?')[0] ?? '';
  const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
  if ((method === 'GET' || method === 'HEAD') && !looksLikeFile && (accept ?? '').includes('text/html')) {
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  }
  return reply.code(404).send({ detail: MESSAGES.notFound });
}
