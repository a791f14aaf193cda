/**
 * A local S3-compatible store (s3rver) for the journey of a product whose photos live in S3
 * (playwright.config.ts starts it on FAKE_S3_PORT). Its bucket allows what a real bucket must
 * (docs/deploy.md): CORS POST (the browser's upload) and GET (photos kept offline) from the app.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

const port = Number(process.env.FAKE_S3_PORT);
const appOrigin = process.env.APP_ORIGIN;
if (!Number.isInteger(port) || port <= 0) throw new Error('FAKE_S3_PORT must be a port number');
if (!appOrigin) throw new Error('APP_ORIGIN must name the origin the bucket allows');

const cors = `<CORSConfiguration><CORSRule>
  <AllowedOrigin>${appOrigin}</AllowedOrigin>
  <AllowedMethod>GET</AllowedMethod><AllowedMethod>POST</AllowedMethod>
  <AllowedHeader>*</AllowedHeader>
  <MaxAgeSeconds>600</MaxAgeSeconds>
</CORSRule></CORSConfiguration>`;
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'resavac-e2e-s3-'));
const server = new S3rver({
  port,
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: process.env.FAKE_S3_BUCKET ?? 'resavac-e2e', configs: [cors] }],
});
await server.run();
const stop = () =>
  void server.close().then(() => {
    fs.rmSync(directory, { recursive: true, force: true });
    process.exit(0);
  });
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
