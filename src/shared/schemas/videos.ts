import { Type, type Static } from 'typebox';

// Videos staff upload themselves (issue 24, docs/product.md#hosted-videos-upload-and-contents): the staff routes'
// shapes, the summary a content carries, and what a member's content detail plays.

export const videoStates = ['uploading', 'waiting', 'converting', 'ready', 'failed'] as const;
export const VideoStateSchema = Type.Union([
  Type.Literal('uploading'),
  Type.Literal('waiting'),
  Type.Literal('converting'),
  Type.Literal('ready'),
  Type.Literal('failed'),
]);
export type VideoStateName = (typeof videoStates)[number];

/** Why a conversion failed: the converter writes one of these codes, the screen words it (copy.hostedVideo.failures). */
export const videoFailureCodes = [
  'not-video',
  'corrupt',
  'no-video-stream',
  'too-long',
  'too-large',
  'conversion-failed',
  'missing-original',
] as const;
export type VideoFailureCode = (typeof videoFailureCodes)[number];

/** Upload limits, checked when the upload starts (video-upload-rules.ts) and by the upload field. */
export const videoUploadLimits = {
  maxBytes: 8 * 1024 ** 3,
  maxSeconds: 4 * 60 * 60,
  extensions: ['mp4', 'mov', 'm4v', 'webm'],
  /** What browsers and phones call those files; an empty type is allowed (some give none). */
  types: ['video/mp4', 'video/quicktime', 'video/x-m4v', 'video/webm'],
  captionsMaxBytes: 1024 * 1024,
} as const;

const uuidPattern = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
export const VideoId = Type.String({ pattern: uuidPattern });

export const VideoIdParams = Type.Object({ id: VideoId });
export type VideoIdParams = Static<typeof VideoIdParams>;

export const UploadIdParams = Type.Object({ uploadId: VideoId });
export type UploadIdParams = Static<typeof UploadIdParams>;

/** A hosted video's state as the content list and form show it. */
export const VideoSummary = Type.Object({
  id: Type.String(),
  state: VideoStateSchema,
  /** 0–100 while converting. */
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Why it failed, in Japanese; null unless failed. */
  failure: Type.Union([Type.String(), Type.Null()]),
});
export type VideoSummary = Static<typeof VideoSummary>;

export const AdminVideo = Type.Object({
  ...VideoSummary.properties,
  originalName: Type.String(),
  sizeBytes: Type.Integer({ minimum: 0 }),
  durationSeconds: Type.Union([Type.Number(), Type.Null()]),
  /** Once converted: the poster's address (session needed). */
  posterUrl: Type.Union([Type.String(), Type.Null()]),
  hasCaptions: Type.Boolean(),
});
export type AdminVideo = Static<typeof AdminVideo>;

/** What a member's content detail plays: no signature here, the detail may be shared between sessions. */
export const HostedVideo = Type.Object({
  id: Type.String(),
  posterUrl: Type.String(),
  durationSeconds: Type.Number(),
  hasCaptions: Type.Boolean(),
  playlistUrl: Type.String(),
});
export type HostedVideo = Static<typeof HostedVideo>;
