// The staff video API's answers as the contract of issue 24 gives them; the server's schemas
// (src/shared/schemas/videos.ts) are the source once they are on main.

export type VideoState = 'uploading' | 'waiting' | 'converting' | 'ready' | 'failed';

export type AdminVideo = {
  id: string;
  state: VideoState;
  progress: number;
  /** Japanese words saying why the conversion failed; null unless failed. */
  failure: string | null;
  originalName: string | null;
  sizeBytes: number | null;
  durationSeconds: number | null;
  posterUrl: string | null;
  hasCaptions: boolean;
};

/** What a content list row or the content form knows of its video. */
export type VideoSummary = Pick<AdminVideo, 'id' | 'state' | 'progress' | 'failure'>;

export const videoPaths = {
  uploads: '/api/admin/videos/uploads',
  conversion: '/api/admin/videos/conversion',
  video: (id: string) => `/api/admin/videos/${encodeURIComponent(id)}`,
  retry: (id: string) => `/api/admin/videos/${encodeURIComponent(id)}/retry`,
  captions: (id: string) => `/api/admin/videos/${encodeURIComponent(id)}/captions`,
};

/** Still on its way to ready: worth asking again. */
export function isVideoMoving(state: VideoState): boolean {
  return state === 'uploading' || state === 'waiting' || state === 'converting';
}

/** What the member content detail says of an uploaded video (null for YouTube contents). */
export type HostedVideo = {
  id: string;
  posterUrl: string | null;
  durationSeconds: number | null;
  hasCaptions: boolean;
  playlistUrl: string;
};

/** The captions file of a hosted video, served to her session (issue 24). */
export function captionsUrl(videoId: string): string {
  return `/api/videos/${encodeURIComponent(videoId)}/captions.vtt`;
}
