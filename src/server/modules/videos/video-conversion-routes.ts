import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths } from '#shared/api-paths.js';
import { VideoConversionStatus } from '#shared/schemas/video-conversion.js';

/** Staff: can this install convert videos? (Without ffmpeg uploads wait; the README says how.) */
const videoConversionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.adminVideoConversion,
    {
      schema: {
        summary: 'Whether ffmpeg was found, so that uploaded videos are converted',
        response: { 200: VideoConversionStatus },
      },
    },
    async () => ({ available: app.videoConversion.available }),
  );
};

export default videoConversionRoutes;
