import { apiPaths } from '#shared/api-paths.js';
import type { UploadedImage, UploadPurposeQuery } from '#shared/schemas/admin.js';
import { uploadFile, type UploadOptions } from '#web/lib/upload-file';

export type UploadPurpose = UploadPurposeQuery['purpose'];

/**
 * PUT /api/admin/uploads?purpose=…: the raw file; the server checks it, re-encodes it to WebP and
 * answers with its key and address. `onProgress` feeds the progress bar.
 */
export function uploadImage(file: File, purpose: UploadPurpose, options: UploadOptions = {}) {
  const query = new URLSearchParams({ purpose }).toString();
  return uploadFile<UploadedImage>(`${apiPaths.adminUploads}?${query}`, file, options);
}
