import { csrfHeader } from '#shared/csrf.js';
import { ApiError, ApiNetworkError, errorMessageFromBody } from './api-client';

// Uploads go through XMLHttpRequest, not fetch: only XHR reports how much of the body has been
// sent, which the progress bar under a file field shows.

/** How far an upload has come: 0–100, or null while the size is not known yet. */
export type UploadProgress = number | null;

export type UploadOptions = {
  onProgress?: (percent: UploadProgress) => void;
  signal?: AbortSignal | undefined;
};

/** loaded/total as a whole percentage, never above 100; null when the total is unknown. */
export function progressPercent(loaded: number, total: number, lengthComputable = true): UploadProgress {
  if (!lengthComputable || total <= 0) return null;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * PUTs `file` as the raw request body (Content-Type: the file's type) and resolves with the parsed
 * JSON answer. Errors are those of apiRequest: ApiError with the server's message, ApiNetworkError
 * when nothing answered, and an AbortError when `signal` aborts.
 */
export function uploadFile<T>(url: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.setRequestHeader(csrfHeader.name, csrfHeader.value);

    const onAbort = () => request.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    request.upload.onprogress = (event) => {
      onProgress?.(progressPercent(event.loaded, event.total, event.lengthComputable));
    };
    request.onload = () => {
      done();
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(100);
        resolve(body as T);
      } else {
        reject(
          new ApiError(request.status, errorMessageFromBody(request.status, body, request.statusText), body),
        );
      }
    };
    request.onerror = () => {
      done();
      reject(new ApiNetworkError());
    };
    request.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    onProgress?.(0);
    request.send(file);
  });
}
