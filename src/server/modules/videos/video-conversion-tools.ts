import fs from 'node:fs';
import path from 'node:path';

export type VideoTools = { ffmpeg: string; ffprobe: string };

function executable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export function onPath(name: string, searchPath: string): string | null {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, name);
    if (executable(file)) return file;
  }
  return null;
}

/**
 * ffmpeg and ffprobe as FFMPEG_PATH / FFPROBE_PATH name them, else ffprobe beside ffmpeg, else on
 * PATH; null when either is missing: the site runs, videos wait (docs/product.md#hosted-videos-conversion).
 */
export function findVideoTools(
  settings: { ffmpegPath: string | null; ffprobePath: string | null },
  searchPath = process.env.PATH ?? '',
): VideoTools | null {
  const ffmpeg = settings.ffmpegPath ?? onPath('ffmpeg', searchPath);
  if (!ffmpeg || !executable(ffmpeg)) return null;
  const beside = path.join(path.dirname(ffmpeg), 'ffprobe');
  const ffprobe = settings.ffprobePath ?? (executable(beside) ? beside : onPath('ffprobe', searchPath));
  if (!ffprobe || !executable(ffprobe)) return null;
  return { ffmpeg, ffprobe };
}
