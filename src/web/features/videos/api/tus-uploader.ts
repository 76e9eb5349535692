import { Upload } from 'tus-js-client';
import { apiPaths } from '#shared/api-paths.js';
import { csrfHeader } from '#shared/csrf.js';

/** What an upload tells the field as it goes. */
export type UploadEvents = {
  /** The server made the upload (and the video row): its id is the video's. */
  onCreated: (videoId: string) => void;
  /** An earlier upload of this same file was found and goes on from where it stopped. */
  onResumed: () => void;
  onProgress: (sentBytes: number, totalBytes: number) => void;
  onSuccess: () => void;
  onError: (error: Error) => void;
};

export type RunningUpload = {
  /** Stops and deletes the upload on the server (キャンセル). */
  cancel: () => Promise<void>;
  /** Stops sending but keeps the upload, so choosing the file again goes on (leaving the screen). */
  pause: () => void;
};

export type VideoUploader = (file: File, events: UploadEvents) => RunningUpload;

/**
 * 8 MiB per PATCH: under the 12 MB body limit the README gives the reverse proxy, and small enough
 * that a dropped connection loses little.
 */
export const uploadChunkBytes = 8 * 1024 * 1024;

/** The upload's address ends in its id, which is the video's id. */
export function videoIdOfUploadUrl(url: string | null): string | null {
  if (!url) return null;
  const last = new URL(url, 'http://localhost').pathname.split('/').filter(Boolean).at(-1);
  return last ? decodeURIComponent(last) : null;
}

/**
 * The tus upload (docs/decisions/0030-hosted-video-player-and-upload-field.md): in chunks, retried after a dropped
 * connection, and remembered in the browser by the file's fingerprint so that choosing the same
 * file after a reload goes on where it stopped.
 */
export const tusUploader: VideoUploader = (file, events) => {
  let announced: string | null = null;
  // The video of the earlier upload this one goes on from, if any: said resumed only once the
  // server has answered for it (a swept or deleted one makes tus start a new upload instead).
  let resumingFrom: string | null = null;
  const upload = new Upload(file, {
    endpoint: apiPaths.adminVideoUploads,
    chunkSize: uploadChunkBytes,
    retryDelays: [0, 1000, 3000, 5000, 10_000],
    headers: { [csrfHeader.name]: csrfHeader.value },
    metadata: { filename: file.name, filetype: file.type || 'application/octet-stream' },
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onUploadUrlAvailable: () => {
      const id = videoIdOfUploadUrl(upload.url);
      if (id && id !== announced) {
        announced = id;
        events.onCreated(id);
        if (id === resumingFrom) events.onResumed();
      }
    },
    onProgress: events.onProgress,
    onSuccess: events.onSuccess,
    onError: events.onError,
  });
  let stopped = false;
  void upload.findPreviousUploads().then(
    (previous) => {
      if (stopped) return;
      const last = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
      if (last) {
        resumingFrom = videoIdOfUploadUrl(last.uploadUrl ?? null);
        upload.resumeFromPreviousUpload(last);
      }
      upload.start();
    },
    () => {
      if (!stopped) upload.start();
    },
  );
  return {
    cancel: async () => {
      stopped = true;
      // abort(true) sends DELETE and forgets the fingerprint; nothing was sent yet without a url.
      if (upload.url) await upload.abort(true);
      else await upload.abort();
    },
    pause: () => {
      stopped = true;
      void upload.abort();
    },
  };
};
