import { useSyncExternalStore } from 'react';
import { copy } from '#shared/copy.js';
import { addSample, progressText, type SpeedSample } from '../upload-speed';
import type { RunningUpload, VideoUploader } from './tus-uploader';

// The video upload lives outside the form: staff may save the content while it uploads (issue 24)
// and go on to another admin screen, and the upload goes on. One upload at a time; a reload of
// the page stops it, and choosing the same file again resumes it (tus fingerprint).

export type UploadProgressView = { percent: number; text: string };
export type UploadOutcome = { tone: 'success' | 'error'; message: string };

export type UploadSnapshot = {
  /** Which field started it (so a new post's form finds its own upload before it has an id). */
  owner: string | null;
  videoId: string | null;
  /** The file being sent, named beside the bar. */
  fileName: string | null;
  progress: UploadProgressView | null;
  outcome: UploadOutcome | null;
};

const idle: UploadSnapshot = { owner: null, videoId: null, fileName: null, progress: null, outcome: null };

let snapshot = idle;
let running: RunningUpload | null = null;
/** The running upload goes on from an earlier one (tus fingerprint): its video may be saved already. */
let resumed = false;
let samples: SpeedSample[] = [];
const listeners = new Set<() => void>();

function update(next: Partial<UploadSnapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUploadSnapshot(): UploadSnapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => idle,
  );
}

export function isUploading(): boolean {
  return running !== null;
}

/**
 * The video of the upload under way, once the server made it for this upload; null when none is
 * running, or when it goes on from an earlier upload (whose video another content may hold).
 */
export function newUploadVideoId(): string | null {
  return running && !resumed ? snapshot.videoId : null;
}

type StartOptions = { owner: string; uploader: VideoUploader; onCreated: (videoId: string) => void };

/** Starts sending `file`; false when another upload is still under way. */
export function startUpload(file: File, { owner, uploader, onCreated }: StartOptions): boolean {
  if (running) return false;
  samples = [];
  resumed = false;
  update({
    owner,
    videoId: null,
    fileName: file.name,
    outcome: null,
    progress: { percent: 0, text: progressText(0, 0, []) },
  });
  const finish = (outcome: UploadOutcome) => {
    running = null;
    update({ progress: null, outcome });
  };
  running = uploader(file, {
    onCreated: (videoId) => {
      update({ videoId });
      onCreated(videoId);
    },
    onResumed: () => {
      resumed = true;
      update({ outcome: { tone: 'success', message: copy.videoUpload.resumed } });
    },
    onProgress: (sent, total) => {
      samples = addSample(samples, { at: performance.now(), bytes: sent });
      update({
        progress: {
          percent: total > 0 ? Math.floor((sent * 100) / total) : 0,
          text: progressText(sent, total, samples),
        },
      });
    },
    onSuccess: () => finish({ tone: 'success', message: copy.videoUpload.uploaded }),
    onError: () => finish({ tone: 'error', message: copy.videoUpload.uploadFailed }),
  });
  return true;
}

/** キャンセル: stops the running upload and deletes it on the server; false when none was left. */
export async function cancelUpload(): Promise<boolean> {
  const upload = running;
  if (!upload) return false;
  running = null;
  try {
    await upload.cancel();
  } finally {
    update({
      progress: null,
      videoId: null,
      outcome: { tone: 'success', message: copy.videoUpload.cancelled },
    });
  }
  return true;
}

/** For tests: back to no upload at all. */
export function resetUploadStore(): void {
  running?.pause();
  running = null;
  snapshot = idle;
}
