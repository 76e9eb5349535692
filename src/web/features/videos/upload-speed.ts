import { copy } from '#shared/copy.js';
import { formatBytes } from '#web/lib/format-bytes';

// The words under the upload's progress bar: 42%・毎秒 3.1 MB・残り約 2 分.

export type SpeedSample = { at: number; bytes: number };

/** How far back the speed looks: long enough to smooth a chunk's burst, short enough to follow a change. */
const windowMs = 10_000;

/** Keeps the samples of the last window, the newest last. */
export function addSample(samples: SpeedSample[], sample: SpeedSample): SpeedSample[] {
  return [...samples.filter((old) => sample.at - old.at <= windowMs), sample];
}

/** Bytes per second over the window, or null until there is a second's worth to go on. */
export function bytesPerSecond(samples: SpeedSample[]): number | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at - first.at < 1000) return null;
  return ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
}

/** 約 2 分, 約 40 秒, 約 1 時間 20 分: rounded up, as a person would say it. */
export function formatTimeLeft(seconds: number): string {
  if (seconds < 60) return copy.videoUpload.seconds(Math.max(1, Math.ceil(seconds / 10) * 10));
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return copy.videoUpload.minutes(minutes);
  return copy.videoUpload.hours(Math.floor(minutes / 60), minutes % 60);
}

/** The line under the bar; speed and time left appear once they can be told. */
export function progressText(sent: number, total: number, samples: SpeedSample[]): string {
  const percent = total > 0 ? Math.floor((sent * 100) / total) : 0;
  const speed = bytesPerSecond(samples);
  const usable = speed !== null && speed > 0;
  return copy.videoUpload.progressText(
    percent,
    usable ? formatBytes(speed) : null,
    usable && sent < total ? formatTimeLeft((total - sent) / speed) : null,
  );
}
