import { copy } from '#shared/copy.js';
import { videoUploadLimits } from '#shared/schemas/videos.js';

// What the staff's video field takes before anything is sent (issue 24): the server checks the
// same again, and the conversion finds out what the file really holds.

/** 8 GB: a long Zoom recording fits; anything bigger is refused in the browser at once. */
export const maxVideoBytes = videoUploadLimits.maxBytes;

const videoExtensions: readonly string[] = videoUploadLimits.extensions;

/** For the file picker: the extensions and the types phones give these files. */
export const acceptedVideoFiles = [
  ...videoExtensions.map((extension) => `.${extension}`),
  ...videoUploadLimits.types,
].join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Null when the file may be sent; otherwise the Japanese words that say why not. */
export function videoFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!videoExtensions.includes(extensionOf(file.name))) {
    return copy.videoUpload.wrongType(file.name);
  }
  if (file.size === 0) return copy.videoUpload.empty(file.name);
  if (file.size > maxVideoBytes) return copy.videoUpload.tooLarge(file.name);
  return null;
}

/** A WebVTT captions file is chosen by its extension (phones give it no reliable type). */
export function isCaptionsFile(file: Pick<File, 'name'>): boolean {
  return extensionOf(file.name) === 'vtt';
}
