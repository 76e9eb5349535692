import type { VideoStateName } from '#shared/schemas/videos.js';

export type { AdminVideo, HostedVideo, VideoSummary } from '#shared/schemas/videos.js';

/** Still on its way to ready: worth asking again. */
export function isVideoMoving(state: VideoStateName): boolean {
  return state === 'uploading' || state === 'waiting' || state === 'converting';
}
