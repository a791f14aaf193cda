/**
 * POST of the photo to the presigned storage URL (the server's own store or S3): every policy field
 * in order, then `file` last. XMLHttpRequest, because fetch reports no upload progress.
 */
import { ApiError, isOffline, offlineError } from '../../../lib/api-error.js';
import { sr } from '../../../i18n/sr.js';

export function uploadToStorage(
  url: string,
  fields: Record<string, string>,
  file: Blob,
  fileName: string,
  onProgress: (loaded: number, total: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, fileName);

    const xhr = new XMLHttpRequest();
    const fail = (status: number | null) =>
      reject(
        status === null && isOffline() ? offlineError() : new ApiError(sr.solve.fallbacks.upload, status),
      );
    xhr.open('POST', url);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1, 1);
        resolve();
      } else {
        fail(xhr.status);
      }
    });
    xhr.addEventListener('error', () => fail(null));
    xhr.addEventListener('abort', () => fail(null));
    xhr.addEventListener('timeout', () => fail(null));
    xhr.send(form);
  });
}
