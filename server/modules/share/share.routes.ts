/**
 * Sharing by link: the owner's call that makes the link (signed in, under /api/v1) and the public
 * pages it points to (/s/<token>, its photo, and a Serbian 404 page for anything else under /s/).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENDPOINTS, shareResponseSchema } from '../../../contract/index.js';
import type { Container } from '../../container.js';
import { notFound } from '../../errors.js';
import { routeOf } from '../../lib/route-of.js';
import { currentUser } from '../../plugins/authenticate.js';
import { createPageCache } from './page-cache.js';
import { MISSING_PAGE, SHARE_PAGE_CSP } from './share-page.js';
import { SHARE_MESSAGES } from './share.messages.js';
import { createShareService, SHARE_PAGE_PREFIX, shareImagePath, sharePagePath } from './share.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HTML = 'text/html; charset=utf-8';

/** Whether the client takes gzip (every browser and preview fetcher does; `gzip;q=0` refuses it). */
function acceptsGzip(request: FastifyRequest): boolean {
  return (request.headers['accept-encoding'] ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return coding === 'gzip' && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

/** Links the server writes point at PUBLIC_URL when set, else at the origin the request came to. */
const originOf = (container: Container, request: FastifyRequest) =>
  container.config.publicUrl ?? new URL(`${request.protocol}://${request.host}`).origin;

/** GET /api/v1/share/{id}/create-static (inside the signed-in scope). */
export const shareRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  const share = createShareService(container);

  app.route({
    ...routeOf(ENDPOINTS.createShareLink),
    schema: { params: z.object({ id: z.string() }), response: { 200: shareResponseSchema } },
    handler: (request) => {
      if (!UUID.test(request.params.id)) throw notFound(SHARE_MESSAGES.notFound);
      return share.createLink(currentUser(request), request.params.id, originOf(container, request));
    },
  });
};

/** The public share pages, outside /api/v1 and outside the PWA (no sign-in, no JavaScript). */
export const sharePageRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  const share = createShareService(container, createPageCache());
  const tokenParams = z.object({ token: z.string() });

  const missing = (reply: FastifyReply) =>
    reply
      .code(404)
      .header('content-security-policy', SHARE_PAGE_CSP)
      .header('cache-control', 'no-store')
      .type(HTML)
      .send(MISSING_PAGE);

  app.route({
    method: 'GET',
    url: sharePagePath(':token'),
    schema: { params: tokenParams },
    handler: async (request, reply) => {
      const page = await share.page(request.params.token, originOf(container, request));
      if (!page) return missing(reply);
      const gzip = acceptsGzip(request);
      const etag = gzip ? page.etag.replace(/"$/, '-gz"') : page.etag;
      // Revalidated on every view, so a deleted solution disappears from browsers too; a 304 is cheap.
      reply
        .header('content-security-policy', SHARE_PAGE_CSP)
        .header('x-robots-tag', 'noindex, nofollow')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      if (gzip) return reply.type(HTML).header('content-encoding', 'gzip').send(page.gzip);
      return reply.type(HTML).send(page.html);
    },
  });

  app.route({
    method: 'GET',
    url: shareImagePath(':token'),
    schema: { params: tokenParams },
    handler: async (request, reply) => {
      const image = await share.image(request.params.token);
      if (!image) return missing(reply);
      // Messengers fetch the preview once and keep their copy; browsers may keep it a short while.
      // Previews may show it on other sites (the app's default keeps resources same-origin).
      return reply
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('cache-control', 'public, max-age=300')
        .type(image.contentType)
        .send(image.body);
    },
  });

  // Anything else under /s/ is a broken link, not a page of the app: the same small 404 page.
  app.get(`${SHARE_PAGE_PREFIX}/*`, (_request, reply) => missing(reply));
  app.get(SHARE_PAGE_PREFIX, (_request, reply) => missing(reply));
};
