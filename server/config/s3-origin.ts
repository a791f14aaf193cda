import type { ServerConfig } from './env.js';

type S3Settings = Extract<ServerConfig['storage'], { kind: 's3' }>;

/**
 * The origin the browser talks to for this bucket: it uploads there (the presigned POST) and shows
 * photos from there (signed GETs), so the page's CSP must allow it. The SDK addresses a bucket as
 * `<bucket>.<host>` unless path-style is forced (any endpoint, by default: env.ts). A function of
 * the configuration alone, so the CSP plugin needs no adapter.
 */
export function s3BrowserOrigin(
  options: Pick<S3Settings, 'bucket' | 'region' | 'endpoint' | 'forcePathStyle'>,
): string {
  const base = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  return options.forcePathStyle ? base.origin : `${base.protocol}//${options.bucket}.${base.host}`;
}
