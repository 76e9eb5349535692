import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import {
  HlsPlaylistText,
  SignedVideoQuery,
  VideoCaptionsText,
  VideoKeyBytes,
  VideoParams,
  VideoPosterBytes,
  VideoRenditionParams,
  VideoSegmentBytes,
  VideoSegmentParams,
  VideoSegmentRedirect,
} from '#shared/schemas/video-playback.js';
import { HttpError } from '#server/http-error.js';
import { sessionCookieName } from '#server/plugins/session.js';
import { hashSecretToken } from '#server/secret-token.js';
import type { StoredObject } from '#server/storage/storage.js';
import { visibleAt } from '../contents/content-visibility.js';
import {
  ensureSigningSecret,
  findPlayableVideo,
  findRenditionPaths,
  type PlayableVideo,
} from './video-playback-repository.js';
import {
  masterPlaylist,
  signedVariantPlaylist,
  variantTemplate,
  type VariantTemplate,
} from './video-playlists.js';
import {
  expiryFor,
  grantParts,
  renditionGrant,
  signatureHolds,
  signedQuery,
  type SignedResource,
} from './video-signing.js';

const tags = ['videos'];
const playlistType = 'application/vnd.apple.mpegurl';
/** A presigned storage address lives this long: enough to follow the redirect, not to pass around. */
const presignedSeconds = 60;
/** Keys per session: a player fetches one per rendition it plays; far more is someone collecting. */
const keyLimit = { max: 60, windowMs: 10 * 60 * 1000 };

/** Remembers up to `size` entries, forgetting the oldest first. */
function boundedCache<T>(size: number) {
  const entries = new Map<string, T>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, value: T) {
      entries.set(key, value);
      if (entries.size > size) entries.delete(entries.keys().next().value!);
    },
  };
}

async function textOf(stored: StoredObject): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Playing a hosted video (docs/decisions/0029-video-playback-protection.md). The master playlist is
 * the only address given out; it, the variant playlists, the key, the poster and the captions read
 * the session from the database, so a disabled member, a signed-out session or a guest whose
 * passphrase was replaced stops at her next request. Segments are checked by their signature
 * against the session cookie alone: they are useless without the key.
 */
const videoPlaybackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  let secret: Promise<Buffer> | undefined;
  const signingSecret = () =>
    (secret ??= ensureSigningSecret(app.db, app.clock.now()).catch((error: unknown) => {
      secret = undefined;
      throw error;
    }));

  // A ready video's renditions and playlists never change: a new conversion writes a new folder.
  const renditionPaths = boundedCache<Map<string, string>>(5000);
  const writtenPlaylists = boundedCache<VariantTemplate>(500);

  const refused = () => new HttpError(403, copy.videoPlayback.addressRefused);
  const notFound = () => new HttpError(404, copy.videoPlayback.notFound);

  async function playable(id: string, now: Date): Promise<PlayableVideo> {
    const video = await findPlayableVideo(app.db, id, visibleAt(now));
    if (!video) throw notFound();
    renditionPaths.set(id, new Map(video.renditions.map((rendition) => [rendition.name, rendition.path])));
    return video;
  }

  /** The session a 'visitor' route was called with (the access check made sure there is one). */
  function sessionOf(request: FastifyRequest): string {
    const { sessionId } = request.visitor;
    if (!sessionId) throw new HttpError(401, copy.member.loginRequired);
    return sessionId;
  }

  async function checkSignature(
    videoId: string,
    resource: SignedResource,
    query: SignedVideoQuery,
    sessionId: string | null,
    now: Date,
  ): Promise<void> {
    if (!sessionId) throw refused();
    const claim = { videoId, resource, expires: query.e, sessionId };
    if (!signatureHolds(await signingSecret(), claim, query.s, now)) throw refused();
  }

  async function send(stored: StoredObject | null, reply: FastifyReply, cacheControl: string) {
    if (!stored) throw notFound();
    return reply
      .header('cache-control', cacheControl)
      .header('content-length', String(stored.size))
      .type(stored.contentType)
      .send(stored.body);
  }

  const keyCheck = app.createRateLimit({
    max: keyLimit.max,
    timeWindow: keyLimit.windowMs,
    keyGenerator: (request) => `video-key:${request.visitor.sessionId ?? ''}`,
  });
  const keyRateLimit: preHandlerAsyncHookHandler = async (request, reply) => {
    const result = await keyCheck(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new HttpError(429, copy.videoPlayback.keyTooOften);
    }
  };

  app.get(
    apiRoutes.videoMaster,
    {
      schema: {
        summary: "A hosted video's master playlist, its renditions' addresses signed for this session",
        tags,
        params: VideoParams,
        response: { 200: HlsPlaylistText },
      },
      config: { access: 'visitor' },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const video = await playable(request.params.id, now);
      const sessionId = sessionOf(request);
      const expires = expiryFor(now, video.durationSeconds);
      const key = await signingSecret();
      const text = masterPlaylist(video.renditions, (name) =>
        renditionGrant(key, { videoId: video.id, resource: `rendition:${name}`, expires, sessionId }),
      );
      return reply.header('cache-control', 'no-store').type(playlistType).send(text);
    },
  );

  app.get(
    apiRoutes.videoVariant,
    {
      schema: {
        summary: "One rendition's playlist, under its grant for this session; the key's address signed too",
        tags,
        params: VideoRenditionParams,
        response: { 200: HlsPlaylistText },
      },
      config: { access: 'visitor' },
    },
    async (request, reply) => {
      const { id, rendition: name, grant } = request.params;
      const now = app.clock.now();
      const sessionId = sessionOf(request);
      await checkSignature(id, `rendition:${name}`, grantParts(grant), sessionId, now);
      const video = await playable(id, now);
      const rendition = video.renditions.find((candidate) => candidate.name === name);
      if (!rendition) throw notFound();
      const storageKey = `${id}/${rendition.path}/index.m3u8`;
      let written = writtenPlaylists.get(storageKey);
      if (written === undefined) {
        const stored = await app.videoStorage.get(storageKey);
        if (!stored) throw notFound();
        written = variantTemplate(await textOf(stored));
        writtenPlaylists.set(storageKey, written);
      }
      // The segments ride on the grant in this playlist's own address: only the key is signed here.
      const key = await signingSecret();
      const claim = { videoId: id, expires: expiryFor(now, video.durationSeconds), sessionId };
      const text = signedVariantPlaylist(
        written,
        `${apiPaths.videoKey(id)}?${signedQuery(key, { ...claim, resource: 'key' })}`,
      );
      return reply.header('cache-control', 'no-store').type(playlistType).send(text);
    },
  );

  app.get(
    apiRoutes.videoSegment,
    {
      schema: {
        summary: 'One encrypted segment, for the session its signed address was written for',
        tags,
        params: VideoSegmentParams,
        response: { 200: VideoSegmentBytes, 302: VideoSegmentRedirect },
      },
      // The signature, bound to the session cookie, is the check: no database read per segment.
      config: { access: 'public', sessionLookup: 'cookie-only' },
    },
    async (request, reply) => {
      const { id, rendition, grant, segment } = request.params;
      const now = app.clock.now();
      const token = request.cookies[sessionCookieName];
      const signed = grantParts(grant);
      await checkSignature(id, `rendition:${rendition}`, signed, token ? hashSecretToken(token) : null, now);
      let paths = renditionPaths.get(id);
      if (!paths) {
        const renditions = await findRenditionPaths(app.db, id);
        if (!renditions) throw notFound();
        paths = new Map(renditions.map((each) => [each.name, each.path]));
        renditionPaths.set(id, paths);
      }
      const path = paths.get(rendition);
      if (!path) throw notFound();
      const storageKey = `${id}/${path}/${segment}`;
      const { videoStorage } = app;
      if (videoStorage.presignedUrl) {
        // The bucket sends the bytes: the app never relays video.
        return reply.redirect(await videoStorage.presignedUrl(storageKey, presignedSeconds), 302);
      }
      // The address is this session's alone and expires: her browser may keep the segment till then.
      const maxAge = Math.max(0, signed.e - Math.floor(now.getTime() / 1000));
      return send(await videoStorage.get(storageKey), reply, `private, max-age=${maxAge}, immutable`);
    },
  );

  app.get(
    apiRoutes.videoKey,
    {
      schema: {
        summary: "The video's AES-128 key, for a session still allowed to watch",
        tags,
        params: VideoParams,
        querystring: SignedVideoQuery,
        response: { 200: VideoKeyBytes },
      },
      config: { access: 'visitor' },
      preHandler: keyRateLimit,
    },
    async (request, reply) => {
      const { id } = request.params;
      const now = app.clock.now();
      await checkSignature(id, 'key', request.query, sessionOf(request), now);
      const video = await playable(id, now);
      return reply
        .header('cache-control', 'no-store')
        .type('application/octet-stream')
        .send(Buffer.from(video.encryptionKey, 'hex'));
    },
  );

  /** A file of the video's beside the playlists: small, relayed by the app in both storages. */
  const videoFile = (
    url: string,
    summary: string,
    answer: typeof VideoPosterBytes | typeof VideoCaptionsText,
    keyOf: (video: PlayableVideo) => string | null,
    cacheControl: string,
  ) =>
    app.get(
      url,
      {
        schema: { summary, tags, params: VideoParams, response: { 200: answer } },
        config: { access: 'visitor' },
      },
      async (request, reply) => {
        const key = keyOf(await playable(request.params.id, app.clock.now()));
        if (!key) throw notFound();
        return send(await app.videoStorage.get(key), reply, cacheControl);
      },
    );

  videoFile(
    apiRoutes.videoPoster,
    "A hosted video's poster image",
    VideoPosterBytes,
    (video) => video.posterKey,
    'private, max-age=3600',
  );
  // Staff may replace the captions under the same address: asked again each time.
  videoFile(
    apiRoutes.videoCaptions,
    "A hosted video's captions (字幕), when staff gave some",
    VideoCaptionsText,
    (video) => video.captionsKey,
    'private, no-cache',
  );
};

export default videoPlaybackRoutes;
