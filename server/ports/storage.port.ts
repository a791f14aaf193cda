/** The object-storage port: photos go from the browser straight to storage via a presigned POST. */
import type { AdapterRoutes } from './adapter-routes.js';

export interface PresignedPost {
  /** Where the browser POSTs the multipart form (every field, then `file` last). */
  url: string;
  fields: Record<string, string>;
}

export interface PresignRequest {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresInSeconds: number;
}

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface StoragePort {
  /** A signed upload form that accepts exactly this key and type, within the size range, until expiry. */
  createPresignedPost(request: PresignRequest): Promise<PresignedPost>;
  /** Stores bytes the server itself wrote (a checked photo, moved where no upload form can reach). */
  putObject(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  getObject(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing object is not an error. */
  deleteObject(key: string): Promise<void>;
  /** A URL the browser can load the object from (signed when the store is private). */
  objectUrl(key: string): Promise<string>;
  /** The store's address for the object, shown as `image_uri` (e.g. s3://bucket/key). */
  objectUri(key: string): string;
  /** The embedded store answers its upload and download URLs itself; S3 has none. */
  readonly routes?: AdapterRoutes;
}
