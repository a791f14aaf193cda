/** S3 or any S3-compatible store: presigned POST uploads, signed GET downloads. SDK loaded lazily. */
import type { ServerConfig } from '../../config/env.js';
import type { PresignRequest, StoragePort } from '../../ports/storage.port.js';

/** The S3 settings of the configuration, plus how long download links stay valid. */
export type S3StorageOptions = Omit<Extract<ServerConfig['storage'], { kind: 's3' }>, 'kind'> & {
  downloadUrlSeconds?: number;
};

export async function createS3Storage(options: S3StorageOptions): Promise<StoragePort> {
  const s3 = await import('@aws-sdk/client-s3');
  const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
  const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
  const client = new s3.S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;

  return {
    async createPresignedPost(request: PresignRequest) {
      const { url, fields } = await createPresignedPost(client, {
        Bucket,
        Key: request.key,
        Expires: request.expiresInSeconds,
        Conditions: [
          ['content-length-range', 1, request.maxBytes],
          ['eq', '$Content-Type', request.contentType],
        ],
        Fields: { 'Content-Type': request.contentType },
      });
      return { url, fields };
    },
    async putObject(key, body, contentType) {
      await client.send(new s3.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async getObject(key) {
      try {
        const out = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        const bytes = await out.Body?.transformToByteArray();
        return bytes
          ? { body: Buffer.from(bytes), contentType: out.ContentType ?? 'application/octet-stream' }
          : null;
      } catch (error) {
        if (
          (error as { name?: string }).name === 'NoSuchKey' ||
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        )
          return null;
        throw error;
      }
    },
    async deleteObject(key) {
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
    objectUrl: (key) =>
      getSignedUrl(client, new s3.GetObjectCommand({ Bucket, Key: key }), {
        expiresIn: options.downloadUrlSeconds ?? 24 * 3600,
      }),
    objectUri: (key) => `s3://${Bucket}/${key}`,
  };
}
