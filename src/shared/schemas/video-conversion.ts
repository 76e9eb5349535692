import { Type, type Static } from 'typebox';

/** Whether the server found ffmpeg: the upload field says so in Japanese when it did not. */
export const VideoConversionStatus = Type.Object({ available: Type.Boolean() });

export type VideoConversionStatus = Static<typeof VideoConversionStatus>;
