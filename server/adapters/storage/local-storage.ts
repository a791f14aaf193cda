/**
 * The embedded object store: files under DATA_DIR/objects, uploads through the server's own
 * S3-style POST endpoint (local-storage.routes.ts, which the adapter brings along as its `routes`)
 * with the policy enforced as S3 enforces it, and downloads through expiring signed URLs.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PresignRequest, StoragePort, StoredObject } from '../../ports/storage.port.js';
import {
  isSafeObjectKey,
  LOCAL_BUCKET,
  LOCAL_OBJECT_PATH,
  LOCAL_UPLOAD_PATH,
} from './local-storage-layout.js';
import { localStorageRoutes } from './local-storage.routes.js';
import { signPostPolicy, type SigningCredentials } from './post-policy.js';

/** Download links stay the same for a day (so the browser's cache keeps hitting), valid up to 8. */
const URL_BUCKET_SECONDS = 24 * 3600;
const URL_LIFETIME_SECONDS = 7 * 24 * 3600;

export interface LocalStorage extends StoragePort {
  readonly credentials: SigningCredentials;
  /** Checks a download link's expiry and signature. */
  verifyDownload(key: string, expires: string, signature: string, now?: Date): boolean;
}

export function createLocalStorage(options: { rootDir: string; secret: string }): LocalStorage {
  const credentials: SigningCredentials = {
    accessKeyId: 'resavac-local',
    secretAccessKey: options.secret,
    region: 'local',
  };
  const fileOf = (key: string) => {
    if (!isSafeObjectKey(key)) throw new Error(`Unsafe object key: ${key}`);
    return path.join(options.rootDir, key);
  };
  const downloadSignature = (key: string, expires: string) =>
    createHmac('sha256', options.secret).update(`GET\n${key}\n${expires}`).digest('hex');

  const storage: LocalStorage = {
    credentials,
    async createPresignedPost(request: PresignRequest) {
      fileOf(request.key);
      const fields = signPostPolicy(credentials, { bucket: LOCAL_BUCKET, ...request });
      return { url: LOCAL_UPLOAD_PATH, fields };
    },
    async putObject(key, body, contentType) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      await fs.writeFile(`${file}.part`, body);
      await fs.writeFile(`${file}.meta.json`, JSON.stringify({ contentType }));
      await fs.rename(`${file}.part`, file);
    },
    async getObject(key): Promise<StoredObject | null> {
      const file = fileOf(key);
      try {
        const [body, meta] = await Promise.all([fs.readFile(file), fs.readFile(`${file}.meta.json`, 'utf8')]);
        return { body, contentType: (JSON.parse(meta) as { contentType: string }).contentType };
      } catch {
        return null;
      }
    },
    async deleteObject(key) {
      const file = fileOf(key);
      await Promise.all([fs.rm(file, { force: true }), fs.rm(`${file}.meta.json`, { force: true })]);
    },
    async objectUrl(key) {
      const now = Math.floor(Date.now() / 1000);
      const expires = String(now - (now % URL_BUCKET_SECONDS) + URL_BUCKET_SECONDS + URL_LIFETIME_SECONDS);
      return `${LOCAL_OBJECT_PATH}${key}?expires=${expires}&signature=${downloadSignature(key, expires)}`;
    },
    objectUri: (key) => `local://${LOCAL_BUCKET}/${key}`,
    verifyDownload(key, expires, signature, now = new Date()) {
      if (!/^\d+$/.test(expires) || Number(expires) * 1000 < now.getTime()) return false;
      const expected = Buffer.from(downloadSignature(key, expires), 'hex');
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
  return { ...storage, routes: { root: localStorageRoutes(storage) } };
}
