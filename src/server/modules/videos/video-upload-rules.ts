import { copy } from '#shared/copy.js';
import { videoUploadLimits } from '#shared/schemas/videos.js';
import { HttpError } from '#server/http-error.js';

// What a tus upload must say when it starts (docs/product.md#hosted-videos-upload-and-contents): its length (known
// up front: no deferred length), at most 8 GB and not empty, and a video file by name and type.

export type VideoExtension = (typeof videoUploadLimits.extensions)[number];

export const typeOfExtension: Record<VideoExtension, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  m4v: 'video/x-m4v',
  webm: 'video/webm',
};

/** tus Upload-Metadata: comma-separated `key base64value` pairs (a key alone has no value). */
export function parseUploadMetadata(header: string | undefined): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) metadata[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return metadata;
}

export function extensionOf(fileName: string): VideoExtension | null {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim());
  const extension = match?.[1]?.toLowerCase();
  return (videoUploadLimits.extensions as readonly string[]).includes(extension ?? '')
    ? (extension as VideoExtension)
    : null;
}

export type AcceptedUpload = { sizeBytes: number; fileName: string; extension: VideoExtension };

/** The start of an upload, checked; refused with the Japanese message the upload field shows. */
export function checkUploadStart(headers: Record<string, string | string[] | undefined>): AcceptedUpload {
  const length = headers['upload-length'];
  if (typeof length !== 'string' || !/^\d{1,16}$/.test(length)) {
    throw new HttpError(400, copy.hostedVideo.uploadLengthMissing);
  }
  const sizeBytes = Number(length);
  if (sizeBytes === 0) throw new HttpError(400, copy.hostedVideo.uploadEmpty);
  if (sizeBytes > videoUploadLimits.maxBytes) throw new HttpError(413, copy.hostedVideo.uploadTooLarge);
  const metadataHeader = headers['upload-metadata'];
  const metadata = parseUploadMetadata(typeof metadataHeader === 'string' ? metadataHeader : undefined);
  const fileName = (metadata.filename ?? metadata.name ?? '').trim().slice(0, 200);
  const extension = extensionOf(fileName);
  const type = (metadata.filetype ?? metadata.type ?? '').toLowerCase();
  // Some phones give no type: the name decides then; a type given must be a video one we take.
  if (!extension || (type !== '' && !(videoUploadLimits.types as readonly string[]).includes(type))) {
    throw new HttpError(400, copy.hostedVideo.uploadWrongType);
  }
  return { sizeBytes, fileName, extension };
}
