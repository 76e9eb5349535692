import { Type, type Static } from 'typebox';

// Playing a hosted video (issue 24): the playlists, segments, key, poster and captions a player
// fetches. Only the master playlist's address is given out (in the content's detail); every other
// address comes inside a playlist, signed for the session that asked
// (docs/decisions/0029-video-playback-protection.md).

const VideoId = Type.String({ minLength: 1, maxLength: 100 });
const RenditionName = Type.String({ pattern: '^[0-9]{3,4}p$' });

export const VideoParams = Type.Object({ id: VideoId });
export type VideoParams = Static<typeof VideoParams>;

/**
 * A rendition's signed grant, in the path of its playlist and segments: `<expiry>.<signature>`
 * (Unix seconds, then 32 bytes in base64url).
 */
const RenditionGrant = Type.String({ pattern: '^[0-9]{1,12}\\.[A-Za-z0-9_-]{43}$' });

export const VideoRenditionParams = Type.Object({
  id: VideoId,
  rendition: RenditionName,
  grant: RenditionGrant,
});
export type VideoRenditionParams = Static<typeof VideoRenditionParams>;

export const VideoSegmentParams = Type.Object({
  id: VideoId,
  rendition: RenditionName,
  grant: RenditionGrant,
  segment: Type.String({ pattern: '^seg-[0-9]{5}\\.ts$' }),
});
export type VideoSegmentParams = Static<typeof VideoSegmentParams>;

/** The key's signed address's query: the expiry (Unix seconds) and the signature. */
export const SignedVideoQuery = Type.Object({
  e: Type.Integer({ minimum: 0 }),
  s: Type.String({ maxLength: 100 }),
});
export type SignedVideoQuery = Static<typeof SignedVideoQuery>;

export const HlsPlaylistText = Type.String({ description: 'application/vnd.apple.mpegurl (HLS playlist)' });
/** Bytes, not JSON: sent as they are, never serialized. */
const bytes = (description: string) =>
  Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description });
export const VideoSegmentBytes = bytes('video/mp2t, AES-128 encrypted (HLS segment)');
export const VideoKeyBytes = bytes('application/octet-stream: the 16-byte AES-128 key');
export const VideoPosterBytes = bytes('image/webp');
export const VideoCaptionsText = Type.String({ description: 'text/vtt (WebVTT)' });
/** S3 storage: the segment's short-lived presigned address, in Location. */
export const VideoSegmentRedirect = Type.Null({ description: 'Redirect to a presigned storage address' });
