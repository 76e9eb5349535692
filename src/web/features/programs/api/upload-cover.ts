import { apiPaths } from '#shared/api-paths.js';
import type { UploadedImage } from '#shared/schemas/admin.js';
import { uploadFile, type UploadOptions } from '#web/lib/upload-file';

/** The cover goes through the thumbnail upload: re-encoded to WebP, tracked until a save takes it. */
export function uploadCover(file: File, options: UploadOptions = {}) {
  const query = new URLSearchParams({ purpose: 'thumbnail' }).toString();
  return uploadFile<UploadedImage>(`${apiPaths.adminUploads}?${query}`, file, options);
}
