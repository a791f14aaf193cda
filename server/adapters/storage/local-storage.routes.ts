/**
 * The embedded store's HTTP face, answering like S3: POST uploads (204, or an XML error with a 4xx)
 * and signed GET downloads.
 */
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '../../../contract/index.js';
import type { LocalStorage } from './local-storage.js';
import {
  isSafeObjectKey,
  LOCAL_BUCKET,
  LOCAL_OBJECT_PATH,
  LOCAL_UPLOAD_PATH,
} from './local-storage-layout.js';
import { verifyPostPolicy } from './post-policy.js';

const MAX_FIELDS = 30;

function s3Error(code: string, message: string): string {
  const escape = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${escape(code)}</Code><Message>${escape(message)}</Message></Error>`;
}

export const localStorageRoutes =
  (storage: LocalStorage): FastifyPluginAsync =>
  async (app) => {
    await app.register(multipart, {
      // One byte over the largest allowed upload tells "too large" apart from "exactly the limit".
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: MAX_FIELDS, fieldSize: 16 * 1024 },
    });

    app.post(LOCAL_UPLOAD_PATH, { bodyLimit: MAX_UPLOAD_BYTES + 1024 * 1024 }, async (request, reply) => {
      const fail = (status: number, code: string, message: string) =>
        reply.code(status).type('application/xml').send(s3Error(code, message));
      if (!request.isMultipart()) return fail(400, 'InvalidArgument', 'POST requires multipart/form-data');

      const form: Record<string, string> = {};
      let file: Buffer | undefined;
      let truncated = false;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            file = await part.toBuffer().catch((error: { code?: string }) => {
              if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
                truncated = true;
                return Buffer.alloc(0);
              }
              throw error;
            });
            break; // S3 ignores fields after the file.
          }
          form[part.fieldname] = String(part.value);
        }
      } catch {
        return fail(
          400,
          'MalformedPOSTRequest',
          'The body of your POST request is not well-formed multipart/form-data.',
        );
      }
      if (!file) return fail(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
      const size = truncated ? MAX_UPLOAD_BYTES + 1 : file.length;

      const verdict = verifyPostPolicy(storage.credentials, LOCAL_BUCKET, form, size);
      if (!verdict.ok) return fail(verdict.status, verdict.code, verdict.message);
      // A signed policy may still name a key no file may have (`..`): refuse it as S3 refuses bad keys.
      if (!isSafeObjectKey(verdict.key)) return fail(400, 'InvalidArgument', 'The object key is not valid.');
      await storage.putObject(verdict.key, file, verdict.contentType);
      return reply.code(204).send();
    });

    app.get<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string } }>(
      `${LOCAL_OBJECT_PATH}*`,
      async (request, reply) => {
        const key = request.params['*'];
        const { expires = '', signature = '' } = request.query;
        if (!storage.verifyDownload(key, expires, signature)) {
          return reply
            .code(403)
            .type('application/xml')
            .send(s3Error('AccessDenied', 'Request has expired or the signature does not match'));
        }
        const object = await storage.getObject(key).catch(() => null);
        if (!object)
          return reply
            .code(404)
            .type('application/xml')
            .send(s3Error('NoSuchKey', 'The specified key does not exist.'));
        return reply
          .type(object.contentType)
          .header('cache-control', 'private, max-age=604800, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(object.body);
      },
    );
  };
