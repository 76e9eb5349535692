import fsp from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Server } from '@tus/server';
import { Type } from 'typebox';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { UploadIdParams, videoUploadLimits } from '#shared/schemas/videos.js';
import { HttpError } from '#server/http-error.js';
import { makePrivateDir } from '#server/private-files.js';
import { recordStaffAction } from '../audit/record-staff-action.js';
import { incomingVideosDir, removeHostedVideo } from '../contents/hosted-videos.js';
import { checkUploadStart, extensionOf, typeOfExtension, type AcceptedUpload } from './video-upload-rules.js';
import { createUploadingVideo, findVideo, markUploaded, touchUpload } from './video-repository.js';
import { removeVideoForStaff } from './video-removal.js';

// The resumable upload of a video (tus 1.0, docs/decisions/0027-video-uploads.md). Fastify
// matches the route, so access (staff), the CSRF header and the audit declaration apply as to
// every staff route; our own checks refuse a bad start in Japanese; then @tus/server takes the
// raw request and writes the bytes as they come to DATA_DIR/videos/incoming (a restart resumes
// from what is on disk). Once complete, the file moves into video storage and the row waits for
// the converter.

const tusHeaders = { 'Tus-Resumable': '1.0.0' };

/** A refusal in tus's own answer, worded like every other error of the API. */
const tusRefusal = (status: number, message: string) => ({
  status_code: status,
  body: JSON.stringify({ message }),
});

// tus errors carry their status; sizes past the declared length come through as 413.
type TusError = { status_code?: number; body?: string };

const videoUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const incoming = incomingVideosDir(app.config.dataDir);
  await makePrivateDir(incoming);
  const removal = { db: app.db, videoStorage: app.videoStorage, dataDir: app.config.dataDir };

  // What our handler learned of a request before tus takes it: the staff member and the checked start.
  const pending = new WeakMap<IncomingMessage, { request: FastifyRequest; start?: AcceptedUpload }>();
  const pendingOf = (req: Request) => {
    const node = (req as unknown as { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;
    const found = node && pending.get(node);
    if (!found) throw new Error('tus request without its Fastify request');
    return found;
  };

  /** The whole file arrived: into storage as `<id>/original.<ext>`, and the row waits for conversion. */
  async function finishUpload(id: string): Promise<void> {
    const video = await findVideo(app.db, id);
    const extension = video && extensionOf(video.originalName);
    const file = path.join(incoming, id);
    if (!video || video.state !== 'uploading' || !extension) {
      // Cancelled while its last bytes came: nothing of it stays.
      await removeHostedVideo(removal, id);
      throw tusRefusal(404, copy.hostedVideo.uploadNotFound);
    }
    const key = `${id}/original.${extension}`;
    const storage = app.videoStorage;
    if (storage.localPath) {
      // Same disk: a rename, however large the file.
      const target = storage.localPath(key);
      await makePrivateDir(path.dirname(target));
      await fsp.rename(file, target);
    } else {
      await storage.putFile(key, file, typeOfExtension[extension]);
      await fsp.rm(file, { force: true });
    }
    await fsp.rm(`${file}.json`, { force: true });
    await markUploaded(app.db, id, key, app.clock.now());
  }

  // Made at the first upload: the file store creates its folder in the background when built,
  // which must not outlive an app that closes before anyone uploads (a test's, say). Loaded then
  // too: tus and its modules took about 75 ms of every start (docs/decisions/0038).
  let tus: Promise<Server> | undefined;
  const makeTusServer = async () => {
    const [{ Server }, { FileStore }] = await Promise.all([import('@tus/server'), import('@tus/file-store')]);
    return new Server({
      path: apiPaths.adminVideoUploads,
      datastore: new FileStore({ directory: incoming }),
      maxSize: videoUploadLimits.maxBytes,
      relativeLocation: true,
      // The upload's id is the video's id.
      namingFunction: () => randomUUID(),
      onUploadCreate: async (req, upload) => {
        const { request, start } = pendingOf(req);
        if (!start || request.visitor.kind !== 'member') throw tusRefusal(400, copy.hostedVideo.uploadFailed);
        await createUploadingVideo(app.db, {
          id: upload.id,
          originalName: start.fileName,
          sizeBytes: start.sizeBytes,
          createdBy: request.visitor.user.id,
          now: app.clock.now(),
        });
        await recordStaffAction(app.db, request, {
          action: 'video.upload',
          target: { id: upload.id, label: start.fileName },
          counts: { bytes: start.sizeBytes },
        });
        return {};
      },
      onUploadFinish: async (_req, upload) => {
        await finishUpload(upload.id);
        return {};
      },
      onResponseError: async (_req, error) => {
        const status = (error as TusError).status_code;
        if (status === 413) return tusRefusal(413, copy.hostedVideo.uploadBeyondLength);
        if (status === 404) return tusRefusal(404, copy.hostedVideo.uploadNotFound);
        if (status !== undefined && status < 500) return undefined;
        app.log.error({ err: error }, 'video upload failed');
        return tusRefusal(500, copy.hostedVideo.uploadFailed);
      },
    });
  };
  const tusServer = () => (tus ??= makeTusServer());

  /** Hands the raw request to tus, which answers it itself. */
  async function handOver(request: FastifyRequest, reply: FastifyReply, start?: AcceptedUpload) {
    // tus reads the upload's id from the end of the whole address, query string included: an
    // address with one could name another upload than the one checked here. tus clients send none.
    if (request.raw.url?.includes('?')) throw new HttpError(400, copy.hostedVideo.uploadAddressRefused);
    const server = await tusServer();
    pending.set(request.raw, { request, ...(start ? { start } : {}) });
    reply.hijack();
    await server.handle(request.raw, reply.raw);
  }

  // tus sends the bytes as application/offset+octet-stream: left unread here, tus streams them to disk.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  // The bodies are file bytes streamed by tus, not JSON: no body schema. The answers are tus's
  // (no JSON on success), declared empty for the API document; the headers carry the protocol.
  const tusAnswer = (status: number, summary: string) =>
    ({ [status]: Type.Null({ description: summary }) }) as Record<number, ReturnType<typeof Type.Null>>;

  app.post(
    apiPaths.adminVideoUploads,
    {
      schema: {
        summary:
          'Start a resumable video upload (tus 1.0: Upload-Length, Upload-Metadata filename and filetype); MP4, MOV, M4V or WebM up to 8 GB. Location names the upload, whose id is the video id',
        response: tusAnswer(201, 'Created: Location is the upload address'),
      },
      config: { audit: 'recorded' },
    },
    async (request, reply) => {
      const start = checkUploadStart(request.headers);
      await handOver(request, reply, start);
    },
  );

  app.head(
    apiRoutes.adminVideoUpload,
    {
      schema: {
        summary: 'How many bytes of the upload the server has (Upload-Offset): where to resume',
        params: UploadIdParams,
        response: tusAnswer(200, 'Upload-Offset and Upload-Length'),
      },
    },
    async (request, reply) => {
      await handOver(request, reply);
    },
  );

  app.patch(
    apiRoutes.adminVideoUpload,
    {
      schema: {
        summary: 'Send the next bytes of the upload from Upload-Offset (application/offset+octet-stream)',
        params: UploadIdParams,
        response: tusAnswer(204, 'Stored: Upload-Offset is the new offset'),
      },
      config: { audit: { notRecorded: 'the bytes of an upload whose start is recorded (video.upload)' } },
    },
    async (request, reply) => {
      const video = await findVideo(app.db, request.params.uploadId);
      if (!video || video.state !== 'uploading') throw new HttpError(404, copy.hostedVideo.uploadNotFound);
      const offset = Number(request.headers['upload-offset']);
      const length = Number(request.headers['content-length']);
      // Past the length declared at the start: refused before a byte is written.
      if (Number.isFinite(offset) && Number.isFinite(length) && offset + length > video.sizeBytes) {
        throw new HttpError(413, copy.hostedVideo.uploadBeyondLength);
      }
      await touchUpload(app.db, video.id, app.clock.now());
      await handOver(request, reply);
    },
  );

  app.delete(
    apiRoutes.adminVideoUpload,
    {
      schema: {
        summary: 'Cancel an upload in progress: its row and the bytes received go',
        params: UploadIdParams,
        response: tusAnswer(204, 'Cancelled'),
      },
      config: { audit: 'recorded' },
    },
    async (request, reply) => {
      const video = await findVideo(app.db, request.params.uploadId);
      // A finished upload is a video: DELETE /api/admin/videos/:id removes it.
      if (!video || video.state !== 'uploading') throw new HttpError(404, copy.hostedVideo.uploadNotFound);
      await removeVideoForStaff(app, request, video);
      return reply.status(204).headers(tusHeaders).send(null);
    },
  );
};

export default videoUploadRoutes;
