import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// s3rver is a local S3-compatible server. It accepts POST uploads but does not enforce POST
// policies, so it proves the adapter's protocol (presigned POST, GET, signed URL, DELETE); the
// policy rules themselves are enforced and tested in the embedded store (post-policy.test.ts).
import S3rver from 's3rver';
import { s3BrowserOrigin } from '../../config/s3-origin.js';
import { createS3Storage } from './s3-storage.js';

let server: S3rver;
let endpoint: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resavac-s3-'));

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'resavac-test', configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('S3 storage adapter against a local S3-compatible server', () => {
  const connect = () =>
    createS3Storage({
      bucket: 'resavac-test',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });

  it('uploads through a presigned POST, reads back, serves a signed URL and deletes', async () => {
    const storage = await connect();
    const key = 'uploads/u1/s1';
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 8, 7, 6]);
    const post = await storage.createPresignedPost({
      key,
      contentType: 'image/jpeg',
      maxBytes: 1024,
      expiresInSeconds: 60,
    });
    expect(post.url).toContain(endpoint);
    expect(post.fields).toMatchObject({ key, 'Content-Type': 'image/jpeg' });
    expect(Object.keys(post.fields)).toEqual(
      expect.arrayContaining(['Policy', 'X-Amz-Signature', 'X-Amz-Credential']),
    );

    const form = new FormData();
    for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'zadatak.jpg');
    const upload = await fetch(post.url, { method: 'POST', body: form });
    expect(upload.status).toBeLessThan(300);

    const stored = await storage.getObject(key);
    expect(stored?.body.equals(bytes)).toBe(true);
    expect(stored?.contentType).toBe('image/jpeg');

    const url = await storage.objectUrl(key);
    expect(url).toContain('X-Amz-Signature=');
    const download = await fetch(url);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    expect(storage.objectUri(key)).toBe('s3://resavac-test/uploads/u1/s1');
    await storage.deleteObject(key);
    expect(await storage.getObject(key)).toBeNull();
  });

  it('stores bytes the server writes itself, with their content type', async () => {
    const storage = await connect();
    const key = 'photos/u1/s1/abc';
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.putObject(key, bytes, 'image/png');
    const stored = await storage.getObject(key);
    expect(stored?.body.equals(bytes)).toBe(true);
    expect(stored?.contentType).toBe('image/png');
    await storage.deleteObject(key);
  });
});

describe('the origin the browser uses for a bucket (the CSP allows it)', () => {
  const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' };
  it.each([
    { bucket: 'fotke', region: 'eu-central-1', forcePathStyle: false },
    { bucket: 'fotke', region: 'eu-central-1', forcePathStyle: true },
    { bucket: 'fotke', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true },
    {
      bucket: 'fotke',
      region: 'fra1',
      endpoint: 'https://fra1.digitaloceanspaces.com',
      forcePathStyle: false,
    },
  ])('is where the SDK sends uploads and photo links: %o', async (options) => {
    const storage = await createS3Storage({ ...options, ...credentials });
    const post = await storage.createPresignedPost({
      key: 'uploads/u1/s1',
      contentType: 'image/jpeg',
      maxBytes: 1024,
      expiresInSeconds: 60,
    });
    const photo = await storage.objectUrl('photos/u1/s1/abc');
    expect(new URL(post.url).origin).toBe(s3BrowserOrigin(options));
    expect(new URL(photo).origin).toBe(s3BrowserOrigin(options));
  });
});
