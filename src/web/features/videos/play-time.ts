import { copy } from '#shared/copy.js';
import { formatPlayTime } from '#shared/watch-progress.js';

/** The seek bar's words for a screen reader: 1分5秒 / 12分0秒. */
export function seekValueText(currentSeconds: number, durationSeconds: number): string {
  const words = (seconds: number) => {
    const whole = Math.max(0, Math.floor(seconds));
    return copy.videoPlayer.minutesSeconds(Math.floor(whole / 60), whole % 60);
  };
  return copy.videoPlayer.seekValue(words(currentSeconds), words(durationSeconds));
}

/** The same, as shown beside the bar: 1:05 / 12:00. */
export function shownTime(currentSeconds: number, durationSeconds: number): string {
  return `${formatPlayTime(Math.floor(currentSeconds))} / ${formatPlayTime(Math.floor(durationSeconds))}`;
}

export const playbackRates = [0.75, 1, 1.25, 1.5] as const;

/** Seconds a press of ← or → moves. */
export const seekStepSeconds = 10;
