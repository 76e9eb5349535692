import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { UploadedImage, UploadPurposeQuery } from '#shared/schemas/admin.js';
import { HttpError } from '#server/http-error.js';
import { maxUploadBytes, processImage } from '#server/images/process-image.js';
import { uploadUrl } from '#server/storage/storage.js';
import { recordPendingUpload } from './upload-repository.js';

/** Thumbnails and article images, sent as the raw file so the browser can show upload progress. */
const uploadAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Whatever type the browser claims, the bytes are checked by processImage.
  app.addContentTypeParser(
    /^(image\/[\w.+-]+|application\/octet-stream)$/,
    { parseAs: 'buffer', bodyLimit: maxUploadBytes },
    (_request, body, done) => done(null, body),
  );

  app.put(
    apiPaths.adminUploads,
    {
      schema: {
        summary: 'Upload an image (JPEG, PNG, WebP or GIF, up to 10 MB); stored as WebP under a new name',
        querystring: UploadPurposeQuery,
        response: { 201: UploadedImage },
      },
      bodyLimit: maxUploadBytes,
      config: {
        audit: { notRecorded: 'an image is nobody’s until a recorded content or program save takes it' },
      },
      errorHandler: (error, request, reply) => {
        const tooLarge = (error as { statusCode?: number }).statusCode === 413;
        return app.errorHandler(
          tooLarge ? new HttpError(413, copy.admin.uploadTooLarge) : error,
          request,
          reply,
        );
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw new HttpError(400, copy.admin.uploadWrongType);
      }
      const image = await processImage(request.body, request.query.purpose);
      // Pending until a saved content takes it; the housekeeping sweep removes it otherwise.
      await recordPendingUpload(app.db, image.key, app.clock.now());
      await app.storage.put(image.key, image.data, 'image/webp');
      return reply
        .status(201)
        .send({ key: image.key, url: uploadUrl(image.key), width: image.width, height: image.height });
    },
  );
};

export default uploadAdminRoutes;
