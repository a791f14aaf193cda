/** Drives the solve calls the way the PWA does: upload URL → POST to storage → upload-completed → solve. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { multipartBody } from './multipart.js';

export async function photoOfText(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="200"><rect width="100%" height="100%" fill="white"/><text x="40" y="120" font-family="DejaVu Sans" font-size="64">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

export function solveCalls(app: FastifyInstance, authorization: string) {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });
  return {
    call,
    async uploadUrl(type = 'image/jpeg', name = 'zadatak.jpg') {
      const res = await call('POST', '/generate-upload-url/', {
        original_image_name: name,
        original_image_type: type,
        grade: '7th grade of primary school',
        language: 'srpski',
      });
      if (res.statusCode !== 200) throw new Error(`upload url: ${res.statusCode} ${res.body}`);
      return res.json<{
        solution_id: string;
        data: { url: string; fields: Record<string, string>; image_uri: string };
      }>();
    },
    async postToStorage(
      url: string,
      fields: Record<string, string>,
      bytes: Buffer,
      type = 'image/jpeg',
    ): Promise<LightMyRequestResponse> {
      const body = multipartBody(fields, { name: 'zadatak', type, bytes });
      return app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
    },
    /** The whole upload; answers the solution id once upload-completed accepted it. */
    async uploaded(bytes: Buffer, type = 'image/jpeg') {
      const { solution_id, data } = await this.uploadUrl(type);
      const stored = await this.postToStorage(data.url, data.fields, bytes, type);
      if (stored.statusCode !== 204) throw new Error(`storage: ${stored.statusCode} ${stored.body}`);
      const done = await call('POST', '/upload-completed', { solution_id });
      if (done.statusCode !== 200) throw new Error(`upload-completed: ${done.statusCode} ${done.body}`);
      return solution_id;
    },
    solve: (solution_id: string) => call('POST', '/solve-problem', { solution_id }),
    status: (id: string) => call('GET', `/solution/${id}/status`),
    credits: async () => (await call('GET', '/dashboard/account')).json<{ credits: number }>().credits,
  };
}
